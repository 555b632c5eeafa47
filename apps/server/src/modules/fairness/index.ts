export { createCollectionDraws } from './collection-draws.js';
export { createFairDraws } from './fair-draws.js';
export { registerFairnessRoutes } from './fairness.routes.js';
export { createFairnessService } from './fairness.service.js';
export { grantDraws } from './draw-credits.repo.js';
