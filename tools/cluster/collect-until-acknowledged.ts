import { CARD_PATHS } from '@arcana/shared';
import type { TCard } from '@arcana/shared/schemas';
import { callApi, type ApiAnswer } from './api-call';

export interface RetryCounts {
  /** Attempts that failed (no answer, or a 5xx) and were sent again with the same requestId. */
  retries: number;
}

const GIVE_UP_AFTER_MS = 30_000;

/**
 * Collects as a client that must not lose a card: an attempt without a 2xx answer is sent again with
 * the same requestId, so a card the lost attempt did make is returned instead of a second one drawn.
 * A 4xx is an answer, not an outage: it ends the run.
 */
export async function collectUntilAcknowledged(
  base: string,
  client: { token: string; publicKey: string },
  requestId: string,
  counts: RetryCounts,
): Promise<{ card: TCard; attempts: number }> {
  const giveUpAt = performance.now() + GIVE_UP_AFTER_MS;
  for (let attempt = 1; ; attempt++) {
    const answer: ApiAnswer<TCard> | Error = await callApi<TCard>(base, 'POST', CARD_PATHS.collect, {
      body: { publicKey: client.publicKey, requestId },
      token: client.token,
    }).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
    if (!(answer instanceof Error)) {
      if (answer.status === 200) return { card: answer.body, attempts: attempt };
      if (answer.status < 500) throw new Error(`collect ${requestId} was refused with ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
    const failure = answer instanceof Error ? answer.message : `${answer.status} ${JSON.stringify(answer.body)}`;
    if (performance.now() > giveUpAt) throw new Error(`collect ${requestId} still failing after ${GIVE_UP_AFTER_MS / 1000} s: ${failure}`);
    counts.retries += 1;
    await new Promise((resolve) => setTimeout(resolve, Math.min(100 * 2 ** (attempt - 1), 1000)));
  }
}
