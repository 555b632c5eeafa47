import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pLimit from 'p-limit';
import { AUTH_PATHS, fillPath, OAUTH_PATHS, PROJECT_PATHS, REWARD_PATHS, TWITCH_PATHS } from '@arcana/shared';
import type { TCollection, TProject, TRule } from '@arcana/shared/schemas';
import { startMailCapture } from '../tools/mail-capture';
import { freePort, startArcanaProcess } from '../tools/arcana-process';
import { startFakeProviders, type FakeProviders } from '../tools/fake-providers';
import type { Sent } from '../tools/fake-twitch';
import { BENCH_LIMITS, BENCH_PASSWORD, createAccounts, createCreator } from './accounts';
import { call, post } from './http';
import { createScratchDatabase } from './scratch-database';

/** Signed cheers sent, one in five of them a message sent again. */
const NOTIFICATIONS = Number(process.env.BENCH_EVENTSUB_NOTIFICATIONS ?? 10_000);
const IN_FLIGHT = 32;
const VIEWERS = 20;
/** A raid-sized burst: this many follows in a minute, from accounts nobody linked yet. */
const BURST_FOLLOWS = Number(process.env.BENCH_EVENTSUB_BURST ?? 10_000);
const BURST_MS = 60_000;
/** How long the grants of the distinct cheers are waited for. */
const GRANT_WAIT_MS = 300_000;

