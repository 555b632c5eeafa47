import { and, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { TWITCH_CHAT_SCOPE, type TTwitchChatKind } from '@arcana/shared';
import type { Database } from '../../db/client.js';
import { projects, twitchChannels, twitchChatMessages } from '../../db/schema.js';
import { enqueueJobs } from '../../jobs/jobs.repo.js';
import { ago, DAY_MS, deleteWhere, type SweepRule } from '../../lib/sweep.js';

export type ChatMessageRow = typeof twitchChatMessages.$inferSelect;

/** The project's channel when it says this kind in chat and its broadcaster allowed Arcana to: its project's address with it. */
export async function channelSaying(db: Database, where: { projectId: string } | { slug: string }, kind: TTwitchChatKind) {
  const [row] = await db
    .select({ projectId: twitchChannels.projectId, slug: projects.slug })
    .from(twitchChannels)
    .innerJoin(projects, eq(projects.id, twitchChannels.projectId))
    .where(
      and(
        'slug' in where ? eq(projects.slug, where.slug) : eq(projects.id, where.projectId),
        sql`${kind} = any(${twitchChannels.chatKinds})`,
        sql`${twitchChannels.scopes} @> ${JSON.stringify([TWITCH_CHAT_SCOPE])}::jsonb`,
        isNull(projects.suspendedAt),
      ),
    )
    .limit(1);
  return row;
}

/**
 * A message owed to the channel's chat, sent by its `twitch.chat` job after `inMs`. One of a burst
 * (`burstKey`) still unsent takes the newer words instead of making another.
 */
export async function oweChatMessage(
  tx: Database,
  message: { projectId: string; kind: TTwitchChatKind; text: string; burstKey?: string; inMs?: number },
) {
  const [row] = await tx
    .insert(twitchChatMessages)
    .values({ projectId: message.projectId, kind: message.kind, text: message.text, burstKey: message.burstKey ?? null })
    .onConflictDoUpdate({
      target: [twitchChatMessages.projectId, twitchChatMessages.burstKey],
      targetWhere: sql`${twitchChatMessages.sentAt} is null and ${twitchChatMessages.outcome} is null`,
      set: { text: sql`excluded.text` },
    })
    .returning({ id: twitchChatMessages.id });
  await enqueueJobs(tx, 'twitch.chat', [{ key: row!.id, groupKey: message.projectId, inMs: message.inMs }]);
}

/**
 * The message to send, held until the claim's transaction ends: owed, or claimed by an attempt that
 * ended before Twitch's answer was kept (it is said again: at least once).
 */
export async function lockToSend(tx: Database, id: string): Promise<ChatMessageRow | undefined> {
  const [row] = await tx
    .select()
    .from(twitchChatMessages)
    .where(and(eq(twitchChatMessages.id, id), or(isNull(twitchChatMessages.outcome), eq(twitchChatMessages.outcome, 'sending'))))
    .for('update')
    .limit(1);
  return row;
}

/**
 * Claimed for sending: it counts in the channel's pace from now, and a later event of its burst owes a
 * message of its own rather than write over words being sent.
 */
export async function claim(tx: Database, id: string): Promise<void> {
  await tx
    .update(twitchChatMessages)
    .set({ outcome: 'sending', sentAt: sql`now()` })
    .where(eq(twitchChatMessages.id, id));
}

/** Messages the channel's chat was sent (or is being sent) in the last `seconds`. */
export function sentSince(db: Database, projectId: string, seconds: number): Promise<number> {
  return db
    .$count(
      twitchChatMessages,
      and(eq(twitchChatMessages.projectId, projectId), gt(twitchChatMessages.sentAt, sql`now() - make_interval(secs => ${seconds})`)),
    )
    .then(Number);
}

/** What came of it: said, or dropped by Twitch (both count in the pace); refused or expired, never sent. */
export async function settle(db: Database, id: string, outcome: 'sent' | 'dropped' | 'refused' | 'expired'): Promise<void> {
  const unsent = outcome === 'refused' || outcome === 'expired';
  await db
    .update(twitchChatMessages)
    .set({ outcome, ...(unsent ? { sentAt: null } : {}) })
    .where(eq(twitchChatMessages.id, id));
}

/** A week after it was settled, a chat message is history nobody reads: its pace counts 30 seconds back. */
export const sweepChatMessages: SweepRule = (tx) =>
  deleteWhere(
    tx,
    twitchChatMessages,
    and(
      isNotNull(twitchChatMessages.outcome),
      sql`${twitchChatMessages.outcome} <> 'sending'`,
      lte(twitchChatMessages.createdAt, ago(7 * DAY_MS)),
    ),
  );
