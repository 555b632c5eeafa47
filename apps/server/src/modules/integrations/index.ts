export { forgetIntegration } from './integrations.repo.js';
export { registerIntegrationRoutes } from './integrations.routes.js';
export { createIntegrationsService } from './integrations.service.js';
export { createSteamWebApi } from './steam-web-api.js';
export type { SteamAchievement, SteamWebApi } from './steam-web-api.js';
export { INTEGRATIONS_MESSAGES } from './integrations.messages.js';
