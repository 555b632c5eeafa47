import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CARD_PATHS, PROJECT_PATHS, REVIEW_PATHS } from '@arcana/shared';
import { ZCard, ZCardList, ZCardPage, ZCollectionSummary, type TCard } from '@arcana/shared/schemas';
import { parseConfig } from '../../config.js';
import { cards } from '../../db/schema.js';
import { useTestApp } from '../../../test/test-app.js';
import { buildAdmin, buildUserWithWallet, get, post } from '../../../test/factories.js';
import { projectHelpers } from '../../../test/projects.js';
import { keptMessagesOf } from '../../../test/kept-messages.js';

// Creators, admins and collectors sign up from one address: more than a person's signups and logins.
const many = { max: 1_000, windowSeconds: 60 };
const t = useTestApp({ rateLimits: { ...parseConfig({}).rateLimits, signup: many, login: many } });
const { api, send, submittedCollection } = projectHelpers(t);

const HOUSE = { slug: 'arcana', name: 'Arcana' };
type Collector = Awaited<ReturnType<typeof buildUserWithWallet>>;

/** A published collection of a creator's project ("Nova Studio"), as the projects module's tests make one. */
async function publishedCollection() {
  const submitted = await submittedCollection();
  const admin = await buildAdmin(t);
  expect((await send('POST', api(REVIEW_PATHS.approve, { versionId: submitted.version.id }), admin.token)).status).toBe(204);
  return submitted;
}

/** A collector with a card of the house (a collect) and one of a creator's project (a free claim). */
async function collectorWithTwoProjects() {
  const { collection, slug } = await publishedCollection();
  const collector: Collector = await buildUserWithWallet(t);
  const body = () => ({ publicKey: collector.wallet.publicKey, requestId: randomUUID() });
  const collected = await post(t, api(CARD_PATHS.collect), body(), collector.token);
  const claimBody = body();
  const claimed = await post(t, api(PROJECT_PATHS.claim, { collectionId: collection.id }), claimBody, collector.token);
  expect([collected.status, claimed.status]).toEqual([200, 200]);
  const house = ZCard.parse(collected.body);
  const nova = ZCard.parse(claimed.body);
  return { collector, slug, collectionId: collection.id, claimBody, house, nova };
}

const userIdOf = async (token: string) => (await t.deps.tokens.verifyAccess(token)).sub;

/** The cards a user's sockets were told of. */
async function cardsTold(token: string): Promise<TCard[]> {
  return (await keptMessagesOf(t, await userIdOf(token))).flatMap(([name, payload]) =>
    name === 'collectibleCollected' ? [payload.card!] : [],
  );
}

/** A card stored without a design, as cards drawn before projects may be. */
async function storeWithoutDesign(collector: Collector, values: { name: string; collectedAt?: Date }) {
  const [stored] = await t.deps.db
    .insert(cards)
    .values({
      userId: await userIdOf(collector.token),
      publicKey: collector.wallet.publicKey,
      description: 'From before designs.',
      image: '🃏',
      rarity: 'common',
      type: 'beast',
      power: 12,
      defense: 14,
      requestId: randomUUID(),
      ...values,
    })
    .returning({ id: cards.id });
  return stored!.id;
}

