import { and, eq, gt, isNotNull, isNull, lt, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { REFRESH_TOKEN_TTL_MS, USER_EVENTS_KEPT_MS, VERIFICATION_LINK_TTL_MS } from '@arcana/shared';
import type { Database } from '../../db/client.js';
import {
  mailOutbox,
  oneTimeTokens,
  profilePictures,
  rateLimits,
  refreshTokens,
  requestReceipts,
  sessions,
  signupTemp,
  spentTokens,
  trustedDevices,
  userEvents,
  usdtTransfers,
  users,
  walletNonces,
} from '../../db/schema.js';
import { deleteAbandonedAccounts } from '../users/index.js';
import { endExpiredObserving } from '../sessions/index.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** A retried mutation comes back within seconds; a day covers a client that was offline overnight. */
const RECEIPT_KEPT_MS = DAY_MS;
/** Long enough to answer "did my mail go?", short enough that the outbox is not an address book. */
const SENT_MAIL_KEPT_MS = 7 * DAY_MS;
/** An expired link is kept a while, so a late click still hears "expired, ask for a new one", not "invalid". */
const LINK_KEPT_AFTER_EXPIRY_MS = 7 * DAY_MS;
/** A picture uploaded during a signup that never finished (the README promises an hour). */
const UNCLAIMED_PICTURE_KEPT_MS = HOUR_MS;
/** A picture no profile shows, whoever uploaded it: a day is long enough to come back and save it. */
const UNSHOWN_PICTURE_KEPT_MS = DAY_MS;

/** Deletes one kind of expired row in the sweep's transaction and says how many went. */
export type SweepRule = (tx: Database) => Promise<number>;

const ago = (ms: number) => sql`now() - make_interval(secs => ${ms / 1000})`;
const now = sql`now()`;

async function deleteWhere(tx: Database, table: PgTable, where: SQL | undefined): Promise<number> {
  const gone = await tx
    .delete(table)
    .where(where)
    .returning({ one: sql`1` });
  return gone.length;
}

/**
 * A session ends when it is revoked (a missing session is refused exactly like a revoked one), or when
 * no refresh token of it is still valid, which cannot happen before the refresh lifetime has passed.
 */
function deleteEndedSessions(tx: Database): Promise<number> {
  const liveToken = tx
    .select({ one: sql`1` })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.sessionId, sessions.id), gt(refreshTokens.expiresAt, now)));
  return deleteWhere(
    tx,
    sessions,
    or(isNotNull(sessions.revokedAt), and(lt(sessions.createdAt, ago(REFRESH_TOKEN_TTL_MS)), notExists(liveToken))),
  );
}

/** Every short-lived table, by name, in the order the sweep runs them. */
export function createSweepRules(options: { longestRateLimitWindowS: number }): Record<string, SweepRule> {
  return {
    signup_temp: (tx) => deleteWhere(tx, signupTemp, lt(signupTemp.expiresAt, now)),
    // A counter whose window began before the longest window is reset by its next hit anyway.
    rate_limits: (tx) => deleteWhere(tx, rateLimits, lt(rateLimits.windowStartedAt, ago(options.longestRateLimitWindowS * 1000))),
    request_receipts: (tx) => deleteWhere(tx, requestReceipts, lt(requestReceipts.createdAt, ago(RECEIPT_KEPT_MS))),
    // Before any session goes (with its account, or as ended): an observer's hour, over, is written in the trail first.
    observer_sessions: endExpiredObserving,
    // Accounts nobody verified, once their link has expired (users.repo).
    unverified_users: (tx) => deleteAbandonedAccounts(tx, ago(VERIFICATION_LINK_TTL_MS)),
    one_time_tokens: (tx) => deleteWhere(tx, oneTimeTokens, lt(oneTimeTokens.expiresAt, ago(LINK_KEPT_AFTER_EXPIRY_MS))),
    sessions: deleteEndedSessions,
    refresh_tokens: (tx) => deleteWhere(tx, refreshTokens, lt(refreshTokens.expiresAt, now)),
    trusted_devices: (tx) => deleteWhere(tx, trustedDevices, lt(trustedDevices.expiresAt, now)),
    wallet_nonces: (tx) => deleteWhere(tx, walletNonces, lt(walletNonces.expiresAt, now)),
    spent_tokens: (tx) => deleteWhere(tx, spentTokens, lt(spentTokens.expiresAt, now)),
    profile_pictures: (tx) =>
      deleteWhere(
        tx,
        profilePictures,
        or(
          and(isNull(profilePictures.userId), lt(profilePictures.createdAt, ago(UNCLAIMED_PICTURE_KEPT_MS))),
          and(
            lt(profilePictures.createdAt, ago(UNSHOWN_PICTURE_KEPT_MS)),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(users)
                .where(eq(users.pfpKey, profilePictures.key)),
            ),
          ),
        ),
      ),
    // Sent or given up: either way no one reads it any more (an unsent one's sealed link expired long ago).
    // A socket away longer than this refetches instead of replaying (realtime/replay.ts).
    user_events: (tx) => deleteWhere(tx, userEvents, lt(userEvents.createdAt, ago(USER_EVENTS_KEPT_MS))),
    // Prepared and never signed: their blockhash expired within minutes, so no wallet can still send them.
    usdt_transfers: (tx) =>
      deleteWhere(tx, usdtTransfers, and(eq(usdtTransfers.status, 'prepared'), lt(usdtTransfers.createdAt, ago(DAY_MS)))),
    mail_outbox: (tx) =>
      deleteWhere(tx, mailOutbox, lt(sql`coalesce(${mailOutbox.sentAt}, ${mailOutbox.createdAt})`, ago(SENT_MAIL_KEPT_MS))),
  };
}
