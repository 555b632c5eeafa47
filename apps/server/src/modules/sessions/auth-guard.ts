import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasAccess, SESSION_ENDING_MESSAGES, type AccessLevel } from '@arcana/shared';
import { AppError, notFound, unauthorized } from '../../lib/app-error.js';
import type { Platform } from '../../platform/platform.js';
import {
  isUnverified,
  USER_MESSAGES,
  findSessionProfile,
  type SessionFacts,
  type UserProfile,
  type UserRow,
  type ProfileCache,
  findSessionProfileCached,
} from '../users/index.js';

export interface RequestAuth {
  user: UserRow;
  profile: UserProfile;
  sessionId: string;
  session: SessionFacts;
  /** The admin behind an observer token. */
  actorId: string | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
  interface FastifyContextConfig {
    /** State-changing routes an observer token may still call (logout, stop-observing, refresh): see observer-read-only.ts. */
    observerAllowed?: boolean;
    /** Sensitive: needs a proof of presence made in this session within REAUTH_WINDOW_S (sudo mode). */
    recentAuth?: boolean;
    /** Open to an account that has not verified its e-mail yet (reading the session). */
    allowUnverified?: boolean;
    /** The lowest access level that may call the route (docs/product-rules.md "Roles and pages"); signed in (user) when absent. */
    access?: AccessLevel;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

export const GUARD_MESSAGES = {
  observerReadOnly: 'This action is not available in observer mode',
  emailNotVerified: 'Please verify your email address first',
  reauthRequired: "Please confirm it's you to continue",
  accessDenied: 'You do not have access to this',
} as const;

/**
 * preHandler for protected routes. The user is loaded on every request (roles are never trusted
 * from a token); an observer's session must be the one its admin opened (its writes never get this
 * far: observer-read-only.ts), an unverified account may only read its session, sensitive routes need
 * a recent proof of presence, and a route may ask for an access level — here, whatever the UI shows.
 */
export function createAuthGuard({
  db,
  tokens,
  profileCache,
  config,
}: Pick<Platform, 'db' | 'tokens' | 'config'> & { profileCache: ProfileCache }) {
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
    if (lookup.status === 'no-user') throw notFound('USER_NOT_FOUND', USER_MESSAGES.userNotFound);
    // An observer's token is honoured only with the session its admin opened for it, and only a token
    // naming its user exactly as stored (a cached lookup is dropped by the id the database writes).
    if (lookup.status === 'revoked' || lookup.profile.user.id !== claims.sub || (lookup.session.actorId ?? undefined) !== claims.act?.sub) {
      throw unauthorized('SESSION_ENDED', SESSION_ENDING_MESSAGES.invalidToken);
    }
    const route = request.routeOptions.config;
    if (route.access && !hasAccess(lookup.profile.user, route.access)) {
      throw new AppError('ACCESS_DENIED', 403, GUARD_MESSAGES.accessDenied);
    }
    if (!claims.act && !route.allowUnverified && isUnverified(lookup.profile)) {
      throw new AppError('EMAIL_NOT_VERIFIED', 403, GUARD_MESSAGES.emailNotVerified);
    }
    request.auth = {
      user: lookup.profile.user,
      profile: lookup.profile,
      sessionId: claims.sid,
      session: lookup.session,
      actorId: claims.act?.sub,
    };
    if (route.recentAuth) requireRecentProof(request.auth, config.reauthWindowSeconds);
  };
}

/**
 * Sudo mode: 403 REAUTH_REQUIRED unless presence was proved in this session within the window. The
 * guard applies it to routes marked `recentAuth`; a handler calls it when only some requests are
 * sensitive (replacing a linked wallet, not linking the first).
 */
export function requireRecentProof(auth: RequestAuth, windowSeconds: number): void {
  const provenAt = auth.session.reauthenticatedAt?.getTime() ?? 0;
  if (Date.now() - provenAt > windowSeconds * 1000) throw new AppError('REAUTH_REQUIRED', 403, GUARD_MESSAGES.reauthRequired);
}

/** For handlers behind requireAuth. */
export function authOf(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw unauthorized('NO_TOKEN', SESSION_ENDING_MESSAGES.noToken);
  return request.auth;
}

export type AuthGuard = ReturnType<typeof createAuthGuard>;
