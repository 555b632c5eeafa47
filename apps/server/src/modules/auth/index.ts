export { registerAuthRoutes } from './auth.routes.js';
export { createCredentialsService } from './credentials.service.js';
export { findPendingSignup } from './pending-signups.js';
export { PROVIDER_LINK_MESSAGES } from './provider-link.messages.js';
export { createProviderLinkService } from './provider-link.service.js';
export type { ProviderLinkService } from './provider-link.service.js';
export { createReauthService } from './reauth.service.js';
export { createSignupService } from './signup.service.js';
export { createVerificationService } from './verification.service.js';
