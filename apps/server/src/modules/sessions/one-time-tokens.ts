import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { oneTimeTokens, type OneTimeKind } from '../../db/schema.js';
import { ago, DAY_MS, deleteWhere, type SweepRule } from '../../lib/sweep.js';
import { badRequest } from '../../lib/app-error.js';
import { hashToken, randomToken } from '../../lib/secure-random.js';

export type { OneTimeKind };

/** Links that change who owns the account: a new password retires them (the old owner's cancel link stays). */
export const ACCOUNT_TAKING_LINKS: OneTimeKind[] = ['email_change', 'reset_password', 'account_deletion', 'verify_provider'];

export interface LinkMessages {
  invalid: string;
  expired: string;
  used: string;
}

/**
 * Issues a new link and retires the user's earlier unused links of the same kind — except a kind kept
 * side by side (each cancel link of an e-mail change must keep working for its own change). Both or
 * neither: an old link is never retired without its successor.
 */
export async function issueOneTimeToken(
  db: Database,
  input: { kind: OneTimeKind; userId: string; ttlMs: number; payload?: Record<string, unknown>; keepEarlier?: boolean },
): Promise<string> {
  const token = randomToken();
  const row = {
    kind: input.kind,
    userId: input.userId,
    tokenHash: hashToken(token),
    payload: input.payload ?? {},
    expiresAt: new Date(Date.now() + input.ttlMs),
  };
  if (input.keepEarlier) await db.insert(oneTimeTokens).values(row);
  else
    await db.transaction(async (tx) => {
      await retireLinks(tx, input.userId, [input.kind]);
      await tx.insert(oneTimeTokens).values(row);
    });
  return token;
}

/** Retires every unused link of these kinds (no link sent before a password change keeps working). */
export async function retireLinks(db: Database, userId: string, kinds: OneTimeKind[]): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(oneTimeTokens.userId, userId), inArray(oneTimeTokens.kind, kinds), isNull(oneTimeTokens.usedAt)));
}

/** Marks the link used in the same statement that finds it, so two clicks cannot both succeed. */
export async function consumeOneTimeToken(db: Database, kind: OneTimeKind, token: string, messages: LinkMessages) {
  const [claimed] = await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.kind, kind),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (claimed) return claimed;
  await assertUsableOneTimeToken(db, kind, token, messages);
  // Usable now, so it was spent or retired between the two statements.
  throw badRequest('LINK_USED', messages.used);
}

/**
 * Refuses a link that consuming it would refuse (never issued, used, expired), without spending it:
 * so a dead link is turned away before slow work, such as hashing a new password, begins.
 */
export async function assertUsableOneTimeToken(db: Database, kind: OneTimeKind, token: string, messages: LinkMessages): Promise<void> {
  const [existing] = await db
    .select({ usedAt: oneTimeTokens.usedAt, expired: sql<boolean>`${oneTimeTokens.expiresAt} <= now()` })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, hashToken(token)), eq(oneTimeTokens.kind, kind)))
    .limit(1);
  if (!existing) throw badRequest('LINK_INVALID', messages.invalid);
  if (existing.usedAt) throw badRequest('LINK_USED', messages.used);
  if (existing.expired) throw badRequest('LINK_EXPIRED', messages.expired);
}

/** When the user last asked for a link of this kind, for the resend cooldown. */
export async function lastIssuedAt(db: Database, kind: OneTimeKind, userId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: oneTimeTokens.createdAt })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.kind, kind)))
    .orderBy(sql`${oneTimeTokens.createdAt} desc`)
    .limit(1);
  return row?.createdAt;
}

/** An expired link is kept a while, so a late click still hears "expired, ask for a new one", not "invalid". */
const LINK_KEPT_AFTER_EXPIRY_MS = 7 * DAY_MS;

export const sweepOneTimeTokens: SweepRule = (tx) =>
  deleteWhere(tx, oneTimeTokens, lt(oneTimeTokens.expiresAt, ago(LINK_KEPT_AFTER_EXPIRY_MS)));
