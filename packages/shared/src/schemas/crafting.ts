import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';
import { RARITIES } from '../constants.js';
import { CARD_ORIGINS, CRAFT_KINDS, CRAFTING_LIMITS, CRAFTING_MESSAGES } from '../validation/crafting.js';
import { ZCard, ZCardProject, ZCardType, ZRarity } from './cards.js';
import { zRequestId } from './common.js';

const perRarity = (max: number, message: string) =>
  z.object(
    Object.fromEntries(RARITIES.map((rarity) => [rarity, z.number().int().min(1, message).max(max, message)])) as Record<
      (typeof RARITIES)[number],
      z.ZodNumber
    >,
  );

/** A set of a collection's designs besides the whole collection: its badge is crafted from one card of each. */
export const ZCraftingSet = lazySchema(() =>
  z
    .object({
      id: z.uuid(),
      name: z.string().trim().min(1, CRAFTING_MESSAGES.setName).max(CRAFTING_LIMITS.setNameMax, CRAFTING_MESSAGES.setName),
      designIds: z
        .array(z.uuid(CRAFTING_MESSAGES.setDesigns))
        .min(CRAFTING_LIMITS.setDesignsMin, CRAFTING_MESSAGES.setDesigns)
        .refine((ids) => new Set(ids).size === ids.length, CRAFTING_MESSAGES.setDesigns),
    })
    .strict(),
);
export type TCraftingSet = z.infer<typeof ZCraftingSet>;

/**
 * A collection's crafting terms (docs/product-rules.md "Crafting"): part of its odds version, so they
 * are hashed and reviewed with its odds, and collectors know them before they draw. Crafting a
 * rarity always costs more than dismantling one gives, so essence cannot be made from nothing.
 */
export const ZCraftingTerms = lazySchema(() =>
  z
    .object({
      /** Essence a dismantled card of each rarity gives. */
      dismantle: perRarity(CRAFTING_LIMITS.dismantleMax, CRAFTING_MESSAGES.dismantle),
      /** Essence crafting a chosen design of each rarity costs. */
      craft: perRarity(CRAFTING_LIMITS.craftMax, CRAFTING_MESSAGES.craft),
      /** Cards of one rarity one fuse takes; null: this collection does not fuse. */
      fuse: z
        .number()
        .int()
        .min(CRAFTING_LIMITS.fuseMin, CRAFTING_MESSAGES.fuse)
        .max(CRAFTING_LIMITS.fuseMax, CRAFTING_MESSAGES.fuse)
        .nullable(),
      /** Named sets besides the whole collection, which is always a set. */
      sets: z
        .array(ZCraftingSet)
        .max(CRAFTING_LIMITS.setsMax, CRAFTING_MESSAGES.sets)
        .refine((sets) => new Set(sets.map((set) => set.name.toLowerCase())).size === sets.length, CRAFTING_MESSAGES.sets)
        .refine((sets) => new Set(sets.map((set) => set.id)).size === sets.length, CRAFTING_MESSAGES.sets),
    })
    .strict()
    .superRefine((terms, ctx) => {
      for (const rarity of RARITIES)
        if (terms.craft[rarity] <= terms.dismantle[rarity])
          ctx.addIssue({ code: 'custom', path: ['craft', rarity], message: CRAFTING_MESSAGES.craftOverDismantle(rarity) });
    }),
);
export type TCraftingTerms = z.infer<typeof ZCraftingTerms>;

export const ZCraftKind = lazySchema(() => z.enum(CRAFT_KINDS));
export type TCraftKind = z.infer<typeof ZCraftKind>;
export const ZCardOrigin = lazySchema(() => z.enum(CARD_ORIGINS));

const zCardIds = () =>
  z
    .array(z.uuid(CRAFTING_MESSAGES.cardNotFound).transform((id) => id.toLowerCase()))
    .min(1, CRAFTING_MESSAGES.cardIds)
    .max(CRAFTING_LIMITS.cardsPerRequest, CRAFTING_MESSAGES.cardIds)
    .refine((ids) => new Set(ids).size === ids.length, CRAFTING_MESSAGES.cardIds);

