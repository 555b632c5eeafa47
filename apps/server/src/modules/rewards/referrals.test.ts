import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { PROJECT_PATHS, REFERRAL_LIMITS, REVIEW_PATHS, REWARD_MESSAGES, REWARD_PATHS } from '@arcana/shared';
import { ZReferralLink, ZRule } from '@arcana/shared/schemas';
import { notifications, referrals, referralVisits, users } from '../../db/schema.js';
import { buildAdmin, buildUser, linkWallet, PASSWORD, post, uniqueEmail, uniqueUsername } from '../../../test/factories.js';
import { signInWith, useAppWithProviders } from '../../../test/oauth.js';
import { projectHelpers } from '../../../test/projects.js';
import { createTestWallet } from '../../../../../tools/wallet-keys.js';
import { balanceOf, decided } from '../../../test/twitch.js';
import { BROWSER_COOKIE } from '../../lib/browser-cookie.js';

const { t, fakes } = useAppWithProviders();
const { api, send, submittedCollection } = projectHelpers(t);

/** Where a visitor's requests come from: each from a network of its own, never the loopback the sharer's sessions use. */
let networks = 10;
const elsewhere = () => `198.51.${++networks}.7`;

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

/** A request from a browser (its cookie, if it has one) at an address: the answer, and the browser cookie set, if any. */
async function request(url: string, payload: unknown, { token, from, browser }: { token?: string; from: string; browser?: string }) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: from,
    headers: { ...(token && { authorization: `Bearer ${token}` }), ...(browser && { cookie: `${BROWSER_COOKIE}=${browser}` }) },
  });
  const set = res.cookies.find((cookie) => cookie.name === BROWSER_COOKIE);
  return { status: res.statusCode, body: res.json<Record<string, unknown>>(), browser: set?.value ?? browser, set };
}

/** A collector who asked for their link from their browser (the cookie the server set it). */
async function sharer(collectionId: string) {
  const user = await buildUser(t);
  const link = await request(api(REWARD_PATHS.referralLink, { collectionId }), undefined, { token: user.token, from: '127.0.0.1' });
  expect(link.status).toBe(200);
  expect(link.set).toMatchObject({ httpOnly: true, path: '/api', sameSite: 'Lax' });
  const me = await t.app.inject({ method: 'GET', url: '/api/auth/verify', headers: { authorization: `Bearer ${user.token}` } });
  return { ...user, id: me.json<{ user: { id: string } }>().user.id, browser: link.browser!, link: ZReferralLink.parse(link.body) };
}

/** Someone follows the link, then makes an account, verifies its e-mail and arrives by it (no effort yet). */
async function arrival(
  code: string,
  { from = elsewhere(), browser, first }: { from?: string; browser?: string; first?: (token: string) => Promise<unknown> } = {},
) {
  const visit = await request(api(REWARD_PATHS.referralVisits), { code }, { from, browser });
  expect(visit.status).toBe(201);
  const email = uniqueEmail();
  const signup = await post(t, '/api/auth/signup', { email, password: PASSWORD });
  await post(t, '/api/auth/complete-signup', { tempToken: signup.body.tempToken, username: uniqueUsername() });
  const link = await t.lastLink(email, 'verification');
  const verified = await post(t, '/api/auth/verify-email', { token: new URL(link).searchParams.get('token') });
  const token = verified.body.token as string;
  await first?.(token);
  const arrived = await request(
    api(REWARD_PATHS.referralArrivals),
    { visitId: visit.body.visitId },
    { token, from, browser: visit.browser },
  );
  return { email, token, arrived, visitId: visit.body.visitId as string, browser: visit.browser!, from };
}

/** The effort that makes an arrival count: the account's first draw in the project (its welcome draw, with a wallet). */
async function drawIn(collectionId: string, token: string) {
  const wallet = await linkWallet(t, token);
  const drawn = await post(t, api(PROJECT_PATHS.claim, { collectionId }), { publicKey: wallet.publicKey, requestId: randomUUID() }, token);
  expect(drawn.status).toBe(200);
}

const referralOf = async (token: string) => {
  const me = await t.app.inject({ method: 'GET', url: '/api/auth/verify', headers: { authorization: `Bearer ${token}` } });
  const [row] = await t.database.db.select().from(referrals).where(eq(referrals.userId, me.json<{ user: { id: string } }>().user.id));
  return row;
};
const outcomeOf = async (token: string) => (await referralOf(token))?.outcome;

/** A Discord id made at that time: its upper bits are the milliseconds since Discord's epoch. */
let snowflakes = 0;
const discordIdAt = (at: number) => String(((BigInt(at) - 1_420_070_400_000n) << 22n) + BigInt(++snowflakes));
const DAY_MS = 24 * 60 * 60 * 1000;

