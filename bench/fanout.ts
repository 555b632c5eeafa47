import { randomUUID } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '@arcana/shared';

/** Opens `count` websocket clients, `batch` at a time, and waits for each to be ready. */
export async function openSockets(
  url: string,
  count: number,
  options: { path?: string; token?: string; readyEvent: string },
): Promise<Socket[]> {
  const sockets: Socket[] = [];
  const batch = 100;
  for (let i = 0; i < count; i += batch) {
    const opened = Array.from({ length: Math.min(batch, count - i) }, () => {
      const socket = connect(url, {
        path: options.path ?? SOCKET_PATH,
        transports: ['websocket'],
        query: options.token ? { token: options.token } : {},
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

export const newRequestId = () => randomUUID();
