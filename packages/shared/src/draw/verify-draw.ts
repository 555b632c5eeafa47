import { HOUSE_ODDS_V1 } from './catalogue.js';
import { fairDraw, serverSeedHash, type FairDrawInput } from './fair-random.js';
import type { DrawnCard, DrawnDesignCard, Eligibility, OddsVersion } from './odds.js';
import type { TRarity } from '../schemas/cards.js';
import { RARITIES } from '../constants.js';

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
  /** The card the seeds and nonce give; null when no design had supply left at that draw. */
  drawn: DrawnDesignCard | null;
  /** Whether it is the card received, field by field; null when none was given. */
  cardMatches: boolean | null;
}

const DRAWN_FIELDS = ['name', 'description', 'image', 'rarity', 'type', 'power', 'defense'] as const satisfies ReadonlyArray<
  keyof DrawnCard
>;

/** Where a capped design ran out under a version: the collection's draw that took its last card. */
export interface Exhaustion {
  designId: string;
  drawIndex: number;
}

/**
 * Which designs a collection's draw number `drawIndex` could land on, from the version's public
 * exhaustions: those that had not run out before it. Without a number (no cap in the version), all.
 */
export const eligibleAt =
  (exhaustions: readonly Exhaustion[], drawIndex: number | null): Eligibility =>
  (design) =>
    drawIndex === null || !exhaustions.some((e) => e.designId === design.id && e.drawIndex < drawIndex);

/** What a card made at the Forge was drawn within (docs/product-rules.md "Crafting"): a fuse's rarity, a crafted design. */
export type Forged = { kind: 'fuse'; rarity: TRarity } | { kind: 'craft'; designId: string };

/** Which designs a draw could land on: those eligible then and, for a card made at the Forge, within what it was made of. */
export const eligibleWithin =
  (forged: Forged | null | undefined, isEligible: Eligibility = () => true): Eligibility =>
  (design) =>
    isEligible(design) && (!forged || (forged.kind === 'fuse' ? design.rarity === forged.rarity : design.id === forged.designId));

/**
 * The version a Forge draw is drawn from: within its one rarity every rarity's weight counts alike, so
 * a rarity its creator keeps out of draws (weight 0) is still made by fusing and crafting.
 */
export const forgedVersion = (version: OddsVersion, forged: Forged | null | undefined): OddsVersion =>
  forged ? { ...version, weights: Object.fromEntries(RARITIES.map((rarity) => [rarity, 1])) as Record<TRarity, number> } : version;

/** What a draw was made from besides its seeds: the odds version, and which designs had supply left then. */
export interface DrawContext {
  version: OddsVersion;
  isEligible?: Eligibility;
}

/**
 * Checks a draw the way anyone can once the server seed is revealed: the commitment first, then the
 * card, drawn from the version it was drawn under (the house's first, unless told otherwise).
 */
export function verifyDraw(
  input: FairDrawInput,
  claim: DrawClaim = {},
  context: DrawContext = { version: HOUSE_ODDS_V1 },
): DrawVerification {
  const hash = serverSeedHash(input.serverSeed);
  const drawn = fairDraw(input, context.version, context.isEligible);
  return {
    serverSeedHash: hash,
    hashMatches: claim.serverSeedHash === undefined ? null : claim.serverSeedHash.trim().toLowerCase() === hash,
    drawn,
    cardMatches: claim.card ? drawn !== null && DRAWN_FIELDS.every((field) => claim.card![field] === drawn[field]) : null,
  };
}
