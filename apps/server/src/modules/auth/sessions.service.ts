import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { REFRESH_TOKEN_TTL_MS, SESSION_ENDING_MESSAGES } from '@arcana/shared';
import { type TSessionTokens } from '@arcana/shared/schemas';
import type { Database } from '../../db/client.js';
import { refreshTokens, sessions, users } from '../../db/schema.js';
import { unauthorized } from '../../lib/app-error.js';
import type { TokenService } from '../../lib/jwt.js';
import { hashToken, randomToken } from '../../lib/secure-random.js';

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

const invalidRefresh = () => unauthorized('INVALID_TOKEN', SESSION_ENDING_MESSAGES.invalidToken);

export function createSessionService(db: Database, tokens: TokenService) {
  async function issueRefreshToken(executor: Database, sessionId: string) {
    const refreshToken = randomToken();
    const [row] = await executor
      .insert(refreshTokens)
      .values({ sessionId, tokenHash: hashToken(refreshToken), expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS) })
      .returning({ id: refreshTokens.id });
    return { refreshToken, id: row?.id };
  }

  return {
    /** One statement: the session, its first refresh token, and the user's last-active time. */
    async start(userId: string, client: ClientInfo): Promise<TSessionTokens> {
      const refreshToken = randomToken();
      const expiresAt = new Date(Date.now() + REFRESH_TOKEN_TTL_MS);
      const result = await db.execute(sql`
        with new_session as (
          insert into ${sessions} (user_id, ip, user_agent) values (${userId}, ${client.ip}, ${client.userAgent?.slice(0, 512) ?? null}) returning id
        ), first_token as (
          insert into ${refreshTokens} (session_id, token_hash, expires_at)
          select id, ${hashToken(refreshToken)}, ${expiresAt.toISOString()}::timestamptz from new_session returning session_id
        ), touched as (
          update ${users} set last_active_at = now() where id = ${userId}
        )
        select session_id from first_token`);
      // Both drivers answer raw SQL with { rows }.
      const sessionId = (result as unknown as { rows: Array<{ session_id: string }> }).rows[0]?.session_id;
      if (!sessionId) throw new Error('session insert returned nothing');
      return { token: await tokens.signAccess({ sub: userId, sid: sessionId }), refreshToken };
    },

    /**
     * Rotates a refresh token. A token that was already rotated is being replayed (stolen or raced):
     * its whole session, every token of the family, is revoked.
     */
    async refresh(presented: string): Promise<TSessionTokens> {
      const tokenHash = hashToken(presented);
      const outcome = await db.transaction(async (tx) => {
        const [rotated] = await tx
          .update(refreshTokens)
          .set({ rotatedAt: sql`now()` })
          .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.rotatedAt), gt(refreshTokens.expiresAt, sql`now()`)))
          .returning({ id: refreshTokens.id, sessionId: refreshTokens.sessionId });
        if (!rotated) return { kind: 'rejected' as const };
        const [session] = await tx
          .select({ userId: sessions.userId })
          .from(sessions)
          .where(and(eq(sessions.id, rotated.sessionId), isNull(sessions.revokedAt)))
          .limit(1);
        if (!session) return { kind: 'rejected' as const };
        const next = await issueRefreshToken(tx, rotated.sessionId);
        await tx.update(refreshTokens).set({ replacedBy: next.id }).where(eq(refreshTokens.id, rotated.id));
        await tx
          .update(users)
          .set({ lastActiveAt: sql`now()` })
          .where(eq(users.id, session.userId));
        return { kind: 'rotated' as const, userId: session.userId, sessionId: rotated.sessionId, refreshToken: next.refreshToken };
      });
      if (outcome.kind === 'rotated') {
        return { token: await tokens.signAccess({ sub: outcome.userId, sid: outcome.sessionId }), refreshToken: outcome.refreshToken };
      }
      const [reused] = await db
        .select({ sessionId: refreshTokens.sessionId })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.tokenHash, tokenHash), sql`${refreshTokens.rotatedAt} is not null`))
        .limit(1);
      if (reused) await this.revoke(reused.sessionId);
      throw invalidRefresh();
    },

    async revoke(sessionId: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    async revokeByRefreshToken(presented: string): Promise<void> {
      const [row] = await db
        .select({ sessionId: refreshTokens.sessionId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(presented)))
        .limit(1);
      if (row) await this.revoke(row.sessionId);
    },

    /** After a password change or reset: every other device must log in again. */
    async revokeAllFor(userId: string, exceptSessionId?: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(
          and(eq(sessions.userId, userId), isNull(sessions.revokedAt), exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined),
        );
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
