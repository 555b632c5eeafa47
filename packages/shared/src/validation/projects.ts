import { RARITIES } from '../constants.js';
import { ODDS_TOTAL_BP } from '../draw/odds.js';
import { numberText } from '../number-text.js';
import type { TRarity } from '../schemas/cards.js';

// The artworks a design may take are part of the projects' rules; this is how the package's root reaches them.
export { ARTWORKS, ARTWORK_KEYS, isArtworkKey, type TArtworkKey } from '../artworks.js';

/** A project's address: lower-case letters, digits and single hyphens, not at either end. */
export const PROJECT_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){2,39}$/;

const PROJECT_PAGE = '/projects/';

/**
 * A project's page on this site: the one place a sign-in comes back to (docs/product-rules.md
 * "Sign-in and sessions"), and never another site.
 */
export const isProjectPagePath = (path: string) =>
  path.startsWith(PROJECT_PAGE) && PROJECT_SLUG_PATTERN.test(path.slice(PROJECT_PAGE.length));

/** The query naming that page: on a sign-in page's address, and on a verification mail's link. */
export const RETURN_PATH_QUERY = 'next';
export const PROJECT_LIMITS = {
  nameMax: 60,
  taglineMax: 120,
  descriptionMax: 5_000,
  collectionNameMax: 60,
  designNameMax: 60,
  designDescriptionMax: 300,
  /** Power and defense, inclusive. */
  statMin: 0,
  statMax: 999,
  supplyCapMax: 1_000_000,
  designsPerCollection: 200,
  reasonMax: 500,
} as const;

/**
 * The pictures a project shows and what each is kept as (docs/product-rules.md "Projects and odds"):
 * width and height in pixels, the upload cropped to fill them. The cover is a 3:1 banner across the
 * page's width; the avatar a square shown at most at 128 px, twice that for dense screens; card art a
 * portrait, the card's own 5:7, of which the card's art window shows the middle.
 */
export const PROJECT_PICTURE_SIZES = {
  cover: { width: 1500, height: 500 },
  avatar: { width: 256, height: 256 },
  art: { width: 500, height: 700 },
} as const;

/** Slugs that are pages or words of ours: a project may not take them. */
export const RESERVED_SLUGS = [
  'arcana',
  'admin',
  'api',
  'new',
  'edit',
  'create',
  'mine',
  'projects',
  'forge',
  'settings',
  'inventory',
  'fairness',
  'login',
  'signup',
  'help',
  'support',
  'about',
  'search',
  'static',
  'assets',
  'www',
] as const;

export const RARITY_LABELS: Record<TRarity, string> = {
  common: 'Common',
  uncommon: 'Uncommon',
  rare: 'Rare',
  epic: 'Epic',
  legendary: 'Legendary',
};

