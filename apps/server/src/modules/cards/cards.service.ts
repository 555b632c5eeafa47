import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { CARD_PAGE_SIZE, DRAW_CREDIT_MESSAGES, FAIRNESS_MESSAGES, HOUSE_PROJECT_SLUG, PROJECT_MESSAGES } from '@arcana/shared';
import type {
  TCard,
  TCardPage,
  TCardProject,
  TClaimRequest,
  TCollectedDesigns,
  TCollectRequest,
  TMarkSeenRequest,
  TMarkSeenResult,
  TMyDraws,
} from '@arcana/shared/schemas';
import { cards } from '../../db/schema.js';
import { conflict, forbidden, notFound, tooManyRequests } from '../../lib/app-error.js';
import { RATE_LIMITED_MESSAGE } from '../../platform/rate-limit/index.js';
import type { Platform } from '../../platform/platform.js';
import type { UserRow } from '../users/index.js';
import type { Draws } from '../draws/index.js';
import { findDrawableCollection, type ActiveVersion } from '../projects/index.js';
import { findCardPage } from './card-page.repo.js';
import { presentCard } from './card.presenter.js';
import { findCard, readHouseProjectOnce } from './card-rows.repo.js';
import { copiesOf } from './card-stacks.repo.js';
import { countCollectedDesigns } from './collected-designs.repo.js';
import { oweMessages } from '../../realtime/kept-messages.js';

export const CARD_MESSAGES = {
  walletNotLinked: 'Connect and link this wallet to your account before collecting',
  requestIdTaken: 'This request id belongs to another collection',
  notYourWallet: 'You can only view the cards of your own wallet',
  cardNotFound: 'Card not found',
} as const;

type Deps = Pick<Platform, 'db' | 'rateLimiter'> & {
  config: Pick<Platform['config'], 'rateLimits'>;
  draws: Draws;
};

/**
 * Request ids already used, answered per window, as a multiple of the draws allowed: a lost answer is
 * retried a few times, while a client that repeats used ids without end would cost a failed draw
 * statement each time.
 */
const RETRIES_PER_DRAW = 10;

