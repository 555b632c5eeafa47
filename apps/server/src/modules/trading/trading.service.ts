import { CARD_TRANSFER_MESSAGES as M, cardTransferStatement, TRADING_LIMITS } from '@arcana/shared';
import type { TCardTrading, TCardTransfer, TCardTransferNonceBody, TWalletNonceResponse, ZCardTransferBody } from '@arcana/shared/schemas';
import type { z } from 'zod';
import type { Platform } from '../../platform/platform.js';
import type { Database } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { ClientInfo } from '../../lib/client-info.js';
import { guessLimits, underGuessLimits } from '../../platform/rate-limit/index.js';
import { recordDomainEvents } from '../../outbox/domain-events.repo.js';
import { oweMessages } from '../../realtime/kept-messages.js';
import { holdCards, moveCard } from '../draws/index.js';
import { oweNotices } from '../notifications/index.js';
import { isUnverified, loadProfile, type UserRow } from '../users/index.js';
import { checkSignedLinkMessage, consumeWalletNonce, issueSignInFields, siteIdentity } from '../wallet/index.js';
import { cardOwners } from './card-owners.js';
import * as repo from './trading.repo.js';
import { cardChecks, refusalOf } from './card-checks.js';

type TransferBody = z.output<typeof ZCardTransferBody>;

/** Names that find no account, per account and address: enough for typos, too few to list who has an account. */
const RECIPIENT_GUESSES = { max: TRADING_LIMITS.recipientGuesses, windowSeconds: TRADING_LIMITS.recipientGuessWindowSeconds };

/** A transfer's answer, and whether this request made it (else its request id made it before). */
export interface Given {
  transfer: TCardTransfer;
  created: boolean;
}

/**
 * Cards changing hands (docs/product-rules.md "Trading"). A transfer is one transaction, once per
 * request id: it holds the giver's cards (their plays and crafts wait), locks the card, checks it is
 * theirs, unspent, not in play and tradable by its own version's terms, spends the wallet's signed
 * nonce, moves the card, and records what follows it: the recipient's notice, both sides' tabs, the
 * webhook and the audit entry.
 */
