import { describe, expect, it } from 'vitest';
import type { TOverlayAlert, TOverlayCardAlert } from '@arcana/shared/schemas';
import { buildOverlaySettings } from '../../../test-support';
import { initialOverlayState, overlayReducer, type OverlayAction, type OverlayState } from './overlay-queue';

const SETTINGS = buildOverlaySettings();
const earned = (id: string, draws: number, others: number): TOverlayAlert => ({
  id,
  kind: 'grant',
  collector: 'pixelfan',
  grant: { draws, reason: 'followed the channel', source: 'twitch.follow', others },
  createdAt: '2026-11-26T20:00:00.000Z',
});
const alert = (id: string): TOverlayCardAlert => ({
  id,
  kind: 'draw',
  code: 'ABCD2345',
  collector: 'gemhunter',
  card: { name: `Card ${id}`, description: '', image: '', rarity: 'common', type: 'beast', power: 1, defense: 1 },
  createdAt: '2026-11-26T20:00:00.000Z',
});
const run = (actions: OverlayAction[], from: OverlayState = initialOverlayState) => actions.reduce(overlayReducer, from);
const connected = (waiting: string[], settings = SETTINGS): OverlayAction => ({
  type: 'queue',
  queue: { projectName: 'Nova', settings, waiting: waiting.map(alert), recent: [] },
});

describe('the overlay page’s queue', () => {
  it('shows the first waiting alert, then each in turn as the one before is done, keeping the last five', () => {
    let state = run([connected(['a', 'b'])]);
    expect(state.current?.id).toBe('a');
    state = run(
      [
        { type: 'alert', alert: alert('c') },
        { type: 'done', alertId: 'a' },
      ],
      state,
    );
    expect([state.current?.id, state.waiting.map((a) => a.id)]).toEqual(['b', ['c']]);
    state = run(
      ['b', 'c', 'd', 'e', 'f', 'g'].flatMap((id): OverlayAction[] => [
        { type: 'alert', alert: alert(id) },
        { type: 'done', alertId: id },
      ]),
      state,
    );
    expect(state.recent.map((a) => a.id)).toEqual(['g', 'f', 'e', 'd', 'c']);
    expect(state.current).toBeNull();
  });

  it('lists each draw in the ticker as it arrives, before it is shown; a test or a replay never', () => {
    const state = run([
      connected([]),
      { type: 'alert', alert: alert('a') },
      { type: 'alert', alert: { ...alert('t'), kind: 'test', code: null } },
      { type: 'alert', alert: { ...alert('r'), kind: 'replay' } },
      { type: 'alert', alert: alert('b') },
    ]);
    expect(state.current?.id).toBe('a');
    expect(state.recent.map((a) => a.id)).toEqual(['b', 'a']);
  });

  it('never holds an alert twice: one sent again live, or in the queue of a reconnection, is the one it has', () => {
    let state = run([connected(['a', 'b']), { type: 'alert', alert: alert('b') }, { type: 'alert', alert: alert('a') }]);
    expect([state.current?.id, state.waiting.map((a) => a.id)]).toEqual(['a', ['b']]);
    // Reconnected while 'a' is on screen and still waiting on the server: it stays, the rest is the server's.
    state = run([connected(['a', 'b', 'c'])], state);
    expect([state.current?.id, state.waiting.map((a) => a.id)]).toEqual(['a', ['b', 'c']]);
    // Reconnected after 'a' was done elsewhere (skipped): the page moves to what the server holds.
    state = run([connected(['c'])], state);
    expect([state.current?.id, state.waiting]).toEqual(['c', []]);
  });

  it('shows a burst of grants as it grows, on screen or waiting, and never lists it in the ticker', () => {
    let state = run([connected(['a']), { type: 'alert', alert: earned('g', 2, 0) }, { type: 'alert', alert: earned('g', 6, 2) }]);
    expect([state.current?.id, state.waiting]).toEqual(['a', [earned('g', 6, 2)]]);
    state = run(
      [
        { type: 'done', alertId: 'a' },
        { type: 'alert', alert: earned('g', 8, 3) },
      ],
      state,
    );
    expect([state.current, state.waiting, state.recent.map((a) => a.id)]).toEqual([earned('g', 8, 3), [], []]);
  });

  it('holds the next alert while paused, lets the one on screen finish, and drops what the creator took off', () => {
    let state = run([connected(['a', 'b', 'c']), { type: 'settings', settings: { ...SETTINGS, paused: true } }]);
    expect(state.current?.id).toBe('a');
    state = run([{ type: 'done', alertId: 'a' }], state);
    expect(state.current).toBeNull();
    state = run(
      [
        { type: 'removed', alertIds: ['b'] },
        { type: 'settings', settings: SETTINGS },
      ],
      state,
    );
    expect(state.current?.id).toBe('c');
    // Skipped while on screen: off at once.
    state = run([{ type: 'removed', alertIds: ['c'] }], state);
    expect(state.current).toBeNull();
    // A late "done" for an alert no longer on screen changes nothing.
    expect(run([{ type: 'done', alertId: 'c' }], state)).toBe(state);
  });

  it('forgets everything when the token is refused', () => {
    expect(run([connected(['a']), { type: 'refused' }])).toEqual({ ...initialOverlayState, status: 'refused' });
  });
});
