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
 * Grants draws rules' events earned (docs/product-rules.md "Earning rules"), each once by its source and
 * event id, with the balances kept in the same statement: a collector granted twice in one batch has
 * their balance raised once, by the sum, and balances are raised in one order whoever grants.
 */
export async function grantDraws(
  db: Database,
  grants: Array<{ userId: string; collectionId: string; source: string; eventId: string; draws: number }>,
): Promise<void> {
  if (grants.length === 0) return;
  const rows = sql.join(
    grants.map(
      (grant) => sql`(${grant.userId}::uuid, ${grant.collectionId}::uuid, ${grant.source}, ${grant.eventId}, ${grant.draws}::integer)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    with granted as (
      insert into draw_credits (user_id, collection_id, source, event_id, delta)
      select * from (values ${rows}) as g(user_id, collection_id, source, event_id, delta)
      on conflict (user_id, collection_id, source, event_id) do nothing
      returning user_id, collection_id, delta
    )
    insert into credit_balances (user_id, collection_id, balance)
    select user_id, collection_id, sum(delta) from granted group by user_id, collection_id order by user_id, collection_id
    on conflict (user_id, collection_id) do update set balance = credit_balances.balance + excluded.balance
  `);
}
