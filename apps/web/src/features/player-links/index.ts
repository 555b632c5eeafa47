export { LinkedGames } from './LinkedGames';
