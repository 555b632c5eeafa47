// @databases pglite postgres: concurrency — fifty claims at once share the last cards of a design
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CARD_PATHS,
  DRAW_CREDIT_MESSAGES,
  FAIRNESS_PATHS,
  HOUSE_PROJECT_SLUG,
  NOTIFICATION_PATHS,
  PROJECT_MESSAGES,
  PROJECT_PATHS,
  REVIEW_PATHS,
} from '@arcana/shared';
import { eligibleAt, fairDraw, reachesHead } from '@arcana/shared/draw';
import {
  ZOddsVersion,
  type TCard,
  type TMyDraws,
  type TNotificationList,
  type TFairnessSeeds,
  type TProject,
  type TPublishedVersion,
  type TTestDraw,
} from '@arcana/shared/schemas';
import { useTestApp } from '../../../test/test-app.js';
import { parseConfig } from '../../config.js';
import { buildAdmin, buildUser, buildUserWithWallet, get, post } from '../../../test/factories.js';
import { projectHelpers } from '../../../test/projects.js';

// Fifty collectors sign up at once from one address: more than a person's signups and logins.
const many = { max: 1_000, windowSeconds: 60 };
const t = useTestApp({ rateLimits: { ...parseConfig({ RATE_LIMIT_COLLECT_MAX: '1000' }).rateLimits, signup: many, login: many } });
const { api, send, submittedCollection } = projectHelpers(t);

/** An account that draws, naming its wallet when it has one. */
interface Collector {
  token: string;
  wallet?: { publicKey: string };
}

const claim = (collector: Collector, collectionId: string, requestId: string = randomUUID()) =>
  post(t, api(PROJECT_PATHS.claim, { collectionId }), { publicKey: collector.wallet?.publicKey, requestId }, collector.token);

/** A published collection: a common design capped at `cap` weighted 99.99 %, and an uncapped legendary. */
async function publishedCollection(cap: number) {
  const submitted = await submittedCollection({ cap });
  const admin = await buildAdmin(t);
  const approved = await send('POST', api(REVIEW_PATHS.approve, { versionId: submitted.version.id }), admin.token);
  expect(approved.status).toBe(204);
  return { ...submitted, admin };
}

/**
 * Rebuilds a card from public data alone, as /fairness does, as soon as it is drawn: its seed (which
 * hashes back to its chain's head), the version named by its hash, and where capped designs ran out
 * before its draw.
 */
async function rebuild(card: TCard) {
  const { chain, nonce } = card.fairness!;
  expect(reachesHead(chain!.serverSeed, nonce, chain!.head)).toBe(true);
  const published = (await get(t, api(PROJECT_PATHS.version, { hash: card.fairness!.oddsVersionHash! })))
    .body as unknown as TPublishedVersion;
  const version = ZOddsVersion.parse(JSON.parse(published.canonical));
  return fairDraw(
    { serverSeed: chain!.serverSeed, clientSeed: card.fairness!.clientSeed, nonce },
    version,
    eligibleAt(published.exhaustions, card.fairness!.drawIndex),
  );
}

const drawnPart = ({ name, description, image, rarity, type, power, defense }: TCard) => ({
  name,
  description,
  image,
  rarity,
  type,
  power,
  defense,
});

