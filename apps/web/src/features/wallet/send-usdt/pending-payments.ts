/**
 * Payments Phantom has sent whose signature the server may not have heard yet (docs/product-rules.md
 * "Wallet"): kept in this browser until the server answers a confirm of them, so a payment whose
 * confirm never arrived (the network dropped, the tab closed) is confirmed on the next visit and its
 * effect (a purchase's card) follows.
 */
const KEY = 'arcana.sentPayments';

export interface SentPayment {
  /** The account that sent it: another signed in on this browser neither resends it nor forgets it. */
  userId: string;
  transferId: string;
  signature: string;
}

function read(): SentPayment[] {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(kept) ? (kept as SentPayment[]) : [];
  } catch {
    return [];
  }
}

const write = (payments: SentPayment[]) => localStorage.setItem(KEY, JSON.stringify(payments));

export const sentPayments = {
  of: (userId: string) => read().filter((one) => one.userId === userId),
  keep: (payment: SentPayment) => write([...read().filter((one) => one.transferId !== payment.transferId), payment]),
  /** The server answered a confirm of it: it knows the signature, and settles it from here on. */
  heard: (transferId: string) => write(read().filter((one) => one.transferId !== transferId)),
};
