import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import { API_GRANT_LIMITS, IDEMPOTENCY_HEADER, INTEGRATOR_MESSAGES } from '@arcana/shared';
import type { Database } from '../../db/client.js';
import { idempotentRequests } from '../../db/schema.js';
import { AppError, badRequest } from '../../lib/app-error.js';
import { ago, deleteWhere, HOUR_MS, type SweepRule } from '../../lib/sweep.js';
import type { RequestApiKey } from './api-key-guard.js';

/** Printable ASCII: what a header carries without doubt. */
const KEY_TEXT = new RegExp(`^[\\x21-\\x7e]{1,${API_GRANT_LIMITS.idempotencyKeyMax}}$`);

/** JSON with its keys in one order, so the same body written another way hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** The write's Idempotency-Key and what it asks: the operation and its body. */
export interface IdempotentWrite {
  key: string;
  requestHash: string;
}

/** 400 without a usable Idempotency-Key: every write of the API a game's server calls takes one. */
export function idempotentWriteOf(request: FastifyRequest): IdempotentWrite {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (typeof key !== 'string' || !KEY_TEXT.test(key)) throw badRequest('IDEMPOTENCY_KEY_REQUIRED', INTEGRATOR_MESSAGES.idempotencyKey);
  const requestHash = createHash('sha256')
    .update(`${request.method} ${request.routeOptions.url}\n${canonical(request.body ?? null)}`)
    .digest('hex');
  return { key, requestHash };
}

export interface Answer<T> {
  status: number;
  body: T;
  /** A retry: the answer kept from the first time. */
  replayed: boolean;
}

/** A write's key, as its project and mode keep it. */
export interface KeyedWrite {
  projectId: string;
  mode: string;
  write: IdempotentWrite;
}

/**
 * What a key claimed for a write comes to: the write acts (claimed), or it is a retry and its first
 * answer is replayed, or the key was used for another body (422). A key named twice in one batch is
 * claimed by its first write; the later ones wait for that one's answer (`sameAs`).
 */
export type Claim<T> =
  { claimed: true } | { claimed: false; answer: Answer<T> } | { claimed: false; refused: AppError } | { claimed: false; sameAs: number };

const rowKey = (projectId: string, mode: string, key: string) => `${projectId} ${mode} ${key}`;
const keyOf = ({ projectId, mode, write }: KeyedWrite) => rowKey(projectId, mode, write.key);
const KEPT_KEY = { projectId: idempotentRequests.projectId, mode: idempotentRequests.mode, key: idempotentRequests.key };

/** 422: the key was sent before with another body. */
export const keyReused = () => new AppError('IDEMPOTENCY_KEY_REUSED', 422, INTEGRATOR_MESSAGES.idempotencyReused);
const kept = ({ projectId, mode, write }: KeyedWrite) =>
  and(eq(idempotentRequests.projectId, projectId), eq(idempotentRequests.mode, mode), eq(idempotentRequests.key, write.key));
const keptAny = (writes: KeyedWrite[]) => or(...writes.map(kept));

/**
 * Claims the writes' keys in the caller's transaction (docs/decisions/037), in one order whoever
 * claims them, so two batches claiming the same keys take turns rather than deadlock: a key another
 * transaction holds is waited for, then read. A key whose answer is older than its day is free again.
 */
