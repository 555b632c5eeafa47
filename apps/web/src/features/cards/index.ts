export { RarityStars } from './card/CardIcons';
export { CollectibleCard } from './card/CollectibleCard';
export { cardArtUrl } from './card/card-art';
export { TypeEmblem } from './card/TypeEmblem';
export { RARITY_COLORS, rarityLabel } from './card/rarity';
export { useCommunityFiguresQuery, useMyCollectibleQuery, useMyCollectiblesQuery } from './cards.api';
