import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cards } from '../../db/schema.js';

/** What holds a card from being spent, played or given: a play waiting or on stream, or an open listing. */
export type CardBusy = 'in_play' | 'listed';

const playing = (card: SQL) => sql`exists (select 1 from card_plays p where p.card_id = ${card} and p.state in ('waiting', 'on_stream'))`;
const listed = (card: SQL) => sql`exists (select 1 from listings l where l.card_id = ${card} and l.state = 'open')`;

/**
 * A condition on a card's id: the card is busy (docs/product-rules.md "Crafting", "Marketplace"). A
 * busy card stays with its holder and is spent, played, given or listed again by nothing else.
 */
export const busy = (card: SQL) => sql`(${playing(card)} or ${listed(card)})`;

/** The same condition on `cards` in a query of it. */
export const cardIsBusy = busy(sql`${cards.id}`);

/** Which of the cards are busy, and with what (a play before a listing: a card cannot be listed while in play). */
export async function busyCards(db: Database, cardIds: string[]): Promise<Map<string, CardBusy>> {
  if (cardIds.length === 0) return new Map();
  const ids = sql.join(
    cardIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const { rows } = (await db.execute(sql`
    select c.id,
      case when ${playing(sql`c.id`)} then 'in_play' when ${listed(sql`c.id`)} then 'listed' end as busy
    from unnest(array[${ids}]) as c(id)
  `)) as unknown as { rows: Array<{ id: string; busy: CardBusy | null }> };
  return new Map(rows.flatMap((row) => (row.busy ? [[String(row.id), row.busy] as const] : [])));
}
