import { CARD_ACTION_LABELS, cooldownText, SOUND_NAMES } from '@arcana/shared';
import type { TCardAction } from '@arcana/shared/schemas';

/** What an action does, in a line: 'Shout', 'Sound: Air horn', 'Challenge: Play one-handed'. */
export function actionText(action: TCardAction): string {
  if (action.kind === 'sound') return `${CARD_ACTION_LABELS.sound}: ${SOUND_NAMES[action.sound]}`;
  if (action.kind === 'challenge') return `${CARD_ACTION_LABELS.challenge}: ${action.text}`;
  return CARD_ACTION_LABELS.shout;
}

/** Whether an action is spent on play or plays again: as its creator chooses it and as its collector reads it. */
export const REUSE_WORDS = { spent: 'Spent when played', reusable: 'Plays again' } as const;

/** Its terms, in words: spent or again after a cooldown, live only. */
export function actionTermsText(action: TCardAction): string {
  const use = action.reusable ? REUSE_WORDS.reusable : REUSE_WORDS.spent;
  const cooldown = action.cooldownSeconds > 0 ? `, ${cooldownText(action.cooldownSeconds)} between plays of this rarity` : '';
  return `${use}${cooldown}${action.liveOnly ? ', only while the channel is live' : ''}`;
}
