import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CARD_PAGE_SIZE, CARD_PATHS } from '@arcana/shared';
import { ZCard, ZCardList, ZMarkSeenResult, type TCard } from '@arcana/shared/schemas';
import { cards, collectionTallies } from '../../db/schema.js';
import { buildUserWithWallet, get, observerTokenFor, post } from '../../../test/factories.js';
import { nextEvent, settled } from '../../../test/sockets.js';
import { useListeningTestApp } from '../../../test/test-app.js';

const { t, sockets, baseUrl } = useListeningTestApp();

const api = (path: string) => `/api${path}`;
type Collector = Awaited<ReturnType<typeof buildUserWithWallet>>;

async function collected(user: Collector, count: number): Promise<TCard[]> {
  const drawn: TCard[] = [];
  for (let i = 0; i < count; i++)
    drawn.push(
      ZCard.parse((await post(t, api(CARD_PATHS.collect), { publicKey: user.wallet.publicKey, requestId: randomUUID() }, user.token)).body),
    );
  return drawn;
}

const seen = (cardIds: unknown, token?: string) => post(t, api(CARD_PATHS.mineSeen), { cardIds }, token);
/** A mark the server accepts, as the contract types it; its time is a moment of this test. */
async function markSeen(cardIds: string[], token: string) {
  const asked = Date.now();
  const res = await seen(cardIds, token);
  expect(res.status).toBe(200);
  const result = ZMarkSeenResult.parse(res.body);
  expect(Date.parse(result.seenAt)).toBeGreaterThanOrEqual(asked - 1_000);
  expect(Date.parse(result.seenAt)).toBeLessThanOrEqual(Date.now() + 1_000);
  return result;
}
const seenAtOf = async (id: string) => (await t.deps.db.select({ seenAt: cards.seenAt }).from(cards).where(eq(cards.id, id)))[0]!.seenAt;

describe("a card is 'NEW!' until its owner has seen it", () => {
  it('is marked once, the first time, and says so to the owner’s other tabs', async () => {
    const owner = await buildUserWithWallet(t);
    const [first, second] = await collected(owner, 2);
    expect(first!.seenAt).toBeNull();
    const listed = async () => ZCardList.parse((await get(t, api(CARD_PATHS.mine), owner.token)).body);
    expect((await listed()).map((card) => card.seenAt)).toEqual([null, null]);

    const otherTab = sockets.open(baseUrl(), owner.token);
    await settled(otherTab);
    const heard = nextEvent(otherTab, 'cardsSeen');
    // Any case names the card, as the card's own route reads it.
    const marked = await markSeen([first!.id.toUpperCase()], owner.token);
    expect(marked.cardIds).toEqual([first!.id]);
    expect(await heard).toEqual(marked);

    // Seen again, it keeps the first time; the list and the card's own route say when.
    expect((await markSeen([first!.id, second!.id], owner.token)).cardIds).toEqual([second!.id]);
    expect((await seenAtOf(first!.id))!.toISOString()).toBe(marked.seenAt);
    const alone = ZCard.parse((await get(t, api(CARD_PATHS.mineOne.replace(':cardId', first!.id)), owner.token)).body);
    expect(alone.seenAt).toBe(marked.seenAt);
    expect((await listed()).every((card) => card.seenAt !== null)).toBe(true);
  });

  it('marks only the owner’s own cards, and leaves the collection’s tallies as they were', async () => {
    const owner = await buildUserWithWallet(t);
    const stranger = await buildUserWithWallet(t);
    const [card] = await collected(owner, 1);
    const { sub: ownerId } = await t.deps.tokens.verifyAccess(owner.token);
    const talliesOf = () => t.deps.db.select().from(collectionTallies).where(eq(collectionTallies.userId, ownerId));
    const talliesBefore = await talliesOf();
    expect(talliesBefore).not.toEqual([]);
    expect((await markSeen([card!.id], stranger.token)).cardIds).toEqual([]);
    expect(await seenAtOf(card!.id)).toBeNull();

    const summaryBefore = (await get(t, api(CARD_PATHS.mineSummary), owner.token)).body;
    await seen([card!.id], owner.token);
    expect((await get(t, api(CARD_PATHS.mineSummary), owner.token)).body).toEqual(summaryBefore);
    expect(await talliesOf()).toEqual(talliesBefore);
  });

  it('refuses what is not a list of card ids, a visitor, and an observer, and changes nothing', async () => {
    const owner = await buildUserWithWallet(t);
    const [card] = await collected(owner, 1);
    const tooMany = Array.from({ length: CARD_PAGE_SIZE + 1 }, () => randomUUID());
    for (const [cardIds, message] of [
      [[], 'Name at least one card'],
      [['not-a-card'], 'Card not found'],
      [tooMany, `At most ${CARD_PAGE_SIZE} cards at once`],
      ['everything', undefined],
    ] as const) {
      const res = await seen(cardIds, owner.token);
      expect(res.status, JSON.stringify(cardIds).slice(0, 40)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      if (message) expect(JSON.stringify(res.body)).toContain(message);
    }
    expect((await seen([card!.id])).status).toBe(401);
    const observed = await seen([card!.id], await observerTokenFor(t, owner.token));
    expect(observed).toMatchObject({ status: 403, body: { code: 'OBSERVER_READ_ONLY' } });
    expect(await seenAtOf(card!.id)).toBeNull();
  });

  it('a card’s owner, rarity, type and text never change: the database refuses it', async () => {
    const owner = await buildUserWithWallet(t);
    const [card] = await collected(owner, 1);
    await expect(t.deps.db.update(cards).set({ rarity: 'legendary' }).where(eq(cards.id, card!.id))).rejects.toThrow();
    expect((await t.deps.db.select({ rarity: cards.rarity }).from(cards).where(eq(cards.id, card!.id)))[0]!.rarity).toBe(card!.rarity);
  });
});

describe('a collect whose card is revealed as it arrives', () => {
  it('stores the card seen at its own moment; a collect that reveals nothing leaves it new', async () => {
    const owner = await buildUserWithWallet(t);
    const collect = async (revealed?: boolean, requestId = randomUUID()) =>
      ZCard.parse((await post(t, api(CARD_PATHS.collect), { publicKey: owner.wallet.publicKey, requestId, revealed }, owner.token)).body);
    const shown = await collect(true);
    expect(shown.seenAt).toBe(shown.collectedAt);
    expect((await seenAtOf(shown.id))!.toISOString()).toBe(shown.collectedAt);
    expect((await collect(false)).seenAt).toBeNull();
    expect((await collect()).seenAt).toBeNull();
    // A retry of the same attempt answers the card as it was stored.
    const requestId = randomUUID();
    const first = await collect(true, requestId);
    expect(await collect(true, requestId)).toEqual(first);
    expect(
      (await post(t, api(CARD_PATHS.collect), { publicKey: owner.wallet.publicKey, requestId: randomUUID(), revealed: 'yes' }, owner.token))
        .status,
    ).toBe(400);
  });
});
