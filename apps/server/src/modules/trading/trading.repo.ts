import { HOUSE_PROJECT_SLUG } from '@arcana/shared';
import type { TTradingTerms } from '@arcana/shared/schemas';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cards, cardTransfers, users } from '../../db/schema.js';

export type TransferRow = typeof cardTransfers.$inferSelect;

/** A card as a transfer reads it under its lock: whose, whether spent, since when held, and its own version's trading terms. */
export interface CardToTrade {
  id: string;
  name: string;
  rarity: string;
  userId: string;
  spent: boolean;
  heldSince: Date;
  projectId: string;
  projectSlug: string;
  projectName: string;
  projectSuspended: boolean;
  /** The project's payout wallet: where a sale's creator share goes. */
  payoutWallet: string | null;
  collectionId: string | null;
  collection: string | null;
  /** Its design, or its name when it has none: what the market groups it by. */
  designKey: string;
  /** Its collection grants draws for donations (docs/product-rules.md "Marketplace"). */
  moneyDrawn: boolean;
  /** The terms of the version it was drawn under; null when that version has none. */
  trading: TTradingTerms | null;
}

/**
 * The card with what decides whether it may change hands; `lock`: locked until the transaction ends.
 * A card of no design is one of the catalogue's: the house's.
 */
export async function findCardToTrade(tx: Database, cardId: string, lock: boolean): Promise<CardToTrade | undefined> {
  const { rows } = (await tx.execute(sql`
    select c.id, c.name, c.rarity, c.user_id, c.spent_at is not null as spent, c.collected_at,
      p.id as project_id, p.slug as project_slug, p.name as project_name, p.suspended_at is not null as project_suspended,
      p.payout_wallet, col.id as collection_id, col.name as collection,
      coalesce(c.design_id::text, 'name:' || c.name) as design_key,
      exists (select 1 from earning_rules r where r.collection_id = col.id and r.source = 'donation') as money_drawn,
      (v.canonical::jsonb -> 'trading') as trading
    from cards c
    left join card_designs d on d.id = c.design_id
    left join collections col on col.id = d.collection_id
    join projects p on p.id = coalesce(col.project_id, (select id from projects where slug = ${HOUSE_PROJECT_SLUG}))
    left join odds_versions v on v.hash = c.odds_version_hash
    where c.id = ${cardId}
    ${lock ? sql`for update of c` : sql``}
  `)) as unknown as { rows: Array<Record<string, unknown>> };
  const row = rows[0];
  if (!row) return undefined;
  return {
    id: String(row.id),
    name: String(row.name),
    rarity: String(row.rarity),
    userId: String(row.user_id),
    spent: Boolean(row.spent),
    heldSince: new Date(row.collected_at as string),
    projectId: String(row.project_id),
    projectSlug: String(row.project_slug),
    projectName: String(row.project_name),
    projectSuspended: Boolean(row.project_suspended),
    payoutWallet: row.payout_wallet === null ? null : String(row.payout_wallet),
    collectionId: row.collection_id === null ? null : String(row.collection_id),
    collection: row.collection === null ? null : String(row.collection),
    designKey: String(row.design_key),
    moneyDrawn: Boolean(row.money_drawn),
    trading: (row.trading as TTradingTerms | null) ?? null,
  };
}

/** The account a recipient names: by username (any case), or by its linked wallet. */
export async function findRecipient(db: Database, recipient: string) {
  const [row] = await db
    .select({ id: users.id, username: users.username, walletPublicKey: users.walletPublicKey })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${recipient}) or ${users.walletPublicKey} = ${recipient}`)
    .limit(1);
  return row;
}

/** The recipient's account, kept from being deleted until the transaction ends, with its linked wallet as it is now. */
export async function lockRecipient(tx: Database, userId: string) {
  const [row] = await tx
    .select({ id: users.id, walletPublicKey: users.walletPublicKey })
    .from(users)
    .where(eq(users.id, userId))
    .for('key share');
  return row;
}

export async function findTransferByRequest(db: Database, fromUserId: string, requestId: string): Promise<TransferRow | undefined> {
  const [row] = await db
    .select()
    .from(cardTransfers)
    .where(and(eq(cardTransfers.fromUserId, fromUserId), eq(cardTransfers.requestId, requestId)));
  return row;
}

/** The transfer, or nothing when the giver's request id made one already (another request's, a moment before). */
export async function insertTransfer(tx: Database, transfer: typeof cardTransfers.$inferInsert): Promise<TransferRow | undefined> {
  const [row] = await tx.insert(cardTransfers).values(transfer).onConflictDoNothing().returning();
  return row;
}

/** A card's transfers, oldest first, with the usernames of both sides (null: deleted since). */
export function transfersOf(db: Database, cardId: string) {
  const from = sql<string | null>`(select username from users where id = ${cardTransfers.fromUserId})`;
  const to = sql<string | null>`(select username from users where id = ${cardTransfers.toUserId})`;
  return db
    .select({ transfer: cardTransfers, from, to })
    .from(cardTransfers)
    .where(eq(cardTransfers.cardId, cardId))
    .orderBy(asc(cardTransfers.createdAt), asc(cardTransfers.id));
}

/** Transfers with their card's name and the recipient's username (null: deleted since). */
export function transferViews(db: Database, ids: string[]) {
  return db
    .select({ transfer: cardTransfers, card: cards.name, to: users.username })
    .from(cardTransfers)
    .innerJoin(cards, eq(cards.id, cardTransfers.cardId))
    .leftJoin(users, eq(users.id, cardTransfers.toUserId))
    .where(inArray(cardTransfers.id, ids));
}

/** What a card's history of holders starts from: its current holder and their username, when it was made, and how. */
export async function findCardStart(db: Database, cardId: string) {
  const [row] = await db
    .select({ userId: cards.userId, username: users.username, mintDate: cards.mintDate, origin: cards.origin })
    .from(cards)
    .innerJoin(users, eq(users.id, cards.userId))
    .where(eq(cards.id, cardId));
  return row;
}
