import { sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { badRequest } from './app-error.js';

/**
 * Keyset pagination over (created_at, id), newest first. The cursor carries the last row's key itself
 * (the timestamp as the database wrote it, microseconds kept), so rows inserted or deleted meanwhile
 * never shift, repeat or end a page early.
 */
export interface Key {
  at: string;
  id: string;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/;

export const encodeCursor = ({ at, id }: Key): string => Buffer.from(`${at}|${id}`).toString('base64url');

/** The largest offset from UTC PostgreSQL takes, in minutes (±15:59). */
const MAX_OFFSET_MINUTES = 15 * 60 + 59;

/** A date the database would take: the pattern, a day that exists (no 30 February, no year 0), an offset it knows. */
export function isRealTimestamp(at: string): boolean {
  const match = TIMESTAMP.exec(at);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = at.match(/\d+/g)!.slice(0, 6).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const offset = match[2] === 'Z' ? '+0000' : match[2]!.replace(':', '').padEnd(5, '0');
  const offsetHours = Number(offset.slice(1, 3));
  const offsetMinutes = Number(offset.slice(3, 5));
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return (
    year >= 1 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth &&
    hour < 24 &&
    minute < 60 &&
    second < 60 &&
    offsetMinutes < 60 &&
    offsetHours * 60 + offsetMinutes <= MAX_OFFSET_MINUTES
  );
}

export function decodeCursor(cursor: string): Key {
  const [at = '', id = '', extra] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (extra !== undefined || !isRealTimestamp(at) || !UUID.test(id)) throw badRequest('VALIDATION_ERROR', 'Invalid cursor');
  return { at, id };
}

/** The row's key as text, for the next cursor. */
export const keyText = (at: AnyColumn): SQL<string> => sql<string>`${at}::text`;

/** Rows that come after the key in newest-first order. */
export const after = (at: SQLWrapper, id: SQLWrapper, key: Key): SQL => sql`(${at}, ${id}) < (${key.at}::timestamptz, ${key.id}::uuid)`;

/** A page of `limit` from `limit + 1` rows read, and the cursor of the next page if there is one. */
export function pageOf<T extends { cursorAt: string; id: string }>(rows: T[], limit: number): { page: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null };
}