/** Cards dismantled into their projects' essence, once per request id. */
export const ZDismantleBody = lazySchema(() => z.object({ requestId: zRequestId(), cardIds: zCardIds() }).strict());
export type TDismantleBody = z.input<typeof ZDismantleBody>;

/** Cards of one collection and one rarity fused into one draw at the next rarity. */
export const ZFuseBody = ZDismantleBody;
export type TFuseBody = TDismantleBody;

/** A chosen design crafted with its project's essence (named, as that is what is spent). */
export const ZCraftDesignBody = lazySchema(() =>
  z
    .object({ requestId: zRequestId(), project: z.string().trim().min(1).max(60), designId: z.uuid(CRAFTING_MESSAGES.designNotFound) })
    .strict(),
);
export type TCraftDesignBody = z.input<typeof ZCraftDesignBody>;

/** A set's badge crafted, or levelled up: the set is its collection itself (the collection's id), or a named set of it. */
export const ZCraftBadgeBody = lazySchema(() =>
  z
    .object({
      requestId: zRequestId(),
      collectionId: z.uuid(CRAFTING_MESSAGES.setNotFound),
      setId: z.uuid(CRAFTING_MESSAGES.setNotFound),
    })
    .strict(),
);
export type TCraftBadgeBody = z.input<typeof ZCraftBadgeBody>;

/** Which duplicates 'Dismantle all duplicates' would take: of one project, or of all. */
export const ZDuplicatesQuery = lazySchema(() => z.object({ project: z.string().trim().min(1).max(60).optional() }).strict());
export type TDuplicatesQuery = z.input<typeof ZDuplicatesQuery>;

/** The duplicates confirmed: those the summary counted, as of its moment (cards collected since stay). */
export const ZDismantleDuplicatesBody = lazySchema(() =>
  z.object({ requestId: zRequestId(), project: z.string().trim().min(1).max(60).optional(), asOf: z.iso.datetime() }).strict(),
);
export type TDismantleDuplicatesBody = z.input<typeof ZDismantleDuplicatesBody>;

/** A project's essence as its holder has it. */
export const ZEssence = lazySchema(() => ZCardProject.extend({ balance: z.number().int().nonnegative() }));
export type TEssence = z.infer<typeof ZEssence>;

/** What 'Dismantle all duplicates' would do, shown before it is confirmed. */
export const ZDuplicatesSummary = lazySchema(() =>
  z.object({
    /** The moment it was counted at: confirming it takes only cards collected by then. */
    asOf: z.string(),
    cards: z.number().int().nonnegative(),
    byRarity: z.record(ZRarity, z.number().int().nonnegative()),
    /** Essence each project would give. */
    essence: z.array(ZCardProject.extend({ amount: z.number().int().nonnegative(), cards: z.number().int().nonnegative() })),
  }),
);
export type TDuplicatesSummary = z.infer<typeof ZDuplicatesSummary>;

/** A card a craft spent, as its proof names it. */
export const ZSpentCard = lazySchema(() =>
  z.object({ id: z.string(), name: z.string(), image: z.string(), rarity: ZRarity, type: ZCardType, proofCode: z.string().nullable() }),
);
export type TSpentCard = z.infer<typeof ZSpentCard>;

/** A badge: its set's name and collection, its level, and when it last rose. */
export const ZBadge = lazySchema(() =>
  z.object({
    setId: z.string(),
    name: z.string(),
    project: ZCardProject,
    level: z.number().int().min(1).max(CRAFTING_LIMITS.badgeLevelMax),
    craftedAt: z.string(),
  }),
);
export type TBadge = z.infer<typeof ZBadge>;

