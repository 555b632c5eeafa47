import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { earningRules, twitchChannels, twitchSubscriptions } from '../../db/schema.js';

export type ChannelRow = typeof twitchChannels.$inferSelect;
export type SubscriptionRow = typeof twitchSubscriptions.$inferSelect;

export async function findChannel(db: Database, projectId: string): Promise<ChannelRow | undefined> {
  const [row] = await db.select().from(twitchChannels).where(eq(twitchChannels.projectId, projectId)).limit(1);
  return row;
}

/** The project's channel, connected or connected again (new tokens, scopes, maybe another channel). */
export async function saveChannel(db: Database, channel: typeof twitchChannels.$inferInsert): Promise<void> {
  const { projectId: _key, ...rest } = channel;
  await db
    .insert(twitchChannels)
    .values(channel)
    .onConflictDoUpdate({ target: twitchChannels.projectId, set: { ...rest, streamId: null, connectedAt: sql`now()` } });
}

export async function saveTokens(db: Database, projectId: string, tokens: Pick<ChannelRow, 'accessToken' | 'refreshToken' | 'expiresAt'>) {
  await db.update(twitchChannels).set(tokens).where(eq(twitchChannels.projectId, projectId));
}

export async function saveChatKinds(db: Database, projectId: string, chatKinds: string[]): Promise<void> {
  await db.update(twitchChannels).set({ chatKinds }).where(eq(twitchChannels.projectId, projectId));
}

export async function deleteChannel(db: Database, projectId: string): Promise<void> {
  await db.delete(twitchChannels).where(eq(twitchChannels.projectId, projectId));
}

/** A channel went live: its grants count against caps per stream from here. */
export async function startStream(db: Database, projectId: string, streamId: string): Promise<void> {
  await db.update(twitchChannels).set({ streamId, streamEndedAt: null }).where(eq(twitchChannels.projectId, projectId));
}

/** A channel's stream ended: its cards that play only live wait for the next. */
export async function endStream(db: Database, projectId: string): Promise<void> {
  await db
    .update(twitchChannels)
    .set({ streamEndedAt: sql`now()` })
    .where(eq(twitchChannels.projectId, projectId));
}

/** Whether the project's channel is live now: a stream started and not ended, as Twitch told. */
export async function isChannelLive(db: Database, projectId: string): Promise<boolean> {
  const [row] = await db
    .select({ streamId: twitchChannels.streamId, endedAt: twitchChannels.streamEndedAt })
    .from(twitchChannels)
    .where(eq(twitchChannels.projectId, projectId))
    .limit(1);
  return Boolean(row?.streamId) && !row?.endedAt;
}

export async function insertSubscription(db: Database, row: typeof twitchSubscriptions.$inferInsert): Promise<SubscriptionRow> {
  const [saved] = await db.insert(twitchSubscriptions).values(row).returning();
  return saved!;
}

export async function updateSubscription(
  db: Database,
  id: string,
  change: Partial<Pick<SubscriptionRow, 'twitchId' | 'rewardId' | 'status'>>,
) {
  await db.update(twitchSubscriptions).set(change).where(eq(twitchSubscriptions.id, id));
}

export async function deleteSubscriptions(db: Database, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.delete(twitchSubscriptions).where(inArray(twitchSubscriptions.id, ids));
}

export const subscriptionsOfRule = (db: Database, ruleId: string) =>
  db.select().from(twitchSubscriptions).where(eq(twitchSubscriptions.ruleId, ruleId));

export const subscriptionsOfProject = (db: Database, projectId: string) =>
  db.select().from(twitchSubscriptions).where(eq(twitchSubscriptions.projectId, projectId));

/** A subscription as a message to its callback needs it: its secret, and the rule's source (none: the channel's own). */
export async function findSubscriptionForMessage(db: Database, id: string) {
  const [row] = await db
    .select({ subscription: twitchSubscriptions, source: earningRules.source })
    .from(twitchSubscriptions)
    .leftJoin(earningRules, eq(earningRules.id, twitchSubscriptions.ruleId))
    .where(eq(twitchSubscriptions.id, id))
    .limit(1);
  return row;
}
