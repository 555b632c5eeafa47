import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PREFIX, NOTIFICATION_PATHS } from '@arcana/shared';
import type { TNotification } from '@arcana/shared/schemas';
import { createStore } from '../../state/store';
import { theme } from '../../state/theme';
import { serveApi } from '../../test-api';
import { COMPONENT_TEST_TIMEOUT_MS } from '../../test-support';
import NotificationBell from './NotificationBell';

// Mantine's first render and the lazy chunks take seconds on a busy two-core machine.
configure({ asyncUtilTimeout: 5_000 });

const notification = (id: string, title: string, read = false): TNotification => ({
  id,
  type: 'system',
  title,
  message: `${title} message`,
  read,
  createdAt: '2026-01-01T00:00:00.000Z',
  redirectUrl: null,
  count: 1,
  card: null,
});
const NOTIFICATIONS = [notification('n1', 'Newest'), notification('n2', 'Second'), notification('n3', 'Older')];

let server: ReturnType<typeof serveApi>;
beforeEach(() => {
  localStorage.setItem('token', 'access');
  server = serveApi({
    [`GET ${API_PREFIX}${NOTIFICATION_PATHS.list}`]: () => ({ notifications: NOTIFICATIONS, unreadCount: 3, nextCursor: null }),
    [`GET ${API_PREFIX}${NOTIFICATION_PATHS.unreadCount}`]: () => ({ unreadCount: 3 }),
    [`PATCH ${API_PREFIX}/notifications/n1/read`]: () => ({ notificationId: 'n1', requestId: 'r', status: 'success', unreadCount: 2 }),
    [`PATCH ${API_PREFIX}/notifications/n2/read`]: () => ({ notificationId: 'n2', requestId: 'r', status: 'success', unreadCount: 1 }),
  });
});
afterEach(() => {
  server.restore();
  localStorage.clear();
});

async function renderBell() {
  render(
    <Provider store={createStore()}>
      {/* No transitions: the menu opens and closes at once. The app's theme: it takes the menus' focus placeholder away. */}
      <MantineProvider env="test" theme={theme}>
        <MemoryRouter>
          <NotificationBell />
        </MemoryRouter>
      </MantineProvider>
    </Provider>,
  );
  const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
  // The two newest are loaded before the menu is opened, as a user would find them.
  await waitFor(() => expect(server.callsTo(`${API_PREFIX}${NOTIFICATION_PATHS.list}`)).toHaveLength(1));
  bell.focus();
  return bell;
}

const menuItems = () => screen.getAllByRole('menuitem');

describe('the notification bell, by keyboard', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('is a menu button: aria-haspopup and aria-expanded sit on the button itself', async () => {
    const bell = await renderBell();
    expect(bell.tagName).toBe('BUTTON');
    expect(bell).toHaveAttribute('aria-haspopup', 'menu');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(document.querySelectorAll('[aria-expanded]')).toHaveLength(1);
  });

  it.each([
    ['Enter', '{Enter}'],
    ['Space', ' '],
    ['ArrowDown', '{ArrowDown}'],
  ])('opens with %s and puts the focus on the first notification', async (_, key) => {
    const bell = await renderBell();
    await userEvent.keyboard(key);
    // Named by the bell that opened it.
    expect(await screen.findByRole('menu', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(menuItems()[0]).toHaveFocus());
    expect(menuItems()[0]).toHaveTextContent('Newest');
    // The two newest, unread said in words and each with its time, then the way to all of them.
    expect(menuItems().map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Unread: Newest.+Newest message$/),
      expect.stringMatching(/^Unread: Second.+Second message$/),
      'View all notifications',
    ]);
    const time = within(menuItems()[0]!).getByText((_, element) => element?.tagName === 'TIME');
    expect(time).toHaveAttribute('dateTime', '2026-01-01T00:00:00.000Z');
    expect(time.getAttribute('title')).toMatch(/2026/);
  });

  it('moves with the arrows, and Escape closes it, gives the focus back to the bell and marks the shown ones read', async () => {
    const bell = await renderBell();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(menuItems()[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(menuItems()[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(menuItems()[2]).toHaveTextContent('View all notifications');
    expect(menuItems()[2]).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(bell).toHaveFocus());
    await waitFor(() => expect(server.requests.filter((r) => r.startsWith('PATCH'))).toHaveLength(2));
    expect(server.requests.filter((r) => r.startsWith('PATCH')).sort()).toEqual([
      `PATCH ${API_PREFIX}/notifications/n1/read`,
      `PATCH ${API_PREFIX}/notifications/n2/read`,
    ]);
  });
});
