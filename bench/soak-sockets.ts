import type { Socket } from 'socket.io-client';
import type { ServerToClientEvents } from '@arcana/shared/schemas';
import { openSockets } from './fanout';
import type { SoakStats } from './soak-stats';

type Collected = Parameters<ServerToClientEvents['collectibleCollected']>[0];

export const SOCKET_ROUTES = {
  connect: 'socket: connect',
  connection: 'socket: connection',
  collected: 'socket: collectibleCollected',
} as const;

/** An account's open tabs: each socket must hear every card the account collects while it is open. */
export interface AccountSockets {
  /** Before the collect is sent (the event may arrive before the answer): settles once every socket heard it or gave up. */
  expectCollect(requestId: string, sentAt: number): { heard: Promise<void>; cancel(): void };
  /** Once the expectations already made have settled, so closing never fails one. */
  close(): Promise<void>;
}

/**
 * The soak's sockets: opened the way the fan-out bench opens them, then watched. A disconnect the soak
 * did not ask for, an auth_error, or an expected event that does not come within `timeoutMs` is an error.
 */
export function createSocketWatch(url: string, stats: SoakStats, timeoutMs: number) {
  const events = { expected: 0, received: 0 };

  async function open(token: string, count: number): Promise<AccountSockets> {
    const started = performance.now();
    const sockets = await openSockets(url, count, { tokenFor: () => token, readyEvent: 'connected' });
    stats.time(SOCKET_ROUTES.connect, performance.now() - started);
    let closing = false;
    const waiting = sockets.map((socket) => watch(socket, () => closing));
    const unsettled = new Set<Promise<void>>();

    return {
      expectCollect(requestId, sentAt) {
        const expectations = waiting.map((waiters) => expectOn(waiters, requestId, sentAt));
        const heard = Promise.all(expectations.map((e) => e.heard)).then(() => undefined);
        unsettled.add(heard);
        void heard.finally(() => unsettled.delete(heard));
        return { heard, cancel: () => expectations.forEach((e) => e.cancel()) };
      },
      async close() {
        await Promise.all(unsettled);
        closing = true;
        sockets.forEach((socket) => socket.close());
      },
    };
  }

  /** The socket's waiters by request id; what it hears that no one waits for is not counted. */
  function watch(socket: Socket, closing: () => boolean): Map<string, () => void> {
    const waiters = new Map<string, () => void>();
    socket.on('collectibleCollected', (payload: Collected) => waiters.get(payload.requestId)?.());
    socket.on('disconnect', (reason) => {
      if (!closing()) stats.fail(SOCKET_ROUTES.connection, `disconnected: ${reason}`);
    });
    socket.on('auth_error', (payload: { message: string }) => stats.fail(SOCKET_ROUTES.connection, `auth_error: ${payload.message}`));
    return waiters;
  }

  function expectOn(waiters: Map<string, () => void>, requestId: string, sentAt: number) {
    events.expected++;
    let settle!: () => void;
    const heard = new Promise<void>((resolve) => (settle = resolve));
    const timer = setTimeout(() => {
      waiters.delete(requestId);
      stats.fail(SOCKET_ROUTES.collected, `no collectibleCollected for request ${requestId} within ${timeoutMs} ms`);
      settle();
    }, timeoutMs);
    waiters.set(requestId, () => {
      clearTimeout(timer);
      waiters.delete(requestId);
      events.received++;
      stats.time(SOCKET_ROUTES.collected, performance.now() - sentAt);
      settle();
    });
    return {
      heard,
      /** The collect failed: no event is owed (its HTTP error is counted already). */
      cancel() {
        if (!waiters.delete(requestId)) return;
        clearTimeout(timer);
        events.expected--;
        settle();
      },
    };
  }

  return { open, events };
}
