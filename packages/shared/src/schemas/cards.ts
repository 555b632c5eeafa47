import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';
import { CARD_PAGE_SIZE, CARD_SEARCH_MAX_LENGTH, CARD_TYPES, INVENTORY_SORTS, RARITIES } from '../constants.js';
import { PROJECT_SLUG_PATTERN } from '../validation/projects.js';
import { ZCardFairness } from './fairness.js';
import { zSolanaPublicKey } from './wallet.js';
import { zQueryFlag, zRequestId } from './common.js';

export const ZRarity = lazySchema(() => z.enum(RARITIES));
export type TRarity = z.infer<typeof ZRarity>;
export const ZCardType = lazySchema(() => z.enum(CARD_TYPES));
export type TCardType = z.infer<typeof ZCardType>;

/** A card's id as a request names it: any case, and an id that is not one is a card not found. */
/** A card's id as a request names it, lower-cased; anything else is no card. */
export const zCardId = lazySchema(() => z.uuid('Card not found').transform((id) => id.toLowerCase()));

/** The project a card comes from, by its address (/projects/{slug}) and name. */
export const ZCardProject = lazySchema(() => z.object({ slug: z.string(), name: z.string() }));
export type TCardProject = z.infer<typeof ZCardProject>;

export const ZCard = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    /** An emoji (docs/product-rules.md "Cards and collecting"). */
    image: z.string(),
    rarity: ZRarity,
    type: ZCardType,
    power: z.number().int(),
    defense: z.number().int(),
    mintDate: z.string(),
    collectedAt: z.string(),
    /** When its owner first saw it (its reveal, or on screen in the inventory); null: it is 'NEW!'. */
    seenAt: z.string().nullable(),
    /** The wallet it was drawn to (the landing's collect); null when drawn by the account alone, which holds it all the same. */
    publicKey: z.string().nullable(),
    /** What the draw can be verified with at /fairness; null for cards drawn before draws were provably fair. */
    fairness: ZCardFairness.nullable(),
    /** The code anyone verifies its draw by (/fairness?code=…); null for cards drawn before codes were given to every card. */
    proofCode: z.string().nullable(),
    /** Every card has one: the house project's for the catalogue's cards (docs/product-rules.md "Inventory"). */
    project: ZCardProject,
  }),
);
export type TCard = z.infer<typeof ZCard>;

/** What a card shows, without whose it is or how it was drawn: a test draw, an alert on stream. */
export const ZCardFace = lazySchema(() =>
  ZCard.pick({ name: true, description: true, image: true, rarity: true, type: true, power: true, defense: true }),
);
export type TCardFace = z.infer<typeof ZCardFace>;

export const ZCollectBody = lazySchema(() =>
  z.object({
    publicKey: zSolanaPublicKey(),
    /** A fresh random id per attempt: retrying the same attempt returns the same card. */
    requestId: zRequestId(),
    /** The caller shows the card to its owner as the answer arrives (a reveal): it is stored seen, not 'NEW!'. */
    revealed: z.boolean().optional(),
  }),
);
export type TCollectBody = z.input<typeof ZCollectBody>;
/** A collect as the server reads it. */
export type TCollectRequest = z.infer<typeof ZCollectBody>;

/** Cards their owner has now seen: at most a page's worth at once (docs/product-rules.md "Cards and collecting"). */
export const ZMarkSeenBody = lazySchema(() =>
  z.object({
    cardIds: z.array(zCardId).min(1, 'Name at least one card').max(CARD_PAGE_SIZE, `At most ${CARD_PAGE_SIZE} cards at once`),
    /** Their copies too: the cards were seen as stacks (docs/product-rules.md "Inventory"). */
    withCopies: z.boolean().optional(),
  }),
);
export type TMarkSeenBody = z.input<typeof ZMarkSeenBody>;
export type TMarkSeenRequest = z.infer<typeof ZMarkSeenBody>;
/** When they were seen, and which of them had not been seen before. */
export const ZMarkSeenResult = lazySchema(() => z.object({ seenAt: z.string(), cardIds: z.array(z.string()) }));
export type TMarkSeenResult = z.infer<typeof ZMarkSeenResult>;

/** At most CARD_PAGE_SIZE cards, the newest first (the first page of the collection). */
export const ZCardList = lazySchema(() => z.array(ZCard));

export const ZInventorySort = lazySchema(() => z.enum(INVENTORY_SORTS));
export type TInventorySort = z.infer<typeof ZInventorySort>;

/**
 * A page of a large collection: one sort, at most one rarity and one type, at most one project (by its
 * slug: a project the collection has no card of gives an empty page), a search in the cards' text.
 */
