import { asc, desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { RARITY_SORT_WEIGHT, textFault } from '@arcana/shared';
import type { TInventorySort } from '@arcana/shared/schemas';
import { cards } from '../../db/schema.js';
import { badRequest } from '../../lib/app-error.js';
import { after as newestFirstAfter, isRealTimestamp, UUID } from '../../lib/keyset-cursor.js';

/** What a page is put in order by: a card's columns, or a stack's (its newest copy's place). */
export interface SortKey {
  weight: SQLWrapper;
  name: SQLWrapper;
  at: SQLWrapper;
  id: SQLWrapper;
}

export const CARD_SORT_KEY: SortKey = { weight: cards.rarityWeight, name: cards.name, at: cards.collectedAt, id: cards.id };

/** Names compare byte by byte on every database (and so do cursors), whatever its default collation. */
const byBytes = (name: SQLWrapper) => sql<string>`${name} collate "C"`;

/**
 * Every sort ends on (collected_at desc, id desc), so two cards never tie and a cursor names one place:
 * rarity is weight down then name, as in the web's sort, newest first among equals.
 */
export function orderOf(sort: TInventorySort, { weight, name, at, id }: SortKey): SQL[] {
  const newest = [desc(at), desc(id)];
  if (sort === 'newest') return newest;
  if (sort === 'name') return [asc(byBytes(name)), ...newest];
  return [desc(weight), asc(byBytes(name)), ...newest];
}

/** The last card's place in its sort: [weight?, name?, collected_at as the database wrote it, id]. */
export type Place = Array<string | number>;

/**
 * A cursor names its sort, and whether its pages are stacked: a stacked page's place is its stack's
 * newest copy, which a page of each card would read as another place.
 */
export const cursorTag = (sort: TInventorySort, stacked: boolean) => (stacked ? `${sort} stacked` : sort);

export const encodeCursor = (tag: string, place: Place) => Buffer.from(JSON.stringify([tag, ...place])).toString('base64url');

export function decodeCursor(sort: TInventorySort, tag: string, cursor: string): Place {
  const invalid = () => badRequest('VALIDATION_ERROR', 'Invalid cursor');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const shape = { newest: ['string', 'string'], rarity: ['number', 'string', 'string', 'string'], name: ['string', 'string', 'string'] }[
    sort
  ];
  if (!Array.isArray(parsed) || parsed[0] !== tag || parsed.length !== shape.length + 1) throw invalid();
  const place = parsed.slice(1) as Place;
  if (place.some((value, i) => typeof value !== shape[i])) throw invalid();
  const [at, id] = place.slice(-2) as [string, string];
  if (!isRealTimestamp(at) || !UUID.test(id)) throw invalid();
  // What the database compares: a weight it can hold as the sort's own, a name it can take as text.
  if (sort === 'rarity' && !Object.values(RARITY_SORT_WEIGHT).includes(place[0] as 1)) throw invalid();
  if (place.some((value) => typeof value === 'string' && textFault(value))) throw invalid();
  return place;
}

/** What comes after `place` in the sort's order. */
export function after(sort: TInventorySort, place: Place, key: SortKey): SQL {
  const [at, id] = place.slice(-2) as [string, string];
  const older = newestFirstAfter(key.at, key.id, { at, id });
  if (sort === 'newest') return older;
  const name = String(place[sort === 'rarity' ? 1 : 0]);
  const nameKey = byBytes(key.name);
  const byName = sql`(${nameKey} > ${name} collate "C" or (${nameKey} = ${name} collate "C" and ${older}))`;
  if (sort === 'name') return byName;
  const weight = Number(place[0]);
  return sql`(${key.weight} < ${weight} or (${key.weight} = ${weight} and ${byName}))`;
}
