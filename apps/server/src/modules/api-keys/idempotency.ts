import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, lt } from 'drizzle-orm';
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

const kept = (projectId: string, mode: string, key: string) =>
  and(eq(idempotentRequests.projectId, projectId), eq(idempotentRequests.mode, mode), eq(idempotentRequests.key, key));

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
  const { projectId, mode } = apiKey;
  return db.transaction(async (tx) => {
    const claim = () =>
      tx
        .insert(idempotentRequests)
        .values({ projectId, mode, key: write.key, requestHash: write.requestHash, status: 0, body: {} })
        .onConflictDoNothing()
        .returning({ key: idempotentRequests.key });
    let claimed = await claim();
    // Taken by an answer older than its day: the key is free again.
    if (claimed.length === 0) {
      const stale = await tx
        .delete(idempotentRequests)
        .where(and(kept(projectId, mode, write.key), lt(idempotentRequests.createdAt, ago(API_GRANT_LIMITS.idempotencyHours * HOUR_MS))))
        .returning({ key: idempotentRequests.key });
      if (stale.length > 0) claimed = await claim();
    }
    if (claimed.length === 0) {
      const [earlier] = await tx
        .select()
        .from(idempotentRequests)
        .where(kept(projectId, mode, write.key));
      if (!earlier) throw new Error('an idempotency key vanished while it was claimed');
      if (earlier.requestHash !== write.requestHash)
        throw new AppError('IDEMPOTENCY_KEY_REUSED', 422, INTEGRATOR_MESSAGES.idempotencyReused);
      return { status: earlier.status, body: earlier.body as T, replayed: true };
    }
    const answer = await act(tx);
    await tx
      .update(idempotentRequests)
      .set({ status: answer.status, body: answer.body })
      .where(kept(projectId, mode, write.key));
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
