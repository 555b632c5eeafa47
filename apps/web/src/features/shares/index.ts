export { ShareCard } from './ShareCard';
