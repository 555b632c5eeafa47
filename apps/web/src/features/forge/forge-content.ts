import type { TCommunityFigures } from '@arcana/shared/schemas';
import { PRODUCT_NAME } from '@arcana/shared';
import type { LineIconName } from '../../components/LineIcon';

/** The page's tabs in order; the value is what ?tab= holds. */
export const FORGE_TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'create', label: 'Create Collection' },
  { value: 'manage', label: 'Manage Collections' },
  { value: 'craft', label: 'Craft' },
] as const;

export type ForgeTab = (typeof FORGE_TABS)[number]['value'];
export const FORGE_TAB_VALUES: readonly ForgeTab[] = FORGE_TABS.map((tab) => tab.value);

export const FORGE_FEATURES: readonly { icon: LineIconName; title: string; text: string }[] = [
  {
    icon: 'design',
    title: 'Design Cards',
    text: 'Give every card its name, art, type, power and defense, and see it in the frame collectors will hold.',
  },
  {
    icon: 'odds',
    title: 'Set Rarities & Odds',
    text: 'Decide how many cards of each rarity exist, from common to legendary, and how likely each one is to drop.',
  },
  {
    icon: 'launch',
    title: 'Launch Drops',
    text: 'Release a collection on your schedule: a stream reward, a game unlock or a drop that lasts one weekend.',
  },
  {
    icon: 'community',
    title: 'Reward Your Community',
    text: 'Send cards to the fans who donate, share, play and stream with you, straight into their inventory.',
  },
];

export const FORGE_STEPS: readonly { title: string; text: string }[] = [
  { title: 'Design', text: 'Sketch the cards of your collection and write the lore that ties them together.' },
  { title: 'Configure', text: 'Set rarities, drop odds and how many copies of each card can ever exist.' },
  { title: 'Preview', text: 'Open test packs to check that the odds feel right before anyone else sees them.' },
  { title: 'Launch', text: 'Publish the collection and let your community start collecting.' },
];

/** The community's figures the overview shows, as the server counts them (docs/product-rules.md "The Forge"). */
export const FORGE_COMMUNITY_FIGURES: ReadonlyArray<{ label: string; value: keyof TCommunityFigures }> = [
  { label: 'Cards collected', value: 'cardsCollected' },
  { label: 'Collectors', value: 'collectors' },
  { label: 'Legendary cards found', value: 'legendaryFound' },
  { label: 'Members', value: 'members' },
];

export const FORGE_TAGLINE = `Design card collections, set their odds and share them with the ${PRODUCT_NAME} community.`;
