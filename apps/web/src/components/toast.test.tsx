import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '@arcana/shared';
import { showToast } from './toast';

function renderToasts() {
  render(
    <MantineProvider>
      <Notifications limit={TOAST_MAX_VISIBLE} />
    </MantineProvider>,
  );
}

afterEach(() => {
  act(() => notifications.clean());
  vi.useRealTimers();
});

describe('toasts', () => {
  it('drops a toast whose type, title and message are already on screen', async () => {
    renderToasts();
    await act(async () => {
      expect(showToast('error', 'Login failed', 'Wrong password')).toBe(true);
      expect(showToast('error', 'Login failed', 'Wrong password')).toBe(false);
      expect(showToast('success', 'Login failed', 'Wrong password')).toBe(true);
    });
    expect(await screen.findAllByText('Wrong password')).toHaveLength(2);
  });

  it('shows at most five at once', async () => {
    renderToasts();
    await act(async () => {
      for (let i = 1; i <= 7; i++) showToast('info', `Toast ${i}`);
    });
    await screen.findByText('Toast 1');
    expect(screen.getAllByText(/^Toast \d$/)).toHaveLength(TOAST_MAX_VISIBLE);
  });

  it('closes after 3 s, and the same toast may then show again', async () => {
    vi.useFakeTimers();
    renderToasts();
    await act(async () => void showToast('success', 'Saved'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByText('Saved')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS + 1000);
    });
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    await act(async () => expect(showToast('success', 'Saved')).toBe(true));
  });
});
