import { and, eq, sql, type SQL } from 'drizzle-orm';
import { MARKET_LIMITS, type TMarketSort } from '@arcana/shared';
import type { Database } from '../../db/client.js';
import { listings } from '../../db/schema.js';

export type ListingRow = typeof listings.$inferSelect;

/** The listing, or nothing when the seller's request id made one already (its retry, a moment before). */
export async function insertListing(tx: Database, listing: typeof listings.$inferInsert): Promise<ListingRow | undefined> {
  const [row] = await tx
    .insert(listings)
    .values(listing)
    .onConflictDoNothing({ target: [listings.sellerId, listings.requestId] })
    .returning();
  return row;
}

export async function findListingByRequest(db: Database, sellerId: string, requestId: string): Promise<ListingRow | undefined> {
  const [row] = await db
    .select()
    .from(listings)
    .where(and(eq(listings.sellerId, sellerId), eq(listings.requestId, requestId)));
  return row;
}

/** The card's open listing, if it has one. */
export async function findOpenListing(db: Database, cardId: string): Promise<ListingRow | undefined> {
  const [row] = await db
    .select()
    .from(listings)
    .where(and(eq(listings.cardId, cardId), eq(listings.state, 'open')));
  return row;
}

export async function countOpenListings(db: Database, sellerId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(listings)
    .where(and(eq(listings.sellerId, sellerId), eq(listings.state, 'open')));
  return Number(row?.count ?? 0);
}

/** Closes the seller's open listing of the card; nothing when it has none (sold, cancelled, or another's). */
export async function cancelListing(tx: Database, sellerId: string, cardId: string): Promise<ListingRow | undefined> {
  const [row] = await tx
    .update(listings)
    .set({ state: 'cancelled', closedAt: sql`now()` })
    .where(and(eq(listings.cardId, cardId), eq(listings.sellerId, sellerId), eq(listings.state, 'open')))
    .returning();
  return row;
}

/** Closes an open listing that can no longer sell (withdrawn, or its card gone from its seller). */
export async function closeListing(tx: Database, listingId: string): Promise<void> {
  await tx
    .update(listings)
    .set({ state: 'cancelled', closedAt: sql`now()` })
    .where(and(eq(listings.id, listingId), eq(listings.state, 'open')));
}

/** Listing `l`'s collection draws for donations: what money buys is never sold for money. */
export const drawnWithMoney = sql`exists (select 1 from earning_rules r where r.collection_id = l.collection_id and r.source = 'donation')`;
/** Listing `l`'s seller's password, e-mail, two-factor or wallet changed since it was listed: a stolen account's listings would pay its thief. */
export const sellerChanged = sql`exists (select 1 from credential_changes cc where cc.user_id = l.seller_id and cc.changed_at > l.created_at)`;
/** What keeps an open listing off the market (docs/product-rules.md "Marketplace"), from the moment it holds. */
export const listingWithdrawn = sql`(${drawnWithMoney} or ${sellerChanged})`;
const saleable = sql`not ${listingWithdrawn}`;

/** An open listing closed because it was withdrawn: whose, which card, and its collection's name. */
export interface WithdrawnListing {
  seller_id: string;
  card_id: string;
  name: string;
  collection: string | null;
}

/**
 * Closes the open listings `scope` picks out for which `reason` holds, oldest first, but none a buyer
 * holds reserved now (their payment may be on its way: it is closed once the hold ends, if it did not
 * sell) nor one a sale has locked: those are left for the next look. Skipping locked rows never waits
 * on a sale, so this never deadlocks with one.
 */
export async function closeWithdrawnListings(tx: Database, scope: SQL, reason: SQL): Promise<WithdrawnListing[]> {
  const { rows } = (await tx.execute(sql`
    with picked as (
      select l.id from listings l
      where l.state = 'open' and ${scope} and ${reason} and (l.reserved_until is null or l.reserved_until <= now())
      order by l.id
      for update skip locked
    ), closed as (
      update listings l set state = 'cancelled', closed_at = now() from picked where l.id = picked.id
      returning l.seller_id, l.card_id, l.name, l.collection_id, l.created_at
    )
    select closed.seller_id, closed.card_id, closed.name, col.name as collection
    from closed left join collections col on col.id = closed.collection_id
    order by closed.created_at, closed.card_id
  `)) as unknown as { rows: WithdrawnListing[] };
  return rows;
}

