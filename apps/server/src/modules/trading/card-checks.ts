import { CARD_TRANSFER_MESSAGES as M, MARKET_MESSAGES, tradingTermsIn } from '@arcana/shared';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { AppError, conflict, forbidden, notFound } from '../../lib/app-error.js';
import { DAY_MS } from '../../lib/sweep.js';
import { busyCards } from '../draws/index.js';
import type { UserRow } from '../users/index.js';
import * as repo from './trading.repo.js';
import { tradeHoldEnds } from './trade-hold.js';

/** A refusal's code and words, for a panel that says it before anyone asks; anything else is thrown on. */
export function refusalOf(refusal: unknown) {
  if (!(refusal instanceof AppError)) throw refusal;
  return { code: refusal.code, message: refusal.message };
}

/**
 * What a card must be to leave its holder, given or sold (docs/product-rules.md "Trading"), each
 * check the refusal a person is told: whose it is, its terms and days held, whether something holds
 * it (a play, a listing), and the account's trade hold.
 */
export function cardChecks(config: Pick<Config, 'tradeHoldDays'>) {
  /** The card, the user's and unspent, or the refusal; `lock`: in a transaction, held until it ends. */
  async function ownCard(executor: Database, user: UserRow, cardId: string, lock = false) {
    const card = await repo.findCardToTrade(executor, cardId, lock);
    if (!card || card.userId !== user.id) throw notFound('CARD_NOT_FOUND', M.cardNotFound);
    if (card.spent) throw conflict('CARD_CONSUMED', M.cardSpent);
    return card;
  }

  /** Its terms, under the version it was drawn by, or the refusal of a card its version keeps or one not held long enough yet. */
  function tradableTerms(card: repo.CardToTrade) {
    const terms = tradingTermsIn(card.projectSlug, { trading: card.trading ?? undefined });
    if (!terms || terms.tradable === 'never') throw conflict('CARD_NOT_TRADABLE', M.notTradable(card.collection ?? 'this collection'));
    if (terms.tradable === 'held') {
      const from = new Date(card.heldSince.getTime() + terms.heldDays! * DAY_MS);
      if (from.getTime() > Date.now()) throw conflict('CARD_TRADE_LOCKED', M.heldUntil(from));
    }
    return terms;
  }

  async function requireNotBusy(executor: Database, cardId: string) {
    const busy = (await busyCards(executor, [cardId])).get(cardId);
    if (busy === 'in_play') throw conflict('CARD_IN_PLAY', M.cardInPlay);
    if (busy === 'listed') throw conflict('CARD_LISTED', MARKET_MESSAGES.cardListed);
  }

  /** Refuses while the account is on its trade hold. */
  async function requireNoHold(executor: Database, user: UserRow) {
    const holdEnds = await tradeHoldEnds(executor, user, config.tradeHoldDays);
    if (holdEnds) throw forbidden('TRADE_HOLD', M.tradeHold(holdEnds, config.tradeHoldDays));
  }

  /**
   * Every refusal the card meets leaving its holder, in the order it meets them: whose it is, its
   * terms and days held, a play or a listing, the account's trade hold. Its terms when none.
   */
  async function requireMovable(executor: Database, user: UserRow, cardId: string, lock = false) {
    const card = await ownCard(executor, user, cardId, lock);
    const terms = tradableTerms(card);
    await requireNotBusy(executor, cardId);
    await requireNoHold(executor, user);
    return { card, terms };
  }

  return { ownCard, tradableTerms, requireMovable };
}
