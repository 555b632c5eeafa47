import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PREFIX, NOTIFICATION_PATHS, NOTIFICATIONS_PAGE_LIMIT } from '@arcana/shared';
import type { TNotification } from '@arcana/shared/schemas';
import { createStore } from '../../state/store';
import { serveApi } from '../../test-api';
import { COMPONENT_TEST_TIMEOUT_MS } from '../../test-support';
import NotificationsPage from './NotificationsPage';

// Mantine's first render takes seconds on a busy two-core machine.
configure({ asyncUtilTimeout: 5_000 });

/** 75 notifications, newest first, ids n0…n74: a page and a half. */
const ALL: TNotification[] = Array.from({ length: 75 }, (_, i) => ({
  id: `n${i}`,
  type: 'system',
  title: `Notification ${i}`,
  message: 'paged',
  read: i > 2,
  createdAt: new Date(Date.UTC(2026, 0, 1) - i * 60_000).toISOString(),
  redirectUrl: null,
  count: 1,
  card: null,
}));

/** The server's keyset pages: after the cursor (an id), `limit` more, and the cursor of the next page. */
function page(url: URL) {
  const limit = Number(url.searchParams.get('limit'));
  const cursor = url.searchParams.get('cursor');
  const start = cursor ? ALL.findIndex((n) => n.id === cursor) + 1 : 0;
  const notifications = ALL.slice(start, start + limit);
  const more = start + limit < ALL.length;
  return { notifications, unreadCount: 3, nextCursor: more ? notifications.at(-1)!.id : null };
}

let server: ReturnType<typeof serveApi>;
beforeEach(() => {
  localStorage.setItem('token', 'access');
  server = serveApi({
    [`GET ${API_PREFIX}${NOTIFICATION_PATHS.list}`]: page,
    [`GET ${API_PREFIX}${NOTIFICATION_PATHS.unreadCount}`]: () => ({ unreadCount: 3 }),
  });
});
afterEach(() => {
  server.restore();
  localStorage.clear();
});

/** The titles listed, in order (an unread one's button also says so). */
const renderPage = () =>
  render(
    <Provider store={createStore()}>
      <MantineProvider env="test">
        <MemoryRouter>
          <NotificationsPage />
        </MemoryRouter>
      </MantineProvider>
    </Provider>,
  );

const shown = () =>
  [...screen.getByRole('list', { name: 'Notifications' }).querySelectorAll(':scope > li')].map(
    (item) => /Notification \d+/.exec(item.textContent ?? '')?.[0],
  );

// Three times the usual allowance: the page draws 75 notifications, slow in jsdom on a busy machine.
describe('the notifications page', { timeout: 3 * COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('reaches every notification: the newest 50, then the rest by cursor, until none is left', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    // The unread ones say so beyond their weight: marked, and in words.
    const items = list.querySelectorAll(':scope > li');
    expect(items[0]).not.toHaveAttribute('data-read');
    expect(items[0]).toHaveTextContent(/^Unread: Notification 0/);
    expect(items[3]).toHaveAttribute('data-read');
    expect(items[3]).toHaveTextContent(/^Notification 3/);
    expect(shown()).toHaveLength(NOTIFICATIONS_PAGE_LIMIT);

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(shown()).toHaveLength(75));

    expect(shown()).toEqual(ALL.map((n) => n.title));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(server.callsTo(`${API_PREFIX}${NOTIFICATION_PATHS.list}`)).toEqual([
      `GET ${API_PREFIX}/notifications?limit=50`,
      `GET ${API_PREFIX}/notifications?limit=50&cursor=n49`,
    ]);
    // 'Mark all as read' follows the unread count, whichever page the unread ones are on.
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeEnabled();
  });
});

describe('the notifications page, scanned', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('shows a run of cards as one entry with their art, the rest each with its type’s mark, and every time on one line', async () => {
    const cardNotice = (i: number): TNotification => ({
      id: `c${i}`,
      type: 'collectible_received',
      title: 'New card collected',
      message: `You collected Moss Toad ${i} (common).`,
      read: false,
      createdAt: new Date(Date.now() - i * 60_000).toISOString(),
      redirectUrl: '/inventory',
      count: 1,
      card: { id: `card-${i}`, name: 'Moss Toad', rarity: 'common' },
    });
    const wallet: TNotification = { ...cardNotice(9), id: 'w', type: 'wallet_linked', title: 'Wallet Connected', card: null, read: true };
    server.restore();
    server = serveApi({
      [`GET ${API_PREFIX}${NOTIFICATION_PATHS.list}`]: () => ({
        notifications: [0, 1, 2, 3].map(cardNotice).concat(wallet),
        unreadCount: 4,
        nextCursor: null,
      }),
      [`GET ${API_PREFIX}${NOTIFICATION_PATHS.unreadCount}`]: () => ({ unreadCount: 4 }),
    });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const [run, single] = list.querySelectorAll(':scope > li');
    expect(run).toHaveTextContent('4 unread: 4 cards collected');
    expect(run!.querySelectorAll('img[src*="moss-toad"]')).toHaveLength(3);
    expect(single).toHaveTextContent('Wallet Connected');
    expect(single!.querySelector('img')).toBeNull();
    for (const time of list.querySelectorAll('time')) expect(time.getAttribute('dateTime')).toMatch(/^\d{4}-/);

    await userEvent.click(screen.getByRole('button', { name: 'Show all 4' }));
    expect(run!.querySelectorAll('ul > li')).toHaveLength(4);
  });
});
