import { DAY_MS } from '../../lib/sweep.js';
import type { Database } from '../../db/client.js';
import { credentialsChangedAt, type UserRow } from '../users/index.js';

/**
 * The day the account's trade hold ends (docs/product-rules.md "Trading"), or null when it has none:
 * `days` after it was made or its password, e-mail or two-factor last changed, whichever is later. It
 * keeps a stolen or brand-new account from emptying itself of cards at once.
 */
export async function tradeHoldEnds(db: Database, user: Pick<UserRow, 'id' | 'createdAt'>, days: number): Promise<Date | null> {
  if (days === 0) return null;
  const changed = await credentialsChangedAt(db, user.id);
  const ends = new Date(Math.max(user.createdAt.getTime(), changed?.getTime() ?? 0) + days * DAY_MS);
  return ends.getTime() > Date.now() ? ends : null;
}
