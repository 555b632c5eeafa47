import type { Database } from '../../db/client.js';
import { holdKey } from '../../lib/advisory-lock.js';

/**
 * Holds a collector's cards until the transaction ends, across instances (docs/product-rules.md
 * "Crafting"): every transaction that spends a card of theirs or puts one in play takes it first,
 * so two crafts of one card, or a craft and a play of it, go one after the other and the second
 * sees the first's outcome.
 */
export const holdCards = (tx: Database, userId: string): Promise<void> => holdKey(tx, `cards:${userId}`);
