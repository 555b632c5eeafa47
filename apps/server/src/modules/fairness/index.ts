export { createDraws, type DrawOutcome } from './draws.js';
export { registerFairnessRoutes } from './fairness.routes.js';
export { createFairnessService } from './fairness.service.js';
export { grantDraws } from './draw-credits.repo.js';
