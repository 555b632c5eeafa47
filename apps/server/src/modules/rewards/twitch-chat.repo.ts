import { and, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
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
export async function oweChatMessage(tx: Database, message: { projectId: string; text: string; burstKey?: string; inMs?: number }) {
  const [row] = await tx
    .insert(twitchChatMessages)
    .values({ projectId: message.projectId, text: message.text, burstKey: message.burstKey ?? null })
    .onConflictDoUpdate({
      target: [twitchChatMessages.projectId, twitchChatMessages.burstKey],
      targetWhere: sql`${twitchChatMessages.sentAt} is null and ${twitchChatMessages.outcome} is null`,
      set: { text: sql`excluded.text` },
    })
    .returning({ id: twitchChatMessages.id });
  await enqueueJobs(tx, 'twitch.chat', [{ key: row!.id, groupKey: message.projectId, inMs: message.inMs }]);
}

export async function unsentMessage(db: Database, id: string): Promise<ChatMessageRow | undefined> {
  const [row] = await db
    .select()
    .from(twitchChatMessages)
    .where(and(eq(twitchChatMessages.id, id), isNull(twitchChatMessages.outcome)))
    .limit(1);
  return row;
}

/** Messages the channel's chat was sent in the last `seconds`. */
export function sentSince(db: Database, projectId: string, seconds: number): Promise<number> {
  return db
    .$count(
      twitchChatMessages,
      and(eq(twitchChatMessages.projectId, projectId), gt(twitchChatMessages.sentAt, sql`now() - make_interval(secs => ${seconds})`)),
    )
    .then(Number);
}

export async function settle(db: Database, id: string, outcome: 'sent' | 'dropped' | 'refused'): Promise<void> {
  await db
    .update(twitchChatMessages)
    .set({ outcome, ...(outcome === 'sent' ? { sentAt: sql`now()` } : {}) })
    .where(eq(twitchChatMessages.id, id));
}

/** A week after it was said (or refused), a chat message is history nobody reads: its pace counts 30 seconds back. */
export const sweepChatMessages: SweepRule = (tx) =>
  deleteWhere(tx, twitchChatMessages, and(isNotNull(twitchChatMessages.outcome), lte(twitchChatMessages.createdAt, ago(7 * DAY_MS))));
