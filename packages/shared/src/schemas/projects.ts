import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';
import { RARITIES } from '../constants.js';
import { ODDS_TOTAL_BP } from '../draw/odds.js';
import { PROJECT_LIMITS, PROJECT_MESSAGES, PROJECT_SLUG_PATTERN } from '../validation/projects.js';
import { ZCardFace, ZCardType, ZRarity, ZCollectBody } from './cards.js';
import { ZCollectionActions } from './plays.js';
import { ZCraftingTerms } from './crafting.js';
import { ZTradingTerms } from './trading.js';
import { zHexColor } from './fields.js';

const trimmed = (max: number, message: string, min = 0) => z.string().trim().min(min, message).max(max, message);

export const ZProjectLinks = lazySchema(() =>
  z.object({
    twitch: z
      .string()
      .regex(/^[A-Za-z0-9_]{4,25}$/, PROJECT_MESSAGES.twitch)
      .optional(),
    steamAppId: z
      .string()
      .regex(/^\d{1,10}$/, PROJECT_MESSAGES.steamAppId)
      .optional(),
    discordInvite: z
      .string()
      .regex(/^(?:https:\/\/(?:discord\.gg|discord\.com\/invite)\/)?[A-Za-z0-9-]{2,32}$/, PROJECT_MESSAGES.discordInvite)
      .optional(),
    website: z
      .url({ protocol: /^https$/, message: PROJECT_MESSAGES.website })
      .max(300, PROJECT_MESSAGES.website)
      .optional(),
  }),
);
export type TProjectLinks = z.infer<typeof ZProjectLinks>;

export const ZProjectBody = lazySchema(() =>
  z.object({
    name: trimmed(PROJECT_LIMITS.nameMax, PROJECT_MESSAGES.name, 1),
    slug: z.string().regex(PROJECT_SLUG_PATTERN, PROJECT_MESSAGES.slug),
    tagline: z.string().trim().max(PROJECT_LIMITS.taglineMax).optional(),
    description: z.string().trim().max(PROJECT_LIMITS.descriptionMax).optional(),
    accentColor: zHexColor(PROJECT_MESSAGES.accentColor).optional(),
    links: ZProjectLinks.optional(),
  }),
);
export type TProjectBody = z.input<typeof ZProjectBody>;
export const ZProjectPatch = lazySchema(() => ZProjectBody.partial());
export type TProjectPatch = z.input<typeof ZProjectPatch>;

const ZWeights = lazySchema(() =>
  z.object(
    Object.fromEntries(RARITIES.map((rarity) => [rarity, z.number().int().min(0).max(ODDS_TOTAL_BP)])) as Record<
      (typeof RARITIES)[number],
      z.ZodNumber
    >,
  ),
);
export type TWeights = z.infer<typeof ZWeights>;

export const ZCollectionBody = lazySchema(() =>
  z.object({
    name: trimmed(PROJECT_LIMITS.collectionNameMax, PROJECT_MESSAGES.name, 1),
    description: z.string().trim().max(PROJECT_LIMITS.descriptionMax).optional(),
    /** Basis points per rarity; the house odds when not given. */
    weights: ZWeights.optional(),
    /** What its cards do when played (docs/product-rules.md "Playing cards"); none when not given. */
    actions: ZCollectionActions.optional(),
    /** Its crafting terms (docs/product-rules.md "Crafting"); null or not given: none. */
    crafting: ZCraftingTerms.nullable().optional(),
    /** Its trading terms (docs/product-rules.md "Trading"); null or not given: its cards never change hands. */
    trading: ZTradingTerms.nullable().optional(),
  }),
);
export type TCollectionBody = z.input<typeof ZCollectionBody>;
export const ZCollectionPatch = lazySchema(() => ZCollectionBody.partial());
export type TCollectionPatch = z.input<typeof ZCollectionPatch>;

const zStat = lazySchema(() =>
  z.number().int().min(PROJECT_LIMITS.statMin, PROJECT_MESSAGES.stat).max(PROJECT_LIMITS.statMax, PROJECT_MESSAGES.stat),
);
const ZStatRange = lazySchema(() => z.tuple([zStat, zStat]).refine(([min, max]) => min <= max, PROJECT_MESSAGES.stat));
const zSupplyCap = lazySchema(() =>
  z.number().int().min(1, PROJECT_MESSAGES.supplyCap).max(PROJECT_LIMITS.supplyCapMax, PROJECT_MESSAGES.supplyCap).nullable(),
);

