import { RARITIES } from '../constants.js';
import { numberText } from '../number-text.js';
import type { TRarity } from '../schemas/cards.js';

/**
 * What a collector does at the Forge's Craft tab (docs/product-rules.md "Crafting"): dismantle cards
 * into their project's essence, craft a chosen design with it, fuse cards of one rarity into a draw
 * at the next, and spend one card of each design of a set on its badge.
 */
export const CRAFT_KINDS = ['dismantle', 'craft', 'fuse', 'badge'] as const;
export type TCraftKind = (typeof CRAFT_KINDS)[number];

/** How a card came to be: drawn, or made at the Forge (a fuse's draw within a rarity, a crafted design). */
export const CARD_ORIGINS = ['draw', 'fuse', 'craft'] as const;
export type TCardOrigin = (typeof CARD_ORIGINS)[number];

export const CRAFTING_LIMITS = {
  /** Essence one dismantled card gives, per rarity. */
  dismantleMax: 10_000,
  /** Essence one crafted card costs, per rarity. */
  craftMax: 100_000,
  /** Cards one fuse takes. */
  fuseMin: 2,
  fuseMax: 10,
  /** Named sets a collection may have besides itself, and their names. */
  setsMax: 20,
  setNameMax: 40,
  /** A set holds at least this many designs. */
  setDesignsMin: 2,
  /** A badge's levels: each level spends its set once more. */
  badgeLevelMax: 5,
  /** A craft's spent cards its answer names (dismantling all duplicates may spend thousands; it counts them all). */
  spentShown: 100,
  /** Cards dismantled by one request (dismantling all duplicates has no such limit). */
  cardsPerRequest: 100,
} as const;

/** A rarity's name after 'a' or 'an', as English says it: 'an epic card', 'a rare card'. */
export const withArticle = (word: string) => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;

/** The next rarity up, which a fuse draws at; none above legendary. */
export const nextRarity = (rarity: TRarity): TRarity | null => RARITIES[RARITIES.indexOf(rarity) + 1] ?? null;

/** The terms a creator starts from when they turn crafting on: each rarity dearer to craft than dismantling gives. */
export const DEFAULT_CRAFTING_TERMS = {
  dismantle: { common: 5, uncommon: 20, rare: 100, epic: 400, legendary: 1_600 },
  craft: { common: 40, uncommon: 100, rare: 400, epic: 1_600, legendary: 6_400 },
  fuse: 5,
  sets: [],
} as const satisfies {
  dismantle: Record<TRarity, number>;
  craft: Record<TRarity, number>;
  fuse: number;
  sets: [];
};

export const CRAFTING_MESSAGES = {
  dismantle: `Dismantling gives 1 to ${numberText(CRAFTING_LIMITS.dismantleMax)} essence a card`,
  craft: `Crafting costs 1 to ${numberText(CRAFTING_LIMITS.craftMax)} essence a card`,
  craftOverDismantle: (rarity: string) => `Crafting ${withArticle(rarity)} card must cost more essence than dismantling one gives`,
  fuse: `Fusing takes ${CRAFTING_LIMITS.fuseMin} to ${CRAFTING_LIMITS.fuseMax} cards`,
  setName: `A set's name is 1 to ${CRAFTING_LIMITS.setNameMax} characters`,
  setDesigns: `A set holds ${CRAFTING_LIMITS.setDesignsMin} or more designs of this collection, each once`,
  sets: `Up to ${CRAFTING_LIMITS.setsMax} named sets, each name once`,
  cardIds: `Choose 1 to ${CRAFTING_LIMITS.cardsPerRequest} of your cards, each once`,
  cardNotFound: 'You have no such card',
  cardSpent: 'This card has been spent at the Forge',
  cardInPlay: 'This card is waiting to be played: it cannot be spent until its play ends',
  craftingOff: (collection: string) => `${collection} has no crafting`,
  fusingOff: (collection: string) => `${collection} does not fuse cards`,
  fuseMixed: 'Fuse cards of one collection and one rarity',
  fuseCount: (collection: string, count: number) => `${collection} fuses ${count} cards at a time`,
  fuseTop: 'Legendary cards are the rarest: they cannot be fused',
  otherProject: (project: string) => `This design is not of ${project}: its essence crafts only its own cards`,
  designNotFound: 'No design of this collection’s published terms has this id',
  essenceShort: (needed: number, held: number, project: string) =>
    `This card costs ${numberText(needed)} essence of ${project}; you have ${numberText(held)}`,
  soldOut: 'This design has no supply left',
  nothingLeft: 'No design of the next rarity has supply left',
  setNotFound: 'This collection has no such set',
  setIncomplete: (set: string, missing: string[]) => `You are missing ${missing.length} of ${set}: ${missing.join(', ')}`,
  badgeTop: (set: string) => `${set} is at its highest level, ${CRAFTING_LIMITS.badgeLevelMax}`,
  noDuplicates: 'You have no duplicates to dismantle',
  requestIdTaken: 'This request id belongs to another craft',
} as const;