export interface EventSubRow {
  database: string;
  case: string;
  perSecond: number;
  p50ms: number;
  p99ms: number;
  note: string;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** A consent round trip at the fake Twitch, approved as `twitchUser`: the callback's answer. */
export async function consent(
  base: string,
  providers: FakeProviders,
  start: Response,
  token: string,
  twitchUser: { id: string; username: string },
) {
  if (!start.ok) throw new Error(`consent start: ${start.status} ${await start.text()}`);
  const cookie = start.headers
    .getSetCookie()
    .find((value) => value.startsWith('arcana_oauth_twitch='))!
    .split(';')[0]!;
  const { authUrl, state } = (await start.json()) as { authUrl: string; state: string };
  providers.oauth.nextUser('twitch', twitchUser);
  const back = new URL((await fetch(authUrl, { redirect: 'manual' })).headers.get('location')!);
  const res = await fetch(`${base}/api${fillPath(OAUTH_PATHS.callback, { provider: 'twitch' })}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, cookie },
    body: JSON.stringify({ code: back.searchParams.get('code'), state }),
  });
  if (!res.ok) throw new Error(`consent callback: ${res.status} ${await res.text()}`);
}

/** A creator's project with its channel connected and a cheer and a follow rule turned on, subscribed. */
async function channelWithRules(base: string, providers: FakeProviders, mail: Awaited<ReturnType<typeof startMailCapture>>) {
  const { token } = await createCreator(base, mail);
  const project = await post<TProject>(base, PROJECT_PATHS.list, { name: 'Bench Stream', slug: 'bench-stream', tagline: 'Live' }, token);
  const collection = await post<TCollection>(base, fillPath(PROJECT_PATHS.collections, { projectId: project.id }), { name: 'Live' }, token);
  const start = await fetch(`${base}/api${fillPath(TWITCH_PATHS.connect, { projectId: project.id })}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  const broadcaster = { id: '7000001', username: 'benchstreamer' };
  await consent(base, providers, start, token, broadcaster);
  const rules = fillPath(REWARD_PATHS.rules, { collectionId: collection.id });
  const turnOn = async (terms: Record<string, unknown>) => {
    const rule = await post<TRule>(base, rules, { terms }, token);
    await call(base, 'PATCH', fillPath(REWARD_PATHS.rule, { ruleId: rule.id }), { enabled: true }, token);
    return rule;
  };
  const cheer = await turnOn({ source: 'twitch.cheer', minBits: 1, reward: 1 });
  await turnOn({ source: 'twitch.follow', reward: 1 });
  for (const subscription of providers.twitch.subscriptions()) await providers.twitch.verified(subscription.id);
  return { token, collection, cheer, broadcaster };
}

/**
 * npm run bench (eventsub): signed EventSub notifications sent to the callback as Twitch sends them
 * (`IN_FLIGHT` at once, one in five sent again), the callback's answer times, how soon every distinct
 * cheer is granted and whether each is granted once; then a raid-sized burst of follows while another
 * user's session check is timed.
 */
export async function benchEventSub(database: string, env: Record<string, string>): Promise<EventSubRow[]> {
  const scratch = env.DATABASE_URL ? await createScratchDatabase(env.DATABASE_URL, 'arcana_eventsub') : undefined;
  const mail = await startMailCapture();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const providers = await startFakeProviders({ appOrigins: [base] });
  providers.oauth.autoApprove(true);
  const server = await startArcanaProcess(
    'compiled',
    {
      ...env,
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      ...providers.env,
      ...BENCH_LIMITS,
      PUBLIC_URL: base,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'arcana-eventsub-')),
      SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}`,
    },
    port,
  );
  const rows: EventSubRow[] = [];
  try {
    const { token, collection, cheer, broadcaster } = await channelWithRules(base, providers, mail);
    // Signed in with their password: linking a new way to sign in asks for proof of presence.
    const viewers = await Promise.all(
      (await createAccounts(base, mail, VIEWERS)).map(({ email }) =>
        post<{ token: string }>(base, AUTH_PATHS.login, { email, password: BENCH_PASSWORD }),
      ),
    );
    for (const [i, viewer] of viewers.entries()) {
      const start = await fetch(`${base}/api${fillPath(OAUTH_PATHS.auth, { provider: 'twitch' })}`, {
        headers: { authorization: `Bearer ${viewer.token}` },
      });
      await consent(base, providers, start, viewer.token, { id: `71${i}`, username: `benchviewer${i}` });
    }

    const sent: Sent[] = [];
    const times: number[] = [];
    const limit = pLimit(IN_FLIGHT);
    let duplicates = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: NOTIFICATIONS }, (_, n) =>
        limit(async () => {
          const again = n % 5 === 4 && sent.length > 0 ? sent[(n * 7) % sent.length] : undefined;
          const before = performance.now();
          const result = again
            ? await providers.twitch.resend(again.messageId)
            : await providers.twitch.notify(
                { type: 'channel.cheer', broadcasterUserId: broadcaster.id },
                { user: { id: `71${n % VIEWERS}`, login: `benchviewer${n % VIEWERS}`, name: `Viewer ${n}` }, bits: 10 },
              );
          times.push(performance.now() - before);
          if (again) duplicates += 1;
          else sent.push(result);
        }),
      ),
    );
    const ingestMs = performance.now() - started;
    const refused = [...sent].filter((s) => !s.delivered).length;
    const sorted = times.sort((a, b) => a - b);
    let granted = 0;
    const deadline = Date.now() + GRANT_WAIT_MS;
    while (Date.now() < deadline) {
      const listed = await call<TRule[]>(base, 'GET', fillPath(REWARD_PATHS.rules, { collectionId: collection.id }), undefined, token);
      granted = listed.find((rule) => rule.id === cheer.id)?.granted ?? 0;
      if (granted >= sent.length) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const grantedMs = performance.now() - started;
    rows.push({
      database,
      case: `EventSub notifications taken (${NOTIFICATIONS.toLocaleString('en-US')}, ${duplicates} sent again)`,
      perSecond: NOTIFICATIONS / (ingestMs / 1000),
      p50ms: percentile(sorted, 50),
      p99ms: percentile(sorted, 99),
      note: `not taken ${refused}`,
    });
    rows.push({
      database,
      case: 'distinct cheers granted',
      perSecond: sent.length / (grantedMs / 1000),
      p50ms: 0,
      p99ms: 0,
      note:
        granted === sent.length
          ? `${granted} granted for ${sent.length} distinct: each once`
          : `${granted} of ${sent.length} distinct granted when the wait ended${granted > sent.length ? ': MORE THAN ONCE' : ''}`,
    });

    // The burst: follows at a raid's pace, while another user's session is checked as each page load checks it.
    const verify = autocannon({
      url: `${base}/api${AUTH_PATHS.verify}`,
      headers: { authorization: `Bearer ${viewers[0]!.token}` },
      connections: 2,
      duration: BURST_MS / 1000,
    });
    const gap = BURST_MS / BURST_FOLLOWS;
    const burstStarted = performance.now();
    const followTimes: number[] = [];
    await Promise.all(
      Array.from({ length: BURST_FOLLOWS }, async (_, n) => {
        await new Promise((resolve) => setTimeout(resolve, n * gap));
        const before = performance.now();
        await providers.twitch.notify(
          { type: 'channel.follow', broadcasterUserId: broadcaster.id },
          { user: { id: `72${n}`, login: `raider${n}`, name: `Raider ${n}` } },
        );
        followTimes.push(performance.now() - before);
      }),
    );
    const checked = await verify;
    const follows = followTimes.sort((a, b) => a - b);
    rows.push({
      database,
      case: `follows in a burst (${BURST_FOLLOWS.toLocaleString('en-US')} a minute)`,
      perSecond: BURST_FOLLOWS / ((performance.now() - burstStarted) / 1000),
      p50ms: percentile(follows, 50),
      p99ms: percentile(follows, 99),
      note: 'callback answer times',
    });
    rows.push({
      database,
      case: 'GET /api/auth/verify during the burst',
      perSecond: checked.requests.average,
      p50ms: checked.latency.p50,
      p99ms: checked.latency.p99,
      note: `non-2xx ${checked.non2xx}`,
    });
  } finally {
    await server.stop();
    await providers.close();
    await mail.close();
    await scratch?.drop();
  }
  return rows;
}

export function printEventSub(rows: EventSubRow[]) {
  console.log('\nEventSub (Twitch events as the callback takes them)');
  console.table(
    rows.map((row) => ({
      database: row.database,
      case: row.case,
      'per s': Math.round(row.perSecond),
      'p50 ms': Number(row.p50ms.toFixed(1)),
      'p99 ms': Number(row.p99ms.toFixed(1)),
      note: row.note,
    })),
  );
}