export const ZDesignBody = lazySchema(() =>
  z.object({
    name: trimmed(PROJECT_LIMITS.designNameMax, PROJECT_MESSAGES.name, 1),
    description: z.string().trim().max(PROJECT_LIMITS.designDescriptionMax).optional(),
    type: ZCardType,
    rarity: ZRarity,
    power: ZStatRange,
    defense: ZStatRange,
    /**
     * One of our artworks' keys (ARTWORK_KEYS), or the address of a picture uploaded to the design's
     * project as card art (`/api/files/…`); the server refuses anything else (400 ART_UNKNOWN).
     */
    image: z.string().trim().min(1).max(300),
    supplyCap: zSupplyCap.optional(),
  }),
);
export type TDesignBody = z.input<typeof ZDesignBody>;
export const ZDesignPatch = lazySchema(() => ZDesignBody.partial());
export type TDesignPatch = z.input<typeof ZDesignPatch>;

export const ZProjectSlugParams = lazySchema(() => z.object({ slug: z.string().max(60) }));
export const ZProjectIdParams = lazySchema(() => z.object({ projectId: z.uuid(PROJECT_MESSAGES.notFound) }));
export const ZCollectionIdParams = lazySchema(() => z.object({ collectionId: z.uuid(PROJECT_MESSAGES.collectionNotFound) }));
export const ZDesignIdParams = lazySchema(() => z.object({ designId: z.uuid(PROJECT_MESSAGES.designNotFound) }));

/** What a picture uploaded to a project is: a cover or an avatar replaces the one before; card art adds up. */
export const PROJECT_PICTURE_KINDS = ['cover', 'avatar', 'art'] as const;
export const ZProjectPictureKind = lazySchema(() => z.enum(PROJECT_PICTURE_KINDS));
export type TProjectPictureKind = z.infer<typeof ZProjectPictureKind>;
export const ZProjectPictureParams = lazySchema(() => ZProjectIdParams.extend({ kind: ZProjectPictureKind }));

/** An uploaded project picture: `url` is its address, which a design takes as its `image` when it is art. */
export const ZProjectPicture = lazySchema(() => z.object({ kind: ZProjectPictureKind, key: z.string(), url: z.string() }));
export type TProjectPicture = z.infer<typeof ZProjectPicture>;

export const COLLECTION_STATUSES = ['draft', 'in_review', 'published', 'rejected'] as const;
export const VERSION_STATUSES = ['in_review', 'published', 'rejected', 'superseded'] as const;

export const ZOddsVersionSummary = lazySchema(() =>
  z.object({
    id: z.string(),
    number: z.number().int(),
    hash: z.string(),
    status: z.enum(VERSION_STATUSES),
    submittedAt: z.string(),
    reviewedAt: z.string().nullable(),
    publishedAt: z.string().nullable(),
    supersededAt: z.string().nullable(),
    rejectionReason: z.string().nullable(),
  }),
);
export type TOddsVersionSummary = z.infer<typeof ZOddsVersionSummary>;

export const ZDesign = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    type: ZCardType,
    rarity: ZRarity,
    power: z.tuple([z.number().int(), z.number().int()]),
    defense: z.tuple([z.number().int(), z.number().int()]),
    image: z.string(),
    supplyCap: z.number().int().nullable(),
    /** Cards drawn of it so far. */
    drawn: z.number().int(),
    /** Part of a published version: only its supply cap may change. */
    frozen: z.boolean(),
  }),
);
export type TDesign = z.infer<typeof ZDesign>;

export const ZCollection = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    status: z.enum(COLLECTION_STATUSES),
    rejectionReason: z.string().nullable(),
    /** The draft's weights, actions, crafting and trading terms (what the next version would freeze). */
    weights: ZWeights,
    actions: ZCollectionActions,
    crafting: ZCraftingTerms.nullable(),
    trading: ZTradingTerms.nullable(),
    designs: z.array(ZDesign),
    /** The version draws read, and every version, newest first. */
    activeVersionHash: z.string().nullable(),
    versions: z.array(ZOddsVersionSummary),
    /** How many accounts hold its cards: its creator's figure, null where the public reads it. */
    collectors: z.number().int().nullable(),
  }),
);
export type TCollection = z.infer<typeof ZCollection>;

export const ZProject = lazySchema(() =>
  z.object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    tagline: z.string(),
    description: z.string(),
    accentColor: z.string(),
    links: ZProjectLinks,
    /** The creator's username; null for the house project. */
    owner: z.string().nullable(),
    /** The uploaded banner (3:1) and square avatar, by address; null until one is uploaded. */
    coverUrl: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    /** Where donations go: a wallet its creator proved theirs; null while the project takes none. */
    payoutWallet: z.string().nullable(),
    suspended: z.boolean(),
    createdAt: z.string(),
    collections: z.array(ZCollection),
  }),
);
export type TProject = z.infer<typeof ZProject>;