export function createCardsService({ db, rateLimiter, config, draws }: Deps) {
  const houseProject = readHouseProjectOnce(db);

  function requireLinkedWallet(user: UserRow, publicKey: string) {
    if (!user.walletPublicKey || user.walletPublicKey !== publicKey) throw forbidden('WALLET_NOT_LINKED', CARD_MESSAGES.walletNotLinked);
  }

  /** The card a request id already drew, if it is this user's; another user's id is a conflict. */
  async function drawnBefore(user: UserRow, requestId: string): Promise<TCard | undefined> {
    // Asked before every claim and nearly always answered no: the card and its project are read only when there is one.
    const [drawn] = await db.select({ id: cards.id, userId: cards.userId }).from(cards).where(eq(cards.requestId, requestId)).limit(1);
    if (!drawn) return undefined;
    if (drawn.userId !== user.id) throw conflict('REQUEST_ID_TAKEN', CARD_MESSAGES.requestIdTaken);
    return (await findCard(db, eq(cards.id, drawn.id)))?.card;
  }

  /**
   * Draws a card for the user (recording the wallet named, if any) from the next link of their seed
   * chain in the project (provably fair, docs/decisions/019, 047), in the one draw of every collection (draws/draws.ts). The request id is
   * unique in the table, so retries of one attempt — even concurrent ones — end with the single card
   * the first draw made, and only that one spent a link. Drawing is limited (a card should reward
   * something; counted with the draw), hearing of a draw is not: when nothing was drawn, a retry of a
   * drawn card is answered that card, past the limit or the draws left. Retries are counted apart: a
   * client repeating used ids without end would cost a failed draw each time.
   */
  async function draw(user: UserRow, input: TClaimRequest, drawsFrom: ActiveVersion | 'house', project: TCardProject): Promise<TCard> {
    const { publicKey = null, requestId, revealed } = input;
    const outcome = await draws.draw({ userId: user.id, publicKey, requestId, revealed, drawsFrom });
    if (typeof outcome === 'object' && 'id' in outcome) return presentCard(outcome, project, outcome.chain);
    if (outcome === 'taken') {
      const { max, windowSeconds } = config.rateLimits.collect;
      await rateLimiter.hit([{ key: `collect-retry:${user.id}`, max: max * RETRIES_PER_DRAW, windowSeconds }]);
    }
    const retried = await drawnBefore(user, input.requestId);
    if (retried) return retried;
    if (outcome === 'taken') throw conflict('REQUEST_ID_TAKEN', CARD_MESSAGES.requestIdTaken);
    if (outcome === 'sold-out') throw conflict('SOLD_OUT', PROJECT_MESSAGES.soldOut);
    if (outcome === 'chain-spent') throw conflict('SEED_CHAIN_EXHAUSTED', FAIRNESS_MESSAGES.chainExhausted);
    if (outcome === 'no-draws') {
      throw conflict(
        'NO_DRAWS_LEFT',
        drawsFrom === 'house' ? DRAW_CREDIT_MESSAGES.noDrawsLeft : DRAW_CREDIT_MESSAGES.noDrawsLeftInCollection,
      );
    }
    throw tooManyRequests('RATE_LIMITED', RATE_LIMITED_MESSAGE, outcome.retryAfterSeconds);
  }

  /** The landing's collect draws from the house collection to the linked wallet (docs/product-rules.md "Projects and odds"). */
  async function collect(user: UserRow, input: TCollectRequest): Promise<TCard> {
    requireLinkedWallet(user, input.publicKey);
    return draw(user, input, 'house', await houseProject());
  }

  return {
    collect,

    /**
     * A card of a published collection (docs/product-rules.md "Draws are earned"), for one of the
     * collector's draws there, drawn from their seed under the collection's version in force, while
     * its project is not suspended and its supply lasts; the house's collection draws as the collect
     * does, on the house's draws. No wallet is needed: the card is the account's. A retry of the
     * attempt answers its card.
     */
    async claim(user: UserRow, collectionId: string, input: TClaimRequest): Promise<TCard> {
      if (input.publicKey !== undefined) requireLinkedWallet(user, input.publicKey);
      const retried = await drawnBefore(user, input.requestId);
      if (retried) return retried;
      const collection = await findDrawableCollection(db, collectionId);
      if (!collection?.drawsFrom) throw notFound('COLLECTION_NOT_FOUND', PROJECT_MESSAGES.collectionNotFound);
      if (collection.suspended) throw forbidden('PROJECT_SUSPENDED', PROJECT_MESSAGES.suspended);
      if (collection.project.slug === HOUSE_PROJECT_SLUG) return draw(user, input, 'house', await houseProject());
      return draw(user, input, collection.drawsFrom, collection.project);
    },

    /** The draws the user has left (docs/product-rules.md "Draws are earned"): the house's, and a published collection's when named. */
    async myDraws(user: UserRow, collectionId?: string): Promise<TMyDraws> {
      const houseCollectionId = await draws.houseCollectionId();
      const [house, project, named] = await Promise.all([
        draws.drawsLeft(user.id, houseCollectionId, true),
        houseProject(),
        collectionId === undefined ? undefined : findDrawableCollection(db, collectionId),
      ]);
      const collections = [
        { collectionId: houseCollectionId, left: house.left, project, nextFreeDrawsAt: house.nextFreeDrawsAt?.toISOString() ?? null },
      ];
      if (named?.drawsFrom && collectionId !== houseCollectionId) {
        const { left } = await draws.drawsLeft(user.id, collectionId!, false);
        collections.push({ collectionId: collectionId!, project: named.project, left, nextFreeDrawsAt: null });
      }
      return { collections };
    },

    /**
     * Which designs of a collection the public sees (published, its project not suspended) the user
     * holds, and how many of each: what its project's page marks as theirs.
     */
    async collected(user: UserRow, collectionId: string): Promise<TCollectedDesigns> {
      const collection = await findDrawableCollection(db, collectionId);
      if (!collection?.drawsFrom || collection.suspended) throw notFound('COLLECTION_NOT_FOUND', PROJECT_MESSAGES.collectionNotFound);
      return countCollectedDesigns(db, user.id, collectionId);
    },

    /** The newest page of the collection, or the one after `cursor` (a larger one is read page by page: card-page.repo). */
    listMine(user: UserRow, cursor: string | undefined): Promise<TCardPage> {
      return findCardPage(db, { userId: user.id }, { sort: 'newest', limit: CARD_PAGE_SIZE, cursor });
    },

    /** One of the owner's cards, however far back in the collection (one spent at the Forge is theirs no longer). */
    async findMine(user: UserRow, cardId: string): Promise<TCard> {
      const found = await findCard(db, and(eq(cards.id, cardId), eq(cards.userId, user.id), isNull(cards.spentAt)));
      if (!found) throw notFound('CARD_NOT_FOUND', CARD_MESSAGES.cardNotFound);
      return found.card;
    },

    /**
     * The owner has now seen these cards (docs/product-rules.md "Cards and collecting"), and their
     * copies when they were seen as stacks: each is marked once, the first time. Ids not theirs, or seen before, change nothing; the answer and the owner's
     * other tabs and devices hear which ones this call marked.
     */
    async markSeen(user: UserRow, { cardIds, withCopies }: TMarkSeenRequest): Promise<TMarkSeenResult> {
      const seenAt = new Date();
      // A stack seen is each of its copies seen (docs/product-rules.md "Inventory").
      const which = withCopies ? or(...cardIds.map((cardId) => copiesOf(cardId, user.id))) : inArray(cards.id, cardIds);
      const result = await db.transaction(async (tx) => {
        const marked = await tx
          .update(cards)
          .set({ seenAt })
          .where(and(eq(cards.userId, user.id), which, isNull(cards.seenAt)))
          .returning({ id: cards.id });
        const seen = { seenAt: seenAt.toISOString(), cardIds: marked.map((row) => row.id) };
        if (seen.cardIds.length > 0) await oweMessages(tx, user.id, [['cardsSeen', seen]]);
        return seen;
      });
      return result;
    },

    /**
     * A wallet's newest cards (a page, then the one after `cursor`): for its owner, only those they
     * collected themselves (a wallet can move from one account to another, and its earlier cards stay
     * with the earlier account); any key's for an admin.
     */
    listByPublicKey(user: UserRow, publicKey: string, cursor: string | undefined): Promise<TCardPage> {
      if (!user.isAdmin && user.walletPublicKey !== publicKey) throw forbidden('NOT_YOUR_WALLET', CARD_MESSAGES.notYourWallet);
      return findCardPage(db, user.isAdmin ? { publicKey } : { userId: user.id, publicKey }, {
        sort: 'newest',
        limit: CARD_PAGE_SIZE,
        cursor,
      });
    },
  };
}
