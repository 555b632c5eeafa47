import { and, eq } from 'drizzle-orm';
import type { WebhookEventType } from '@arcana/shared';
import type { Database } from '../../db/client.js';
import { cardDesigns, cards, collections, inbox, playerLinks, ruleGrants, users } from '../../db/schema.js';
import type { WebhookEventRow } from '../../lib/webhook-events.js';

/** The ids a project's game knows the account by (its linked players), so a game's server can tell whose event it is. */
async function playerIdsOf(db: Database, projectId: string, userId: string): Promise<string[]> {
  const rows = await db
    .select({ playerId: playerLinks.playerId })
    .from(playerLinks)
    .where(and(eq(playerLinks.projectId, projectId), eq(playerLinks.userId, userId)));
  return rows.map((row) => row.playerId);
}

async function collectionOf(db: Database, collectionId: string) {
  const [row] = await db.select({ id: collections.id, name: collections.name }).from(collections).where(eq(collections.id, collectionId));
  return row ?? { id: collectionId, name: null };
}

async function cardDrawn(db: Database, projectId: string, cardId: string) {
  const [row] = await db
    .select({ card: cards, collectionId: cardDesigns.collectionId, collector: users.username })
    .from(cards)
    .innerJoin(cardDesigns, eq(cardDesigns.id, cards.designId))
    .innerJoin(users, eq(users.id, cards.userId))
    .where(eq(cards.id, cardId));
  // Gone since (its owner deleted their account): there is nothing left to tell.
  if (!row) return null;
  const { card } = row;
  return {
    card: { id: card.id, name: card.name, rarity: card.rarity, type: card.type, power: card.power, defense: card.defense },
    collection: await collectionOf(db, row.collectionId),
    collector: { username: row.collector, playerIds: await playerIdsOf(db, projectId, card.userId) },
    drawnAt: card.collectedAt.toISOString(),
  };
}

async function drawsGranted(db: Database, projectId: string, inboxId: string) {
  const [event] = await db.select().from(inbox).where(eq(inbox.id, inboxId));
  if (!event) return null;
  const payload = event.payload as { source: string; read: { reason: string; amount: number | null }; event: Record<string, unknown> };
  const livemode = payload.event.livemode !== false;
  const [grant] = await db
    .select({ grant: ruleGrants, collector: users.username })
    .from(ruleGrants)
    .innerJoin(users, eq(users.id, ruleGrants.userId))
    .where(eq(ruleGrants.eventId, inboxId));
  const collectionId = grant?.grant.collectionId ?? String(payload.event.collectionId ?? '');
  return {
    grantId: inboxId,
    source: payload.source,
    draws: grant?.grant.draws ?? payload.read.amount,
    reason: grant?.grant.reason ?? payload.read.reason,
    collection: await collectionOf(db, collectionId),
    collector: grant ? { username: grant.collector, playerIds: await playerIdsOf(db, projectId, grant.grant.userId) } : null,
    playerId: payload.source === 'api' ? String(payload.event.playerId) : null,
    livemode,
  };
}

/**
 * An event's body as its endpoints receive it (docs/product-rules.md "Webhooks"): its type, when it
 * happened, and what it is about, read now from what the event names. Null: nothing is left to tell.
 */
export async function webhookBody(db: Database, event: WebhookEventRow): Promise<string | null> {
  const subject = event.subject as { cardId?: string; inboxId?: string; collectionId?: string; reason?: string };
  const type = event.type as WebhookEventType;
  let data: Record<string, unknown> | null;
  if (type === 'card.drawn') data = await cardDrawn(db, event.projectId, subject.cardId!);
  else if (type === 'draws.granted') data = await drawsGranted(db, event.projectId, subject.inboxId!);
  else
    data = {
      collection: await collectionOf(db, subject.collectionId!),
      ...(type === 'collection.suspended' ? { reason: subject.reason ?? null } : {}),
    };
  if (!data) return null;
  return JSON.stringify({ type, timestamp: event.createdAt.toISOString(), data: { projectId: event.projectId, ...data } });
}
