export { registerApiGrantRoutes } from './api-grants.routes.js';
export { createEarning } from './earning.wiring.js';
export { registerEventSubRoute } from './eventsub.routes.js';
export { registerRewardRoutes } from './rules.routes.js';
export { createRulesService } from './rules.service.js';
export type { Broadcaster } from './twitch.service.js';
export type { UserGrant } from './helix.js';
export { loadGrants, tellOfGrants } from './grant-notices.js';
