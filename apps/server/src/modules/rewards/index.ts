export { registerRewardRoutes } from './rules.routes.js';
export { createRulesService } from './rules.service.js';
