import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../arcana-process';
import { startMailCapture } from '../mail-capture';
import { routingOfCollects } from './access-log';
import { checkClientAddress } from './client-address';
import { createClusterDatabase } from './cluster-database';
import { step, type Cluster } from './cluster';
import { runCollectStorm } from './collect-storm';
import { startInstances } from './instances';
import { findNginx, startNginx } from './nginx-process';
import { JOURNEY_PASSWORD, runPinnedJourney } from './pinned-journey';
import { prepareStormClients } from './storm-clients';
import {
  checkEventsAfterFailover,
  checkDroppedSocketsHeardEveryCard,
  checkEveryCardNotifiedOnce,
  checkNoCardLost,
  checkRetriesAreIdempotent,
  checkSocketsFailedOver,
} from './storm-checks';

/**
 * npm run test:cluster: two compiled instances on a fresh database of the local PostgreSQL, Debian's
 * nginx in front with deploy/nginx.conf, and a journey through it that ends with one instance killed
 * (SIGKILL) in the middle of a storm of collects. Exits non-zero, saying why, when a check fails.
 */
const STORM_CLIENTS = 20;
const COLLECTS_PER_CLIENT = 20;
const ADMIN_DATABASE_URL = process.env.CLUSTER_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Set it to carry realtime events through Redis, as deploy/compose.yaml does, instead of PostgreSQL. */
const REDIS_URL = process.env.CLUSTER_REDIS_URL || undefined;
const RUN_DEADLINE_MS = 110_000;
const COMPILED_SERVER = join(import.meta.dirname, '../../apps/server/dist/main.js');

async function runJourneys(cluster: Cluster) {
  const [, b] = cluster.instances;
  console.log('Journey: one player, each step on a known instance');
  const journey = await runPinnedJourney(cluster);
  await checkClientAddress(cluster, journey.email, JOURNEY_PASSWORD);

  console.log(`Storm: ${STORM_CLIENTS} players collecting through nginx; B is killed with SIGKILL a third of the way`);
  const clients = await prepareStormClients(cluster, STORM_CLIENTS);
  const killAfter = Math.round((STORM_CLIENTS * COLLECTS_PER_CLIENT) / 3);
  step(`${STORM_CLIENTS} players signed up, verified, linked a wallet and opened a socket through nginx`);
  const storm = await runCollectStorm(cluster.nginx.url, clients, {
    collectsPerClient: COLLECTS_PER_CLIENT,
    killAfterAcknowledged: killAfter,
    kill: () => b.stop('SIGKILL'),
  });
  step(`${storm.acknowledged} collects acknowledged in ${(storm.durationMs / 1000).toFixed(1)} s, B killed after ${killAfter}`);
  const sockets = await checkSocketsFailedOver(clients, storm.killAt);
  await checkNoCardLost(cluster, clients, 'after the storm');
  const heard = await checkDroppedSocketsHeardEveryCard(clients, storm.killAt);
  // Read here: nginx logs a request just after answering it, and the collects below are not the storm's.
  const routing = routingOfCollects(cluster);
  await checkRetriesAreIdempotent(cluster, clients);
  await checkNoCardLost(cluster, clients, 'after those were sent again');
  await checkEveryCardNotifiedOnce(cluster, clients);
  await checkEventsAfterFailover(cluster, clients);

  const served = Object.entries(routing.byInstance)
    .map(([name, count]) => `${name} ${count}`)
    .join(', ');
  console.log(`
Figures (${REDIS_URL ? 'realtime through Redis' : 'realtime through PostgreSQL LISTEN/NOTIFY'})
  collects acknowledged in the storm  ${storm.acknowledged} (${STORM_CLIENTS} players × ${COLLECTS_PER_CLIENT}), answered by ${served}
  in flight when B was killed         ${storm.inFlightAtKill} (median collect before the kill ${storm.medianBeforeKillMs.toFixed(0)} ms)
  moved to A by nginx                 ${routing.movedByNginx} (POST made idempotent by its requestId)
  retried by clients, same requestId  ${storm.retries} (nginx answered ${routing.unanswered} with its own 503)
  time to fail over                   first collect sent after the kill answered in ${storm.firstAnswerAfterKillMs.toFixed(0)} ms; slowest collect ${storm.slowestCollectMs.toFixed(0)} ms
  sockets                             ${sockets.dropped} dropped with B, all greeted by A again ${(sockets.backAfterMs / 1000).toFixed(2)} s after the kill
  card events on the dropped sockets  ${heard.heard} acknowledged, all heard; ${heard.replayed} replayed on reconnect
  event of a card collected on B      on A's socket ${journey.eventMs.toFixed(0)} ms after the request`);
}

async function main(): Promise<number> {
  if (!existsSync(COMPILED_SERVER)) {
    console.error('test:cluster runs the compiled server, and apps/server/dist/main.js is missing: run `npm run build` first.');
    return 1;
  }
  const nginxBinary = findNginx();
  if (!nginxBinary) {
    console.error('test:cluster needs nginx: `apt-get install -y nginx` (Debian), or set NGINX_BIN.');
    return 1;
  }

  const started = performance.now();
  const undo: Array<() => Promise<unknown>> = [];
  const cleanUp = async () => {
    for (const each of undo.splice(0).reverse()) await each().catch((error: Error) => console.error(`cleanup: ${error.message}`));
  };
  process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));

  let cluster: Partial<Cluster> = {};
  try {
    const database = await createClusterDatabase(ADMIN_DATABASE_URL);
    undo.push(() => database.drop());
    const mail = await startMailCapture();
    undo.push(() => mail.close());
    const nginxPort = await freePort();
    const instances = await startInstances({
      databaseUrl: database.url,
      publicUrl: `http://127.0.0.1:${nginxPort}`,
      smtpPort: mail.smtpPort,
      redisUrl: REDIS_URL,
    });
    undo.push(() => Promise.all(instances.map((instance) => instance.stop('SIGKILL'))));
    const nginx = await startNginx(nginxBinary, { port: nginxPort, upstreams: { a: instances[0].address, b: instances[1].address } });
    undo.push(() => nginx.stop());
    cluster = { database, mail, instances, nginx };
    step(`cluster up: nginx ${nginx.url} → A ${instances[0].address}, B ${instances[1].address}; database ${database.name}`);

    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the run took more than ${RUN_DEADLINE_MS / 1000} s`)), RUN_DEADLINE_MS);
    });
    await Promise.race([runJourneys(cluster as Cluster), deadline]).finally(() => clearTimeout(timer));
    console.log(`\ntest:cluster passed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return 0;
  } catch (error) {
    console.error(`\ntest:cluster FAILED: ${error instanceof Error ? error.message : String(error)}`);
    for (const instance of cluster.instances ?? [])
      console.error(`--- instance ${instance.name} (last log lines)\n${tail(instance.output())}`);
    if (cluster.nginx) console.error(`--- nginx error log\n${tail(cluster.nginx.errorLog())}`);
    return 1;
  } finally {
    await cleanUp();
  }
}

const tail = (text: string) => text.trim().split('\n').slice(-15).join('\n');

// Sockets still reconnecting, keep-alive connections: nothing of the run may keep the process alive.
process.exit(await main());
