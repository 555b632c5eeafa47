import type { Socket } from 'socket.io';
import { SESSION_ENDING_MESSAGES } from '@arcana/shared';
import type { Platform } from '../platform/platform.js';
import { AppError } from '../lib/app-error.js';
import { findSessionProfile, isUnverified } from '../modules/users/index.js';

/** Who a socket is, decided once in the handshake. */
export interface SocketIdentity {
  userId: string;
  sessionId: string;
  /** Read-only: the admin observing this user, if one is (the same rule as HTTP). */
  observerId: string | undefined;
  /** Hears every admin's events (a user granted admin, deleted). */
  isAdmin: boolean;
  /** May listen (for its verification) but not act. */
  unverified: boolean;
}

/** Why a handshake was refused: an ended session (log out) or an expired access token (refresh, reconnect). */
export interface SocketRefusal {
  requiresReauth: boolean;
  message: string;
}

const DATABASE_ATTEMPTS = 3;
const RETRY_DELAY_MS = 150;

/**
 * The token from the handshake's auth payload (current on every reconnect), or the query, still accepted
 * (docs/decisions/009-sockets-follow-sessions.md).
 */
export function handshakeToken(socket: Pick<Socket, 'handshake'>): string | undefined {
  const fromAuth = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
  const fromQuery = socket.handshake.query.token;
  const token = fromAuth ?? (Array.isArray(fromQuery) ? fromQuery[0] : fromQuery);
  return typeof token === 'string' && token ? token : undefined;
}

/**
 * Checks a handshake's token and session. A refusal is an answer (AppError); a database that does not
 * answer is retried a few times here and otherwise thrown as it is, for the client to retry — never
 * turned into a logout.
 */
export async function authenticateSocket(
  deps: Pick<Platform, 'db' | 'tokens' | 'log'>,
  token: string | undefined,
): Promise<SocketIdentity> {
  if (!token) throw new AppError('NO_TOKEN', 401, SESSION_ENDING_MESSAGES.noToken);
  const claims = await deps.tokens.verifyAccess(token);
  for (let attempt = 1; ; attempt++) {
    try {
      const lookup = await findSessionProfile(deps.db, claims.sub, claims.sid);
      if (lookup.status === 'no-user') throw new AppError('USER_NOT_FOUND', 401, SESSION_ENDING_MESSAGES.invalidToken);
      if (lookup.status === 'revoked' || (lookup.session.actorId ?? undefined) !== claims.act?.sub) {
        throw new AppError('SESSION_ENDED', 401, SESSION_ENDING_MESSAGES.invalidToken);
      }
      return {
        userId: lookup.profile.user.id,
        sessionId: claims.sid,
        observerId: claims.act?.sub,
        isAdmin: lookup.profile.user.isAdmin && !claims.act,
        unverified: isUnverified(lookup.profile),
      };
    } catch (error) {
      if (error instanceof AppError || attempt >= DATABASE_ATTEMPTS) throw error;
      deps.log.warn({ err: error, attempt }, 'socket authentication could not read the session; retrying');
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * attempt));
    }
  }
}

export const refusalOf = (error: AppError): SocketRefusal => ({
  requiresReauth: error.code !== 'TOKEN_EXPIRED',
  message: error.message,
});
