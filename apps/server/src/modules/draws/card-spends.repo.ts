import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cards } from '../../db/schema.js';
import { busy } from './busy-cards.js';

/*
 * Cards spent at the Forge (docs/product-rules.md "Crafting"): a spent card stays, for its proof and
 * its craft's, but is its owner's no longer. Its crafts hold the owner's cards first (card-holds.ts).
 */

/** The craft's cards leave their owner's hands: spent, naming the craft. */
export async function spendCards(tx: Database, craftId: string, cardIds: string[]): Promise<void> {
  await tx
    .update(cards)
    .set({ spentAt: sql`now()`, spentIn: craftId })
    .where(and(inArray(cards.id, cardIds), isNull(cards.spentAt)));
}

/** Duplicates of one collection and rarity: how many 'Dismantle all duplicates' takes (or took). */
export interface DuplicateCount {
  collectionId: string;
  rarity: string;
  count: number;
}

/**
 * The collector's duplicates among the cards they collected by `asOf` (docs/product-rules.md
 * "Crafting"): of each design, every card but one. The one kept is a busy card when there is one
 * (in play or listed: it cannot be spent), else the strongest (power and defense together), then the
 * oldest; a busy card is never taken; cards collected since are neither counted nor taken. Read design
 * by design through the design index.
 */
function duplicatesOf(userId: string, collectionIds: string[], asOf: Date) {
  const ids = sql.join(
    collectionIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return sql`
    with held as (
      select c.id, d.collection_id, c.rarity, c.collected_at, c.design_id, c.power + c.defense as strength,
        ${busy(sql`c.id`)} as busy
      from card_designs d
      join cards c on c.design_id = d.id and c.user_id = ${userId} and c.spent_at is null
        and c.collected_at <= ${asOf.toISOString()}::timestamptz
      where d.collection_id in (${ids})
    ), ranked as (
      select *, row_number() over (partition by design_id order by busy desc, strength desc, collected_at, id) as n from held
    ), duplicates as (
      select id, collection_id, rarity from ranked where n > 1 and not busy
    )`;
}

const countedRows = (rows: Array<Record<string, unknown>>): DuplicateCount[] =>
  rows.map((row) => ({ collectionId: String(row.collection_id), rarity: String(row.rarity), count: Number(row.count) }));

export async function countDuplicates(db: Database, userId: string, collectionIds: string[], asOf: Date): Promise<DuplicateCount[]> {
  if (collectionIds.length === 0) return [];
  const { rows } = (await db.execute(sql`
    ${duplicatesOf(userId, collectionIds, asOf)}
    select collection_id, rarity, count(*)::int as count from duplicates group by collection_id, rarity
  `)) as unknown as { rows: Array<Record<string, unknown>> };
  return countedRows(rows);
}

/**
 * Spends the duplicates `countDuplicates` counts, naming the craft, in one statement; what it
 * spent, counted.
 */
export async function spendDuplicates(
  tx: Database,
  craftId: string,
  userId: string,
  collectionIds: string[],
  asOf: Date,
): Promise<DuplicateCount[]> {
  if (collectionIds.length === 0) return [];
  const { rows } = (await tx.execute(sql`
    ${duplicatesOf(userId, collectionIds, asOf)}, spent as (
      update cards set spent_at = now(), spent_in = ${craftId}::uuid
      from duplicates where cards.id = duplicates.id
      returning duplicates.collection_id, duplicates.rarity
    )
    select collection_id, rarity, count(*)::int as count from spent group by collection_id, rarity
  `)) as unknown as { rows: Array<Record<string, unknown>> };
  return countedRows(rows);
}
