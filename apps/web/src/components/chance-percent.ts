/** A chance (0–1) as the public reads it: a percentage to three decimals at most, never basis points. */
export const chancePercent = (share: number) => `${numberText(share * 100)}%`;
import { numberText } from '@arcana/shared';
