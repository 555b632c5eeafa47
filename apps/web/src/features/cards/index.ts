export { RarityStars } from './card/CardIcons';
export { CollectibleCard, type ShownCard } from './card/CollectibleCard';
export { CardReveal } from './reveal/CardReveal';
export { playReveal } from './reveal/reveal-sounds';
export { CardBack } from './reveal/CardBack';
export { RevealSoundControl, useRevealSound } from './reveal/RevealSound';
export { revealTiming } from './reveal/reveal-timing';
export { DrawsLeftBadge, drawsLeftText } from './DrawsLeft';
export { ARTWORKS_WITH_URLS as ARTWORKS, artworkUrl, cardArtOf, cardArtUrl } from './card/card-art';
export { TypeEmblem } from './card/TypeEmblem';
export { rarityLabel, typeLabel } from './card/rarity';
export { RARITY_COLORS } from '@arcana/shared';
export {
  useCollectionPagesInfiniteQuery,
  useCommunityFiguresQuery,
  useMyCollectibleQuery,
  useMyCollectiblesQuery,
  useMyDrawsQuery,
} from './cards.api';
