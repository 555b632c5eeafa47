// @databases pglite postgres: concurrency — rules added at once stop at the limit
import { describe, expect, it } from 'vitest';
import { REWARD_LIMITS, REWARD_MESSAGES, REWARD_PATHS } from '@arcana/shared';
import type { TRule } from '@arcana/shared/schemas';
import { useTestApp } from '../../../test/test-app.js';
import { buildAdmin, buildUserWith2FA, get, observerTokenFor } from '../../../test/factories.js';
import { projectHelpers } from '../../../test/projects.js';

const t = useTestApp();
const { api, send, creatorWithCollection } = projectHelpers(t);

const rulesOf = (collectionId: string) => api(REWARD_PATHS.rules, { collectionId });
const ruleAt = (ruleId: string) => api(REWARD_PATHS.rule, { ruleId });
const FOLLOW = { terms: { source: 'twitch.follow', reward: 1 } };

describe("a collection's earning rules", () => {
  it('are added disabled with their caps, listed with what they granted and what their budget has left, and turned on', async () => {
    const { creator, collection } = await creatorWithCollection();
    const follow = await send('POST', rulesOf(collection.id), creator.token, FOLLOW);
    expect(follow.status).toBe(201);
    expect(follow.body).toMatchObject({
      collectionId: collection.id,
      terms: { source: 'twitch.follow', reward: 1 },
      caps: { perAccountPerDay: null, perStream: null, budget: null, cooldownSeconds: null, minAccountAgeDays: null },
      enabled: false,
      granted: 0,
      budgetLeft: null,
    });
    const cheer = await send('POST', rulesOf(collection.id), creator.token, {
      terms: { source: 'twitch.cheer', minBits: 500, reward: 2 },
      caps: { budget: 1_000, perAccountPerDay: 3, perStream: 50, cooldownSeconds: 60, minAccountAgeDays: 7 },
    });
    expect(cheer.body).toMatchObject({ caps: { budget: 1_000, perStream: 50, minAccountAgeDays: 7 }, budgetLeft: 1_000 });
    const donation = await send('POST', rulesOf(collection.id), creator.token, {
      terms: {
        source: 'donation',
        tiers: [
          { minUsdt: 1, reward: 1 },
          { minUsdt: 5, reward: 6 },
        ],
      },
    });
    expect(donation.status).toBe(201);

    const capped = await send('PATCH', ruleAt(cheer.body.id as string), creator.token, { caps: { budget: 500 } });
    expect(capped.body).toMatchObject({ enabled: false, caps: { budget: 500, perAccountPerDay: 3, perStream: 50 }, budgetLeft: 500 });
    // A rule with no outside subscription to make turns on at once; a Twitch one needs the channel (twitch-earning.test.ts).
    const on = await send('PATCH', ruleAt(donation.body.id as string), creator.token, { enabled: true });
    expect(on.body).toMatchObject({ enabled: true, disabledReason: null });
    const listed = (await get(t, rulesOf(collection.id), creator.token)).body as unknown as TRule[];
    expect(listed.map((rule) => [rule.terms.source, rule.enabled])).toEqual([
      ['twitch.follow', false],
      ['twitch.cheer', false],
      ['donation', true],
    ]);
  });

  it('refuse terms and caps out of bounds, naming the field, and store nothing', async () => {
    const { creator, collection } = await creatorWithCollection();
    const refusals: Array<[unknown, string]> = [
      [{ terms: { source: 'twitch.follow', reward: 0 } }, 'terms.reward'],
      [{ terms: { source: 'twitch.cheer', reward: 1 } }, 'terms.minBits'],
      [{ terms: { source: 'twitch.raid', minViewers: 1.5, reward: 1 } }, 'terms.minViewers'],
      [{ terms: { source: 'somewhere', reward: 1 } }, 'terms.source'],
      [
        {
          terms: {
            source: 'donation',
            tiers: [
              { minUsdt: 5, reward: 1 },
              { minUsdt: 1, reward: 2 },
            ],
          },
        },
        'terms.tiers',
      ],
      [{ terms: { source: 'steam.owns', appId: -3, reward: 1 } }, 'terms.appId'],
      [{ ...FOLLOW, caps: { budget: 0 } }, 'caps.budget'],
      [{ terms: { source: 'share', reward: 1 }, caps: { perStream: 5 } }, 'caps.perStream'],
    ];
    for (const [body, field] of refusals) {
      const res = await send('POST', rulesOf(collection.id), creator.token, body);
      expect(res.status, field).toBe(400);
      expect(res.body.field, JSON.stringify(body)).toBe(field);
    }
    expect(
      (await send('POST', rulesOf(collection.id), creator.token, { terms: { source: 'share', reward: 1 }, caps: { perStream: 5 } })).body
        .error,
    ).toBe(REWARD_MESSAGES.perStreamTwitchOnly);
    expect((await get(t, rulesOf(collection.id), creator.token)).body).toEqual([]);
  });

  it("are their creator's alone; an observer changes nothing, and an unknown rule or collection is 404", async () => {
    const { creator, collection } = await creatorWithCollection();
    const rule = await send('POST', rulesOf(collection.id), creator.token, FOLLOW);
    const other = await buildUserWith2FA(t);
    expect((await get(t, rulesOf(collection.id), other.token)).body).toMatchObject({ code: 'NOT_YOUR_PROJECT' });
    expect(await send('POST', rulesOf(collection.id), other.token, FOLLOW)).toMatchObject({
      status: 403,
      body: { code: 'NOT_YOUR_PROJECT' },
    });
    expect(await send('PATCH', ruleAt(rule.body.id as string), other.token, { enabled: true })).toMatchObject({
      status: 403,
      body: { code: 'NOT_YOUR_PROJECT' },
    });
    const observer = await observerTokenFor(t, creator.token, await buildAdmin(t));
    expect(await send('PATCH', ruleAt(rule.body.id as string), observer, { enabled: true })).toMatchObject({
      status: 403,
      body: { code: 'OBSERVER_READ_ONLY' },
    });
    expect(await send('PATCH', ruleAt(crypto.randomUUID()), creator.token, { enabled: true })).toMatchObject({
      status: 404,
      body: { code: 'RULE_NOT_FOUND' },
    });
    expect(await send('POST', rulesOf(crypto.randomUUID()), creator.token, FOLLOW)).toMatchObject({
      status: 404,
      body: { code: 'COLLECTION_NOT_FOUND' },
    });
    expect(((await get(t, rulesOf(collection.id), creator.token)).body as unknown as TRule[])[0]!.enabled).toBe(false);
  });

  it(`stop at ${REWARD_LIMITS.rulesPerCollection} a collection, however many are added at once`, async () => {
    const { creator, collection } = await creatorWithCollection();
    const added = await Promise.all(
      Array.from({ length: REWARD_LIMITS.rulesPerCollection + 5 }, () => send('POST', rulesOf(collection.id), creator.token, FOLLOW)),
    );
    expect(added.filter((res) => res.status === 201)).toHaveLength(REWARD_LIMITS.rulesPerCollection);
    expect(added.filter((res) => res.status === 409).map((res) => res.body.code)).toEqual(Array(5).fill('TOO_MANY_RULES'));
    expect((await get(t, rulesOf(collection.id), creator.token)).body).toHaveLength(REWARD_LIMITS.rulesPerCollection);
  });
});
