export { registerPlayerLinkRoutes } from './player-links.routes.js';
export { createPlayerLinksService } from './player-links.service.js';
export { sweepLinkCodes } from './player-links.repo.js';