export const PROJECT_MESSAGES = {
  slug: 'The address must be 3 to 40 lower-case letters, digits or single hyphens, starting and ending with a letter or digit',
  slugReserved: 'This address is reserved: please choose another',
  slugTaken: 'This address is taken: please choose another',
  name: `The name must be 1 to ${PROJECT_LIMITS.nameMax} characters`,
  accentColor: 'The accent colour must be a hex colour such as #8b5cf6',
  twitch: 'A Twitch channel is 4 to 25 letters, digits or underscores',
  steamAppId: 'A Steam app id is a number',
  discordInvite: 'A Discord invite is its code, or a discord.gg or discord.com/invite link',
  website: 'The website must be an https:// address',
  /** A creator's tools (projects, rules, keys, webhooks, the stream overlay) need both: docs/product-rules.md "Projects and odds". */
  creatorNeedsVerifiedEmail: 'Verify your e-mail address to use a creator’s tools',
  creatorNeedsTwoFactor: 'Turn on two-factor authentication to use a creator’s tools: a creator holds an audience’s trust',
  notFound: 'Project not found',
  collectionNotFound: 'Collection not found',
  designNotFound: 'Card design not found',
  versionNotFound: 'No published odds version has this hash',
  notYours: 'Only the project’s creator can change it',
  stat: `Power and defense are whole numbers from ${PROJECT_LIMITS.statMin} to ${PROJECT_LIMITS.statMax}, the lowest first`,
  supplyCap: `A supply cap is a whole number from 1 to ${numberText(PROJECT_LIMITS.supplyCapMax)}, or none`,
  capBelowDrawn: (drawn: number) => `The supply cap cannot be below the ${numberText(drawn)} already drawn`,
  designFrozen: 'This design is part of a published odds version: only its supply cap can change. Add a new design instead',
  tooManyDesigns: `A collection holds at most ${PROJECT_LIMITS.designsPerCollection} designs`,
  inReview: 'This collection is waiting for review: it can change again once reviewed',
  nothingToSubmit: 'Nothing has changed since the version in force: change the odds or a supply cap, then submit',
  reason: `Give a reason of 1 to ${PROJECT_LIMITS.reasonMax} characters: the creator reads it`,
  notInReview: 'This version is not waiting for review',
  cannotReviewOwn: 'You cannot review your own project',
  soldOut: 'Every card of this collection has been collected',
  suspended: 'This project is suspended: its cards cannot be drawn',
  alreadyPublished: 'Test draws are for collections not yet published',
  artUnknown: 'Choose one of Arcana’s artworks, or a picture uploaded to this project as card art',
} as const;

export const ODDS_MESSAGES = {
  sum: (total: number) =>
    `The rarity weights must add up to exactly ${numberText(ODDS_TOTAL_BP)} basis points (100 %); they add up to ${numberText(total)}`,
  weightRange: `A rarity weight is a whole number of basis points from 0 to ${numberText(ODDS_TOTAL_BP)}`,
  rarityWithoutDesign: (rarity: TRarity) => `${RARITY_LABELS[rarity]} has a weight but no card design`,
  designWithoutWeight: (rarity: TRarity) => `${RARITY_LABELS[rarity]} has card designs: give it at least 1 basis point`,
  noDesigns: 'A collection needs at least one card design',
} as const;

/** A problem with a collection's odds, and the field it is about (`weights.rare`, `designs`). */
export interface OddsProblem {
  field: string;
  message: string;
}

/**
 * Whether weights and designs make odds that can be published (docs/product-rules.md "Projects and
 * odds"): whole basis points summing to exactly 10,000, every rarity with designs at 1 bp or more
 * (or, in a collection with crafting, at 0: its designs are made only at the Forge), every rarity
 * without designs at 0. The first problem, or null.
 */
export function oddsProblem(
  weights: Readonly<Record<TRarity, number>>,
  designRarities: readonly TRarity[],
  { crafting = false }: { crafting?: boolean } = {},
): OddsProblem | null {
  if (designRarities.length === 0) return { field: 'designs', message: ODDS_MESSAGES.noDesigns };
  for (const rarity of RARITIES) {
    const weight = weights[rarity];
    if (!Number.isInteger(weight) || weight < 0 || weight > ODDS_TOTAL_BP)
      return { field: `weights.${rarity}`, message: ODDS_MESSAGES.weightRange };
  }
  for (const rarity of RARITIES) {
    const hasDesigns = designRarities.includes(rarity);
    if (hasDesigns && !crafting && weights[rarity] < 1)
      return { field: `weights.${rarity}`, message: ODDS_MESSAGES.designWithoutWeight(rarity) };
    if (!hasDesigns && weights[rarity] > 0) return { field: `weights.${rarity}`, message: ODDS_MESSAGES.rarityWithoutDesign(rarity) };
  }
  const total = RARITIES.reduce((sum, rarity) => sum + weights[rarity], 0);
  return total === ODDS_TOTAL_BP ? null : { field: 'weights', message: ODDS_MESSAGES.sum(total) };
}
