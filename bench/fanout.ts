import { randomUUID } from 'node:crypto';
import pLimit from 'p-limit';
import { io as connect, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '@arcana/shared';

/** Opens `count` websocket clients, `batch` at a time, and waits for each to be ready. */
export async function openSockets(
  url: string,
  count: number,
  options: { path?: string; tokenFor?: (index: number) => string; readyEvent: string },
): Promise<Socket[]> {
  const sockets: Socket[] = [];
  const batch = 100;
  for (let i = 0; i < count; i += batch) {
    const opened = Array.from({ length: Math.min(batch, count - i) }, () => {
      const socket = connect(url, {
        path: options.path ?? SOCKET_PATH,
        transports: ['websocket'],
        query: options.tokenFor ? { token: options.tokenFor(sockets.length) } : {},
        reconnection: false,
        forceNew: true,
      });
      sockets.push(socket);
      return new Promise<void>((resolve, reject) => {
        socket.once(options.readyEvent, () => resolve());
        socket.once('connect_error', reject);
      });
    });
    await Promise.all(opened);
  }
  return sockets;
}

/** Milliseconds from `trigger` to each socket's receipt of `event`, over `rounds` rounds. */
export async function measureFanout(sockets: Socket[], event: string, trigger: () => Promise<unknown>, rounds = 5): Promise<number[]> {
  const latencies: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    const received = sockets.map(
      (socket) => new Promise<void>((resolve) => socket.once(event, () => (latencies.push(performance.now() - started), resolve()))),
    );
    await trigger();
    await Promise.all(received);
  }
  return latencies;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** A case's figures: what it did, and its latency at p50 and p99. */
export interface LatencyRow {
  case: string;
  value: string;
  p50ms: number;
  p99ms: number;
}

export const latencyRow = (label: string, value: string, times: number[]): LatencyRow => ({
  case: label,
  value,
  p50ms: percentile(times, 50),
  p99ms: percentile(times, 99),
});

export const newRequestId = () => randomUUID();

/**
 * Many users' events: trigger i is user i's API call, timed from its start to the receipt of `event`
 * on that user's socket i. Calls run `inFlight` at a time, like the other load cases, so the figure is
 * the delivery path under load rather than the queue of a thousand simultaneous requests.
 */
export async function measureEachOwn(
  sockets: Socket[],
  event: string,
  triggers: Array<() => Promise<unknown>>,
  { rounds = 3, inFlight = 50 } = {},
): Promise<number[]> {
  const latencies: number[] = [];
  const limit = pLimit(inFlight);
  for (let round = 0; round < rounds; round++) {
    await Promise.all(
      sockets.map((socket, i) =>
        limit(async () => {
          const received = new Promise<number>((resolve) => socket.once(event, () => resolve(performance.now())));
          const started = performance.now();
          await triggers[i]!();
          latencies.push((await received) - started);
        }),
      ),
    );
  }
  return latencies;
}
