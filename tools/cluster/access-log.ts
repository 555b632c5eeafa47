import { CARD_PATHS } from '@arcana/shared';
import type { Cluster } from './cluster';

export interface CollectRouting {
  /** Collects each instance answered ("A", "B"). */
  byInstance: Record<string, number>;
  /** Collects nginx sent to the second instance after the first failed (deploy/nginx.conf's non_idempotent). */
  movedByNginx: number;
  /** Collects nginx answered with an error of its own (no instance could take them). */
  unanswered: number;
}

/** Reads deploy/nginx.conf's `arcana` log format: `... "<request>" <status> ... upstream=<addr>[, <addr>] upstream_status=...`. */
export function routingOfCollects(cluster: Cluster): CollectRouting {
  const routing: CollectRouting = { byInstance: {}, movedByNginx: 0, unanswered: 0 };
  const line = new RegExp(`"POST /api${CARD_PATHS.collect} [^"]*" (\\d+) .* upstream=(.*) upstream_status=`);
  for (const match of cluster.nginx
    .accessLog()
    .split('\n')
    .map((text) => line.exec(text))) {
    if (!match) continue;
    const addresses = match[2]!.split(', ');
    if (addresses.length > 1) routing.movedByNginx += 1;
    const last = addresses.at(-1)!;
    const name = cluster.instances.find((instance) => instance.address === last)?.name ?? last;
    if (Number(match[1]) >= 500) routing.unanswered += 1;
    else routing.byInstance[name] = (routing.byInstance[name] ?? 0) + 1;
  }
  return routing;
}