export function createTradingService({ db, config, rateLimiter }: Pick<Platform, 'db' | 'config' | 'rateLimiter'>) {
  const site = siteIdentity(config.publicUrl);

  const { ownCard, requireMovable } = cardChecks(config);

  /** Every refusal a transfer of the card meets before its recipient is read. */
  const requireGivable = async (executor: Database, user: UserRow, cardId: string, lock = false) =>
    (await requireMovable(executor, user, cardId, lock)).card;

  /** The account the typed recipient names: another one, able to sign in; one not verified yet is not told apart from none. */
  async function recipientOf(user: UserRow, typed: string) {
    const found = await repo.findRecipient(db, typed);
    const profile = found && (await loadProfile(db, { id: found.id }));
    if (!found || !profile || isUnverified(profile)) throw notFound('RECIPIENT_NOT_FOUND', M.recipientNotFound);
    if (found.id === user.id) throw badRequest('TRANSFER_TO_SELF', M.toSelf, 'recipient');
    return found;
  }

  /** The linked wallet's signature of this transfer, checked before the transaction spends its nonce. */
  function requireSignature(user: UserRow, card: { id: string; name: string }, body: TransferBody) {
    if (!user.walletPublicKey) return;
    if (!body.signed) throw badRequest('TRANSFER_SIGNATURE_REQUIRED', M.signatureRequired);
    if (body.signed.publicKey !== user.walletPublicKey) throw badRequest('INVALID_SIGNATURE', M.signatureOtherWallet);
    checkSignedLinkMessage(body.signed, site, Date.now(), cardTransferStatement(card, body.recipient));
  }

  async function answer(transfer: repo.TransferRow): Promise<TCardTransfer> {
    const [row] = await repo.transferViews(db, [transfer.id]);
    const recipient = row?.to ?? '';
    return {
      id: transfer.id,
      card: { id: transfer.cardId, name: row?.card ?? '' },
      recipient: { username: recipient },
      createdAt: transfer.createdAt.toISOString(),
      message: M.transferred(row?.card ?? '', recipient),
    };
  }

  return {
    /** The message the owner's linked wallet signs to give the card to the recipient, with its nonce. */
    async transferNonce(user: UserRow, cardId: string, body: TCardTransferNonceBody): Promise<TWalletNonceResponse> {
      if (!user.walletPublicKey) throw conflict('WALLET_NOT_LINKED', M.walletNotLinked);
      const card = await ownCard(db, user, cardId);
      return issueSignInFields(db, site, user.id, cardTransferStatement(card, body.recipient));
    },

    /** Gives the card to the account the body names, once per request id. */
    async transfer(user: UserRow, cardId: string, body: TransferBody, client: ClientInfo): Promise<Given> {
      const made = async () => {
        const before = await repo.findTransferByRequest(db, user.id, body.requestId);
        if (before && before.cardId !== cardId) throw conflict('REQUEST_ID_TAKEN', M.requestIdTaken);
        return before;
      };
      const before = await made();
      if (before) return { transfer: await answer(before), created: false };
      // Everything that needs no recipient is refused first, so a refusal never tells which accounts exist.
      requireSignature(user, await requireGivable(db, user, cardId), body);
      // Names that find nobody are guesses, counted as a link code's are.
      const found = await underGuessLimits(rateLimiter, guessLimits('card-recipient', RECIPIENT_GUESSES, user.id, client.ip), () =>
        recipientOf(user, body.recipient),
      );
      const transfer = await db.transaction(async (tx) => {
        await holdCards(tx, user.id);
        // The same request from another device, a moment before: its transfer is the answer.
        if (await repo.findTransferByRequest(tx, user.id, body.requestId)) return undefined;
        const card = await requireGivable(tx, user, cardId, true);
        const recipient = await repo.lockRecipient(tx, found.id);
        if (!recipient) throw notFound('RECIPIENT_NOT_FOUND', M.recipientNotFound);
        const row = await repo.insertTransfer(tx, { cardId, fromUserId: user.id, toUserId: recipient.id, requestId: body.requestId });
        if (!row) return undefined;
        if (body.signed) await consumeWalletNonce(tx, user.id, body.signed.nonce);
        if (!(await moveCard(tx, { cardId, fromUserId: user.id, toUserId: recipient.id, toPublicKey: recipient.walletPublicKey })))
          throw notFound('CARD_NOT_FOUND', M.cardNotFound);
        const moved = { transferId: row.id, cardId };
        await oweNotices(tx, [
          {
            userId: recipient.id,
            notice: {
              type: 'collectible_received',
              title: M.receivedTitle,
              message: M.received(user.username, card.name, card.rarity),
              redirectUrl: '/inventory',
            },
          },
        ]);
        await oweMessages(tx, user.id, [['cardTransferred', { ...moved, received: false }]]);
        await oweMessages(tx, recipient.id, [['cardTransferred', { ...moved, received: true }]]);
        await recordDomainEvents(tx, [
          { type: 'card.transferred', userId: recipient.id, subject: { transferId: row.id }, requestId: body.requestId },
        ]);
        await recordAudit(tx, { actorId: user.id, subjectId: recipient.id, action: 'card.transfer', meta: moved, client });
        return row;
      });
      return { transfer: await answer(transfer ?? (await made())!), created: transfer !== undefined };
    },

    /**
     * The card's holders, for whoever holds it now, and why it cannot be given now: the refusal a
     * transfer would meet before its recipient is read, so the panel says it before anyone is asked.
     */
    async card(user: UserRow, cardId: string): Promise<Pick<TCardTrading, 'owners' | 'giving'>> {
      const owned = await cardOwners(db, cardId, { names: 'all' });
      if (!owned || owned.holderId !== user.id) throw notFound('CARD_NOT_FOUND', M.cardNotFound);
      const giving = await requireGivable(db, user, cardId).then(() => null, refusalOf);
      return { owners: owned.owners, giving };
    },
  };
}

export type TradingService = ReturnType<typeof createTradingService>;
