import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UnknownAction } from '@reduxjs/toolkit';
import { API_PREFIX, NOTIFICATION_PATHS, USER_EVENTS_REPLAY_WAIT_MS } from '@arcana/shared';
import { createStore } from '../../state/store';
import { serveApi, serveRealtime } from '../../test-api';

// A tab reads the notification preferences as its link opens.
let server: ReturnType<typeof serveApi>;
beforeEach(() => {
  server = serveApi({ [`GET ${API_PREFIX}${NOTIFICATION_PATHS.preferences}`]: () => ({ preferences: [] }) });
});
afterEach(() => server.restore());

/** A tab's realtime wiring, with the cache tags each step invalidated. */
function tab() {
  const store = createStore();
  const invalidated: string[][] = [];
  const dispatch = ((action: UnknownAction) => {
    if (action.type === 'api/invalidateTags') invalidated.push((action.payload as string[]).slice());
    return store.dispatch(action);
  }) as typeof store.dispatch;
  const link = serveRealtime({ dispatch, getState: store.getState });
  return { ...link, invalidated };
}

/** What a tab reads again after a gap in its kept events. */
const GAP = [
  ...['Notifications', 'UnreadCount', 'Collectibles', 'Collected', 'Fairness', 'User', 'Draws', 'Rules', 'Grants'],
  ...['CardTrading', 'Crafting', 'Plays', 'Market'],
];

const card = (eventId: number) => ['collectibleCollected', { publicKey: 'k', requestId: 'r', status: 'success' }, { eventId }] as const;

describe('a reconnecting tab', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hears what it missed again instead of refetching everything', () => {
    const { fire, invalidated, stop } = tab();
    fire('connected', { userId: 'u1' });
    fire('eventsReplayed', { lastEventId: 10, gap: false });
    expect(invalidated).toEqual([]);

    fire('disconnect', 'transport close');
    fire('connected', { userId: 'u1' });
    fire(...card(11));
    expect(invalidated).toEqual([]);
    fire('eventsReplayed', { lastEventId: 11, gap: false });
    // The missed card (put in place: only the seed's nonce and the designs held are read again), then the admins' lists (other users' changes are not kept).
    expect(invalidated).toEqual([['Fairness', 'Collected'], ['User']]);
    stop();
  });

  it('refetches on a gap, or when no replay comes in time', () => {
    const { fire, invalidated, stop } = tab();
    fire('connected', { userId: 'u1' });
    fire('eventsReplayed', { lastEventId: 10, gap: false });

    fire('connected', { userId: 'u1' });
    fire('eventsReplayed', { lastEventId: 900, gap: true });
    expect(invalidated).toEqual([GAP]);

    fire('connected', { userId: 'u1' });
    fire(...card(901));
    vi.advanceTimersByTime(USER_EVENTS_REPLAY_WAIT_MS);
    // The held card runs, then the refetch.
    expect(invalidated.slice(1)).toEqual([['Fairness', 'Collected'], GAP]);
    stop();
  });
});

describe('a creator’s and a collector’s draws', () => {
  it('reads the draws left again when draws earned are announced, and nothing more for other notifications', () => {
    const { fire, invalidated, stop } = tab();
    fire('connected', { userId: 'u1' });
    fire('eventsReplayed', { lastEventId: 10, gap: false });
    const notification = (id: string, type: string) => ({
      notification: {
        id,
        type,
        title: 'You earned 2 draws in Nova',
        message: '',
        read: false,
        createdAt: '2026-11-01T00:00:00.000Z',
        redirectUrl: null,
        card: null,
        count: 1,
      },
      requestId: null,
    });
    fire('notificationCreated', notification('n1', 'system'), { eventId: 11 });
    expect(invalidated).toEqual([]);
    fire('notificationCreated', notification('n2', 'draws_earned'), { eventId: 12 });
    expect(invalidated).toEqual([['Draws', 'Donations']]);
    stop();
  });
});

describe('a seller’s listings', () => {
  it('reads the cards’ panels and the market again when the market withdrew their listings', () => {
    const { fire, invalidated, stop } = tab();
    fire('connected', { userId: 'u1' });
    fire('eventsReplayed', { lastEventId: 10, gap: false });
    fire('listingsWithdrawn', { cardIds: ['c1', 'c2'] }, { eventId: 11 });
    expect(invalidated).toEqual([['CardTrading', 'Crafting', 'Plays', 'Market']]);
    stop();
  });
});
