import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageTitle } from './usePageTitle';

function Page({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

describe('usePageTitle', () => {
  it("names the tab after the page, follows a change, and puts the product's name back on leaving", () => {
    const { rerender, unmount } = render(<Page title="Log in" />);
    expect(document.title).toBe('Log in · Arcana');
    rerender(<Page title="Settings" />);
    expect(document.title).toBe('Settings · Arcana');
    unmount();
    expect(document.title).toBe('Arcana');
  });
});
