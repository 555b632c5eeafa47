import { CARD_TRANSFER_MESSAGES, formatUsdtUnits, MARKET_LIMITS, MARKET_MESSAGES as M, parseListingPrice, saleSplit } from '@arcana/shared';
import type { TCardFace, TListingAnswer, TMarketPage, TMarketQuery, TOwnListing } from '@arcana/shared/schemas';
import type { Platform } from '../../platform/platform.js';
import type { Database } from '../../db/client.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { ClientInfo } from '../../lib/client-info.js';
import { holdCards } from '../draws/index.js';
import { findProject } from '../projects/index.js';
import type { UserRow } from '../users/index.js';
import { cardChecks, refusalOf } from './card-checks.js';
import * as listingsRepo from './listings.repo.js';
import type { CardToTrade } from './trading.repo.js';

/** A listing made or found again, and whether this request made it (else its request id made it before). */
export interface Listed {
  answer: TListingAnswer;
  created: boolean;
}

/** A listing as its seller sees it: what a buyer pays, the creator's share of it and what the seller is paid. */
function presentOwn(row: listingsRepo.ListingRow): TOwnListing {
  const { creatorUnits, sellerUnits } = saleSplit(row.price, row.creatorShareBps);
  return {
    id: row.id,
    price: formatUsdtUnits(row.price),
    creatorShare: formatUsdtUnits(creatorUnits),
    sellerGets: formatUsdtUnits(sellerUnits),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A seller's listing made or cancelled, in the audit trail. */
const auditOf =
  (user: UserRow, client: ClientInfo) => (tx: Database, action: 'listing.create' | 'listing.cancel', row: listingsRepo.ListingRow) =>
    recordAudit(tx, { actorId: user.id, subjectId: user.id, action, meta: { listingId: row.id, cardId: row.cardId }, client });

/**
 * The marketplace (docs/product-rules.md "Marketplace"): a collector lists a card at a fixed price in
 * USDT on its project's market and may cancel at once; anyone reads a project's market. It is open
 * only when the operator opened it (MARKET_ENABLED). A listed card is busy: it is not crafted, played
 * or given until its listing closes.
 */
export function createMarketService({ db, config }: Pick<Platform, 'db' | 'config'>) {
  const { ownCard, tradableTerms, requireMovable } = cardChecks(config);

  function requireOpen() {
    if (!config.marketEnabled) throw forbidden('MARKET_CLOSED', M.closed);
  }

  /**
   * Every refusal listing the card meets, in order: the market closed, what any card leaving its
   * holder meets, then the market's own rules (money-drawn cards, the seller's wallet, the creator's
   * wallet for its share, how many the seller has listed). The card and its terms when none.
   */
  async function requireSellable(executor: Database, user: UserRow, cardId: string, lock = false) {
    requireOpen();
    const { card, terms } = await requireMovable(executor, user, cardId, lock);
    await requireMarketRules(executor, user, card, terms);
    return { card, terms };
  }

  /** The market's own rules, for a card that may leave its holder. */
  async function requireMarketRules(executor: Database, user: UserRow, card: CardToTrade, terms: { creatorShareBps: number }) {
    if (card.moneyDrawn) throw conflict('CARD_MONEY_DRAWN', M.moneyDrawn(card.collection ?? card.projectName));
    if (card.projectSuspended) throw conflict('PROJECT_SUSPENDED', M.projectSuspended(card.projectName));
    if (!user.walletPublicKey) throw conflict('WALLET_NOT_LINKED', M.walletRequired);
    if (terms.creatorShareBps > 0 && !card.payoutWallet) throw conflict('PAYOUT_WALLET_NOT_SET', M.payoutWalletMissing(card.projectName));
    if ((await listingsRepo.countOpenListings(executor, user.id)) >= MARKET_LIMITS.openListingsPerAccount)
      throw conflict('LISTING_LIMIT', M.listingLimit);
  }

  const listedAnswer = (row: listingsRepo.ListingRow): TListingAnswer => ({
    listing: presentOwn(row),
    message: M.listed(row.name, formatUsdtUnits(row.price)),
  });

  async function page(slug: string, query: TMarketQuery & { sort: NonNullable<TMarketQuery['sort']>; page: number }): Promise<TMarketPage> {
    requireOpen();
    const project = await findProject(db, { slug });
    if (!project || project.suspendedAt) throw notFound('PROJECT_NOT_FOUND', M.projectNotFound);
    const [rows, designs] = await Promise.all([listingsRepo.marketPage(db, project.id, query), listingsRepo.marketDesigns(db, project.id)]);
    return {
      project: { slug: project.slug, name: project.name },
      listings: rows.slice(0, MARKET_LIMITS.pageSize).map((row) => ({
        id: row.id,
        cardId: row.card_id,
        card: {
          name: row.name,
          description: row.description,
          image: row.image,
          rarity: row.rarity as TCardFace['rarity'],
          type: row.type as TCardFace['type'],
          power: row.power,
          defense: row.defense,
        },
        design: row.design_key,
        collection: row.collection,
        price: formatUsdtUnits(BigInt(row.price)),
        creatorShare: formatUsdtUnits(saleSplit(BigInt(row.price), Number(row.creator_share_bps)).creatorUnits),
        seller: row.seller,
        listedAt: new Date(row.created_at).toISOString(),
      })),
      hasMore: rows.length > MARKET_LIMITS.pageSize,
      designs: designs.map((row) => ({
        key: row.design_key,
        name: row.name,
        rarity: row.rarity as TCardFace['rarity'],
        floor: row.floor === null ? null : formatUsdtUnits(BigInt(row.floor)),
        listed: Number(row.listed),
        lastSales: (row.sales ?? []).map((sale) => ({
          price: formatUsdtUnits(BigInt(sale.price)),
          soldAt: new Date(sale.soldAt).toISOString(),
        })),
      })),
    };
  }

  return {
    page,

    /** Lists the card at the price, once per request id. */
    async list(user: UserRow, cardId: string, body: { requestId: string; price: string }, client: ClientInfo): Promise<Listed> {
      const audit = auditOf(user, client);
      const before = await listingsRepo.findListingByRequest(db, user.id, body.requestId);
      if (before && before.cardId !== cardId) throw conflict('REQUEST_ID_TAKEN', CARD_TRANSFER_MESSAGES.requestIdTaken);
      if (before) return { answer: listedAnswer(before), created: false };
      const price = parseListingPrice(body.price);
      if ('error' in price) throw badRequest('VALIDATION_ERROR', price.error, 'price');
      const made = await db.transaction(async (tx) => {
        // The seller's plays, crafts, gifts and other listings of their cards go one at a time.
        await holdCards(tx, user.id);
        if (await listingsRepo.findListingByRequest(tx, user.id, body.requestId)) return undefined;
        const { card, terms } = await requireSellable(tx, user, cardId, true);
        const row = await listingsRepo.insertListing(tx, {
          cardId,
          sellerId: user.id,
          projectId: card.projectId,
          collectionId: card.collectionId,
          designKey: card.designKey,
          name: card.name,
          rarity: card.rarity,
          price: price.units,
          creatorShareBps: terms.creatorShareBps,
          requestId: body.requestId,
        });
        if (!row) return undefined;
        await audit(tx, 'listing.create', row);
        return row;
      });
      // Undefined: this request's own retry, from another device at once, listed it under the hold.
      const row = made ?? (await listingsRepo.findListingByRequest(db, user.id, body.requestId))!;
      return { answer: listedAnswer(row), created: made !== undefined };
    },

    /** Cancels the seller's listing of the card at once: it is theirs to use again. */
    async cancel(user: UserRow, cardId: string, client: ClientInfo): Promise<TListingAnswer> {
      const audit = auditOf(user, client);
      await ownCard(db, user, cardId);
      const row = await db.transaction(async (tx) => {
        const cancelled = await listingsRepo.cancelListing(tx, user.id, cardId);
        if (!cancelled) throw notFound('LISTING_NOT_FOUND', M.listingNotFound);
        await audit(tx, 'listing.cancel', cancelled);
        return cancelled;
      });
      return { listing: presentOwn(row), message: M.cancelled(row.name) };
    },

    /**
     * The card's open listing, why it cannot be listed now (null when it can), and the creator's share
     * of a sale. `giving`: why it cannot be given now, as trading read it: a card that cannot leave its
     * holder cannot be listed either, for the same reason, so that is not read twice.
     */
    async cardSale(user: UserRow, cardId: string, giving: { code: string; message: string } | null) {
      const listed = await listingsRepo.findOpenListing(db, cardId);
      if (listed && listed.sellerId === user.id)
        return { listing: presentOwn(listed), selling: null, creatorShareBps: listed.creatorShareBps };
      if (giving && config.marketEnabled) return { listing: null, selling: giving, creatorShareBps: 0 };
      const outcome = await (async () => {
        requireOpen();
        const card = await ownCard(db, user, cardId);
        const terms = tradableTerms(card);
        await requireMarketRules(db, user, card, terms);
        return terms.creatorShareBps;
      })().then(
        (creatorShareBps) => ({ selling: null, creatorShareBps }),
        (refusal: unknown) => ({ selling: refusalOf(refusal), creatorShareBps: 0 }),
      );
      return { listing: null, ...outcome };
    },
  };
}

export type MarketService = ReturnType<typeof createMarketService>;
