export { registerShareRoutes } from './shares.routes.js';
export { createSharesService, type SharesService } from './shares.service.js';
