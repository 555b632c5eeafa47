import { percentile } from './fanout';

export interface RouteRow {
  route: string;
  requests: number;
  errors: number;
  p50ms: number;
  p99ms: number;
  maxms: number;
}

/**
 * What the soak saw, by route: HTTP calls by method and path, and the socket's own checks under
 * "socket: …" names (an expected event is a request the server answers on the socket). Every failure
 * is kept with its reason, so a run that is not clean says why.
 */
export function createSoakStats() {
  const latencies = new Map<string, number[]>();
  const errors = new Map<string, number>();
  const reasons = new Map<string, { count: number; example: string }>();

  function time(route: string, ms: number) {
    const list = latencies.get(route) ?? [];
    list.push(ms);
    latencies.set(route, list);
  }

  return {
    time,
    /** Forgets the times so far (the setup before the clock starts), keeping every failure. */
    clearTimings() {
      for (const list of latencies.values()) list.length = 0;
    },
    fail(route: string, reason: string) {
      if (!latencies.has(route)) latencies.set(route, []);
      errors.set(route, (errors.get(route) ?? 0) + 1);
      // Grouped without the ids and numbers that make each message unique.
      const key = `${route}: ${reason.replace(/[0-9a-f-]{8,}|\d+/gi, '#').slice(0, 160)}`;
      const seen = reasons.get(key);
      reasons.set(key, { count: (seen?.count ?? 0) + 1, example: seen?.example ?? reason.slice(0, 300) });
    },
    get errorCount() {
      return [...errors.values()].reduce((sum, count) => sum + count, 0);
    },
    rows(): RouteRow[] {
      return [...latencies.entries()]
        .map(([route, ms]) => {
          const failed = errors.get(route) ?? 0;
          return {
            route,
            requests: ms.length + failed,
            errors: failed,
            p50ms: round(percentile(ms, 50)),
            p99ms: round(percentile(ms, 99)),
            maxms: round(Math.max(...ms)),
          };
        })
        .sort((a, b) => b.requests - a.requests);
    },
    failures: () => [...reasons.entries()].map(([kind, { count, example }]) => ({ kind, count, example })),
  };
}

export type SoakStats = ReturnType<typeof createSoakStats>;

const round = (ms: number) => (Number.isFinite(ms) ? Math.round(ms * 10) / 10 : NaN);