const ORDER: Record<TMarketSort, SQL> = {
  price_asc: sql`l.price asc, l.id asc`,
  price_desc: sql`l.price desc, l.id desc`,
  newest: sql`l.created_at desc, l.id desc`,
  oldest: sql`l.created_at asc, l.id asc`,
};

export interface MarketFilter {
  q?: string;
  design?: string;
  rarity?: string;
  sort: TMarketSort;
  page: number;
}

export interface MarketRow {
  id: string;
  card_id: string;
  price: string;
  creator_share_bps: number;
  created_at: string;
  design_key: string;
  name: string;
  description: string;
  image: string;
  rarity: string;
  type: string;
  power: number;
  defense: number;
  collection: string | null;
  seller: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A page of the project's open listings, one more than a page to tell whether another follows. */
export async function marketPage(db: Database, projectId: string, filter: MarketFilter): Promise<MarketRow[]> {
  const conditions = [
    sql`l.project_id = ${projectId}`,
    sql`l.state = 'open'`,
    saleable,
    ...(filter.q ? [sql`l.name ilike ${`%${escapeLike(filter.q)}%`}`] : []),
    ...(filter.design ? [sql`l.design_key = ${filter.design}`] : []),
    ...(filter.rarity ? [sql`l.rarity = ${filter.rarity}`] : []),
  ];
  const { rows } = (await db.execute(sql`
    select l.id, l.card_id, l.price::text as price, l.creator_share_bps, l.created_at, l.design_key, c.name, c.description, c.image, c.rarity, c.type,
      c.power, c.defense, col.name as collection, u.username as seller
    from listings l
    join cards c on c.id = l.card_id
    join users u on u.id = l.seller_id
    left join collections col on col.id = l.collection_id
    where ${sql.join(conditions, sql` and `)} and c.spent_at is null
    order by ${ORDER[filter.sort]}
    limit ${MARKET_LIMITS.pageSize + 1} offset ${(filter.page - 1) * MARKET_LIMITS.pageSize}
  `)) as unknown as { rows: MarketRow[] };
  return rows;
}

export interface DesignRow {
  design_key: string;
  name: string;
  rarity: string;
  floor: string | null;
  listed: number;
  sales: Array<{ price: string; soldAt: string }> | null;
}

/**
 * Every design on the project's market, open or sold before: its floor (the cheapest open listing),
 * how many are open, and its last sales, newest first.
 */
export async function marketDesigns(db: Database, projectId: string): Promise<DesignRow[]> {
  // Each design's last sales are read from the sales index, a few rows each, however many it sold.
  const { rows } = (await db.execute(sql`
    with open as (
      select l.design_key, min(l.name) as name, min(l.rarity) as rarity, min(l.price) as floor, count(*)::int as listed
      from listings l
      where l.project_id = ${projectId} and l.state = 'open' and ${saleable}
      group by l.design_key
    ), keys as (
      select design_key from open
      union
      select distinct design_key from listings where project_id = ${projectId} and state = 'sold'
    )
    select k.design_key, coalesce(o.name, last.name) as name, coalesce(o.rarity, last.rarity) as rarity, o.floor::text as floor,
      coalesce(o.listed, 0) as listed, last.sales
    from keys k
    left join open o on o.design_key = k.design_key
    left join lateral (
      select min(x.name) as name, min(x.rarity) as rarity,
        json_agg(json_build_object('price', x.price::text, 'soldAt', x.closed_at) order by x.closed_at desc) as sales
      from (
        select s.name, s.rarity, s.price, s.closed_at from listings s
        where s.project_id = ${projectId} and s.design_key = k.design_key and s.state = 'sold'
        order by s.closed_at desc
        limit ${MARKET_LIMITS.lastSales}
      ) x
    ) last on true
    order by 2, 1
  `)) as unknown as { rows: DesignRow[] };
  return rows;
}
