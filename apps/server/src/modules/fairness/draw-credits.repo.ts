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
