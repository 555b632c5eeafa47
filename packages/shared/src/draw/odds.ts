import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { CARD_TYPES, RARITIES } from '../constants.js';
import type { TCardType, TRarity } from '../schemas/cards.js';
import type { TCardAction, TCollectionActions } from '../schemas/plays.js';
import type { TCraftingTerms } from '../schemas/crafting.js';
import type { TTradingTerms } from '../schemas/trading.js';

/** Rarity weights are basis points: 10,000 is the whole draw. */
export const ODDS_TOTAL_BP = 10_000;

/**
 * How a draw walks the version (docs/product-rules.md "Projects and odds"). `rarity-design`: the rarity
 * by weight, then one of its designs, all alike. `rarity-type-design`: the rarity, then one of the
 * types it has designs of, then one of those designs — the house catalogue's order since its first
 * card, kept so that every card drawn before versions existed still verifies.
 */
export const DRAW_SCHEMES = ['rarity-design', 'rarity-type-design'] as const;
export type TDrawScheme = (typeof DRAW_SCHEMES)[number];

/** One card design as an odds version freezes it: everything a card drawn from it is made of. */
export interface OddsDesign {
  id: string;
  name: string;
  description: string;
  /** What the card shows: one of our artworks' keys, or an uploaded picture's address. */
  image: string;
  type: TCardType;
  rarity: TRarity;
  /** Inclusive ranges. */
  power: readonly [number, number];
  defense: readonly [number, number];
  /** How many cards of it can ever be drawn; null without a limit. */
  supplyCap: number | null;
}

export interface OddsVersion {
  scheme: TDrawScheme;
  weights: Readonly<Record<TRarity, number>>;
  designs: readonly OddsDesign[];
  /** What its cards do when played; absent (not empty) when none do, so a version without any hashes as it always did. */
  actions?: TCollectionActions;
  /** Its crafting terms; absent when its cards are not crafted, so a version without hashes as it always did. */
  crafting?: TCraftingTerms;
  /** Whether its cards change hands, and the creator's share of a sale; absent: never, and it hashes as it always did. */
  trading?: TTradingTerms;
}

/** What a card of this design does when played under this version: its design's action, else its rarity's; null for none. */
export const actionOf = (version: Pick<OddsVersion, 'actions'>, design: { id: string; rarity: TRarity }): TCardAction | null =>
  version.actions?.designs[design.id] ?? version.actions?.rarities[design.rarity] ?? null;

/**
 * The one text of a value that its hash is taken of: JSON with every object's keys in code-point
 * order and no spaces, so the same version always gives the same bytes wherever it is written.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** What identifies a version: SHA-256 of its canonical JSON, in hex. */
export const oddsVersionHash = (version: OddsVersion): string => bytesToHex(sha256(utf8ToBytes(canonicalJson(version))));

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The rarities a draw can land on now, with their weights: those with a design still eligible. */
function liveRarities(version: OddsVersion, eligible: readonly OddsDesign[]) {
  return RARITIES.filter((rarity) => version.weights[rarity] > 0 && eligible.some((d) => d.rarity === rarity)).map((rarity) => ({
    rarity,
    weight: version.weights[rarity],
  }));
}

/** The types a rarity has eligible designs of, in the catalogue's order of types. */
const typesOf = (designs: readonly OddsDesign[]): TCardType[] => CARD_TYPES.filter((type) => designs.some((d) => d.type === type));

/** A design is eligible while it has supply left; `isEligible` says which, for the draw at hand. */
export type Eligibility = (design: OddsDesign) => boolean;
const everyDesign: Eligibility = () => true;

/**
 * Each eligible design's chance of being the next card, as a fraction of 1: its rarity's weight
 * (among the rarities that still have designs) shared among that rarity's designs, by the version's
 * scheme. Designs out of supply have none and are left out.
 */
export function effectiveChances(version: OddsVersion, isEligible: Eligibility = everyDesign): Map<string, number> {
  const eligible = version.designs.filter(isEligible);
  const rarities = liveRarities(version, eligible);
  const total = rarities.reduce((sum, r) => sum + r.weight, 0);
  const chances = new Map<string, number>();
  for (const { rarity, weight } of rarities) {
    const ofRarity = eligible.filter((d) => d.rarity === rarity);
    const types = typesOf(ofRarity);
    for (const design of ofRarity) {
      const share =
        version.scheme === 'rarity-type-design'
          ? 1 / types.length / ofRarity.filter((d) => d.type === design.type).length
          : 1 / ofRarity.length;
      chances.set(design.id, (weight / total) * share);
    }
  }
  return chances;
}

/** Where a draw gets its randomness: the fair source (fair-random.ts) on the server and in the verifier. */
export interface RandomSource {
  /** A whole number in [0, maxExclusive), every value equally likely. */
  int(maxExclusive: number): number;
}

export interface DrawnCard {
  name: string;
  description: string;
  image: string;
  rarity: TRarity;
  type: TCardType;
  power: number;
  defense: number;
}

export interface DrawnDesignCard extends DrawnCard {
  designId: string;
}

const pick = <T>(random: RandomSource, items: readonly T[]): T => items[random.int(items.length)]!;
const inRange = (random: RandomSource, [min, max]: readonly [number, number]) => min + random.int(max - min + 1);

/**
 * A card from a version, always taking its numbers in this order: the rarity (its weights divided by
 * their greatest common divisor, so the house's 5,000/2,500/… roll below 100 as they always did), the
 * type where the scheme has that step, the design, power, defense. The order is part of the published
 * scheme (/fairness): changing it changes every card. Null when no design is eligible (sold out).
 */
export function drawFromVersion(random: RandomSource, version: OddsVersion, isEligible: Eligibility = everyDesign): DrawnDesignCard | null {
  const eligible = version.designs.filter(isEligible);
  const rarities = liveRarities(version, eligible);
  if (rarities.length === 0) return null;
  const divisor = rarities.reduce((g, r) => gcd(g, r.weight), 0);
  let roll = random.int(rarities.reduce((sum, r) => sum + r.weight / divisor, 0));
  const landed = rarities.find((r) => (roll -= r.weight / divisor) < 0)!;
  let pool = eligible.filter((d) => d.rarity === landed.rarity);
  if (version.scheme === 'rarity-type-design') {
    const type = pick(random, typesOf(pool));
    pool = pool.filter((d) => d.type === type);
  }
  const design = pick(random, pool);
  return {
    designId: design.id,
    name: design.name,
    description: design.description,
    image: design.image,
    rarity: design.rarity,
    type: design.type,
    power: inRange(random, design.power),
    defense: inRange(random, design.defense),
  };
}
