import type { CSSProperties } from 'react';
import { drawsText, fillTemplate, RARITY_COLORS, type TSoundKey } from '@arcana/shared';
import type { TOverlayAlert, TOverlaySettings, TRarity } from '@arcana/shared/schemas';
import { playReveal, rarityLabel } from '../../cards';
import { playSound } from '../../plays';

type GrantAlert = Extract<TOverlayAlert, { kind: 'grant' }>;

/** Who earned: the first of the burst, and how many more. */
export const earnersText = ({ collector, grant }: GrantAlert) =>
  grant.others === 0 ? collector : `${collector} and ${grant.others} ${grant.others === 1 ? 'other' : 'others'}`;

/**
 * An alert's caption, from its kind's template in the streamer's settings (docs/product-rules.md
 * "Stream overlay"); an alert shown again says so after it.
 */
export function captionOf(alert: TOverlayAlert, { templates }: Pick<TOverlaySettings, 'templates'>): string {
  if (alert.kind === 'grant')
    return fillTemplate(templates.grant, {
      collector: earnersText(alert),
      draws: drawsText(alert.grant.draws),
      source: alert.grant.reason,
    });
  if (alert.kind === 'badge')
    return fillTemplate(templates.badge, { collector: alert.collector, set: alert.badge.name, level: String(alert.badge.level) });
  const card = alert.kind === 'play' ? alert.play.card : alert.card;
  const words = { collector: alert.collector, card: card.name, rarity: rarityLabel(card.rarity) };
  const caption =
    alert.kind === 'play' ? fillTemplate(templates.play, { ...words, message: alert.play.message }) : fillTemplate(templates.draw, words);
  const again = alert.kind === 'replay' || (alert.kind === 'play' && alert.replay);
  return again ? `${caption}, again:` : caption;
}

/** The sound the streamer chose, else the reveal's own for the rarity. */
const chosenOr = (chosen: TSoundKey | null | undefined, rarity: TRarity, volume: number) =>
  chosen ? playSound(chosen, volume) : playReveal(rarity, volume);

/**
 * An alert's sound: a draw's by its rarity; a grant's, else the short chime of a common; a badge's
 * likewise, else an epic's; a play's —
 * a Sound action's own first (the player chose it), then the play sound, then its rarity's.
 */
export function soundAlert(alert: TOverlayAlert, { sounds, volume }: Pick<TOverlaySettings, 'sounds' | 'volume'>): void {
  if (alert.kind === 'grant') return chosenOr(sounds.grant, 'common', volume);
  // A badge is the collector's long work done: the grant's sound if chosen, else an epic card's reveal.
  if (alert.kind === 'badge') return chosenOr(sounds.grant, 'epic', volume);
  if (alert.kind !== 'play') return chosenOr(sounds.rarities[alert.card.rarity], alert.card.rarity, volume);
  const { action, card } = alert.play;
  if (action.kind === 'sound') return playSound(action.sound, volume);
  chosenOr(sounds.play ?? sounds.rarities[card.rarity], card.rarity, volume);
}

/** The streamer's colours for the canvas; an alert's accent is theirs, else its rarity's. */
export const canvasColors = ({ colors }: Pick<TOverlaySettings, 'colors'>) =>
  ({ '--overlay-text': colors.text, '--overlay-panel': colors.panel }) as CSSProperties;
export const accentOf = (rarity: TRarity, { colors }: Pick<TOverlaySettings, 'colors'>) =>
  ({ '--rarity': colors.accent ?? RARITY_COLORS[rarity] }) as CSSProperties;
