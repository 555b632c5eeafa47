import { randomInt } from 'node:crypto';
import { OVERLAY_CODE_ALPHABET, OVERLAY_LIMITS } from '@arcana/shared';

/**
 * A card's verification code, given with its draw (docs/product-rules.md "Fairness"): short enough to
 * read off a stream and type, from letters and digits no one confuses. With 31⁸ codes a repeat is out of
 * reach, and the unique key refuses one all the same.
 */
export const newProofCode = () =>
  Array.from({ length: OVERLAY_LIMITS.codeLength }, () => OVERLAY_CODE_ALPHABET[randomInt(OVERLAY_CODE_ALPHABET.length)]).join('');
