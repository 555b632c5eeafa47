import { afterEach, describe, expect, it, vi } from 'vitest';
import { OVERLAY_DEFAULTS } from '@arcana/shared';
import type { TOverlayAlert } from '@arcana/shared/schemas';
import { buildOverlayCard, buildOverlaySettings } from '../../../test-support';
import { captionOf, soundAlert } from './alert-look';

const played = vi.hoisted(() => [] as string[]);
vi.mock('../../cards', async (actual) => ({
  ...(await actual<object>()),
  playReveal: (rarity: string) => played.push(`reveal:${rarity}`),
}));
vi.mock('../../plays', async (actual) => ({
  ...(await actual<object>()),
  playSound: (key: string) => played.push(key),
}));
afterEach(() => void played.splice(0));

const card = buildOverlayCard();
const at = '2026-11-29T20:00:00.000Z';
const drawn = (kind: 'draw' | 'replay' = 'draw'): TOverlayAlert => ({
  id: 'a1',
  kind,
  code: null,
  collector: 'pixelfan',
  card,
  createdAt: at,
});
const earned: TOverlayAlert = {
  id: 'a2',
  kind: 'grant',
  collector: 'nova_fan',
  grant: { draws: 5, reason: 'gifted 5 subscriptions', source: 'twitch.gift', others: 2 },
  createdAt: at,
};
const play = (action: Extract<TOverlayAlert, { kind: 'play' }>['play']['action']): TOverlayAlert => ({
  id: 'a3',
  kind: 'play',
  replay: false,
  collector: 'pixelfan',
  play: { playId: 'p1', card: { ...card, rarity: 'rare' }, action, message: 'GG!' },
  createdAt: at,
});
const terms = { reusable: false, cooldownSeconds: 0, liveOnly: false };

describe('an alert’s caption', () => {
  it('says by default what the overlay always said', () => {
    expect(captionOf(drawn(), OVERLAY_DEFAULTS)).toBe('pixelfan drew');
    expect(captionOf(drawn('replay'), OVERLAY_DEFAULTS)).toBe('pixelfan drew, again:');
    expect(captionOf(earned, OVERLAY_DEFAULTS)).toBe('earned 5 draws — gifted 5 subscriptions');
    expect(captionOf(play({ kind: 'shout', ...terms }), OVERLAY_DEFAULTS)).toBe('pixelfan plays');
  });

  it('fills the streamer’s templates with each kind’s words', () => {
    const templates = {
      draw: '{rarity}! {collector} pulled {card}',
      grant: '{collector}: +{draws} ({source})',
      play: '{collector}: {message}',
      badge: '{collector} forged {set} ({level})',
    };
    const badge = {
      id: 'b1',
      kind: 'badge',
      collector: 'pixelfan',
      createdAt: '',
      badge: { craftId: 'c1', name: 'First Light', level: 2 },
    } as const;
    expect(captionOf(badge, OVERLAY_DEFAULTS)).toBe('pixelfan completed First Light — level 2');
    expect(captionOf(badge, { templates })).toBe('pixelfan forged First Light (2)');
    expect(captionOf(drawn(), { templates })).toBe('Legendary! pixelfan pulled Star Wand');
    expect(captionOf(earned, { templates })).toBe('nova_fan and 2 others: +5 draws (gifted 5 subscriptions)');
    expect(captionOf(play({ kind: 'shout', ...terms }), { templates })).toBe('pixelfan: GG!');
  });
});

describe('an alert’s sound', () => {
  it('is the reveal’s own unless the streamer chose one: by rarity, for grants, for plays; a Sound action’s first', () => {
    const chosen = buildOverlaySettings({ sounds: { rarities: { legendary: 'gong' }, grant: 'coins', play: 'laser' } });
    for (const alert of [drawn(), earned, play({ kind: 'shout', ...terms })]) soundAlert(alert, OVERLAY_DEFAULTS);
    expect(played.splice(0)).toEqual(['reveal:legendary', 'reveal:common', 'reveal:rare']);
    const horn = play({ kind: 'sound', sound: 'air-horn', ...terms });
    for (const alert of [drawn(), earned, play({ kind: 'shout', ...terms }), horn]) soundAlert(alert, chosen);
    expect(played).toEqual(['gong', 'coins', 'laser', 'air-horn']);
  });
});
