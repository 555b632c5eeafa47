import { Suspense, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from '../components/error-boundary/chunk-load';
import { lazyPage } from './lazy-page';

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>Clicked {count}</button>;
}

const inSuspense = (children: React.ReactNode) => <Suspense fallback={<p>Loading page</p>}>{children}</Suspense>;

describe('lazyPage', () => {
  it('renders a page whose code was loaded before the first render at once, without the fallback', async () => {
    const Page = lazyPage(() => Promise.resolve({ default: Counter }));
    await Page.load();
    render(inSuspense(<Page />));
    expect(screen.getByRole('button', { name: 'Clicked 0' })).toBeInTheDocument();
    expect(screen.queryByText('Loading page')).not.toBeInTheDocument();
  });

  it('keeps the state of a page reached before its code arrived when its parent renders again', async () => {
    const Page = lazyPage(() => Promise.resolve({ default: Counter }));
    const { rerender } = render(inSuspense(<Page />));
    await userEvent.click(await screen.findByRole('button', { name: 'Clicked 0' }));
    rerender(inSuspense(<Page />));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
  });

  it('fails with ChunkLoadError when the code does not arrive, and fetches it again on the next load', async () => {
    const importPage = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Counter });
    const Page = lazyPage(importPage);
    await expect(Page.load()).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(Page.load()).resolves.toEqual({ default: Counter });
    expect(importPage).toHaveBeenCalledTimes(2);
  });
});
