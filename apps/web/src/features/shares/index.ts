export { ShareCard } from './ShareCard';
export { sharesApi } from './shares.api';
