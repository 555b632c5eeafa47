import { and, desc, eq } from 'drizzle-orm';
import { CARD_PAGE_SIZE } from '@arcana/shared';
import type { TCard } from '@arcana/shared/schemas';
import { cards } from '../../db/schema.js';
import { conflict, forbidden } from '../../lib/app-error.js';
import type { AppDeps } from '../../deps.js';
import type { UserRow } from '../users/users.repo.js';
import { createFairDraws } from '../fairness/fair-draws.js';
import { presentCard } from './card.presenter.js';
import { findCardPage } from './card-page.repo.js';

export const CARD_MESSAGES = {
  walletNotLinked: 'Connect and link this wallet to your account before collecting',
  requestIdTaken: 'This request id belongs to another collection',
  notYourWallet: 'You can only view the cards of your own wallet',
} as const;

type Deps = Pick<AppDeps, 'db' | 'bus'> & { config: Pick<AppDeps['config'], 'encryptionKey'> };

export function createCardsService({ db, bus, config }: Deps) {
  const draws = createFairDraws({ db, config });
  return {
    /**
     * Draws a card for the user's linked wallet from their active seed at its next nonce (provably fair,
     * docs/decisions/019): storing the card and spending the nonce are one statement. The request id is
     * unique in the table, so retries of one attempt — even concurrent ones — end with the single card
     * the first insert made, and only that one spent a nonce.
     */
    async collect(user: UserRow, input: { publicKey: string; requestId: string }): Promise<TCard> {
      if (!user.walletPublicKey || user.walletPublicKey !== input.publicKey)
        throw forbidden('WALLET_NOT_LINKED', CARD_MESSAGES.walletNotLinked);
      const outcome = await draws.draw({ userId: user.id, publicKey: input.publicKey, requestId: input.requestId });
      const inserted = outcome === 'taken' ? undefined : outcome;
      if (inserted) {
        const card = presentCard(inserted);
        await bus.emit('collectibleCollected', { userId: user.id, publicKey: input.publicKey, requestId: input.requestId, card });
        return card;
      }
      const [existing] = await db.select().from(cards).where(eq(cards.requestId, input.requestId)).limit(1);
      if (!existing || existing.userId !== user.id) throw conflict('REQUEST_ID_TAKEN', CARD_MESSAGES.requestIdTaken);
      return presentCard(existing);
    },

    /** The newest page of the collection (a larger one is read page by page: card-page.repo). */
    async listMine(user: UserRow): Promise<TCard[]> {
      return (await findCardPage(db, user.id, { sort: 'newest', limit: CARD_PAGE_SIZE })).cards;
    },

    /**
     * A wallet's newest cards (a page): for its owner, only those they collected themselves (a wallet can move from one
     * account to another, and its earlier cards stay with the earlier account); any key's for an admin.
     */
    async listByPublicKey(user: UserRow, publicKey: string): Promise<TCard[]> {
      if (!user.isAdmin && user.walletPublicKey !== publicKey) throw forbidden('NOT_YOUR_WALLET', CARD_MESSAGES.notYourWallet);
      const ofKey = eq(cards.publicKey, publicKey);
      const rows = await db
        .select()
        .from(cards)
        .where(user.isAdmin ? ofKey : and(ofKey, eq(cards.userId, user.id)))
        .orderBy(desc(cards.collectedAt), desc(cards.id))
        .limit(CARD_PAGE_SIZE);
      return rows.map(presentCard);
    },
  };
}
