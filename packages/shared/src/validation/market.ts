import { USDT_DECIMALS } from '../constants.js';
import { formatUsdtUnits, parseUsdtAmount } from './transfer.js';

/** A whole USDT in the mint's base units. */
const USDT = 10n ** BigInt(USDT_DECIMALS);

/**
 * The marketplace's bounds (docs/product-rules.md "Marketplace"): prices in whole cents of a USDT,
 * from one USDT (below it the network's fee is a large part of the price) to ten thousand; a few
 * open listings per account, so a flood of listings never buries everyone else's.
 */
export const MARKET_LIMITS = {
  priceMinUnits: USDT,
  priceMaxUnits: 10_000n * USDT,
  /** A price's smallest step: a cent. */
  priceStepUnits: USDT / 100n,
  openListingsPerAccount: 20,
  /** Listings on one page of a project's market. */
  pageSize: 24,
  /** Listings one buyer holds reserved at once: enough to buy a few, too few to hold a market still. */
  reservationsPerBuyer: 3,
  /** A design's last sales shown beside its floor. */
  lastSales: 3,
  /** The longest search a market page takes. */
  searchMax: 64,
  /** The longest design key a market page is filtered by: a design's id, or 'name:' and a card's name. */
  designKeyMax: 80,
} as const;

/** How a market's listings can be ordered. */
export const MARKET_SORTS = ['price_asc', 'price_desc', 'newest', 'oldest'] as const;
export type TMarketSort = (typeof MARKET_SORTS)[number];

export const MARKET_SORT_LABELS: Record<TMarketSort, string> = {
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  newest: 'Newest',
  oldest: 'Oldest',
};

/**
 * A few cards by name, each name once with how many share it ('Ember Fox ×3'), then how many cards
 * more: a notice stays short however many it counts.
 */
function someCards(names: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  const named = [...counts].slice(0, 3);
  const more = names.length - named.reduce((sum, [, count]) => sum + count, 0);
  const parts = named.map(([name, count]) => (count > 1 ? `${name} ×${count}` : name));
  return new Intl.ListFormat('en', { type: 'conjunction' }).format(more > 0 ? [...parts, `${more} more`] : parts);
}

export const MARKET_MESSAGES = {
  closed: 'The marketplace is not open on this server: cards can be given, not sold',
  priceRange: `A price is from ${formatUsdtUnits(MARKET_LIMITS.priceMinUnits)} to ${formatUsdtUnits(MARKET_LIMITS.priceMaxUnits)} USDT, in cents`,
  walletRequired: 'Link a wallet first: a sale pays the seller’s linked wallet',
  moneyDrawn: (collection: string) =>
    `Cards of ${collection} are drawn with donations, so they cannot be sold for money. They can still be given.`,
  payoutWalletMissing: (project: string) => `${project} has no payout wallet for its share of sales yet, so its cards cannot be sold`,
  cardListed: 'This card is listed on the marketplace: cancel its listing first',
  listingLimit: `You have ${MARKET_LIMITS.openListingsPerAccount} cards listed, the most at once: cancel one or wait for a sale`,
  listingNotFound: 'This listing was sold or cancelled',
  sellerUnpaid: 'This card cannot be bought now: its seller has no wallet to be paid to',
  projectNotFound: 'Project not found',
  projectSuspended: (project: string) => `${project} is suspended: its cards cannot be sold until it is restored`,
  listed: (card: string, price: string) => `${card} is listed at ${price} USDT`,
  ownListing: 'This is your own listing: cancel it from the card instead',
  reserved: 'Someone is buying this card: try again in two minutes',
  reservationLimit: `You hold ${MARKET_LIMITS.reservationsPerBuyer} cards reserved: pay for one or wait two minutes`,
  withdrawn: 'This listing was withdrawn: its seller’s account changed since it was listed',
  reservationNotFound: 'Reservation not found',
  boughtTitle: 'Card bought',
  bought: (card: string, price: string) => `You bought ${card} for ${price} USDT.`,
  soldTitle: 'Card sold',
  sold: (buyer: string, card: string, price: string, paid: string) =>
    `${buyer} bought ${card} for ${price} USDT: ${paid} USDT was paid to your wallet.`,
  lateTitle: 'Paid after the listing closed',
  late: (card: string, price: string) =>
    `${card} was no longer for sale when your payment of ${price} USDT was confirmed. Whoever it paid is asked to refund you.`,
  paidTwice: (card: string, price: string) =>
    `You paid for ${card} a second time: it is yours, and whoever the second payment of ${price} USDT reached is asked to refund you.`,
  refundTitle: 'Refund owed',
  refund: (buyer: string, card: string, owed: string, wallet: string, signature: string) =>
    `${buyer} paid for ${card} after it was no longer for sale. Send the ${owed} USDT you received back to ${wallet} (their payment: ${signature}).`,
  cancelled: (card: string) => `${card} is no longer listed`,
  withdrawnTitle: (count: number) => (count === 1 ? 'Listing withdrawn' : 'Listings withdrawn'),
  withdrawnForAccount: (cards: readonly string[]) =>
    `${someCards(cards)} left the marketplace: your password, e-mail, two-factor or wallet changed since ${cards.length === 1 ? 'it was' : 'they were'} listed. If that was you, list ${cards.length === 1 ? 'it' : 'them'} again once your trade hold ends.`,
  withdrawnForDonations: (cards: readonly string[], collection: string) =>
    `${someCards(cards)} left the marketplace: ${collection} now draws cards for donations, so its cards cannot be sold for money. ${cards.length === 1 ? 'It' : 'They'} can still be given.`,
} as const;

/** The listing price the text names, in base units, or the words saying why it is no price. */
export function parseListingPrice(text: string): { units: bigint } | { error: string } {
  const parsed = parseUsdtAmount(text);
  if ('error' in parsed) return parsed;
  const { units } = parsed;
  if (units < MARKET_LIMITS.priceMinUnits || units > MARKET_LIMITS.priceMaxUnits || units % MARKET_LIMITS.priceStepUnits !== 0n)
    return { error: MARKET_MESSAGES.priceRange };
  return { units };
}

/** The creator's share of a price, rounded down to a base unit, and what the seller is paid. */
export function saleSplit(priceUnits: bigint, creatorShareBps: number): { creatorUnits: bigint; sellerUnits: bigint } {
  const creatorUnits = (priceUnits * BigInt(creatorShareBps)) / 10_000n;
  return { creatorUnits, sellerUnits: priceUnits - creatorUnits };
}
