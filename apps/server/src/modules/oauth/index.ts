export type { OAuthService } from './oauth.service.js';
