import { randomUUID } from 'node:crypto';
import { collectUntilAcknowledged, type RetryCounts } from './collect-until-acknowledged';
import type { StormClient } from './storm-clients';

export interface StormPlan {
  collectsPerClient: number;
  /** The instance is killed once this many collects have been acknowledged: mid-storm, with requests in flight. */
  killAfterAcknowledged: number;
  kill(): Promise<unknown>;
}

export interface StormFigures extends RetryCounts {
  acknowledged: number;
  /** performance.now() of the kill. */
  killAt: number;
  /** Collects sent before the kill and answered after it. */
  inFlightAtKill: number;
  medianBeforeKillMs: number;
  /** From the kill to the answer of the first collect sent after it. */
  firstAnswerAfterKillMs: number;
  slowestCollectMs: number;
  durationMs: number;
}

interface Collect {
  client: StormClient;
  requestId: string;
  sentAt: number;
  answeredAt: number;
  attempts: number;
}

/**
 * Every client collects one card after another, as a player clicking, all clients at once, through
 * nginx; the plan's instance is killed in the middle and the storm goes on.
 */
export async function runCollectStorm(base: string, clients: StormClient[], plan: StormPlan): Promise<StormFigures> {
  const counts: RetryCounts = { retries: 0 };
  const collects: Collect[] = [];
  let killAt: number | undefined;
  let killed: Promise<unknown> | undefined;
  const started = performance.now();

  await Promise.all(
    clients.map(async (client) => {
      for (let i = 0; i < plan.collectsPerClient; i++) {
        const requestId = randomUUID();
        const sentAt = performance.now();
        const { card, attempts } = await collectUntilAcknowledged(base, client, requestId, counts);
        client.acknowledged.set(requestId, card.id);
        collects.push({ client, requestId, sentAt, answeredAt: performance.now(), attempts });
        if (killAt === undefined && collects.length >= plan.killAfterAcknowledged) {
          killAt = performance.now();
          killed = plan.kill();
        }
      }
    }),
  );
  await killed;
  if (killAt === undefined) throw new Error(`the storm ended before ${plan.killAfterAcknowledged} collects: nothing was killed`);
  const at = killAt;

  const inFlight = collects.filter((c) => c.sentAt < at && c.answeredAt > at);
  for (const { client, requestId } of [...inFlight, ...collects.filter((c) => c.attempts > 1)]) client.atRisk.add(requestId);
  const before = collects.filter((c) => c.answeredAt < at).map((c) => c.answeredAt - c.sentAt);
  const afterKill = collects.filter((c) => c.sentAt > at).map((c) => c.answeredAt - at);
  return {
    ...counts,
    acknowledged: collects.length,
    killAt: at,
    inFlightAtKill: inFlight.length,
    medianBeforeKillMs: before.sort((x, y) => x - y)[Math.floor(before.length / 2)] ?? NaN,
    firstAnswerAfterKillMs: afterKill.length ? Math.min(...afterKill) : NaN,
    slowestCollectMs: Math.max(...collects.map((c) => c.answeredAt - c.sentAt)),
    durationMs: performance.now() - started,
  };
}
