import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { badges, cardDesigns, cardPlays, cards, cardTransfers, collections, crafts, inbox, listings, ruleGrants } from '../../db/schema.js';
import { formatUsdtUnits, saleSplit } from '@arcana/shared';
import { playerIdsOf } from '../player-links/index.js';
import type { WebhookEventRow } from './webhook-events.js';

type Data = Record<string, unknown>;
type Subject = {
  cardId?: string;
  playId?: string;
  inboxId?: string;
  collectionId?: string;
  reason?: string;
  craftId?: string;
  transferId?: string;
};
const subjectOf = (event: WebhookEventRow) => event.subject as Subject;
const ids = (values: Array<string | undefined>) => [...new Set(values.filter((value): value is string => Boolean(value)))];

/** The collector as the game knows them, by its own player ids; null, naming no one, when they linked none to it. */
function collectorOf(players: Map<string, string[]>, projectId: string, userId: string) {
  const playerIds = players.get(`${projectId}:${userId}`);
  return playerIds ? { playerIds } : null;
}

async function collectionNames(db: Database, collectionIds: string[]) {
  if (collectionIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: collections.id, name: collections.name })
    .from(collections)
    .where(inArray(collections.id, collectionIds));
  return new Map(rows.map((row) => [row.id, row.name]));
}

const cardFields = (card: typeof cards.$inferSelect) => ({
  id: card.id,
  name: card.name,
  rarity: card.rarity,
  type: card.type,
  power: card.power,
  defense: card.defense,
});

async function cardsDrawn(db: Database, events: WebhookEventRow[]): Promise<Map<string, Data>> {
  const cardIds = ids(events.map((event) => subjectOf(event).cardId));
  if (cardIds.length === 0) return new Map();
  const rows = await db
    .select({ card: cards, collectionId: cardDesigns.collectionId })
    .from(cards)
    .innerJoin(cardDesigns, eq(cardDesigns.id, cards.designId))
    .where(inArray(cards.id, cardIds));
  const byCard = new Map(rows.map((row) => [row.card.id, row]));
  const names = await collectionNames(db, ids(rows.map((row) => row.collectionId)));
  const players = await playerIdsOf(
    db,
    events.flatMap((event) => {
      const row = byCard.get(subjectOf(event).cardId!);
      return row ? [{ projectId: event.projectId, userId: row.card.userId }] : [];
    }),
  );
  const data = new Map<string, Data>();
  for (const event of events) {
    // Gone since (its owner deleted their account): nothing is left to tell.
    const row = byCard.get(subjectOf(event).cardId!);
    if (!row) continue;
    const { card } = row;
    data.set(event.id, {
      card: cardFields(card),
      collection: { id: row.collectionId, name: names.get(row.collectionId) ?? null },
      collector: collectorOf(players, event.projectId, card.userId),
      drawnAt: card.mintDate.toISOString(),
    });
  }
  return data;
}

/**
 * A card given: the card, who gave it and who holds it now as the game knows them (docs/product-rules.md
 * "Webhooks"): a game honours the card whoever holds it.
 */
async function cardsTransferred(db: Database, events: WebhookEventRow[]): Promise<Map<string, Data>> {
  const transferIds = ids(events.map((event) => subjectOf(event).transferId));
  if (transferIds.length === 0) return new Map();
  const rows = await db
    .select({ transfer: cardTransfers, card: cards, collectionId: cardDesigns.collectionId })
    .from(cardTransfers)
    .innerJoin(cards, eq(cards.id, cardTransfers.cardId))
    .innerJoin(cardDesigns, eq(cardDesigns.id, cards.designId))
    .where(inArray(cardTransfers.id, transferIds));
  const byTransfer = new Map(rows.map((row) => [row.transfer.id, row]));
  const names = await collectionNames(db, ids(rows.map((row) => row.collectionId)));
  const players = await playerIdsOf(
    db,
    events.flatMap((event) => {
      const row = byTransfer.get(subjectOf(event).transferId!);
      if (!row) return [];
      return [row.transfer.fromUserId, row.transfer.toUserId, row.card.userId].flatMap((userId) =>
        userId ? [{ projectId: event.projectId, userId }] : [],
      );
    }),
  );
  const data = new Map<string, Data>();
  for (const event of events) {
    const row = byTransfer.get(subjectOf(event).transferId!);
    if (!row) continue;
    const { transfer, card } = row;
    const known = (userId: string | null) => (userId ? collectorOf(players, event.projectId, userId) : null);
    data.set(event.id, {
      transfer: { id: transfer.id, kind: transfer.kind },
      card: cardFields(card),
      collection: { id: row.collectionId, name: names.get(row.collectionId) ?? null },
      from: known(transfer.fromUserId),
      to: known(transfer.toUserId),
      // Whoever holds it when the event is sent, which a later transfer may have changed since.
      holder: collectorOf(players, event.projectId, card.userId),
      transferredAt: transfer.createdAt.toISOString(),
    });
  }
  return data;
}

