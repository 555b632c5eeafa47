import { and, asc, count, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { PLAY_LIMITS, RARITY_SORT_WEIGHT } from '@arcana/shared';
import type { TPlayHistoryQuery, TPlayQueueSettings, TPlayState, TRarity } from '@arcana/shared/schemas';
import type { Database } from '../../db/client.js';
import { cardDesigns, cardPlays, cards, collections, playQueues, projects, users } from '../../db/schema.js';

export type PlayRow = typeof cardPlays.$inferSelect;
export type NewPlay = typeof cardPlays.$inferInsert;

/** A play with what its answer shows: its card, project and player. */
export interface PlayView {
  play: PlayRow;
  card: { id: string; name: string; description: string; image: string; rarity: string; type: string; power: number; defense: number };
  project: { slug: string; name: string; ownerId: string | null };
  collector: string;
}

const viewFields = {
  play: cardPlays,
  card: {
    id: cards.id,
    name: cards.name,
    description: cards.description,
    image: cards.image,
    rarity: cards.rarity,
    type: cards.type,
    power: cards.power,
    defense: cards.defense,
  },
  project: { slug: projects.slug, name: projects.name, ownerId: projects.ownerId },
  collector: users.username,
};

const selectViews = (db: Database) =>
  db
    .select(viewFields)
    .from(cardPlays)
    .innerJoin(cards, eq(cards.id, cardPlays.cardId))
    .innerJoin(projects, eq(projects.id, cardPlays.projectId))
    .innerJoin(users, eq(users.id, cardPlays.userId));

export async function findPlayViews(db: Database, playIds: string[]): Promise<PlayView[]> {
  if (playIds.length === 0) return [];
  return selectViews(db).where(inArray(cardPlays.id, playIds));
}

/** A card of the user's, with the collection and project its design belongs to; none when it is not theirs. */
export async function findOwnCard(db: Database, userId: string, cardId: string) {
  const [row] = await db
    .select({
      id: cards.id,
      rarity: cards.rarity,
      designId: cards.designId,
      collectionId: cardDesigns.collectionId,
      projectId: collections.projectId,
    })
    .from(cards)
    .leftJoin(cardDesigns, eq(cardDesigns.id, cards.designId))
    .leftJoin(collections, eq(collections.id, cardDesigns.collectionId))
    .where(and(eq(cards.id, cardId), eq(cards.userId, userId)))
    .limit(1);
  return row;
}

/** Whether a craft has spent the card (docs/product-rules.md "Crafting"). */
/** Whose the card is now, and whether a craft spent it: a craft or a gift may have taken it since it was read. */
export async function cardHolding(db: Database, cardId: string): Promise<{ userId: string; spent: boolean } | undefined> {
  const [row] = await db.select({ userId: cards.userId, spentAt: cards.spentAt }).from(cards).where(eq(cards.id, cardId));
  return row && { userId: row.userId, spent: row.spentAt !== null };
}

export async function findByRequest(db: Database, userId: string, requestId: string): Promise<PlayRow | undefined> {
  const [row] = await db
    .select()
    .from(cardPlays)
    .where(and(eq(cardPlays.userId, userId), eq(cardPlays.requestId, requestId)))
    .limit(1);
  return row;
}

/** Why a card cannot be played now: its action spent (by a play approved), or a play of it waiting or on stream. */
export async function blockingPlay(db: Database, cardId: string): Promise<'in_play' | 'spent' | undefined> {
  const rows = await db
    .select({ spends: cardPlays.spends, state: cardPlays.state })
    .from(cardPlays)
    .where(
      and(
        eq(cardPlays.cardId, cardId),
        or(inArray(cardPlays.state, ['waiting', 'on_stream']), and(eq(cardPlays.spends, true), ne(cardPlays.state, 'refused'))),
      ),
    );
  if (rows.length === 0) return undefined;
  // A spending play waiting for its streamer has spent nothing yet: it may still be refused.
  return rows.some((row) => row.spends && row.state !== 'waiting') ? 'spent' : 'in_play';
}

/**
 * How many seconds the player still waits before another play of a rarity in a collection: counted by
 * the database's clock from their last play of it that was not refused; 0 when they wait none.
 */
export async function cooldownLeft(
  db: Database,
  { userId, collectionId, rarity }: { userId: string; collectionId: string; rarity: string },
  seconds: number,
): Promise<number> {
  if (seconds <= 0) return 0;
  const [row] = await db
    .select({ left: sql<number>`ceil(extract(epoch from ${cardPlays.createdAt} + make_interval(secs => ${seconds}) - now()))::int` })
    .from(cardPlays)
    .where(
      and(
        eq(cardPlays.userId, userId),
        eq(cardPlays.collectionId, collectionId),
        eq(cardPlays.rarity, rarity),
        sql`${cardPlays.createdAt} > now() - make_interval(secs => ${seconds})`,
        ne(cardPlays.state, 'refused'),
      ),
    )
    .orderBy(desc(cardPlays.createdAt))
    .limit(1);
  return Math.max(0, Number(row?.left ?? 0));
}

/** Stores a play; none when a play of the card in flight or spent (or this request) took its place first. */
export async function insertPlay(db: Database, play: NewPlay): Promise<PlayRow | undefined> {
  const [row] = await db.insert(cardPlays).values(play).onConflictDoNothing().returning();
  return row;
}

/** Moves a play on from the state it must be in; none when it is not there (decided already, or another's). */
export async function movePlay(
  db: Database,
  where: { playId: string; projectId?: string; from: TPlayState },
  values: Partial<Pick<PlayRow, 'state' | 'reason' | 'decidedBy' | 'decidedAt' | 'doneAt'>>,
): Promise<PlayRow | undefined> {
  const [row] = await db
    .update(cardPlays)
    .set(values)
    .where(
      and(
        eq(cardPlays.id, where.playId),
        eq(cardPlays.state, where.from),
        ...(where.projectId ? [eq(cardPlays.projectId, where.projectId)] : []),
      ),
    )
    .returning();
  return row;
}

/** Plays on stream whose action ends with their alert (not a challenge, which its streamer marks done), now done. */
export async function performPlays(db: Database, playIds: string[]): Promise<PlayRow[]> {
  if (playIds.length === 0) return [];
  return db
    .update(cardPlays)
    .set({ state: 'done', doneAt: new Date() })
    .where(and(inArray(cardPlays.id, playIds), eq(cardPlays.state, 'on_stream'), sql`${cardPlays.action}->>'kind' <> 'challenge'`))
    .returning();
}

export async function findPlay(db: Database, playId: string): Promise<PlayRow | undefined> {
  const [row] = await db.select().from(cardPlays).where(eq(cardPlays.id, playId)).limit(1);
  return row;
}

const NO_SETTINGS: TPlayQueueSettings = { paused: false, autoApproveFrom: null, blockedWords: [] };

export async function findSettings(db: Database, projectId: string): Promise<TPlayQueueSettings> {
  const [row] = await db.select().from(playQueues).where(eq(playQueues.projectId, projectId)).limit(1);
  return row ? { paused: row.paused, autoApproveFrom: row.autoApproveFrom as TRarity | null, blockedWords: row.blockedWords } : NO_SETTINGS;
}

export async function saveSettings(db: Database, projectId: string, settings: TPlayQueueSettings): Promise<void> {
  const values = { ...settings, updatedAt: new Date() };
  await db
    .insert(playQueues)
    .values({ projectId, ...values })
    .onConflictDoUpdate({ target: playQueues.projectId, set: values });
}

/** Whether a rarity goes on stream without waiting, by the queue's rule. */
export const autoApproves = (settings: TPlayQueueSettings, rarity: TRarity) =>
  settings.autoApproveFrom !== null && RARITY_SORT_WEIGHT[rarity] >= RARITY_SORT_WEIGHT[settings.autoApproveFrom];

/** The project's plays in a state, oldest first, at most `limit`. */
export function playsIn(db: Database, projectId: string, state: TPlayState, limit: number): Promise<PlayView[]> {
  return selectViews(db)
    .where(and(eq(cardPlays.projectId, projectId), eq(cardPlays.state, state)))
    .orderBy(asc(cardPlays.createdAt), asc(cardPlays.id))
    .limit(limit);
}

/** How many of the project's plays wait, are on stream, and ended done since `since`. */
export async function countPlays(db: Database, projectId: string, since: Date) {
  const rows = await db
    .select({ state: cardPlays.state, count: count() })
    .from(cardPlays)
    .where(
      and(
        eq(cardPlays.projectId, projectId),
        or(inArray(cardPlays.state, ['waiting', 'on_stream']), and(eq(cardPlays.state, 'done'), gt(cardPlays.doneAt, since))),
      ),
    )
    .groupBy(cardPlays.state);
  const of = (state: TPlayState) => Number(rows.find((row) => row.state === state)?.count ?? 0);
  return { waiting: of('waiting'), onStream: of('on_stream'), doneToday: of('done') };
}

/** The queue's history, newest first: plays done or refused, by the filters, a page after `before`. */
export async function history(db: Database, projectId: string, query: TPlayHistoryQuery): Promise<PlayView[]> {
  const before = query.before ? await findPlay(db, query.before) : undefined;
  return selectViews(db)
    .where(
      and(
        eq(cardPlays.projectId, projectId),
        inArray(cardPlays.state, query.state ? [query.state] : ['done', 'refused']),
        ...(query.rarity ? [eq(cardPlays.rarity, query.rarity)] : []),
        ...(query.collector ? [sql`lower(${users.username}) = lower(${query.collector})`] : []),
        ...(before?.doneAt
          ? [or(lt(cardPlays.doneAt, before.doneAt), and(eq(cardPlays.doneAt, before.doneAt), lt(cardPlays.id, before.id)))]
          : []),
      ),
    )
    .orderBy(desc(cardPlays.doneAt), desc(cardPlays.id))
    .limit(PLAY_LIMITS.historyPage);
}

/** The player's plays, newest first: of one card, or their latest. */
export function playsOf(db: Database, userId: string, cardId?: string): Promise<PlayView[]> {
  return selectViews(db)
    .where(and(eq(cardPlays.userId, userId), ...(cardId ? [eq(cardPlays.cardId, cardId)] : [])))
    .orderBy(desc(cardPlays.createdAt))
    .limit(PLAY_LIMITS.historyPage);
}

/** A project's plays approved after `since` (or its latest), oldest first: what a game's server reads. */
export async function approvedPlays(db: Database, projectId: string, since: Date | undefined): Promise<PlayView[]> {
  const approved = and(eq(cardPlays.projectId, projectId), inArray(cardPlays.state, ['on_stream', 'done']));
  if (since)
    return selectViews(db)
      .where(and(approved, gt(cardPlays.decidedAt, since)))
      .orderBy(asc(cardPlays.decidedAt), asc(cardPlays.id))
      .limit(PLAY_LIMITS.apiPage);
  const latest = await selectViews(db).where(approved).orderBy(desc(cardPlays.decidedAt), desc(cardPlays.id)).limit(PLAY_LIMITS.apiPage);
  return latest.reverse();
}

/** What a dock's token opens: its project's queue, acting as the project's creator. */
export interface DockAccess {
  projectId: string;
  ownerId: string | null;
}

export async function findDockToken(db: Database, projectId: string): Promise<string | null> {
  const [row] = await db
    .select({ sealed: playQueues.dockTokenSealed })
    .from(playQueues)
    .where(eq(playQueues.projectId, projectId))
    .limit(1);
  return row?.sealed ?? null;
}

/** Saves the dock's token: a first one only where none is (two first askings keep one), or in place of the old. */
export async function saveDockToken(
  db: Database,
  projectId: string,
  token: { hash: string; sealed: string },
  { replacing }: { replacing: boolean },
): Promise<void> {
  const values = { dockTokenHash: token.hash, dockTokenSealed: token.sealed, dockTokenCreatedAt: new Date() };
  await db
    .insert(playQueues)
    .values({ projectId, ...values })
    .onConflictDoUpdate({
      target: playQueues.projectId,
      set: values,
      ...(replacing ? {} : { setWhere: sql`${playQueues.dockTokenHash} is null` }),
    });
}

/** The queue a dock's token opens, unless its project is suspended. */
export async function findDock(db: Database, tokenHash: string): Promise<DockAccess | undefined> {
  const [row] = await db
    .select({ projectId: playQueues.projectId, ownerId: projects.ownerId })
    .from(playQueues)
    .innerJoin(projects, eq(projects.id, playQueues.projectId))
    .where(and(eq(playQueues.dockTokenHash, tokenHash), isNull(projects.suspendedAt)))
    .limit(1);
  return row;
}
