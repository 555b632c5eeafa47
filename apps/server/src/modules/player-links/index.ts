export { playerIdsOf } from './player-links.repo.js';
