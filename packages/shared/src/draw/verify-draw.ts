import type { DrawnCard } from './card-draw.js';
import { fairDraw, serverSeedHash, type FairDrawInput } from './fair-random.js';

/** What a player claims: the hash they were shown before the draw, and the card they received. */
export interface DrawClaim {
  serverSeedHash?: string;
  card?: DrawnCard;
}

export interface DrawVerification {
  /** SHA-256 of the server seed given. */
  serverSeedHash: string;
  /** Whether it is the hash committed to; null when none was given. */
  hashMatches: boolean | null;
  /** The card the seeds and nonce give. */
  drawn: DrawnCard;
  /** Whether it is the card received, field by field; null when none was given. */
  cardMatches: boolean | null;
}

const DRAWN_FIELDS = ['name', 'description', 'image', 'rarity', 'type', 'power', 'defense'] as const satisfies ReadonlyArray<
  keyof DrawnCard
>;

/** Checks a draw the way anyone can once the server seed is revealed: the commitment first, then the card. */
export function verifyDraw(input: FairDrawInput, claim: DrawClaim = {}): DrawVerification {
  const hash = serverSeedHash(input.serverSeed);
  const drawn = fairDraw(input);
  return {
    serverSeedHash: hash,
    hashMatches: claim.serverSeedHash === undefined ? null : claim.serverSeedHash.trim().toLowerCase() === hash,
    drawn,
    cardMatches: claim.card ? DRAWN_FIELDS.every((field) => claim.card![field] === drawn[field]) : null,
  };
}