describe('referral links', () => {
  it('credits the sharer once the verified account it brought draws its first card in the project, and tells them', async () => {
    const { collection, slug } = await sharedCollection();
    const robin = await sharer(collection.id);
    expect(robin.link.url).toBe(`${t.deps.config.publicUrl}/projects/${slug}?ref=${robin.link.code}`);
    // Asked again (from another browser), the link is the same.
    const again = await request(api(REWARD_PATHS.referralLink, { collectionId: collection.id }), undefined, {
      token: robin.token,
      from: '127.0.0.1',
    });
    expect(again.body).toEqual(robin.link);

    // A wallet alone is no effort (a key pair is made offline): arriving with one, the account waits for its draw.
    const wallet = createTestWallet();
    const friend = await arrival(robin.link.code, { first: (token) => linkWallet(t, token, wallet) });
    expect(friend.arrived).toMatchObject({ status: 200, body: { message: REWARD_MESSAGES.referralArrived } });
    expect(await referralOf(friend.token)).toMatchObject({ state: 'pending' });
    const drawn = await post(
      t,
      api(PROJECT_PATHS.claim, { collectionId: collection.id }),
      { publicKey: wallet.publicKey, requestId: randomUUID() },
      friend.token,
    );
    expect(drawn.status).toBe(200);
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
    const twice = await request(api(REWARD_PATHS.referralArrivals), { visitId: friend.visitId }, friend);
    expect(twice).toMatchObject({ status: 409, body: { code: 'REFERRAL_REFUSED', error: REWARD_MESSAGES.alreadyReferred } });
  });

  it('names the browser by the server’s signed cookie, never by the body: the sharer’s own browser earns nothing', async () => {
    const { collection } = await sharedCollection();
    const robin = await sharer(collection.id);
    // The sharer's browser, from another address, saying it is another device: its cookie says whose it is.
    const own = await request(
      api(REWARD_PATHS.referralVisits),
      { code: robin.link.code, device: randomUUID() },
      { from: elsewhere(), browser: robin.browser },
    );
    expect(own.set).toBeUndefined();
    const mine = await request(
      api(REWARD_PATHS.referralArrivals),
      { visitId: own.body.visitId },
      { token: robin.token, from: elsewhere() },
    );
    expect(mine).toMatchObject({ status: 409, body: { error: REWARD_MESSAGES.ownReferral } });
    const sameBrowser = await arrival(robin.link.code, { browser: robin.browser });
    await drawIn(collection.id, sameBrowser.token);
    await expect.poll(() => outcomeOf(sameBrowser.token)).toBe('It came from the sharer’s own browser');

    // A cookie the server did not sign is no browser of anyone's: a new one is set.
    const [id] = robin.browser.split('.');
    const forged = await request(
      api(REWARD_PATHS.referralVisits),
      { code: robin.link.code },
      { from: elsewhere(), browser: `${id}.forged` },
    );
    expect(forged.set?.value).toMatch(/^[0-9a-f-]{36}\./);
    expect(forged.set?.value.startsWith(`${id!}.`)).toBe(false);
    await decided(t);
    expect(await balanceOf(t, robin.id, collection.id)).toBe(0);
  });

  it('earns once per address block in 30 days, and nothing from the sharer’s address or a wallet seen before', async () => {
    const { collection } = await sharedCollection();
    const robin = await sharer(collection.id);
    const first = await arrival(robin.link.code, { from: '203.0.113.5' });
    await drawIn(collection.id, first.token);
    await expect.poll(async () => (await referralOf(first.token))?.state).toBe('credited');
    // Fresh accounts in fresh browsers, from the same /24 (one of them as IPv4-mapped IPv6).
    const neighbours = [
      await arrival(robin.link.code, { from: '203.0.113.77' }),
      await arrival(robin.link.code, { from: '::ffff:203.0.113.9' }),
    ];
    // The sharer's sessions come from loopback, as this visitor does.
    const sameAddress = await arrival(robin.link.code, { from: '127.0.0.1' });
    const oldWallet = await arrival(robin.link.code);
    const previous = await buildUser(t);
    const seen = await linkWallet(t, previous.token);
    await post(t, '/api/auth/unlink-wallet', {}, previous.token);
    await linkWallet(t, oldWallet.token, seen);
    for (const friend of [...neighbours, sameAddress]) await drawIn(collection.id, friend.token);
    await post(
      t,
      api(PROJECT_PATHS.claim, { collectionId: collection.id }),
      { publicKey: seen.publicKey, requestId: randomUUID() },
      oldWallet.token,
    );
    for (const neighbour of neighbours)
      await expect.poll(() => outcomeOf(neighbour.token)).toBe('Another arrival from the same network earned within 30 days');
    await expect.poll(() => outcomeOf(sameAddress.token)).toBe('It came from an address the sharer used');
    await expect.poll(() => outcomeOf(oldWallet.token)).toBe('The wallet was linked to another account before');
    await decided(t);
    expect(await balanceOf(t, robin.id, collection.id)).toBe(2);
  });

  it('counts a linked Discord account 30 days old as effort, and not a younger one', async () => {
    const { collection } = await sharedCollection();
    const robin = await sharer(collection.id);
    const [young, old] = [await arrival(robin.link.code), await arrival(robin.link.code)];
    // Linking a sign-in provider asks for a recent proof of presence: the password, again.
    const link = async ({ email }: { email: string }, madeAt: number) => {
      const { token } = (await post(t, '/api/auth/login', { email, password: PASSWORD })).body as { token: string };
      return (await signInWith(t, fakes(), 'discord', { token, user: { id: discordIdAt(madeAt) } })).result;
    };
    expect(await link(young, Date.now() - 29 * DAY_MS)).toMatchObject({ status: 200 });
    expect(await link(old, Date.now() - 31 * DAY_MS)).toMatchObject({ status: 200 });
    await expect.poll(async () => (await referralOf(old.token))?.state).toBe('credited');
    expect(await referralOf(young.token)).toMatchObject({ state: 'pending' });
  });

  it(`stops at ${REFERRAL_LIMITS.arrivalsPerDay} arrivals a day per sharer when no share rule sets a cap per day`, async () => {
    const { collection } = await sharedCollection();
    const robin = await sharer(collection.id);
    const first = await arrival(robin.link.code);
    await drawIn(collection.id, first.token);
    await expect.poll(async () => (await referralOf(first.token))?.state).toBe('credited');
    // The day's other arrivals, credited already.
    const { linkId, visitId } = (await referralOf(first.token))!;
    const others = await t.database.db
      .insert(users)
      .values(Array.from({ length: REFERRAL_LIMITS.arrivalsPerDay - 1 }, () => ({ username: uniqueUsername() })))
      .returning({ id: users.id });
    await t.database.db
      .insert(referrals)
      .values(others.map(({ id }) => ({ linkId, visitId, userId: id, device: randomUUID(), state: 'credited', decidedAt: new Date() })));
    const over = await arrival(robin.link.code);
    await drawIn(collection.id, over.token);
    await expect.poll(() => outcomeOf(over.token)).toBe('The sharer’s arrivals for today are reached');
  });

  it('holds the rule’s cap per day, and refuses an account older than the visit, an unknown code or visit', async () => {
    const { collection } = await sharedCollection({ perAccountPerDay: 2 });
    const robin = await sharer(collection.id);
    for (const friend of [await arrival(robin.link.code), await arrival(robin.link.code)]) {
      await drawIn(collection.id, friend.token);
      await expect.poll(async () => (await referralOf(friend.token))?.state).toBe('credited');
    }
    await decided(t);
    expect(await balanceOf(t, robin.id, collection.id)).toBe(2);

    const before = await buildUser(t);
    const afterVisit = await request(api(REWARD_PATHS.referralVisits), { code: robin.link.code }, { from: elsewhere() });
    expect(
      await request(api(REWARD_PATHS.referralArrivals), { visitId: afterVisit.body.visitId }, { token: before.token, from: elsewhere() }),
    ).toMatchObject({ status: 409, body: { error: REWARD_MESSAGES.accountBeforeVisit } });
    expect(await request(api(REWARD_PATHS.referralVisits), { code: 'nope' }, { from: elsewhere() })).toMatchObject({
      status: 404,
      body: { code: 'REFERRAL_NOT_FOUND' },
    });
    expect(
      await request(api(REWARD_PATHS.referralArrivals), { visitId: randomUUID() }, { token: before.token, from: elsewhere() }),
    ).toMatchObject({ status: 404 });
    expect(await request(api(REWARD_PATHS.referralVisits), { code: '' }, { from: elsewhere() })).toMatchObject({ status: 400 });
  });
});

