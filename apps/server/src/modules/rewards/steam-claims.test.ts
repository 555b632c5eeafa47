import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { REVIEW_PATHS, REWARD_MESSAGES, REWARD_PATHS, STEAM_CLAIMS_PER_10_MIN } from '@arcana/shared';
import { ZGrantList, ZRule, ZWaysToEarn, type TRule } from '@arcana/shared/schemas';
import { inbox, notifications } from '../../db/schema.js';
import { buildAdmin, buildUser, get, observerTokenFor, post } from '../../../test/factories.js';
import { postCallback, steamAssertion, useAppWithProviders } from '../../../test/oauth.js';
import { projectHelpers } from '../../../test/projects.js';
import { balanceOf } from '../../../test/twitch.js';

const { t, fakes } = useAppWithProviders();
const { api, send, submittedCollection } = projectHelpers(t);
let serial = 0;
const steamId = () => `7656119${String(8_000_000_000 + (Date.now() % 1_000_000_000) + ++serial).slice(-10)}`;

/** A published collection with Steam rules of these terms turned on. */
async function collectionWithRules(...rules: Array<{ terms: Record<string, unknown>; caps?: Record<string, unknown> }>) {
  const made = await submittedCollection();
  const admin = await buildAdmin(t);
  expect((await send('POST', api(REVIEW_PATHS.approve, { versionId: made.version.id }), admin.token)).status).toBe(204);
  const added: TRule[] = [];
  for (const rule of rules) {
    const created = await send('POST', api(REWARD_PATHS.rules, { collectionId: made.collection.id }), made.creator.token, rule);
    const on = await send('PATCH', api(REWARD_PATHS.rule, { ruleId: created.body.id as string }), made.creator.token, { enabled: true });
    expect(on.status).toBe(200);
    added.push(ZRule.parse(on.body));
  }
  return { ...made, rules: added };
}

/** A collector who linked the Steam account `steamid` (the fake's player: Team Fortress 2 and Dota 2). */
async function steamCollector(steamid = steamId()) {
  const user = await buildUser(t);
  fakes().steam.nextUser({ steamid });
  const { started, body } = await steamAssertion(t, user.token);
  expect((await postCallback(t, 'steam', body, { cookie: started.cookie, token: user.token })).body).toMatchObject({ linked: true });
  const me = await get(t, '/api/auth/verify', user.token);
  return { ...user, id: (me.body.user as { id: string }).id, steamid };
}

const claim = (ruleId: string, token: string) => post(t, api(REWARD_PATHS.claim, { ruleId }), undefined, token);
const owns = (appId: number, reward = 2) => ({ terms: { source: 'steam.owns', appId, reward } });
const achievement = (name: string, appId = 440) => ({ terms: { source: 'steam.achievement', appId, achievement: name, reward: 3 } });