/** A card sold on the market: as a card given, with what it was sold for and the creator's share of it. */
async function cardsSold(db: Database, events: WebhookEventRow[]): Promise<Map<string, Data>> {
  const given = await cardsTransferred(db, events);
  const transferIds = ids(events.map((event) => subjectOf(event).transferId));
  if (transferIds.length === 0) return given;
  const rows = await db
    .select({ transferId: cardTransfers.id, listing: listings })
    .from(cardTransfers)
    .innerJoin(listings, eq(listings.id, cardTransfers.listingId))
    .where(inArray(cardTransfers.id, transferIds));
  const byTransfer = new Map(rows.map((row) => [row.transferId, row.listing]));
  for (const event of events) {
    const data = given.get(event.id);
    const listing = byTransfer.get(subjectOf(event).transferId!);
    if (!data || !listing) continue;
    const { creatorUnits } = saleSplit(listing.price, listing.creatorShareBps);
    given.set(event.id, {
      ...data,
      sale: { price: formatUsdtUnits(listing.price), creatorShare: formatUsdtUnits(creatorUnits), currency: 'USDT' },
    });
  }
  return given;
}

/** A play approved: the card, what it does, the player's message, and who played it as the game knows them. */
async function cardsPlayed(db: Database, events: WebhookEventRow[]): Promise<Map<string, Data>> {
  const playIds = ids(events.map((event) => subjectOf(event).playId));
  if (playIds.length === 0) return new Map();
  const rows = await db
    .select({ play: cardPlays, card: cards })
    .from(cardPlays)
    .innerJoin(cards, eq(cards.id, cardPlays.cardId))
    .where(inArray(cardPlays.id, playIds));
  const byPlay = new Map(rows.map((row) => [row.play.id, row]));
  const names = await collectionNames(db, ids(rows.map((row) => row.play.collectionId)));
  const players = await playerIdsOf(
    db,
    rows.map(({ play }) => ({ projectId: play.projectId, userId: play.userId })),
  );
  const data = new Map<string, Data>();
  for (const event of events) {
    const row = byPlay.get(subjectOf(event).playId!);
    if (!row) continue;
    const { play, card } = row;
    data.set(event.id, {
      play: { id: play.id, action: play.action, message: play.message, autoApproved: play.autoApproved },
      card: cardFields(card),
      collection: { id: play.collectionId, name: names.get(play.collectionId) ?? null },
      collector: collectorOf(players, play.projectId, play.userId),
      playedAt: (play.decidedAt ?? play.createdAt).toISOString(),
    });
  }
  return data;
}

/** A badge crafted or raised: the set and the level it reached, the cards it spent, and who crafted it as the game knows them. */
async function badgesCrafted(db: Database, events: WebhookEventRow[]): Promise<Map<string, Data>> {
  const craftIds = ids(events.map((event) => subjectOf(event).craftId));
  if (craftIds.length === 0) return new Map();
  const [rows, spent] = await Promise.all([
    db
      .select({ craft: crafts, badge: badges })
      .from(crafts)
      .innerJoin(badges, and(eq(badges.userId, crafts.userId), eq(badges.setId, crafts.setId)))
      .where(inArray(crafts.id, craftIds)),
    db.select({ id: cards.id, craftId: cards.spentIn }).from(cards).where(inArray(cards.spentIn, craftIds)),
  ]);
  const byCraft = new Map(rows.map((row) => [row.craft.id, row]));
  const names = await collectionNames(db, ids(rows.map((row) => row.badge.collectionId)));
  const players = await playerIdsOf(
    db,
    events.flatMap((event) => {
      const row = byCraft.get(subjectOf(event).craftId!);
      return row ? [{ projectId: event.projectId, userId: row.craft.userId }] : [];
    }),
  );
  const data = new Map<string, Data>();
  for (const event of events) {
    const row = byCraft.get(subjectOf(event).craftId!);
    if (!row) continue;
    const { craft, badge } = row;
    data.set(event.id, {
      badge: { setId: badge.setId, name: badge.name, level: craft.level },
      collection: { id: badge.collectionId, name: names.get(badge.collectionId) ?? null },
      spentCardIds: spent.filter((card) => card.craftId === craft.id).map((card) => card.id),
      collector: collectorOf(players, event.projectId, craft.userId),
      craftedAt: craft.createdAt.toISOString(),
    });
  }
  return data;
}

