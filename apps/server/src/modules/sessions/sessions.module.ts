import { offering } from '../../platform/app-module.js';
import type { Platform } from '../../platform/platform.js';
import type { ProfileCache } from '../users/index.js';
import { createAuthGuard } from './auth-guard.js';
import { sweepOneTimeTokens } from './one-time-tokens.js';
import { sweepEndedSessions, sweepExpiredRefreshTokens } from './session-sweeps.js';
import { createSessionService, endExpiredObserving } from './sessions.service.js';

export function createSessionsModule(platform: Platform, { profileCache }: { profileCache: ProfileCache }) {
  return offering(
    {
      name: 'sessions',
      sweeps: {
        // Before any session goes (with its account, or as ended): an observer's hour, over, is written in the trail first.
        observer_sessions: endExpiredObserving,
        one_time_tokens: sweepOneTimeTokens,
        sessions: sweepEndedSessions,
        refresh_tokens: sweepExpiredRefreshTokens,
      },
    },
    { sessions: createSessionService(platform), requireAuth: createAuthGuard({ ...platform, profileCache }) },
  );
}