export const ZCardPageQuery = lazySchema(() =>
  z.object({
    sort: ZInventorySort.default('newest'),
    rarity: ZRarity.optional(),
    type: ZCardType.optional(),
    project: z.string().regex(PROJECT_SLUG_PATTERN, 'Project must be a project’s address').optional(),
    search: z.string().trim().max(CARD_SEARCH_MAX_LENGTH, `Search is at most ${CARD_SEARCH_MAX_LENGTH} characters`).optional(),
    /**
     * Duplicates as one card, with how many copies it stands for (docs/product-rules.md "Inventory"):
     * 'true' or 'false' (each card on its own, as when absent).
     */
    stack: zQueryFlag.optional(),
    /** One card's copies only (the cards stacked with it, itself among them), by its id. */
    copiesOf: zCardId.optional(),
    /** The nextCursor of the page before, for the same sort, filter, search and stacking. */
    cursor: z.string().max(600).optional(),
    limit: z.coerce.number().int().min(1).max(CARD_PAGE_SIZE).default(CARD_PAGE_SIZE),
  }),
);
export type TCardPageQuery = z.input<typeof ZCardPageQuery>;
/** The query as the server reads it, defaults filled in. */
export type TCardPageRequest = z.infer<typeof ZCardPageQuery>;
/** A card of a page: with how many copies of it the page's card stands for (1 unless the page is stacked). */
export const ZPageCard = lazySchema(() => ZCard.extend({ copies: z.number().int().min(1) }));
export type TPageCard = z.infer<typeof ZPageCard>;
export const ZCardPage = lazySchema(() => z.object({ cards: z.array(ZPageCard), nextCursor: z.string().nullable() }));
/**
 * The card list routes answer their newest page as a bare array, as first designed; the next one is in
 * the answer's Link header (rel="next"), read with this cursor.
 */
export const ZCardListQuery = lazySchema(() => ZCardPageQuery.pick({ cursor: true }));
export const ZCardIdParams = lazySchema(() => z.object({ cardId: zCardId }));
export type TCardPage = z.infer<typeof ZCardPage>;

/** The whole collection in figures: what the inventory's summary and filters count. */
/**
 * The draws a collector has left in a collection (docs/product-rules.md "Draws are earned"): `left` is
 * null where draws are not counted; `nextFreeDrawsAt` says when the day's free draws come, where they do.
 */
export const ZDrawsLeft = lazySchema(() =>
  z.object({
    collectionId: z.string(),
    project: ZCardProject,
    left: z.number().int().nonnegative().nullable(),
    nextFreeDrawsAt: z.string().nullable(),
  }),
);
export type TDrawsLeft = z.infer<typeof ZDrawsLeft>;

/** The draws a collector has left, collection by collection: the house's first. */
export const ZMyDraws = lazySchema(() => z.object({ collections: z.array(ZDrawsLeft) }));
/** The house's draws, and those of one collection besides (a project's page asks for each of its own). */
export const ZMyDrawsQuery = lazySchema(() => z.object({ collectionId: z.uuid().optional() }));
export type TMyDrawsQuery = z.infer<typeof ZMyDrawsQuery>;
export type TMyDraws = z.infer<typeof ZMyDraws>;

/**
 * How many cards of each of a published collection's designs the signed-in collector holds: only the
 * designs they hold one or more of (docs/product-rules.md "Projects and odds").
 */
export const ZCollectedDesigns = lazySchema(() =>
  z.object({
    designs: z.array(z.object({ designId: z.string(), count: z.number().int().positive() })),
  }),
);
export type TCollectedDesigns = z.infer<typeof ZCollectedDesigns>;

export const ZCollectionSummary = lazySchema(() =>
  z.object({
    count: z.number().int(),
    value: z.number().int(),
    byRarity: z.record(ZRarity, z.number().int()),
    byType: z.record(ZCardType, z.number().int()),
    /** The projects its cards come from, each with how many: what the Project filter offers. */
    byProject: z.array(ZCardProject.extend({ count: z.number().int() })),
  }),
);
export type TCollectionSummary = z.infer<typeof ZCollectionSummary>;
export const ZPublicKeyParams = lazySchema(() => z.object({ publicKey: zSolanaPublicKey() }));

/** The whole community's figures, as The Forge's overview shows them (docs/product-rules.md "The Forge"). */
export const ZCommunityFigures = lazySchema(() =>
  z.object({
    cardsCollected: z.number().int(),
    collectors: z.number().int(),
    legendaryFound: z.number().int(),
    members: z.number().int(),
  }),
);
export type TCommunityFigures = z.infer<typeof ZCommunityFigures>;
