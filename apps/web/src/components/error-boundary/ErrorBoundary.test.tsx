import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPONENT_TEST_TIMEOUT_MS } from '../../test-support';
import { ErrorBoundary } from './ErrorBoundary';
import { ChunkLoadError, RELOAD_REMEMBERED_MS } from './chunk-load';

const failure = { current: null as Error | null };

function Page() {
  if (failure.current) throw failure.current;
  return <p>The page</p>;
}

const inBoundary = (children: ReactNode, resetKey?: string) => (
  <MantineProvider>
    <ErrorBoundary resetKey={resetKey}>{children}</ErrorBoundary>
  </MantineProvider>
);

describe('ErrorBoundary', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  beforeEach(() => {
    sessionStorage.clear();
    // React reports every error a boundary catches; jsdom reports the reload it cannot perform.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    failure.current = null;
    vi.restoreAllMocks();
  });

  it('shows the error screen with Retry instead of a page that throws while rendering, and Retry renders it again', async () => {
    failure.current = new Error('boom');
    render(inBoundary(<Page />));
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.queryByText('The page')).not.toBeInTheDocument();

    failure.current = null;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears the error screen when the address changes', () => {
    failure.current = new Error('boom');
    const { rerender } = render(inBoundary(<Page />, '/settings'));
    expect(screen.getByRole('alert')).toBeInTheDocument();

    failure.current = null;
    rerender(inBoundary(<Page />, '/inventory'));
    expect(screen.getByText('The page')).toBeInTheDocument();
  });

  it('reloads once for code that did not load, and shows the error screen when it is still missing after that', () => {
    failure.current = new ChunkLoadError(new TypeError('Failed to fetch dynamically imported module'));
    const first = render(inBoundary(<Page />));
    expect(screen.getByLabelText('Reloading')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    first.unmount();

    // The same failure after the reload: no second reload, the explanation and Retry instead.
    render(inBoundary(<Page />));
    expect(screen.getByRole('alert')).toHaveTextContent('This page did not load');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('reloads once per page: the same page failing again shows the error screen, another page may reload', () => {
    window.history.replaceState(null, '', '/forge');
    failure.current = new ChunkLoadError(new TypeError('Failed to fetch dynamically imported module'));
    render(inBoundary(<Page />)).unmount();
    const again = render(inBoundary(<Page />));
    expect(screen.getByRole('alert')).toHaveTextContent('This page did not load');
    again.unmount();

    window.history.replaceState(null, '', '/settings');
    render(inBoundary(<Page />));
    expect(screen.getByLabelText('Reloading')).toBeInTheDocument();
  });

  it('reloads again for a later deploy: the same page failing a minute after its reload', () => {
    window.history.replaceState(null, '', '/notifications');
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    failure.current = new ChunkLoadError(new TypeError('Failed to fetch dynamically imported module'));
    render(inBoundary(<Page />)).unmount();

    now.mockReturnValue(1_000_000 + RELOAD_REMEMBERED_MS + 1);
    render(inBoundary(<Page />));
    expect(screen.getByLabelText('Reloading')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
