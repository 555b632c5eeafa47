import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { REVIEW_PATHS, REWARD_MESSAGES, REWARD_PATHS } from '@arcana/shared';
import { ZReferralLink, ZRule } from '@arcana/shared/schemas';
import { notifications, referrals } from '../../db/schema.js';
import { buildAdmin, buildUser, linkWallet, PASSWORD, post, uniqueEmail, uniqueUsername } from '../../../test/factories.js';
import { projectHelpers } from '../../../test/projects.js';
import { useTestApp } from '../../../test/test-app.js';
import { balanceOf, decided } from '../../../test/twitch.js';

const t = useTestApp();
const { api, send, submittedCollection } = projectHelpers(t);

/** Where a visitor's requests come from: never the loopback address the sharer's sessions use. */
let hosts = 10;
const elsewhere = () => `203.0.113.${++hosts}`;

/** A published collection with a share rule turned on. */
async function sharedCollection(caps: Record<string, unknown> = {}) {
  const made = await submittedCollection();
  const admin = await buildAdmin(t);
  expect((await send('POST', api(REVIEW_PATHS.approve, { versionId: made.version.id }), admin.token)).status).toBe(204);
  const added = await send('POST', api(REWARD_PATHS.rules, { collectionId: made.collection.id }), made.creator.token, {
    terms: { source: 'share', reward: 2 },
    caps,
  });
  const rule = ZRule.parse(added.body);
  expect((await send('PATCH', api(REWARD_PATHS.rule, { ruleId: rule.id }), made.creator.token, { enabled: true })).status).toBe(200);
  return { ...made, rule };
}

async function sharer(collectionId: string, device = randomUUID()) {
  const user = await buildUser(t);
  const link = await post(t, api(REWARD_PATHS.referralLink, { collectionId }), { device }, user.token);
  expect(link.status).toBe(200);
  const me = await t.app.inject({ method: 'GET', url: '/api/auth/verify', headers: { authorization: `Bearer ${user.token}` } });
  return { ...user, id: me.json<{ user: { id: string } }>().user.id, device, link: ZReferralLink.parse(link.body) };
}

const request = (url: string, payload: unknown, { token, from }: { token?: string; from: string }) =>
  t.app
    .inject({
      method: 'POST',
      url,
      payload: payload as object,
      remoteAddress: from,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })
    .then((res) => ({ status: res.statusCode, body: res.json<Record<string, unknown>>() }));

/** Someone follows the link, then makes an account, verifies its e-mail and arrives by it (no wallet yet). */
async function arrival(code: string, { from = elsewhere(), device = randomUUID() } = {}) {
  const visit = await request(api(REWARD_PATHS.referralVisits), { code, device }, { from });
  expect(visit.status).toBe(201);
  const email = uniqueEmail();
  const signup = await post(t, '/api/auth/signup', { email, password: PASSWORD });
  await post(t, '/api/auth/complete-signup', { tempToken: signup.body.tempToken, username: uniqueUsername() });
  const link = await t.lastLink(email, 'verification');
  const verified = await post(t, '/api/auth/verify-email', { token: new URL(link).searchParams.get('token') });
  const token = verified.body.token as string;
  const arrived = await request(api(REWARD_PATHS.referralArrivals), { visitId: visit.body.visitId, device }, { token, from });
  return { token, arrived, visitId: visit.body.visitId as string, device, from };
}

const referralOf = async (token: string) => {
  const me = await t.app.inject({ method: 'GET', url: '/api/auth/verify', headers: { authorization: `Bearer ${token}` } });
  const [row] = await t.database.db.select().from(referrals).where(eq(referrals.userId, me.json<{ user: { id: string } }>().user.id));
  return row;
};