describe('Steam claims', () => {
  it('anyone reads a collection’s ways to earn; a collector who owns the game claims once and hears of it', async () => {
    const { creator, collection, rules } = await collectionWithRules(owns(440));
    const ways = await get(t, api(REWARD_PATHS.waysToEarn, { collectionId: collection.id }));
    expect(ways).toMatchObject({ status: 200 });
    expect(ZWaysToEarn.parse(ways.body)).toEqual([
      { ruleId: rules[0]!.id, collectionId: collection.id, terms: { source: 'steam.owns', appId: 440, reward: 2 } },
    ]);

    const robin = await steamCollector();
    expect(await claim(rules[0]!.id, robin.token)).toMatchObject({
      status: 200,
      body: { draws: 2, message: REWARD_MESSAGES.earnedTitle(2, 'Nova Studio') },
    });
    expect(await balanceOf(t, robin.id, collection.id)).toBe(2);
    expect(await claim(rules[0]!.id, robin.token)).toMatchObject({
      status: 409,
      body: { code: 'ALREADY_CLAIMED', error: REWARD_MESSAGES.alreadyClaimed },
    });
    expect(await balanceOf(t, robin.id, collection.id)).toBe(2);

    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, robin.id));
    expect(told.filter((n) => n.type === 'draws_earned').map((n) => n.message)).toEqual([
      'You got Team Fortress 2 on Steam. Draw them in First Light.',
    ]);
    const feed = await get(t, api(REWARD_PATHS.grants, { collectionId: collection.id }), creator.token);
    expect(ZGrantList.parse(feed.body)).toEqual([
      expect.objectContaining({ source: 'steam.owns', draws: 2, collector: robin.username, reason: 'got Team Fortress 2' }),
    ]);
  });

  it('grants an unlocked achievement, and refuses with Steam’s reason what it does not bear out, keeping nothing', async () => {
    const { collection, rules } = await collectionWithRules(
      achievement('TF_PLAY_GAME_EVERYCLASS'),
      achievement('TF_PLAY_GAME_EVERYMAP'),
      achievement('ANY', 570),
      owns(999_999),
    );
    const [unlocked, locked, noStats, notOwned] = rules.map((rule) => rule.id) as [string, string, string, string];
    const robin = await steamCollector();
    expect(await claim(unlocked, robin.token)).toMatchObject({ status: 200, body: { draws: 3 } });
    const refusals = [
      [locked, REWARD_MESSAGES.notUnlocked('World Traveler', 'Team Fortress 2')],
      [noStats, REWARD_MESSAGES.noAchievements('Steam app 570')],
      [notOwned, REWARD_MESSAGES.notOwned('Steam app 999999')],
    ] as const;
    for (const [ruleId, message] of refusals)
      expect(await claim(ruleId, robin.token)).toMatchObject({ status: 409, body: { code: 'CLAIM_REFUSED', error: message } });

    fakes().steam.privateProfile(robin.steamid, true);
    expect(await claim(locked, robin.token)).toMatchObject({ status: 409, body: { error: REWARD_MESSAGES.steamPrivate } });
    expect(await balanceOf(t, robin.id, collection.id)).toBe(3);
    const kept = await t.database.db.select().from(inbox).where(eq(inbox.source, 'steam'));
    expect(kept.filter((row) => rules.some((rule) => rule.id === row.ruleId)).map((row) => row.ruleId)).toEqual([unlocked]);
  });

  it('holds the rule’s caps, and once per Steam account: a second Arcana account with it earns nothing more', async () => {
    const { collection, rules } = await collectionWithRules({ ...owns(440, 2), caps: { budget: 2 } });
    const ruleId = rules[0]!.id;
    const first = await steamCollector();
    const second = await steamCollector();
    expect(await claim(ruleId, first.token)).toMatchObject({ status: 200 });
    expect(await claim(ruleId, second.token)).toMatchObject({
      status: 409,
      body: { code: 'CLAIM_REFUSED', error: 'The rule’s budget is spent' },
    });

    // The first collector's Steam account, signed in again as another Arcana account's link.
    const { collection: other, rules: otherRules } = await collectionWithRules(owns(440, 1));
    const shared = steamId();
    const one = await steamCollector(shared);
    expect(await claim(otherRules[0]!.id, one.token)).toMatchObject({ status: 200 });
    expect(
      await t.app.inject({ method: 'DELETE', url: '/api/oauth/steam/unlink', headers: { authorization: `Bearer ${one.token}` } }),
    ).toMatchObject({ statusCode: 200 });
    const two = await steamCollector(shared);
    expect(await claim(otherRules[0]!.id, two.token)).toMatchObject({ status: 409, body: { code: 'ALREADY_CLAIMED' } });
    expect(await balanceOf(t, two.id, other.id)).toBe(0);
    expect(await balanceOf(t, second.id, collection.id)).toBe(0);
  });

  it('refuses a claim without Steam, of a rule that is off or not claimed, and an observer’s', async () => {
    const { creator, collection, rules } = await collectionWithRules(owns(440), { terms: { source: 'share', reward: 1 } });
    const [steamRule, shareRule] = rules as [TRule, TRule];
    const plain = await buildUser(t);
    expect(await claim(steamRule.id, plain.token)).toMatchObject({
      status: 409,
      body: { code: 'PROVIDER_NOT_LINKED', error: REWARD_MESSAGES.steamNotLinked },
    });
    const robin = await steamCollector();
    expect(await claim(shareRule.id, robin.token)).toMatchObject({ status: 409, body: { error: REWARD_MESSAGES.notClaimable } });
    expect(await claim(steamRule.id, await observerTokenFor(t, robin.token))).toMatchObject({ status: 403 });
    await send('PATCH', api(REWARD_PATHS.rule, { ruleId: steamRule.id }), creator.token, { enabled: false });
    expect(await claim(steamRule.id, robin.token)).toMatchObject({ status: 404, body: { code: 'RULE_NOT_FOUND' } });
    expect(await claim('00000000-0000-4000-8000-000000000000', robin.token)).toMatchObject({ status: 404 });
    expect(await balanceOf(t, robin.id, collection.id)).toBe(0);
    const ways = await get(t, api(REWARD_PATHS.waysToEarn, { collectionId: collection.id }));
    expect(ZWaysToEarn.parse(ways.body).map((way) => way.ruleId)).toEqual([shareRule.id]);
  });

  it(`limits claims to ${STEAM_CLAIMS_PER_10_MIN} per account in ten minutes: over it, 429 before Steam is asked, keeping nothing`, async () => {
    const { collection, rules } = await collectionWithRules(owns(999_999), owns(440));
    const [notOwned, owned] = rules.map((rule) => rule.id) as [string, string];
    const robin = await steamCollector();
    for (let i = 0; i < STEAM_CLAIMS_PER_10_MIN; i++) expect((await claim(notOwned, robin.token)).status).toBe(409);
    const over = await claim(owned, robin.token);
    expect(over).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) } });
    expect(over.body.error).toMatch(/try again/);
    expect(await balanceOf(t, robin.id, collection.id)).toBe(0);
    expect(await t.database.db.select().from(inbox).where(eq(inbox.ruleId, owned))).toEqual([]);
    // Another account is not held back.
    expect(await claim(owned, (await steamCollector()).token)).toMatchObject({ status: 200 });
  });

  it('shows no ways to earn of a collection the public does not see', async () => {
    const { collection } = await submittedCollection();
    expect(await get(t, api(REWARD_PATHS.waysToEarn, { collectionId: collection.id }))).toMatchObject({
      status: 404,
      body: { code: 'COLLECTION_NOT_FOUND' },
    });
  });
});
