import type { MailCapture } from '../mail-capture';
import type { ClusterDatabase } from './cluster-database';
import type { Instance } from './instances';
import type { NginxHandle } from './nginx-process';

/** Everything a run started: the journeys talk to nginx, and to A or B directly only where a step is pinned. */
export interface Cluster {
  nginx: NginxHandle;
  instances: [Instance, Instance];
  mail: MailCapture;
  database: ClusterDatabase;
}

/** "A", "B", or "A → B" when nginx moved the request from one instance to the other. */
export function servedByName({ instances }: Cluster, servedBy: string | undefined): string {
  if (!servedBy) return 'unknown';
  return servedBy
    .split(', ')
    .map((address) => instances.find((instance) => instance.address === address)?.name ?? address)
    .join(' → ');
}

const runStartedAt = performance.now();
/** A check that passed, with the seconds since the run started. */
export const step = (text: string) => console.log(`  ✓ ${text} [${((performance.now() - runStartedAt) / 1000).toFixed(1)} s]`);

export function check(condition: unknown, failure: string): asserts condition {
  if (!condition) throw new Error(failure);
}
