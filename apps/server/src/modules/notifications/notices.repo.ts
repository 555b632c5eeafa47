import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { TCard, TNotification } from '@arcana/shared/schemas';
import type { Database } from '../../db/client.js';
import { notifications } from '../../db/schema.js';
import { presentNotification } from './notification.presenter.js';

export type NewNotice = typeof notifications.$inferInsert;

/**
 * Notifications stored in one statement (an outbox handler's, in its transaction: docs/decisions/043),
 * answered in the order given (their ids are made here: RETURNING promises no order).
 */
export async function recordNotices(tx: Database, notices: NewNotice[]): Promise<TNotification[]> {
  if (notices.length === 0) return [];
  const given = notices.map((notice) => ({ ...notice, id: notice.id ?? randomUUID() }));
  const rows = new Map((await tx.insert(notifications).values(given).returning()).map((row) => [row.id, row]));
  return given.map(({ id }) => presentNotification(rows.get(id)!));
}

/** A fact that joins its burst: one notification for all of a kind in one place until its owner reads it. */
export interface BurstNotice {
  notice: Omit<NewNotice, 'title' | 'message' | 'burstKey' | 'burstCount'>;
  /** Its kind and place: a project's cards drawn, a collection's draws earned. */
  key: string;
  /** What it adds to the burst's count: a card, the draws of a grant. */
  adds: number;
  /** The words of the burst once it counts `total`. */
  words: (total: number) => Pick<NewNotice, 'title' | 'message'>;
}

const burstOf = (notice: Pick<NewNotice, 'userId'>, key: string) => `${notice.userId} ${key}`;

/** The unread notifications of these bursts, locked: the next of a burst waits for the one before. */
async function openBursts(tx: Database, keys: Array<{ userId: string; key: string }>) {
  const rows = await tx
    .select()
    .from(notifications)
    .where(
      and(
        or(...keys.map(({ userId, key }) => and(eq(notifications.userId, userId), eq(notifications.burstKey, key)))),
        isNotNull(notifications.burstKey),
        eq(notifications.read, false),
      ),
    )
    .for('update');
  return new Map(rows.map((row) => [burstOf(row, row.burstKey!), row]));
}

/**
 * Facts told in bursts (docs/product-rules.md "Notifications"): those of one kind in one place (a
 * project's draws) join the owner's unread notification of it, counted and worded anew and first in
 * the bell again, or start one. Answers each fact's notification as it stood once that fact was told,
 * in the order given, marked `joined` unless it began the notification. Two transactions starting
 * the same burst at once: the unique index keeps one, and the other joins it.
 */
export async function recordBurstNotices(tx: Database, facts: BurstNotice[]): Promise<TNotification[]> {
  const groups = new Map<string, { last: BurstNotice; adds: number }>();
  for (const fact of facts) {
    const key = burstOf(fact.notice, fact.key);
    groups.set(key, { last: fact, adds: (groups.get(key)?.adds ?? 0) + fact.adds });
  }
  const told = new Map<string, typeof notifications.$inferSelect>();
  /** What each burst counted before this batch: 0 for one it began. */
  const before = new Map<string, number>();
  const keys = (pending: string[]) =>
    pending.map((key) => ({ userId: groups.get(key)!.last.notice.userId, key: groups.get(key)!.last.key }));
  let pending = [...groups.keys()];
  for (let attempt = 0; attempt < 2 && pending.length > 0; attempt++) {
    const open = await openBursts(tx, keys(pending));
    const joined = pending.filter((k) => open.has(k));
    if (joined.length > 0) {
      // Every burst joined in one statement: each row's new words, count and card chosen by its id.
      const totalOf = (key: string) => open.get(key)!.burstCount + groups.get(key)!.adds;
      const byId = (value: (key: string) => SQL) =>
        sql`case ${notifications.id} ${sql.join(
          joined.map((key) => sql`when ${open.get(key)!.id}::uuid then ${value(key)}`),
          sql` `,
        )} end`;
      const wordsOf = (key: string) => groups.get(key)!.last.words(totalOf(key));
      const card = (key: string) => groups.get(key)!.last.notice.card;
      const rows = await tx
        .update(notifications)
        .set({
          title: byId((key) => sql`${wordsOf(key).title}::text`),
          message: byId((key) => sql`${wordsOf(key).message}::text`),
          burstCount: byId((key) => sql`${totalOf(key)}::integer`),
          card: byId((key) => (card(key) ? sql`${JSON.stringify(card(key))}::jsonb` : sql`null::jsonb`)),
          createdAt: new Date(),
        })
        .where(
          inArray(
            notifications.id,
            joined.map((key) => open.get(key)!.id),
          ),
        )
        .returning();
      for (const row of rows) {
        const key = burstOf(row, row.burstKey!);
        told.set(key, row);
        before.set(key, open.get(key)!.burstCount);
      }
    }
    const fresh = pending.filter((k) => !open.has(k));
    if (fresh.length > 0) {
      const rows = await tx
        .insert(notifications)
        .values(
          fresh.map((key) => {
            const { last, adds } = groups.get(key)!;
            return { ...last.notice, id: randomUUID(), ...last.words(adds), burstKey: last.key, burstCount: adds };
          }),
        )
        .onConflictDoNothing()
        .returning();
      for (const row of rows) {
        told.set(burstOf(row, row.burstKey!), row);
        before.set(burstOf(row, row.burstKey!), 0);
      }
    }
    pending = pending.filter((k) => !told.has(k));
  }
  if (pending.length > 0) throw new Error('a burst of notifications could be neither started nor joined');
  const counted = new Map(before);
  return facts.map((fact) => {
    const key = burstOf(fact.notice, fact.key);
    const row = told.get(key)!;
    const earlier = counted.get(key)!;
    const total = earlier + fact.adds;
    counted.set(key, total);
    const asTold = presentNotification({ ...row, ...fact.words(total), burstCount: total, card: fact.notice.card ?? row.card });
    return earlier === 0 ? asTold : { ...asTold, joined: true };
  });
}

/**
 * Each card drawn is in its owner's bell (docs/product-rules.md "Notifications"), a project's draws in
 * a row as one ('You drew 5 cards in Nova Lumen'): the notification of each card, by its id, for the
 * one message that tells the owner's tabs of the draw.
 */
export async function recordCardNotices(tx: Database, drawn: Array<{ userId: string; card: TCard }>): Promise<Map<string, TNotification>> {
  const notices = await recordBurstNotices(
    tx,
    drawn.map(({ userId, card }) => ({
      notice: {
        userId,
        type: 'collectible_received',
        redirectUrl: '/inventory',
        card: { id: card.id, name: card.name, rarity: card.rarity },
      },
      key: `cards:${card.project.slug}`,
      adds: 1,
      words: (total) =>
        total === 1
          ? { title: 'New card collected', message: `You collected ${card.name} (${card.rarity}).` }
          : { title: 'New cards collected', message: `You drew ${total} cards in ${card.project.name}.` },
    })),
  );
  return new Map(drawn.map(({ card }, i) => [card.id, notices[i]!]));
}
