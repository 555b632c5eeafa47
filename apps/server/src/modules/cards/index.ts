export { registerCardRoutes } from './cards.routes.js';
export { createCardsService } from './cards.service.js';
