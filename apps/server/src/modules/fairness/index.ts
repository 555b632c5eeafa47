export { registerFairnessRoutes } from './fairness.routes.js';
export { createFairnessService } from './fairness.service.js';