export const ZProjectList = lazySchema(() => z.array(ZProject));

export const PROJECT_SORTS = ['newest', 'collected'] as const;
export const PROJECTS_PAGE_SIZE = 24;

export const ZProjectListQuery = lazySchema(() =>
  z.object({
    q: z.string().trim().max(100).optional(),
    sort: z.enum(PROJECT_SORTS).default('newest'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  }),
);
export type TProjectListQuery = z.input<typeof ZProjectListQuery>;

/** A project as the public list shows it. */
export const ZProjectSummary = lazySchema(() =>
  ZProject.pick({
    id: true,
    slug: true,
    name: true,
    tagline: true,
    accentColor: true,
    owner: true,
    avatarUrl: true,
    createdAt: true,
  }).extend({
    /** Cards drawn from its collections. */
    collected: z.number().int(),
  }),
);
export type TProjectSummary = z.infer<typeof ZProjectSummary>;

export const ZProjectListPage = lazySchema(() =>
  z.object({
    projects: z.array(ZProjectSummary),
    page: z.number().int(),
    /** Whether a page follows. */
    hasMore: z.boolean(),
  }),
);
export type TProjectListPage = z.infer<typeof ZProjectListPage>;

/** A published project as the admins' list shows it: suspended ones too, with why. */
export const ZModeratedProject = lazySchema(() =>
  ZProjectSummary.extend({
    suspended: z.boolean(),
    suspendedReason: z.string().nullable(),
  }),
);
export type TModeratedProject = z.infer<typeof ZModeratedProject>;
export const ZModeratedProjectPage = lazySchema(() => ZProjectListPage.extend({ projects: z.array(ZModeratedProject) }));
export type TModeratedProjectPage = z.infer<typeof ZModeratedProjectPage>;
export const ZModeratedProjectQuery = lazySchema(() => ZProjectListQuery.pick({ q: true, page: true }));
export type TModeratedProjectQuery = z.input<typeof ZModeratedProjectQuery>;

/** A published version as anyone may read it: the canonical text its hash is of. */
export const ZPublishedVersion = lazySchema(() =>
  z.object({
    hash: z.string(),
    /** Where capped designs ran out under it: a draw at a greater index could not land on them. */
    exhaustions: z.array(z.object({ designId: z.string(), drawIndex: z.number().int() })),
    number: z.number().int(),
    canonical: z.string(),
    publishedAt: z.string().nullable(),
    supersededAt: z.string().nullable(),
  }),
);
export type TPublishedVersion = z.infer<typeof ZPublishedVersion>;

export const ZVersionIdParams = lazySchema(() => z.object({ versionId: z.uuid(PROJECT_MESSAGES.versionNotFound) }));

/** Why an admin rejects a version or suspends a project: the creator is told it. */
export const ZReasonBody = lazySchema(() => z.object({ reason: trimmed(PROJECT_LIMITS.reasonMax, PROJECT_MESSAGES.reason, 1) }));
export type TReasonBody = z.input<typeof ZReasonBody>;

/** A version waiting for review, and its project as the public would see it once approved. */
export const ZReviewItem = lazySchema(() =>
  z.object({
    version: ZOddsVersionSummary,
    /** The version's canonical JSON: what approving it would publish, as frozen at submission. */
    canonical: z.string(),
    collectionId: z.string(),
    preview: ZProject,
  }),
);
export type TReviewItem = z.infer<typeof ZReviewItem>;
export const ZReviewQueue = lazySchema(() => z.array(ZReviewItem));
/** How many versions wait for review: the Review tab's badge. */
export const ZReviewCount = lazySchema(() => z.object({ waiting: z.number().int().nonnegative() }));
export type TReviewCount = z.infer<typeof ZReviewCount>;

/** A claim is a collect from a collection: the linked wallet, one attempt's id, and whether it is revealed as it arrives. */
/**
 * A draw in a collection: the account's alone, with no wallet (docs/product-rules.md "Draws are earned");
 * a wallet named must be the linked one, and is recorded on the card as the collect's is.
 */
export const ZClaimBody = lazySchema(() => ZCollectBody.extend({ publicKey: ZCollectBody.shape.publicKey.optional() }));
export type TClaimBody = z.input<typeof ZClaimBody>;
/** A claim as the server reads it. */
export type TClaimRequest = z.infer<typeof ZClaimBody>;

/** A test draw's card: what a collector could draw, never stored. */
export const ZTestDraw = lazySchema(() =>
  ZCardFace.extend({
    designId: z.string(),
    test: z.literal(true),
  }),
);
export type TTestDraw = z.infer<typeof ZTestDraw>;
