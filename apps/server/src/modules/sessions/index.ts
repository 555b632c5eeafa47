export { GUARD_MESSAGES, authOf, bearerToken, createAuthGuard, requireRecentProof } from './auth-guard.js';
export type { RequestAuth } from './auth-guard.js';
export {
  ACCOUNT_TAKING_LINKS,
  assertUsableOneTimeToken,
  consumeOneTimeToken,
  issueOneTimeToken,
  lastIssuedAt,
  retireLinks,
} from './one-time-tokens.js';
export type { OneTimeKind } from './one-time-tokens.js';
export { OBSERVING_ENDED_MESSAGE, createSessionService, endExpiredObserving } from './sessions.service.js';
export type { SessionService } from './sessions.service.js';
export { sweepEndedSessions, sweepExpiredRefreshTokens } from './session-sweeps.js';
export { sweepOneTimeTokens } from './one-time-tokens.js';
export type { AuthGuard } from './auth-guard.js';
