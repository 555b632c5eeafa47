import { beforeAll, expect, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { REWARD_MESSAGES, REWARD_PATHS, TWITCH_PATHS } from '@arcana/shared';
import type { TRule } from '@arcana/shared/schemas';
import type { FakeProviders } from '../../../tools/fake-providers.js';
import { creditBalances, inbox, twitchSubscriptions } from '../src/db/schema.js';
import { buildUser, get } from './factories.js';
import { approveAt, postCallback, signInWith, useAppWithProviders } from './oauth.js';
import { api, projectHelpers } from './projects.js';
import type { TestApp } from './test-app.js';

/**
 * A test app listening on loopback with the fake providers, Twitch's included: Twitch's EventSub
 * messages come to it over HTTP, as they would come from Twitch.
 */
export function useTwitchApp(): { t: TestApp; fakes: () => FakeProviders } {
  // Twitch retries a refused message for a minute; a test of refusals waits milliseconds instead.
  const { t, fakes } = useAppWithProviders({ twitchRetryDelaysMs: [10, 20] });
  beforeAll(async () => {
    t.deps.config.providers.TWITCH_EVENTSUB_CALLBACK_URL = await t.listen();
  });
  return { t, fakes };
}

/** The creator connects the project's channel: Twitch's consent in the popup, approved as `broadcaster`. */
export async function connectChannel(
  t: TestApp,
  fakes: FakeProviders,
  token: string,
  projectId: string,
  broadcaster: { id: string; username: string },
) {
  const res = await t.app.inject({
    method: 'POST',
    url: api(TWITCH_PATHS.connect, { projectId }),
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.statusCode !== 200) return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
  const cookie = res.cookies.find((c) => c.name === 'arcana_oauth_twitch')!;
  const started = res.json<{ authUrl: string; state: string }>();
  fakes.oauth.nextUser('twitch', { ...broadcaster, displayName: broadcaster.username });
  const back = await approveAt(started.authUrl);
  return postCallback(
    t,
    'twitch',
    { code: back.searchParams.get('code') ?? '', state: started.state },
    { cookie: `${cookie.name}=${cookie.value}`, token },
  );
}

/** The signed-in user links their Twitch account (`twitchId`), as from the settings page. */
export async function linkTwitch(t: TestApp, fakes: FakeProviders, token: string, twitchId: string) {
  const { result } = await signInWith(t, fakes, 'twitch', { user: { id: twitchId, username: `viewer${twitchId}` }, token });
  if (result.status !== 200) throw new Error(`link twitch: ${result.status} ${JSON.stringify(result.body)}`);
}

/** The collector's draws in the collection, as the ledger keeps them. */
export async function balanceOf(t: TestApp, userId: string, collectionId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ balance: creditBalances.balance })
    .from(creditBalances)
    .where(and(eq(creditBalances.userId, userId), eq(creditBalances.collectionId, collectionId)));
  return row?.balance ?? 0;
}

/**
 * Waits until every kept event is decided (the worker runs after the answer), and what the decisions
 * owe is carried out (the outbox's pass after them): a setting changed next never meets a grant of before.
 */
export async function decided(t: TestApp) {
  await vi.waitFor(
    async () => {
      const waiting = await t.database.db.select({ id: inbox.id }).from(inbox).where(eq(inbox.state, 'received'));
      if (waiting.length > 0) throw new Error(`${waiting.length} events not yet decided`);
    },
    { timeout: 5000, interval: 20 },
  );
  await t.deps.outbox.dispatch();
}

let ids = 880000;

/** Builders of the Twitch tests: a channel with a rule turned on, a collector with Twitch linked, a follow. */
export function twitchHelpers(t: TestApp, fakes: () => FakeProviders) {
  const { send, creatorWithCollection } = projectHelpers(t);
  const twitchId = () => `${++ids}`;

  /** A creator whose project's channel is connected, with a rule of `terms` turned on and subscribed. */
  async function channelWithRule(terms: Record<string, unknown>, caps: Record<string, unknown> = {}) {
    const made = await creatorWithCollection();
    const broadcaster = { id: twitchId(), username: `studio${ids}` };
    const connected = await connectChannel(t, fakes(), made.creator.token, made.projectId, broadcaster);
    expect(connected).toMatchObject({ status: 200, body: { linked: true, message: REWARD_MESSAGES.channelConnected } });
    const added = await send('POST', api(REWARD_PATHS.rules, { collectionId: made.collection.id }), made.creator.token, { terms, caps });
    const rule = added.body as unknown as TRule;
    const enabled = await send('PATCH', api(REWARD_PATHS.rule, { ruleId: rule.id }), made.creator.token, { enabled: true });
    expect(enabled).toMatchObject({ status: 200, body: { enabled: true } });
    const [row] = await t.database.db.select().from(twitchSubscriptions).where(eq(twitchSubscriptions.ruleId, rule.id));
    expect(await fakes().twitch.verified(row!.twitchId!)).toBe('enabled');
    return { ...made, broadcaster, rule, subscription: row! };
  }

  /** A collector whose Arcana account has their Twitch account linked. */
  async function viewer() {
    const user = await buildUser(t);
    const id = twitchId();
    await linkTwitch(t, fakes(), user.token, id);
    const me = await get(t, '/api/auth/verify', user.token);
    return { ...user, id: (me.body.user as { id: string }).id, twitch: { id, login: `viewer${id}`, name: `Viewer${id}` } };
  }

  const follow = (broadcasterUserId: string, user: { id: string; login: string; name: string }) =>
    fakes().twitch.notify({ type: 'channel.follow', broadcasterUserId }, { user });

  return { twitchId, channelWithRule, viewer, follow };
}
