import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_ENDING_MESSAGES } from '@arcana/shared';
import { AppError, notFound, unauthorized } from '../../lib/app-error.js';
import type { AppDeps } from '../../deps.js';
import { findSessionProfile, type UserProfile, type UserRow } from '../users/users.repo.js';
import { findSessionProfileCached } from '../users/profile-cache.js';
import { AUTH_MESSAGES } from './auth.messages.js';

export interface RequestAuth {
  user: UserRow;
  profile: UserProfile;
  sessionId: string;
  /** The admin behind an observer token. */
  actorId: string | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
  interface FastifyContextConfig {
    /** State-changing routes an observer token may still call (logout, stop-observing). */
    observerAllowed?: boolean;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * preHandler for protected routes. The user is loaded on every request (roles are never trusted
 * from a token), and an observer's token is read-only here, whatever the UI shows.
 */
export function createAuthGuard({ db, tokens, profileCache }: Pick<AppDeps, 'db' | 'tokens' | 'profileCache'>) {
  return async function requireAuth(request: FastifyRequest, _reply: FastifyReply) {
    const token = bearerToken(request);
    if (!token) throw unauthorized('NO_TOKEN', SESSION_ENDING_MESSAGES.noToken);
    const claims = await tokens.verifyAccess(token);
    const lookup = await findSessionProfileCached(
      profileCache,
      () => findSessionProfile(db, claims.sub, claims.sid),
      claims.sub,
      claims.sid,
    );
    if (lookup.status === 'no-user') throw notFound('USER_NOT_FOUND', AUTH_MESSAGES.userNotFound);
    if (lookup.status === 'revoked') throw unauthorized('INVALID_TOKEN', SESSION_ENDING_MESSAGES.invalidToken);
    if (claims.act && !SAFE_METHODS.has(request.method) && !request.routeOptions.config.observerAllowed) {
      throw new AppError('OBSERVER_READ_ONLY', 403, 'This action is not available in observer mode');
    }
    request.auth = { user: lookup.profile.user, profile: lookup.profile, sessionId: claims.sid, actorId: claims.act?.sub };
  };
}

/** For handlers behind requireAuth. */
export function authOf(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw unauthorized('NO_TOKEN', SESSION_ENDING_MESSAGES.noToken);
  return request.auth;
}
