export { RarityStars } from './card/CardIcons';
export { CollectibleCard, type ShownCard } from './card/CollectibleCard';
export { CardReveal } from './reveal/CardReveal';
export { revealTiming } from './reveal/reveal-timing';
export { DrawsLeftBadge, drawsLeftText } from './DrawsLeft';
export { ARTWORKS_WITH_URLS as ARTWORKS, artworkUrl, cardArtOf, cardArtUrl } from './card/card-art';
export { TypeEmblem } from './card/TypeEmblem';
export { RARITY_COLORS, rarityLabel, typeLabel } from './card/rarity';
export { useCommunityFiguresQuery, useMyCollectibleQuery, useMyCollectiblesQuery, useMyDrawsQuery } from './cards.api';