export async function claimKeys<T>(tx: Database, writes: KeyedWrite[]): Promise<Array<Claim<T>>> {
  const firstOf = new Map<string, number>();
  writes.forEach((keyed, i) => firstOf.has(keyOf(keyed)) || firstOf.set(keyOf(keyed), i));
  const distinct = [...firstOf.values()].map((i) => writes[i]!).sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : 1));
  const claimed = new Set<string>();
  const claim = async (some: KeyedWrite[]) => {
    if (some.length === 0) return;
    const rows = await tx
      .insert(idempotentRequests)
      .values(
        some.map(({ projectId, mode, write }) => ({
          projectId,
          mode,
          key: write.key,
          requestHash: write.requestHash,
          status: 0,
          body: {},
        })),
      )
      .onConflictDoNothing()
      .returning(KEPT_KEY);
    rows.forEach(({ projectId, mode, key }) => claimed.add(rowKey(projectId, mode, key)));
  };
  await claim(distinct);
  const taken = distinct.filter((keyed) => !claimed.has(keyOf(keyed)));
  if (taken.length > 0) {
    const stale = await tx
      .delete(idempotentRequests)
      .where(and(keptAny(taken), lt(idempotentRequests.createdAt, ago(API_GRANT_LIMITS.idempotencyHours * HOUR_MS))))
      .returning(KEPT_KEY);
    const freed = new Set(stale.map(({ projectId, mode, key }) => rowKey(projectId, mode, key)));
    await claim(taken.filter((keyed) => freed.has(keyOf(keyed))));
  }
  const earlier = taken.some((keyed) => !claimed.has(keyOf(keyed)))
    ? await tx
        .select()
        .from(idempotentRequests)
        .where(keptAny(taken.filter((keyed) => !claimed.has(keyOf(keyed)))))
    : [];
  const answerOf = new Map(earlier.map((row) => [rowKey(row.projectId, row.mode, row.key), row]));
  return writes.map((keyed, i): Claim<T> => {
    const first = firstOf.get(keyOf(keyed))!;
    if (first !== i) return { claimed: false, sameAs: first };
    if (claimed.has(keyOf(keyed))) return { claimed: true };
    const row = answerOf.get(keyOf(keyed));
    if (!row) throw new Error('an idempotency key vanished while it was claimed');
    if (row.requestHash !== keyed.write.requestHash) return { claimed: false, refused: keyReused() };
    return { claimed: false, answer: { status: row.status, body: row.body as T, replayed: true } };
  });
}

/** Keeps the answers of the writes that acted, with their keys, in one statement. */
export async function keepAnswers(tx: Database, answers: Array<KeyedWrite & { status: number; body: unknown }>): Promise<void> {
  if (answers.length === 0) return;
  const rows = sql.join(
    answers.map(
      ({ projectId, mode, write, status, body }) =>
        sql`(${projectId}::uuid, ${mode}, ${write.key}, ${status}::integer, ${JSON.stringify(body)}::jsonb)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update idempotent_requests r set status = a.status, body = a.body
    from (values ${rows}) as a(project_id, mode, key, status, body)
    where r.project_id = a.project_id and r.mode = a.mode and r.key = a.key
  `);
}

/** Lets go of keys claimed by writes that were refused: a retry acts afresh, as after a rollback. */
export async function releaseKeys(tx: Database, writes: KeyedWrite[]): Promise<void> {
  if (writes.length > 0) await tx.delete(idempotentRequests).where(keptAny(writes));
}

/**
 * Acts once per Idempotency-Key of the project and mode (docs/decisions/037): the key is claimed in
 * the transaction that acts and keeps the answer, so a concurrent retry waits on it and then reads
 * that answer; the same key with another body is a 422. An act that throws keeps nothing: a retry
 * acts afresh. Answers are kept for API_GRANT_LIMITS.idempotencyHours.
 */
export async function once<T>(
  db: Database,
  apiKey: RequestApiKey,
  write: IdempotentWrite,
  act: (tx: Database) => Promise<{ status: number; body: T }>,
): Promise<Answer<T>> {
  const keyed = { projectId: apiKey.projectId, mode: apiKey.mode, write };
  return db.transaction(async (tx) => {
    const [claim] = await claimKeys<T>(tx, [keyed]);
    if ('answer' in claim!) return claim.answer;
    if ('refused' in claim!) throw claim.refused;
    const answer = await act(tx);
    await keepAnswers(tx, [{ ...keyed, ...answer }]);
    return { ...answer, replayed: false };
  });
}

/** Sends an answer as first given; a retry's says so (Idempotent-Replayed). */
export function sendAnswer<T>(reply: FastifyReply, answer: Answer<T>) {
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(answer.status).send(answer.body);
}

export const sweepIdempotentRequests: SweepRule = (tx) =>
  deleteWhere(tx, idempotentRequests, lt(idempotentRequests.createdAt, ago(API_GRANT_LIMITS.idempotencyHours * HOUR_MS)));