describe('referral links', () => {
  it('credits the sharer once the verified account it brought links a new wallet, and tells them', async () => {
    const { collection, slug } = await sharedCollection();
    const robin = await sharer(collection.id);
    expect(robin.link.url).toBe(`${t.deps.config.publicUrl}/projects/${slug}?ref=${robin.link.code}`);
    // Asked again (from another browser), the link is the same.
    const again = await post(t, api(REWARD_PATHS.referralLink, { collectionId: collection.id }), { device: randomUUID() }, robin.token);
    expect(again.body).toEqual(robin.link);

    const friend = await arrival(robin.link.code);
    expect(friend.arrived).toEqual({ status: 200, body: { message: REWARD_MESSAGES.referralArrived } });
    expect(await referralOf(friend.token)).toMatchObject({ state: 'pending' });
    await linkWallet(t, friend.token);
    await expect.poll(async () => (await referralOf(friend.token))?.state).toBe('credited');
    await decided(t);
    expect(await balanceOf(t, robin.id, collection.id)).toBe(2);
    // The notice is told once the grant is committed, a moment after the balance shows it.
    await vi.waitFor(async () => {
      const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, robin.id));
      expect(told.filter((n) => n.type === 'draws_earned').map((n) => n.message)).toEqual([
        expect.stringMatching(/^You brought user\w* to Nova Studio\. Draw them in First Light\.$/),
      ]);
    });
    // Arriving twice counts once.
    const twice = await request(api(REWARD_PATHS.referralArrivals), { visitId: friend.visitId, device: friend.device }, friend);
    expect(twice).toMatchObject({ status: 409, body: { code: 'REFERRAL_REFUSED', error: REWARD_MESSAGES.alreadyReferred } });
  });

  it('earns nothing from the sharer’s own account, browser, address or a wallet seen before', async () => {
    const { collection } = await sharedCollection();
    const robin = await sharer(collection.id);

    const own = await request(api(REWARD_PATHS.referralVisits), { code: robin.link.code, device: robin.device }, { from: elsewhere() });
    const mine = await request(
      api(REWARD_PATHS.referralArrivals),
      { visitId: own.body.visitId, device: robin.device },
      {
        token: robin.token,
        from: elsewhere(),
      },
    );
    expect(mine).toMatchObject({ status: 409, body: { error: REWARD_MESSAGES.ownReferral } });

    const sameBrowser = await arrival(robin.link.code, { device: robin.device });
    // The sharer's sessions come from loopback, as this visitor does.
    const sameAddress = await arrival(robin.link.code, { from: '127.0.0.1' });
    const oldWallet = await arrival(robin.link.code);
    const previous = await buildUser(t);
    const wallet = await linkWallet(t, previous.token);
    await post(t, '/api/auth/unlink-wallet', {}, previous.token);
    for (const friend of [sameBrowser, sameAddress, oldWallet]) {
      expect(friend.arrived.status).toBe(200);
      await linkWallet(t, friend.token, friend === oldWallet ? wallet : undefined);
    }
    await expect.poll(async () => (await referralOf(sameBrowser.token))?.outcome).toBe('It came from the sharer’s own browser');
    await expect.poll(async () => (await referralOf(sameAddress.token))?.outcome).toBe('It came from an address the sharer used');
    await expect.poll(async () => (await referralOf(oldWallet.token))?.outcome).toBe('The wallet was linked to another account before');
    await decided(t);
    expect(await balanceOf(t, robin.id, collection.id)).toBe(0);
  });

  it('holds the rule’s cap per day, and refuses an account older than the visit, an unknown code or visit', async () => {
    const { collection } = await sharedCollection({ perAccountPerDay: 2 });
    const robin = await sharer(collection.id);
    for (const friend of [await arrival(robin.link.code), await arrival(robin.link.code)]) {
      await linkWallet(t, friend.token);
      await expect.poll(async () => (await referralOf(friend.token))?.state).toBe('credited');
    }
    await decided(t);
    expect(await balanceOf(t, robin.id, collection.id)).toBe(2);

    const before = await buildUser(t);
    const afterVisit = await request(
      api(REWARD_PATHS.referralVisits),
      { code: robin.link.code, device: randomUUID() },
      { from: elsewhere() },
    );
    expect(
      await request(
        api(REWARD_PATHS.referralArrivals),
        { visitId: afterVisit.body.visitId, device: randomUUID() },
        {
          token: before.token,
          from: elsewhere(),
        },
      ),
    ).toMatchObject({ status: 409, body: { error: REWARD_MESSAGES.accountBeforeVisit } });
    expect(await request(api(REWARD_PATHS.referralVisits), { code: 'nope', device: randomUUID() }, { from: elsewhere() })).toMatchObject({
      status: 404,
      body: { code: 'REFERRAL_NOT_FOUND' },
    });
    expect(
      await request(
        api(REWARD_PATHS.referralArrivals),
        { visitId: randomUUID(), device: randomUUID() },
        { token: before.token, from: elsewhere() },
      ),
    ).toMatchObject({ status: 404 });
    expect(await request(api(REWARD_PATHS.referralVisits), { code: '', device: 'not-a-uuid' }, { from: elsewhere() })).toMatchObject({
      status: 400,
    });
  });
});
