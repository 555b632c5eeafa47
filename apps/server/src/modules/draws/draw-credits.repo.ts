import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { DrawCredits } from './draw-seeds.repo.js';

/**
 * The draws a collector has left in a collection as of now: their balance, with the grants due now
 * that their next draw would make (each made once, so one already made adds nothing). Read only: an
 * observer's look grants nothing.
 */
export async function drawsLeft(db: Database, userId: string, { collectionId, grants }: DrawCredits): Promise<number> {
  const due = grants.filter((grant) => grant.delta > 0);
  const unmade =
    due.length === 0
      ? sql`0`
      : sql.join(
          due.map(
            (grant) => sql`case when exists (
              select 1 from draw_credits where user_id = ${userId}::uuid and collection_id = ${collectionId}::uuid
                and source = ${grant.source} and event_id = ${grant.eventId}
            ) then 0 else ${grant.delta}::integer end`,
          ),
          sql` + `,
        );
  const { rows } = (await db.execute(sql`
    select coalesce((select balance from credit_balances where user_id = ${userId}::uuid and collection_id = ${collectionId}::uuid), 0)
      + ${unmade} as left
  `)) as unknown as { rows: Array<{ left: number | string }> };
  return Number(rows[0]!.left);
}

/**
 * Grants draws a rule's event earned (docs/product-rules.md "Earning rules"), once by its source and
 * event id, with the balance kept in the same statement. False when that event had granted them already.
 */
export async function grantDraws(
  db: Database,
  grant: { userId: string; collectionId: string; source: string; eventId: string; draws: number },
): Promise<boolean> {
  const { rows } = (await db.execute(sql`
    with granted as (
      insert into draw_credits (user_id, collection_id, source, event_id, delta)
      values (${grant.userId}::uuid, ${grant.collectionId}::uuid, ${grant.source}, ${grant.eventId}, ${grant.draws}::integer)
      on conflict (user_id, collection_id, source, event_id) do nothing
      returning delta
    )
    insert into credit_balances (user_id, collection_id, balance)
    select ${grant.userId}::uuid, ${grant.collectionId}::uuid, delta from granted
    on conflict (user_id, collection_id) do update set balance = credit_balances.balance + excluded.balance
    returning balance
  `)) as unknown as { rows: unknown[] };
  return rows.length > 0;
}
