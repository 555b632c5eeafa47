import type { TRarity } from '@arcana/shared/schemas';
import { revealTiming } from '../../cards';
import { proofPath } from '../../fairness';

/** After the face turns, it stays this long at least, whatever the display time: a reveal is never cut short. */
const FACE_AT_LEAST_MS = 1_500;

/** How long an alert stays on screen: the display time, or its reveal and a moment after, if that is longer. */
export function onScreenMs(rarity: TRarity, displaySeconds: number): number {
  const { waitMs, flipMs } = revealTiming(rarity, 'stream');
  return Math.max(displaySeconds * 1000, waitMs + flipMs + FACE_AT_LEAST_MS);
}

/** Where a draw's proof is read: /fairness with its code. */
export const proofUrl = (origin: string, code: string) => `${origin}${proofPath(code)}`;