async function drawsGranted(db: Database, events: WebhookEventRow[]): Promise<Map<string, Data>> {
  const inboxIds = ids(events.map((event) => subjectOf(event).inboxId));
  if (inboxIds.length === 0) return new Map();
  const [kept, grants] = await Promise.all([
    db.select().from(inbox).where(inArray(inbox.id, inboxIds)),
    db.select({ grant: ruleGrants }).from(ruleGrants).where(inArray(ruleGrants.eventId, inboxIds)),
  ]);
  const keptById = new Map(kept.map((row) => [row.id, row]));
  const grantByEvent = new Map(grants.map((row) => [row.grant.eventId, row]));
  const payloadOf = (id: string) =>
    keptById.get(id)?.payload as
      { source: string; read: { reason: string; amount: number | null }; event: Record<string, unknown> } | undefined;
  const collectionOf = (id: string) => grantByEvent.get(id)?.grant.collectionId ?? String(payloadOf(id)?.event.collectionId ?? '');
  const names = await collectionNames(db, ids(inboxIds.map(collectionOf)));
  const players = await playerIdsOf(
    db,
    events.flatMap((event) => {
      const grant = grantByEvent.get(subjectOf(event).inboxId!);
      return grant ? [{ projectId: event.projectId, userId: grant.grant.userId }] : [];
    }),
  );
  const data = new Map<string, Data>();
  for (const event of events) {
    const id = subjectOf(event).inboxId!;
    const payload = payloadOf(id);
    if (!payload) continue;
    const grant = grantByEvent.get(id);
    const collectionId = collectionOf(id);
    data.set(event.id, {
      grantId: id,
      source: payload.source,
      draws: grant?.grant.draws ?? payload.read.amount,
      reason: grant?.grant.reason ?? payload.read.reason,
      collection: { id: collectionId, name: names.get(collectionId) ?? null },
      collector: grant ? collectorOf(players, event.projectId, grant.grant.userId) : null,
      playerId: payload.source === 'api' ? String(payload.event.playerId) : null,
      livemode: payload.event.livemode !== false,
    });
  }
  return data;
}

async function collectionEvents(db: Database, events: WebhookEventRow[]): Promise<Map<string, Data>> {
  const names = await collectionNames(db, ids(events.map((event) => subjectOf(event).collectionId)));
  return new Map(
    events.map((event) => {
      const { collectionId, reason } = subjectOf(event);
      return [
        event.id,
        {
          collection: { id: collectionId, name: names.get(collectionId!) ?? null },
          ...(event.type === 'collection.suspended' ? { reason: reason ?? null } : {}),
        },
      ];
    }),
  );
}

/**
 * A batch of events' bodies as their endpoints receive them (docs/product-rules.md "Webhooks"): type,
 * when it happened, and what it is about, read now in a few statements for the whole batch (the
 * outbox's transaction must stay short: on the embedded database it holds the only connection).
 * An event with nothing left to tell has no body.
 */
export async function webhookBodies(db: Database, events: WebhookEventRow[]): Promise<Map<string, string>> {
  const ofType = (type: string) => events.filter((event) => event.type === type);
  const found = await Promise.all([
    cardsDrawn(db, ofType('card.drawn')),
    cardsPlayed(db, ofType('card.played')),
    cardsTransferred(db, ofType('card.transferred')),
    cardsSold(db, ofType('card.sold')),
    drawsGranted(db, ofType('draws.granted')),
    badgesCrafted(db, ofType('badge.crafted')),
    collectionEvents(
      db,
      events.filter((event) => event.type.startsWith('collection.')),
    ),
  ]);
  const bodies = new Map<string, string>();
  for (const event of events) {
    const data = found.map((map) => map.get(event.id)).find(Boolean);
    if (data)
      bodies.set(
        event.id,
        JSON.stringify({ type: event.type, timestamp: event.createdAt.toISOString(), data: { projectId: event.projectId, ...data } }),
      );
  }
  return bodies;
}
