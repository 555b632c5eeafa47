import pLimit, { type LimitFunction } from 'p-limit';

/**
 * Reads of many rows at once (a page of 200 cards) that run together across the instance. Each one
 * holds the database and then the event loop (the answer's ~100 KB) for a few milliseconds: thirty at
 * once would make every other request wait behind all of them. Two keep both cores busy.
 */
const AT_ONCE = 2;

export type HeavyReads = <T>(accountId: string, read: () => Promise<T>) => Promise<T>;

/**
 * Runs heavy reads a few at a time, and one account's one at a time: a collector whose tabs ask for
 * thirty pages waits behind their own, not in front of everyone else, whose sign-in checks and pages
 * go on meanwhile.
 */
export function createHeavyReads(atOnce = AT_ONCE): HeavyReads {
  const shared = pLimit(atOnce);
  const perAccount = new Map<string, LimitFunction>();
  return async (accountId, read) => {
    let own = perAccount.get(accountId);
    if (!own) {
      own = pLimit(1);
      perAccount.set(accountId, own);
    }
    try {
      return await own(() => shared(read));
    } finally {
      if (own.activeCount === 0 && own.pendingCount === 0) perAccount.delete(accountId);
    }
  };
}
