import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SkipLink } from './SkipLink';

describe('the skip link', () => {
  it('moves focus to the main content without changing the address', () => {
    render(
      <>
        <SkipLink targetId="content" />
        <button type="button">Header control</button>
        <main id="content" tabIndex={-1}>
          Page
        </main>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Skip to content' });
    link.focus();
    const before = window.location.href;
    fireEvent.click(link);
    expect(screen.getByRole('main')).toHaveFocus();
    expect(window.location.href).toBe(before);
  });
});
