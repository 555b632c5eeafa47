export { registerCardRoutes } from './cards.routes.js';
export { createCardsService } from './cards.service.js';
export { findCard, selectCardsWithProject } from './card-rows.repo.js';
export { presentCard } from './card.presenter.js';
export { loadDrawnCards, tellOwner, type DrawnCard } from './drawn-cards.js';
