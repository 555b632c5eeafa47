export { registerOAuthRoutes } from './oauth.routes.js';
export { createOAuthService } from './oauth.service.js';
export { createSignInDrivers } from './sign-in-drivers.js';
export { createUnlinkService } from './unlink.service.js';