describe('a collector’s welcome draw', () => {
  it('is drawn once per collection from the version in force, carries that version and its draw, and verifies from public data', async () => {
    const { collection, version } = await publishedCollection(50);
    const collector = await buildUserWithWallet(t);
    const left = async () => {
      const draws = (await get(t, `/api${CARD_PATHS.myDraws}?collectionId=${collection.id}`, collector.token)).body as unknown as TMyDraws;
      return draws.collections.find((c) => c.collectionId === collection.id);
    };
    expect(await left()).toMatchObject({ left: 1, nextFreeDrawsAt: null, project: { slug: expect.any(String) } });
    const requestId = randomUUID();
    const first = await claim(collector, collection.id, requestId);
    expect(first.status).toBe(200);
    expect(await left()).toMatchObject({ left: 0 });
    const card = first.body as unknown as TCard;
    expect(card.fairness).toMatchObject({ oddsVersionHash: version.hash, drawIndex: 1, nonce: 1 });
    expect((await claim(collector, collection.id, requestId)).body).toEqual(card);
    expect(await claim(collector, collection.id)).toMatchObject({
      status: 409,
      body: { code: 'NO_DRAWS_LEFT', error: DRAW_CREDIT_MESSAGES.noDrawsLeftInCollection },
    });

    const rebuilt = await rebuild(card);
    expect(rebuilt).toMatchObject(drawnPart(card));
    const mine = (await get(t, '/api/users/my-collectibles', collector.token)).body as unknown as TCard[];
    expect(mine.map((c) => c.id)).toEqual([card.id]);
  });

  it('needs no wallet: an account draws in a collection and in the house’s, and holds cards that name no wallet', async () => {
    const { collection } = await publishedCollection(50);
    const collector = await buildUser(t);
    const walletless = (collectionId: string) =>
      post(t, api(PROJECT_PATHS.claim, { collectionId }), { requestId: randomUUID() }, collector.token);
    const drawn = await walletless(collection.id);
    expect(drawn.status).toBe(200);
    expect(drawn.body).toMatchObject({ publicKey: null, fairness: { nonce: 1 } });

    const draws = (await get(t, `/api${CARD_PATHS.myDraws}`, collector.token)).body as unknown as TMyDraws;
    const house = await walletless(draws.collections[0]!.collectionId);
    expect(house.status).toBe(200);
    expect(house.body).toMatchObject({ publicKey: null, project: { slug: HOUSE_PROJECT_SLUG } });
    const mine = (await get(t, '/api/users/my-collectibles', collector.token)).body as unknown as TCard[];
    expect(mine.map((c) => c.id).sort()).toEqual([(drawn.body as unknown as TCard).id, (house.body as unknown as TCard).id].sort());
  });

  it('tells draws in a row in one place as one notification, counted, until it is read', async () => {
    const collector = await buildUser(t);
    const houseId = ((await get(t, `/api${CARD_PATHS.myDraws}`, collector.token)).body as unknown as TMyDraws).collections[0]!.collectionId;
    const draw = () => post(t, api(PROJECT_PATHS.claim, { collectionId: houseId }), { requestId: randomUUID() }, collector.token);
    const bell = async () => (await get(t, `/api${NOTIFICATION_PATHS.list}`, collector.token)).body as unknown as TNotificationList;

    // Each answer waits for its after-effects: the bell holds the draw when the card is answered.
    for (let i = 0; i < 3; i++) expect((await draw()).status).toBe(200);
    // Several at once join the same one: no second notification of the burst.
    expect((await Promise.all(Array.from({ length: 5 }, draw))).map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    const burst = await bell();
    expect(burst.unreadCount).toBe(1);
    expect(burst.notifications).toEqual([
      expect.objectContaining({ title: 'New cards collected', message: 'You drew 8 cards in Arcana.', count: 8, read: false }),
    ]);

    const read = await send('PATCH', api(NOTIFICATION_PATHS.markRead, { id: burst.notifications[0]!.id }), collector.token, {
      requestId: randomUUID(),
    });
    expect(read.status).toBe(200);
    const card = (await draw()).body as unknown as TCard;
    const after = await bell();
    expect(after.unreadCount).toBe(1);
    expect(after.notifications.map((n) => [n.message, n.count])).toEqual([
      [`You collected ${card.name} (${card.rarity}).`, 1],
      ['You drew 8 cards in Arcana.', 8],
    ]);
  });

  it('counts toward its creator’s figures: collectors are the accounts holding its cards, which the public never reads', async () => {
    const { creator, collection, slug } = await publishedCollection(50);
    const [first, second] = [await buildUserWithWallet(t), await buildUserWithWallet(t)];
    for (const collector of [first, second]) expect((await claim(collector, collection.id)).status).toBe(200);
    const mine = (await get(t, api(PROJECT_PATHS.mine), creator.token)).body as unknown as TProject[];
    const figures = mine.flatMap((p) => p.collections).find((c) => c.id === collection.id)!;
    expect(figures.collectors).toBe(2);
    expect(figures.designs.reduce((sum, d) => sum + d.drawn, 0)).toBe(2);
    const shown = (await get(t, api(PROJECT_PATHS.bySlug, { slug }))).body as unknown as TProject;
    expect(shown.collections[0]!.collectors).toBeNull();
  });

  it('is refused while the collection is unpublished or its project suspended, or names a wallet not linked, and spends nothing then', async () => {
    const { collection } = await submittedCollection();
    const collector = await buildUserWithWallet(t);
    expect(await claim(collector, collection.id)).toMatchObject({ status: 404, body: { code: 'COLLECTION_NOT_FOUND' } });

    const published = await publishedCollection(50);
    const suspended = await send('POST', api(REVIEW_PATHS.suspend, { projectId: published.projectId }), published.admin.token, {
      reason: 'Review',
    });
    expect(suspended.status).toBe(204);
    expect(await claim(collector, published.collection.id)).toMatchObject({ status: 403, body: { code: 'PROJECT_SUSPENDED' } });
    const otherWallet = await buildUserWithWallet(t);
    const wrongKey = await post(
      t,
      api(PROJECT_PATHS.claim, { collectionId: published.collection.id }),
      { publicKey: otherWallet.wallet.publicKey, requestId: randomUUID() },
      collector.token,
    );
    expect(wrongKey).toMatchObject({ status: 403, body: { code: 'WALLET_NOT_LINKED' } });
    await send('POST', api(REVIEW_PATHS.unsuspend, { projectId: published.projectId }), published.admin.token);
    const seeds = (await get(t, `/api${FAIRNESS_PATHS.seeds}`, collector.token)).body as unknown as TFairnessSeeds;
    expect(seeds.chains).toEqual([]);
    expect((await claim(collector, published.collection.id)).status).toBe(200);
  });
});

describe('supply caps', () => {
  it('give exactly the last 10 cards of a design to 50 concurrent claims, and publish the draw at which it ran out', async () => {
    const { collection, fox, slug } = await publishedCollection(10);
    // The race is the claims': accounts without a wallet, kept signed in from their e-mail's link, are the
    // fewest requests that make them.
    const collectors = await Promise.all(Array.from({ length: 50 }, () => buildUser(t, { linkSession: true })));
    const answers = await Promise.all(collectors.map((collector) => claim(collector, collection.id)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const cards = answers.map((answer) => answer.body as unknown as TCard);
    expect(cards.filter((card) => card.name === fox.name)).toHaveLength(10);
    expect(cards.map((card) => card.fairness!.drawIndex).sort((a, b) => a! - b!)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));

    const published = (await get(t, api(PROJECT_PATHS.version, { hash: cards[0]!.fairness!.oddsVersionHash! })))
      .body as unknown as TPublishedVersion;
    const lastFox = Math.max(...cards.filter((card) => card.name === fox.name).map((card) => card.fairness!.drawIndex!));
    expect(published.exhaustions).toEqual([{ designId: fox.id, drawIndex: lastFox }]);
    const shown = (await get(t, api(PROJECT_PATHS.bySlug, { slug }))).body as unknown as TProject;
    expect(shown.collections[0]!.designs.find((d) => d.id === fox.id)!.drawn).toBe(10);

    // Every card, drawn after the design ran out or not, rebuilds from public data alone.
    for (const card of cards) expect(await rebuild(card)).toMatchObject(drawnPart(card));
  });

  it('answer SOLD_OUT once every design has run out', async () => {
    const submitted = await submittedCollection({ cap: 1 });
    const admin = await buildAdmin(t);
    await send('POST', api(REVIEW_PATHS.reject, { versionId: submitted.version.id }), admin.token, { reason: 'One card only' });
    // Without the wand, the common takes the whole draw.
    expect((await send('DELETE', api(PROJECT_PATHS.design, { designId: submitted.wand.id }), submitted.creator.token)).status).toBe(204);
    await send('PATCH', api(PROJECT_PATHS.collection, { collectionId: submitted.collection.id }), submitted.creator.token, {
      weights: { common: 10_000, uncommon: 0, rare: 0, epic: 0, legendary: 0 },
    });
    const resubmitted = await send('POST', api(PROJECT_PATHS.submit, { collectionId: submitted.collection.id }), submitted.creator.token);
    const versionId = (resubmitted.body as { versions: Array<{ id: string }> }).versions[0]!.id;
    await send('POST', api(REVIEW_PATHS.approve, { versionId }), admin.token);
    const [first, second] = [await buildUserWithWallet(t), await buildUserWithWallet(t)];
    expect((await claim(first, submitted.collection.id)).status).toBe(200);
    expect(await claim(second, submitted.collection.id)).toMatchObject({
      status: 409,
      body: { code: 'SOLD_OUT', error: PROJECT_MESSAGES.soldOut },
    });
  });
});

describe('a test draw', () => {
  it('shows the creator a card of the draft, marked as a test and stored nowhere', async () => {
    const { creator, collection, fox, wand } = await submittedCollection();
    const admin = await buildAdmin(t);
    await send('POST', api(REVIEW_PATHS.reject, { versionId: (await pendingVersion(collection.id, admin.token))! }), admin.token, {
      reason: 'More',
    });
    const drawn = await send('POST', api(PROJECT_PATHS.testDraw, { collectionId: collection.id }), creator.token);
    expect(drawn.status).toBe(200);
    const card = drawn.body as unknown as TTestDraw;
    expect(card.test).toBe(true);
    expect([fox.id, wand.id]).toContain(card.designId);
    const stranger = await buildUserWithWallet(t);
    expect((await send('POST', api(PROJECT_PATHS.testDraw, { collectionId: collection.id }), stranger.token)).status).toBe(403);
    const mine = (await get(t, api(PROJECT_PATHS.mine), creator.token)).body as unknown as Array<{
      collections: Array<{ designs: Array<{ drawn: number }> }>;
    }>;
    expect(mine[0]!.collections[0]!.designs.map((d) => d.drawn)).toEqual([0, 0]);
  });
});

async function pendingVersion(collectionId: string, adminToken: string): Promise<string | undefined> {
  const queue = (await get(t, api(REVIEW_PATHS.queue), adminToken)).body as unknown as Array<{
    collectionId: string;
    version: { id: string };
  }>;
  return queue.find((item) => item.collectionId === collectionId)?.version.id;
}
