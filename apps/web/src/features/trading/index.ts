export { CardHolders, CardOwners } from './CardOwners';
export { ListCard } from './ListCard';
export { MarketTeaser } from './market/MarketTeaser';
export { TransferCard } from './TransferCard';
export { LISTED_TAGS, TRANSFERRED_TAGS } from './trading.api';