describe('every card carries its project', () => {
  it('in the collect and claim answers, their retries, the realtime word, the lists, a page and the card alone', async () => {
    const { collector, slug, collectionId, claimBody, house, nova } = await collectorWithTwoProjects();
    const novaProject = { slug, name: 'Nova Studio' };
    expect(house.project).toEqual(HOUSE);
    expect(nova.project).toEqual(novaProject);
    expect(await cardsTold(collector.token)).toEqual([house, nova]);
    // A retry is answered from the stored card, read again with its project.
    expect((await post(t, api(PROJECT_PATHS.claim, { collectionId }), claimBody, collector.token)).body).toEqual(nova);

    const newestFirst = [nova, house];
    expect(ZCardList.parse((await get(t, api(CARD_PATHS.mine), collector.token)).body)).toEqual(newestFirst);
    const pageCards = ZCardPage.parse((await get(t, `${api(CARD_PATHS.minePage)}?sort=newest`, collector.token)).body).cards;
    expect(pageCards).toEqual(newestFirst.map((card) => ({ ...card, copies: 1 })));
    const byKey = await get(t, api(CARD_PATHS.byPublicKey, { publicKey: collector.wallet.publicKey }), collector.token);
    expect(ZCardList.parse(byKey.body)).toEqual(newestFirst);
    expect((await get(t, api(CARD_PATHS.mineOne, { cardId: nova.id }), collector.token)).body).toEqual(nova);
  });

  it('counts as the house’s a card without a design, as cards were before projects', async () => {
    const collector = await buildUserWithWallet(t);
    const legacy = await storeWithoutDesign(collector, { name: 'Lantern Moth' });
    expect((await get(t, api(CARD_PATHS.mineOne, { cardId: legacy }), collector.token)).body).toMatchObject({ project: HOUSE });
  });
});

describe('the collection by project', () => {
  it('filters a page by project, with the other filters, the house’s holding its cards without a design too', async () => {
    const { collector, slug, house, nova } = await collectorWithTwoProjects();
    // Older than the house card and named alike: the name sort puts it after.
    const legacy = await storeWithoutDesign(collector, { name: house.name, collectedAt: new Date(0) });
    const page = async (query: string) => {
      const res = await get(t, `${api(CARD_PATHS.minePage)}?${query}`, collector.token);
      expect(res.status, query).toBe(200);
      return ZCardPage.parse(res.body).cards.map((card) => card.id);
    };
    expect(await page(`project=${slug}`)).toEqual([nova.id]);
    expect(await page(`project=arcana&sort=name`)).toEqual([house.id, legacy]);
    expect(await page(`project=${slug}&rarity=${nova.rarity}`)).toEqual([nova.id]);
    expect(await page(`project=${slug}&type=${nova.type === 'mage' ? 'rogue' : 'mage'}`)).toEqual([]);
    expect(await page(`project=${slug}&search=${encodeURIComponent(nova.name.toLowerCase())}`)).toEqual([nova.id]);
    expect(await page('project=no-such-project')).toEqual([]);
    for (const bad of ['Nova', 'a', 'no--double', '-edge']) {
      expect(await get(t, `${api(CARD_PATHS.minePage)}?project=${bad}`, collector.token), bad).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION_ERROR' },
      });
    }
  });

  it('counts each project’s cards in the summary, by name, a text two projects share by each card’s design', async () => {
    const { collector, slug } = await collectorWithTwoProjects();
    // Another project's designs have the very same texts, and another collector holds one of its cards.
    const twin = await publishedCollection();
    const other = await buildUserWithWallet(t);
    const claimed = await post(
      t,
      api(PROJECT_PATHS.claim, { collectionId: twin.collection.id }),
      { publicKey: other.wallet.publicKey, requestId: randomUUID() },
      other.token,
    );
    expect(claimed.status).toBe(200);
    expect((await get(t, api(CARD_PATHS.mineSummary), other.token)).body).toMatchObject({
      byProject: [{ slug: twin.slug, name: 'Nova Studio', count: 1 }],
    });
    await post(t, api(CARD_PATHS.collect), { publicKey: collector.wallet.publicKey, requestId: randomUUID() }, collector.token);
    await storeWithoutDesign(collector, { name: 'Lantern Moth' });
    const summary = ZCollectionSummary.parse((await get(t, api(CARD_PATHS.mineSummary), collector.token)).body);
    expect(summary).toMatchObject({
      count: 4,
      byProject: [
        { ...HOUSE, count: 3 },
        { slug, name: 'Nova Studio', count: 1 },
      ],
    });
    expect(summary.byProject.map((held) => held.slug)).not.toContain(twin.slug);
    const empty = await buildUserWithWallet(t);
    expect((await get(t, api(CARD_PATHS.mineSummary), empty.token)).body).toMatchObject({ count: 0, byProject: [] });
  });
});
