import { describe, expect, it } from 'vitest';
import type { TNotification } from '@arcana/shared/schemas';
import { createStore } from '../../state/store';
import { notificationsApi, putNotification } from './notifications.api';

const drawn = (count: number): TNotification => ({
  ...(count > 1 && { joined: true as const }),
  id: 'burst',
  type: 'collectible_received',
  title: count === 1 ? 'New card collected' : 'New cards collected',
  message: count === 1 ? 'You collected Ember Fox (common).' : `You drew ${count} cards in Nova Lumen.`,
  read: false,
  createdAt: '2026-11-28T10:00:00.000Z',
  redirectUrl: '/inventory',
  card: null,
  count,
});

const older: TNotification = { ...drawn(1), id: 'older', type: 'system', title: 'Welcome', message: '' };

describe('a burst in the bell', () => {
  it('is one notification: counted anew, first again, one unread however many cards it tells of', async () => {
    const store = createStore();
    await store.dispatch(
      notificationsApi.util.upsertQueryData('notifications', 10, { notifications: [older], unreadCount: 1, nextCursor: null }),
    );
    await store.dispatch(notificationsApi.util.upsertQueryData('unreadCount', undefined, { unreadCount: 1 }));
    const bell = () => notificationsApi.endpoints.notifications.select(10)(store.getState()).data!;
    const unread = () => notificationsApi.endpoints.unreadCount.select()(store.getState()).data!.unreadCount;

    putNotification(store, drawn(1));
    expect(bell().notifications.map((n) => n.id)).toEqual(['burst', 'older']);
    expect([bell().unreadCount, unread()]).toEqual([2, 2]);

    putNotification(store, drawn(3));
    putNotification(store, drawn(2));
    expect(bell().notifications.map((n) => [n.id, n.count])).toEqual([
      ['burst', 3],
      ['older', 1],
    ]);
    expect(bell().notifications[0]!.message).toBe('You drew 3 cards in Nova Lumen.');
    expect([bell().unreadCount, unread()]).toEqual([2, 2]);
  });
});
