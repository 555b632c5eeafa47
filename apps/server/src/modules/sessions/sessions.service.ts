import { createHmac } from 'node:crypto';
import { and, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { OBSERVER_SESSION_TTL_S, REFRESH_REUSE_INTERVAL_MS, REFRESH_TOKEN_TTL_MS, SESSION_ENDING_MESSAGES } from '@arcana/shared';
import { type TSessionTokens } from '@arcana/shared/schemas';
import type { Platform } from '../../platform/platform.js';
import type { Database } from '../../db/client.js';
import { refreshTokens, sessions } from '../../db/schema.js';
import { lastActiveUpdate, touchLastActive } from './last-active.repo.js';
import { unauthorized } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import { recordDomainEvents } from '../../outbox/domain-events.repo.js';
import type { ClientInfo } from '../../lib/client-info.js';
import { hashToken, randomToken } from '../../lib/secure-random.js';

/** How a session began: a password or a second factor proves presence; an e-mail link does not. */
export interface SessionStart {
  proven: boolean;
}

export const OBSERVING_ENDED_MESSAGE = 'Observer mode has ended';

/** What an ended session's sockets are told: logged out, or (an observer's) back to the admin's own session. */
type EndingTold = { message: string; requiresReauth: boolean };
const LOGGED_OUT: EndingTold = { message: SESSION_ENDING_MESSAGES.sessionEnded, requiresReauth: true };
const OBSERVING_ENDED: EndingTold = { message: OBSERVING_ENDED_MESSAGE, requiresReauth: false };
const invalidRefresh = () => unauthorized('INVALID_REFRESH_TOKEN', SESSION_ENDING_MESSAGES.invalidToken);
/** A chain of rotations followed within the reuse interval; more than this is not two tabs racing. */
const MAX_SUCCESSOR_STEPS = 5;

type Deps = Pick<Platform, 'db' | 'tokens' | 'config'>;

/**
 * Why sessions end, as the audit trail says of the observer sessions among them: stop-observing, a
 * logout, the observer's hour, a role gained or lost, an account deleted, a password changed or reset,
 * an e-mail change undone, a replayed refresh token.
 */
export type ObservingEndReason = 'stop' | 'logout' | 'expired' | 'role' | 'deleted' | 'password' | 'email-change-undone' | 'refresh-reuse';
export interface SessionEnding {
  by: ObservingEndReason;
  client?: ClientInfo;
}

const ENDED_COLUMNS = { id: sessions.id, userId: sessions.userId, actorId: sessions.actorId };
/** Not ended yet: an observer session past its hour ended then, and the sweep records it so (endExpiredObserving). */
const live = () => and(isNull(sessions.revokedAt), or(isNull(sessions.expiresAt), gt(sessions.expiresAt, sql`now()`)));

/** observe.stop for each observer session among those just ended, in the same transaction. */
async function recordObservingEnded(
  executor: Database,
  ended: Array<{ userId: string; actorId: string | null }>,
  { by, client }: SessionEnding,
): Promise<void> {
  for (const { userId, actorId } of ended) {
    if (actorId) await recordAudit(executor, { actorId, subjectId: userId, action: 'observe.stop', meta: { by }, client });
  }
}

/**
 * Observer sessions past their hour: ended, and said so in the trail (the sweeper runs this; the
 * token itself stopped working at the hour). Answers how many.
 */
export async function endExpiredObserving(executor: Database): Promise<number> {
  const ended = await executor
    .update(sessions)
    .set({ revokedAt: sessions.expiresAt })
    .where(and(isNull(sessions.revokedAt), isNotNull(sessions.actorId), lt(sessions.expiresAt, sql`now()`)))
    .returning(ENDED_COLUMNS);
  await recordObservingEnded(executor, ended, { by: 'expired' });
  return ended.length;
}

export function createSessionService({ db, tokens, config }: Deps) {
  /**
   * A rotated token's successor is derived from it (HMAC under a server key), not drawn at random: a
   * token presented again within the reuse interval gets the same successor back, and no refresh
   * token ever has to be stored in clear to make that possible.
   */
  const successorOf = (token: string) => createHmac('sha256', config.jwtSecret).update(`refresh-successor:${token}`).digest('base64url');

  /**
   * What the ended sessions' sockets are told, owed in the transaction that ends them (docs/decisions/043):
   * their tabs hear it wherever they are connected, even if this process dies once it commits. An
   * observer's tab is its admin's.
   */
  async function oweEndings(executor: Database, ended: Array<{ id: string; userId: string; actorId: string | null }>, told: EndingTold) {
    const byOwner = new Map<string, string[]>();
    for (const row of ended) byOwner.set(row.actorId ?? row.userId, [...(byOwner.get(row.actorId ?? row.userId) ?? []), row.id]);
    await recordDomainEvents(
      executor,
      [...byOwner].map(([userId, sessionIds]) => ({ type: 'sessions.ended', userId, subject: { sessionIds, ...told }, requestId: null })),
    );
  }

  /**
   * Ends the sessions, and the observer sessions opened from them: an admin who logs out stops observing
   * too. Every observer session among them leaves observe.stop in the trail, saying why.
   */
  async function revokeWhere(
    condition: ReturnType<typeof and>,
    ending: SessionEnding,
    executor: Database = db,
    told: EndingTold = LOGGED_OUT,
  ): Promise<string[]> {
    if (executor === db) return db.transaction((tx) => revokeWhere(condition, ending, tx, told));
    const ended = await executor
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(live(), condition))
      .returning(ENDED_COLUMNS);
    if (ended.length === 0) return [];
    const observers = await executor
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          live(),
          inArray(
            sessions.actorSessionId,
            ended.map((row) => row.id),
          ),
        ),
      )
      .returning(ENDED_COLUMNS);
    const all = [...ended, ...observers];
    await recordObservingEnded(executor, all, ending);
    await oweEndings(executor, all, told);
    return all.map((row) => row.id);
  }

  async function issueRefreshToken(executor: Database, sessionId: string, refreshToken: string) {
    const [row] = await executor
      .insert(refreshTokens)
      .values({ sessionId, tokenHash: hashToken(refreshToken), expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS) })
      .returning({ id: refreshTokens.id });
    return row?.id;
  }

  /** Rotates a live, unrotated token; undefined when the token is not one. */
  async function rotate(presented: string) {
    return db.transaction(async (tx) => {
      const [rotated] = await tx
        .update(refreshTokens)
        .set({ rotatedAt: sql`now()` })
        .where(
          and(eq(refreshTokens.tokenHash, hashToken(presented)), isNull(refreshTokens.rotatedAt), gt(refreshTokens.expiresAt, sql`now()`)),
        )
        .returning({ id: refreshTokens.id, sessionId: refreshTokens.sessionId });
      if (!rotated) return undefined;
      const [session] = await tx
        .select({ userId: sessions.userId })
        .from(sessions)
        .where(and(eq(sessions.id, rotated.sessionId), isNull(sessions.revokedAt)))
        .limit(1);
      if (!session) return undefined;
      const refreshToken = successorOf(presented);
      const nextId = await issueRefreshToken(tx, rotated.sessionId, refreshToken);
      await tx.update(refreshTokens).set({ replacedBy: nextId }).where(eq(refreshTokens.id, rotated.id));
      await touchLastActive(tx, session.userId);
      return { userId: session.userId, sessionId: rotated.sessionId, refreshToken };
    });
  }

  /** A token rotated within the reuse interval: the live token its chain has reached, if the session lives. */
  async function liveSuccessor(presented: string) {
    let token = presented;
    for (let step = 0; step <= MAX_SUCCESSOR_STEPS; step++) {
      const [row] = await db
        .select({
          sessionId: refreshTokens.sessionId,
          userId: sessions.userId,
          revokedAt: sessions.revokedAt,
          rotatedAt: refreshTokens.rotatedAt,
          expired: sql<boolean>`${refreshTokens.expiresAt} <= now()`,
          recent: sql<boolean>`${refreshTokens.rotatedAt} > now() - make_interval(secs => ${REFRESH_REUSE_INTERVAL_MS / 1000})`,
        })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .where(eq(refreshTokens.tokenHash, hashToken(token)))
        .limit(1);
      if (!row || row.revokedAt || row.expired) return { kind: 'unknown' as const };
      if (!row.rotatedAt) return { kind: 'live' as const, userId: row.userId, sessionId: row.sessionId, refreshToken: token };
      if (!row.recent) return { kind: 'reused' as const, sessionId: row.sessionId };
      token = successorOf(token);
    }
    return { kind: 'unknown' as const };
  }

  return {
    /**
     * One statement: the session, its first refresh token, and the user's last-active time; in
     * `executor` when the session is one step of a larger change.
     */
    async start(userId: string, client: ClientInfo, { proven }: SessionStart, executor: Database = db): Promise<TSessionTokens> {
      const refreshToken = randomToken();
      const expiresAt = new Date(Date.now() + REFRESH_TOKEN_TTL_MS);
      const result = await executor.execute(sql`
        with new_session as (
          insert into ${sessions} (user_id, ip, user_agent, reauthenticated_at)
          values (${userId}, ${client.ip}, ${client.userAgent?.slice(0, 512) ?? null}, ${proven ? sql`now()` : null})
          returning id
        ), first_token as (
          insert into ${refreshTokens} (session_id, token_hash, expires_at)
          select id, ${hashToken(refreshToken)}, ${expiresAt.toISOString()}::timestamptz from new_session returning session_id
        ), touched as (
          ${lastActiveUpdate(userId)}
        )
        select session_id from first_token`);
      // Both drivers answer raw SQL with { rows }.
      const sessionId = (result as unknown as { rows: Array<{ session_id: string }> }).rows[0]?.session_id;
      if (!sessionId) throw new Error('session insert returned nothing');
      return { token: await tokens.signAccess({ sub: userId, sid: sessionId }), refreshToken };
    },

    /**
     * Rotates a refresh token. One presented again within the reuse interval (two tabs refreshing
     * together) answers the same successor; after that it is being replayed (stolen), and its whole
     * session, every token of the family, is revoked.
     */
    async refresh(presented: string): Promise<TSessionTokens> {
      const rotated = await rotate(presented);
      const outcome = rotated ? { kind: 'live' as const, ...rotated } : await liveSuccessor(presented);
      if (outcome.kind === 'live') {
        return { token: await tokens.signAccess({ sub: outcome.userId, sid: outcome.sessionId }), refreshToken: outcome.refreshToken };
      }
      if (outcome.kind === 'reused') await revokeWhere(eq(sessions.id, outcome.sessionId), { by: 'refresh-reuse' });
      throw invalidRefresh();
    },

    /**
     * An admin's view of another user (docs/product-rules.md "Observer mode"): a session of the observed
     * user's, opened from the admin's own and ending with it, after OBSERVER_SESSION_TTL_S at the
     * latest. Its one token carries the admin as its actor (`act`) and lasts as long as the session; it
     * has no refresh token.
     */
    /** `tx`: the transaction that records the observing with its audit entry and its notice. */
    async startObserving(admin: { id: string; sessionId: string }, observedUserId: string, client: ClientInfo, tx = db): Promise<string> {
      const [row] = await tx
        .insert(sessions)
        .values({
          userId: observedUserId,
          actorId: admin.id,
          actorSessionId: admin.sessionId,
          expiresAt: sql`now() + make_interval(secs => ${OBSERVER_SESSION_TTL_S})`,
          ip: client.ip,
          userAgent: client.userAgent?.slice(0, 512) ?? null,
        })
        .returning({ id: sessions.id });
      if (!row) throw new Error('observer session insert returned nothing');
      return tokens.signAccess({ sub: observedUserId, sid: row.id, act: { sub: admin.id } }, OBSERVER_SESSION_TTL_S);
    },

    /** Ends an observer's session and answers a fresh token of the admin's own session, if that one still lives. */
    async stopObserving(observerSessionId: string, client: ClientInfo): Promise<string | undefined> {
      const ended = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(sessions)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(sessions.id, observerSessionId), isNotNull(sessions.actorId), isNull(sessions.revokedAt)))
          .returning({ ...ENDED_COLUMNS, adminSessionId: sessions.actorSessionId });
        // Stopped already (a second click of the same button): the observer's session is over.
        if (!row?.actorId || !row.adminSessionId) throw unauthorized('SESSION_ENDED', SESSION_ENDING_MESSAGES.invalidToken);
        await recordObservingEnded(tx, [row], { by: 'stop', client });
        await oweEndings(tx, [row], OBSERVING_ENDED);
        return { adminId: row.actorId, adminSessionId: row.adminSessionId };
      });
      const [own] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.id, ended.adminSessionId), isNull(sessions.revokedAt)))
        .limit(1);
      return own ? tokens.signAccess({ sub: ended.adminId, sid: own.id }) : undefined;
    },

    /**
     * When an admin loses the role, or a user gains it (admins are not observed), observing ends; the
     * observers' sockets, told once this has committed, go back to the admin's own session.
     */
    async endObservingBy(executor: Database, userId: string, by: 'role' | 'deleted'): Promise<void> {
      const observing = or(eq(sessions.actorId, userId), and(eq(sessions.userId, userId), isNotNull(sessions.actorId)));
      await revokeWhere(observing, { by }, executor, OBSERVING_ENDED);
    },

    /** A logout. */
    async revoke(sessionId: string, client: ClientInfo): Promise<void> {
      await revokeWhere(eq(sessions.id, sessionId), { by: 'logout', client });
    },

    async revokeByRefreshToken(presented: string, client: ClientInfo): Promise<void> {
      const [row] = await db
        .select({ sessionId: refreshTokens.sessionId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(presented)))
        .limit(1);
      if (row) await this.revoke(row.sessionId, client);
    },

    /**
     * After a password change or reset, or an undone e-mail change: every other device must log in
     * again. Runs in the change's transaction, which owes their sockets the news.
     */
    async endAllFor(executor: Database, userId: string, by: 'password' | 'email-change-undone', exceptSessionId?: string): Promise<void> {
      const except = exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined;
      await revokeWhere(and(eq(sessions.userId, userId), except), { by }, executor);
    },

    /** Records a proof of presence made in this live session (sudo mode); answers until when it holds. */
    async markProven(sessionId: string, executor: Database = db): Promise<Date | undefined> {
      const [row] = await executor
        .update(sessions)
        .set({ reauthenticatedAt: sql`now()` })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
        .returning({ at: sessions.reauthenticatedAt });
      return row?.at ? new Date(row.at.getTime() + config.reauthWindowSeconds * 1000) : undefined;
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
