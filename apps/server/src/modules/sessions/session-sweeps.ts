import { and, eq, gt, isNotNull, lt, notExists, or, sql } from 'drizzle-orm';
import { REFRESH_TOKEN_TTL_MS } from '@arcana/shared';
import { refreshTokens, sessions } from '../../db/schema.js';
import { ago, deleteWhere, now, type SweepRule } from '../../lib/sweep.js';

/**
 * A session ends when it is revoked (a missing session is refused exactly like a revoked one), or when
 * no refresh token of it is still valid, which cannot happen before the refresh lifetime has passed.
 */
export const sweepEndedSessions: SweepRule = (tx) => {
  const liveToken = tx
    .select({ one: sql`1` })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.sessionId, sessions.id), gt(refreshTokens.expiresAt, now)));
  return deleteWhere(
    tx,
    sessions,
    or(isNotNull(sessions.revokedAt), and(lt(sessions.createdAt, ago(REFRESH_TOKEN_TTL_MS)), notExists(liveToken))),
  );
};

export const sweepExpiredRefreshTokens: SweepRule = (tx) => deleteWhere(tx, refreshTokens, lt(refreshTokens.expiresAt, now));
