export { countCardsByProject, findCard, selectCardsWithProject } from './card-rows.repo.js';
export { presentCard } from './card.presenter.js';
export { loadDrawnCards, type DrawnCard } from './drawn-cards.js';
export { createCardsService } from './cards.service.js';