describe('referral visits', () => {
  it('keeps one visit per link, browser and address block, and limits visits per address: over it, 429 and nothing kept', async () => {
    const { collection } = await sharedCollection();
    const robin = await sharer(collection.id);
    const from = elsewhere();
    const visitsOfLink = async () =>
      (await t.database.db.select().from(referralVisits)).filter((visit) => visit.ip === from || visit.ip === '198.51.250.1');
    const first = await request(api(REWARD_PATHS.referralVisits), { code: robin.link.code }, { from });
    const again = await request(api(REWARD_PATHS.referralVisits), { code: robin.link.code }, { from, browser: first.browser });
    expect(again.body.visitId).toBe(first.body.visitId);
    // Another browser on the address is another visit.
    const other = await request(api(REWARD_PATHS.referralVisits), { code: robin.link.code }, { from });
    expect(other.body.visitId).not.toBe(first.body.visitId);
    for (let i = 3; i < REFERRAL_LIMITS.visitsPerAddressPerHour; i++)
      expect((await request(api(REWARD_PATHS.referralVisits), { code: robin.link.code }, { from, browser: first.browser })).status).toBe(
        201,
      );
    const over = await request(api(REWARD_PATHS.referralVisits), { code: robin.link.code }, { from });
    expect(over).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) } });
    expect(over.body.error).toMatch(/try again/);
    expect(await visitsOfLink()).toHaveLength(2);
    // Another address is not held back.
    expect((await request(api(REWARD_PATHS.referralVisits), { code: robin.link.code }, { from: '198.51.250.1' })).status).toBe(201);
  });
});
