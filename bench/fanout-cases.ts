import { NOTIFICATION_PATHS } from '@arcana/shared';
import { startMailCapture } from '../tools/mail-capture';
import { startArcanaProcess, type ProcessHandle } from '../tools/arcana-process';
import { BENCH_LIMITS, createAccount, createAccounts } from './accounts';
import { measureEachOwn, measureFanout, newRequestId, openSockets, percentile } from './fanout';
import { call } from './http';

export interface FanoutRow {
  case: string;
  sockets: number;
  p50ms: number;
  p99ms: number;
}

export const fanoutRow = (name: string, sockets: number, latencies: number[]): FanoutRow => ({
  case: name,
  sockets,
  p50ms: percentile(latencies, 50),
  p99ms: percentile(latencies, 99),
});

const readAll = (base: string, token: string) => call(base, 'PATCH', NOTIFICATION_PATHS.markAllRead, { requestId: newRequestId() }, token);

/**
 * Realtime fan-out on Arcana: one user's event to `count` sockets of theirs, and `count` users' events
 * each to that user's one socket. The API calls always go to the first instance; with two instances
 * (PostgreSQL) the sockets sit on the first and then on the second, so the cost of crossing is the
 * difference between two rows of the same run.
 */
export async function benchFanout(database: string, env: Record<string, string>, count: number, instances: 1 | 2): Promise<FanoutRow[]> {
  const mail = await startMailCapture();
  const serverEnv = { ...env, ...BENCH_LIMITS, SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}` };
  const servers: ProcessHandle[] = [];
  try {
    for (let i = 0; i < instances; i++) servers.push(await startArcanaProcess('compiled', serverEnv));
    const api = servers[0]!.url;
    const owner = await createAccount(api, mail);
    const crowd = await createAccounts(api, mail, count);
    const rows: FanoutRow[] = [];
    for (const [index, server] of servers.entries()) {
      const where = instances === 1 ? database : `${database}, sockets on instance ${index === 0 ? 'A (same)' : 'B (across)'}`;
      const own = await openSockets(server.url, count, { tokenFor: () => owner.token, readyEvent: 'connected' });
      const ownLatencies = await measureFanout(own, 'allNotificationsRead', () => readAll(api, owner.token));
      own.forEach((socket) => socket.close());
      rows.push(fanoutRow(`${where}: one user's event to their sockets`, count, ownLatencies));

      const each = await openSockets(server.url, count, { tokenFor: (i) => crowd[i]!.token, readyEvent: 'connected' });
      const triggers = crowd.map((account) => () => readAll(api, account.token));
      // Ten users acting at once is the site on a busy day; fifty shows the same path under the load of the other cases.
      for (const inFlight of [10, 50]) {
        const eachLatencies = await measureEachOwn(each, 'allNotificationsRead', triggers, { inFlight });
        rows.push(fanoutRow(`${where}: ${count} users' events (${inFlight} in flight), one socket each`, count, eachLatencies));
      }
      each.forEach((socket) => socket.close());
    }
    return rows;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await mail.close();
  }
}