/** One craft, as its maker and its proof show it. */
export const ZCraft = lazySchema(() =>
  z.object({
    id: z.string(),
    requestId: z.string(),
    kind: ZCraftKind,
    /** Essence gained (dismantling) or spent (crafting), per project. */
    essence: z.array(ZCardProject.extend({ change: z.number().int() })),
    /** The cards it spent, the first `CRAFTING_LIMITS.spentShown` of them, and how many in all. */
    spent: z.array(ZSpentCard),
    spentCount: z.number().int().nonnegative(),
    /** The card it made: a fuse's draw, a crafted design. */
    made: ZCard.nullable(),
    badge: ZBadge.nullable(),
    /** The terms it was made under: its collection's odds version (none for a dismantle, which may span collections). */
    oddsVersionHash: z.string().nullable(),
    createdAt: z.string(),
  }),
);
export type TCraft = z.infer<typeof ZCraft>;

/** A craft's answer: the craft, and its maker's essence in each project it touched, as it leaves them. */
export const ZCraftResult = lazySchema(() => z.object({ craft: ZCraft, essence: z.array(ZEssence) }));
export type TCraftResult = z.infer<typeof ZCraftResult>;

/** A design as the Craft tab weighs it: how many of it the collector holds, and what supply is left. */
export const ZCraftingDesign = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    image: z.string(),
    rarity: ZRarity,
    type: ZCardType,
    /** The collector's cards of it that are theirs to spend (not spent, not waiting to be played). */
    held: z.number().int().nonnegative(),
    /** Cards of it that can still be made; null without a cap. */
    supplyLeft: z.number().int().nonnegative().nullable(),
  }),
);
export type TCraftingDesign = z.infer<typeof ZCraftingDesign>;

/** A set as its badge's maker sees it: the whole collection first (its id is the collection's), then the named sets. */
export const ZCraftingSetProgress = lazySchema(() =>
  z.object({ id: z.string(), name: z.string(), designIds: z.array(z.string()), level: z.number().int().min(0) }),
);
export type TCraftingSetProgress = z.infer<typeof ZCraftingSetProgress>;

/** A project's crafting for one collector: their essence, and each published collection's terms, designs and sets. */
export const ZProjectCrafting = lazySchema(() =>
  z.object({
    project: ZCardProject,
    essence: z.number().int().nonnegative(),
    collections: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        oddsVersionHash: z.string(),
        /** Null: this collection has no crafting. */
        terms: ZCraftingTerms.nullable(),
        designs: z.array(ZCraftingDesign),
        sets: z.array(ZCraftingSetProgress),
      }),
    ),
  }),
);
export type TProjectCrafting = z.infer<typeof ZProjectCrafting>;

/** What the Forge can do with one of the collector's cards, for its detail panel. */
export const ZCardCrafting = lazySchema(() =>
  z.object({
    /** Why it cannot be crafted at all ('First Light has no crafting'); null when it can. */
    off: z.string().nullable(),
    /** Why it cannot be spent now (a play of it waits or is on stream, or it is listed); null when it can. */
    held: z.string().nullable(),
    /** Essence dismantling it gives, and whose. */
    dismantle: z.object({ essence: z.number().int().positive(), project: ZCardProject }).nullable(),
    /**
     * Fusing it: how many cards one fuse takes, the rarity it makes, and the cards it would take (this
     * one first, then the weakest of the others free to spend), fewer than `count` when too few are held.
     */
    fuse: z.object({ count: z.number().int(), into: ZRarity, cards: z.array(ZSpentCard) }).nullable(),
  }),
);
export type TCardCrafting = z.infer<typeof ZCardCrafting>;

/** The Craft tab's opening: the collector's essence, badges, and the projects whose cards they hold. */
export const ZCraftingOverview = lazySchema(() =>
  z.object({ essence: z.array(ZEssence), badges: z.array(ZBadge), projects: z.array(ZCardProject) }),
);
export type TCraftingOverview = z.infer<typeof ZCraftingOverview>;
