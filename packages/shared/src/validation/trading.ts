import { HOUSE_PROJECT_SLUG, PRODUCT_NAME } from '../constants.js';

/**
 * Whether a collection's cards change hands (docs/product-rules.md "Trading"): always, never, or once
 * their holder has kept them some days.
 */
export const TRADABILITY = ['always', 'never', 'held'] as const;
export type TTradability = (typeof TRADABILITY)[number];

export const TRADING_LIMITS = {
  /** Days a card must be held before it can be given or sold, when its terms say so. */
  heldDaysMin: 1,
  heldDaysMax: 365,
  /** The creator's share of a sale, in basis points (hundredths of a percent): 0 to 10 %. */
  creatorShareMaxBps: 1_000,
  /** Recipients named that find no account, per account and address in a window, before a wait. */
  recipientGuesses: 10,
  recipientGuessWindowSeconds: 600,
} as const;

/** A share in basis points as a percent: 250 → '2.5 %'. */
export const sharePercent = (bps: number) => `${Number((bps / 100).toFixed(2))} %`;

export const TRADING_MESSAGES = {
  heldDays: `Days held is a whole number from ${TRADING_LIMITS.heldDaysMin} to ${TRADING_LIMITS.heldDaysMax}`,
  heldDaysOnlyHeld: 'Days held is for cards tradable once held, and only for them',
  creatorShare: `The creator’s share is from 0 to ${sharePercent(TRADING_LIMITS.creatorShareMaxBps)}, in steps of 0.01 %`,
} as const;

/** The terms of the house's cards: they change hands freely, and nobody takes a share. */
export const HOUSE_TRADING_TERMS = { tradable: 'always', heldDays: null, creatorShareBps: 0 } as const;

/** A project's cards' terms, under its version: the house's are always its own; a creator's, its version's (none: never). */
export const tradingTermsIn = <T>(projectSlug: string, version: { trading?: T }) =>
  projectSlug === HOUSE_PROJECT_SLUG ? HOUSE_TRADING_TERMS : (version.trading ?? null);

/** The terms a creator starts from when they open trading: tradable at once, no share. */
export const DEFAULT_TRADING_TERMS = HOUSE_TRADING_TERMS;

/**
 * A collection's trading terms in words, as the creator's page, its review and its project's page say
 * them; none: never tradable. 'Tradable once held 30 days. The creator takes 2.5 % of each sale.'
 */
export function tradingWords(terms: { tradable: TTradability; heldDays: number | null; creatorShareBps: number } | null): string {
  const when =
    !terms || terms.tradable === 'never'
      ? 'Never tradable: a card stays with the account that collected it'
      : terms.tradable === 'always'
        ? 'Tradable at once'
        : `Tradable once held ${terms.heldDays} ${terms.heldDays === 1 ? 'day' : 'days'}`;
  const share =
    !terms || terms.tradable === 'never'
      ? null
      : terms.creatorShareBps > 0
        ? `The creator takes ${sharePercent(terms.creatorShareBps)} of each sale`
        : 'No share of sales to the creator';
  return share ? `${when}. ${share}.` : `${when}.`;
}

/**
 * The trade hold (docs/product-rules.md "Trading"): a new account, or one whose password, e-mail,
 * two-factor or wallet changed, waits this many days before it gives or sells a card; the operator may
 * choose another (TRADE_HOLD_DAYS).
 */
export const TRADE_HOLD_DAYS_DEFAULT = 7;

/** A day as the refusals write it, as the app writes days: 'December 3, 2026', in UTC so the server and every browser agree. */
const dayText = (at: Date) => at.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export const CARD_TRANSFER_MESSAGES = {
  recipientRequired: 'Enter a username or a wallet address',
  recipientInvalid: 'Enter a username or a Solana wallet address',
  recipientNotFound: `No ${PRODUCT_NAME} account has that username or linked wallet`,
  toSelf: 'This card is yours already: name another account',
  cardNotFound: 'Card not found',
  cardSpent: 'This card was spent at the Forge',
  cardInPlay: 'This card is being played on stream: it can change hands once its play is over',
  notTradable: (collection: string) => `Cards of ${collection} stay with the account that collected them`,
  heldUntil: (at: Date) => `This card can change hands from ${dayText(at)}: its collection asks that it be held until then`,
  tradeHold: (at: Date, days: number) =>
    `Your account can give or sell cards from ${dayText(at)}. New accounts, and accounts whose password, e-mail, two-factor or wallet changed, wait ${days} days.`,
  signatureRequired: 'Sign the transfer with your linked wallet',
  signatureOtherWallet: 'Sign with the wallet linked to your account',
  requestIdTaken: 'This request id was used for another card',
  transferred: (card: string, recipient: string) => `${card} is now ${recipient}'s`,
  receivedTitle: 'Card received',
  received: (giver: string, card: string, rarity: string) => `${giver} gave you ${card} (${rarity}).`,
  walletNotLinked: 'Only an account with a linked wallet signs its transfers',
} as const;

/**
 * What the owner's linked wallet signs to give a card (docs/product-rules.md "Trading"): it names
 * the card and the recipient as typed, so a signature gives only that card to only that account.
 */
export const cardTransferStatement = (card: { id: string; name: string }, recipient: string) =>
  `Give ${card.name} (card ${card.id}) to ${recipient} on ${PRODUCT_NAME}`;
