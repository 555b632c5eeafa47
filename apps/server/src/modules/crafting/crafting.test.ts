// @databases pglite postgres: concurrency — one card in two crafts at once, and a craft racing a play
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CARD_PATHS, CRAFTING_MESSAGES, CRAFTING_PATHS, OVERLAY_PATHS, PROJECT_PATHS } from '@arcana/shared';
import { eligibleAt, eligibleWithin, forgedVersion, verifyDraw } from '@arcana/shared/draw';
import {
  ZOddsVersion,
  type TCard,
  type TCardCrafting,
  type TCraftingOverview,
  type TDrawProof,
  type TProjectCrafting,
} from '@arcana/shared/schemas';
import { cards, collectionTallies, essenceBalances } from '../../db/schema.js';
import { craftingHelpers } from '../../../test/crafting.js';
import { shout } from '../../../test/plays.js';
import { get } from '../../../test/factories.js';
import { useTestApp } from '../../../test/test-app.js';

const t = useTestApp();
const { api, send, craftingCollection, collectorWithCards, craft, playableCollection, play, creatorWithCollection } = craftingHelpers(t);

const essenceOf = async (userId: string) =>
  (await t.database.db.select().from(essenceBalances).where(eq(essenceBalances.userId, userId))).map((row) => row.balance);
const unspent = async (userId: string) =>
  (await t.database.db.select({ id: cards.id, spentAt: cards.spentAt }).from(cards).where(eq(cards.userId, userId)))
    .filter((card) => card.spentAt === null)
    .map((card) => card.id);

/**
 * A card made at the Forge checked as anyone can: by its published version, within what it was made
 * of.
 */
async function verifiesAsPublished(card: TCard) {
  const published = await get(t, api(PROJECT_PATHS.version, { hash: card.fairness!.oddsVersionHash! }));
  const version = ZOddsVersion.parse(JSON.parse(String(published.body.canonical)));
  const { forged, drawIndex, chain, clientSeed, nonce } = card.fairness!;
  const result = verifyDraw(
    { serverSeed: chain!.serverSeed, clientSeed, nonce },
    { serverSeedHash: card.fairness!.serverSeedHash, card },
    { version: forgedVersion(version, forged), isEligible: eligibleWithin(forged, eligibleAt([], drawIndex)) },
  );
  return { hashMatches: result.hashMatches, cardMatches: result.cardMatches };
}

describe('crafting terms', () => {
  it('are frozen into the version, so they are in its hash and reviewed', async () => {
    const { version, crafting } = await craftingCollection();
    const published = await get(t, api(PROJECT_PATHS.version, { hash: version.hash }));
    expect(ZOddsVersion.parse(JSON.parse(String(published.body.canonical))).crafting).toEqual(crafting);
  });

  it('refuse a cost within what dismantling gives, a fuse past ten cards, a set of another collection’s designs', async () => {
    const { creator, collection } = await creatorWithCollection();
    const other = await craftingCollection();
    const patch = (crafting: unknown) =>
      send('PATCH', api(PROJECT_PATHS.collection, { collectionId: collection.id }), creator.token, { crafting });
    const terms = {
      dismantle: { common: 5, uncommon: 20, rare: 100, epic: 400, legendary: 1600 },
      craft: { common: 40, uncommon: 100, rare: 400, epic: 1600, legendary: 6400 },
      fuse: 5,
      sets: [],
    };
    expect(await patch({ ...terms, craft: { ...terms.craft, rare: 100 } })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_ERROR', error: expect.stringContaining(CRAFTING_MESSAGES.craftOverDismantle('rare')) },
    });
    expect(await patch({ ...terms, craft: { ...terms.craft, legendary: 100_001 } })).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining(CRAFTING_MESSAGES.craft) },
    });
    expect(await patch({ ...terms, fuse: 11 })).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining(CRAFTING_MESSAGES.fuse) },
    });
    const stranger = await patch({
      ...terms,
      sets: [{ id: randomUUID(), name: 'Borrowed', designIds: [other.designs.fox, other.designs.toad] }],
    });
    expect(stranger).toMatchObject({
      status: 400,
      body: { code: 'SET_DESIGN_UNKNOWN', error: CRAFTING_MESSAGES.setDesigns, field: 'crafting.sets.0.designIds' },
    });
    const kept = await send('PATCH', api(PROJECT_PATHS.collection, { collectionId: collection.id }), creator.token, {});
    expect((kept.body as { crafting: unknown }).crafting).toBeNull();
  });
});

describe('dismantling', () => {
  it('gives the project’s essence by rarity, once per request; the card leaves the inventory and its tallies', async () => {
    const { collection } = await craftingCollection();
    const fan = await collectorWithCards(collection.id, 2);
    const [first, second] = fan.cards;
    const requestId = randomUUID();
    const made = await craft(fan.token, 'dismantle', { requestId, cardIds: [first!.id] });
    expect(made.status).toBe(201);
    expect(made.body.craft).toMatchObject({ kind: 'dismantle', spent: [{ id: first!.id, rarity: 'common' }], made: null });
    expect(made.body.craft.essence).toEqual([{ slug: first!.project.slug, name: first!.project.name, change: 5 }]);
    expect(made.body.essence).toEqual([{ slug: first!.project.slug, name: first!.project.name, balance: 5 }]);

    // Its retry answers the same craft; the card is spent once.
    const again = await craft(fan.token, 'dismantle', { requestId, cardIds: [first!.id] });
    expect(again).toMatchObject({ status: 200, body: { craft: { id: made.body.craft.id } } });
    expect(await craft(fan.token, 'dismantle', { cardIds: [first!.id] })).toMatchObject({
      status: 409,
      body: { code: 'CARD_CONSUMED', error: CRAFTING_MESSAGES.cardSpent },
    });
    expect(await essenceOf(fan.userId)).toEqual([5]);
    expect((await get(t, api(CARD_PATHS.mineOne, { cardId: first!.id }), fan.token)).status).toBe(404);
    const tallied = await t.database.db.select().from(collectionTallies).where(eq(collectionTallies.userId, fan.userId));
    expect(tallied.reduce((sum, row) => sum + row.count, 0)).toBe(1);
    expect(await unspent(fan.userId)).toEqual([second!.id]);
  });

  it('refuses a card not yours, of a collection without crafting, twice in a list; nothing is spent', async () => {
    const { collection } = await craftingCollection();
    const fan = await collectorWithCards(collection.id, 1);
    const other = await collectorWithCards(collection.id, 1);
    const plain = await playableCollection('common', () => ({ rarities: { common: shout() }, designs: {} }));
    const held = await collectorWithCards(plain.collection.id, 1);
    expect(await craft(fan.token, 'dismantle', { cardIds: [fan.cards[0]!.id, other.cards[0]!.id] })).toMatchObject({
      status: 404,
      body: { code: 'CARD_NOT_FOUND', error: CRAFTING_MESSAGES.cardNotFound },
    });
    expect(await craft(held.token, 'dismantle', { cardIds: [held.cards[0]!.id] })).toMatchObject({
      status: 409,
      body: { code: 'CRAFTING_OFF', error: CRAFTING_MESSAGES.craftingOff('First Light') },
    });
    expect(await craft(fan.token, 'dismantle', { cardIds: [fan.cards[0]!.id, fan.cards[0]!.id] })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_ERROR', error: expect.stringContaining(CRAFTING_MESSAGES.cardIds) },
    });
    expect(await unspent(fan.userId)).toEqual([fan.cards[0]!.id]);
    expect(await unspent(held.userId)).toEqual([held.cards[0]!.id]);
    expect((await get(t, api(CRAFTING_PATHS.card, { cardId: held.cards[0]!.id }), held.token)).body).toEqual({
      off: CRAFTING_MESSAGES.craftingOff('First Light'),
      held: null,
      dismantle: null,
      fuse: null,
    });
    expect((await get(t, api(CRAFTING_PATHS.card, { cardId: held.cards[0]!.id }), fan.token)).status).toBe(404);
    expect(await essenceOf(fan.userId)).toEqual([]);
  });

  it('spends a card once when two crafts take it at once, and never a card in play; a spent card plays no more', async () => {
    const { collection } = await craftingCollection();
    const fan = await collectorWithCards(collection.id, 4);
    const [card, other, third, fourth] = fan.cards;
    const both = await Promise.all([
      craft(fan.token, 'dismantle', { cardIds: [card!.id] }),
      craft(fan.token, 'fuse', { cardIds: [card!.id, other!.id] }),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(both.find((answer) => answer.status === 409)!.body).toMatchObject({ code: 'CARD_CONSUMED', error: CRAFTING_MESSAGES.cardSpent });
    const won = both.find((answer) => answer.status === 201)!.body.craft;
    // The refused craft spent nothing: the dismantle took one card, or the fuse two for the one it
    // made.
    expect(await unspent(fan.userId)).toHaveLength(3);
    expect(await essenceOf(fan.userId)).toEqual(won.kind === 'dismantle' ? [5] : []);
    expect(await play(fan.token, card!.id)).toMatchObject({ status: 409, body: { code: 'CARD_CONSUMED' } });

    // A card waiting to be played is not the collector's to spend until its play ends.
    expect((await play(fan.token, third!.id)).status).toBe(201);
    expect(await craft(fan.token, 'dismantle', { cardIds: [third!.id, fourth!.id] })).toMatchObject({
      status: 409,
      body: { code: 'CARD_IN_PLAY', error: CRAFTING_MESSAGES.cardInPlay },
    });
    // A play and a craft of one card at once: one of them has it.
    const raced = await Promise.all([play(fan.token, fourth!.id), craft(fan.token, 'dismantle', { cardIds: [fourth!.id] })]);
    expect(raced.map((answer) => answer.status).sort()).toEqual([201, 409]);
  });
});

describe('crafting a design', () => {
  it('spends the project’s essence on a draw within that design, provable, and never past its supply', async () => {
    const { collection, designs, slug } = await craftingCollection();
    const fan = await collectorWithCards(collection.id, 1);
    const short = await craft(fan.token, 'craft', { project: slug, designId: designs.wand });
    expect(short).toMatchObject({
      status: 409,
      body: { code: 'ESSENCE_SHORT', error: CRAFTING_MESSAGES.essenceShort(100, 0, 'Nova Studio') },
    });
    // Twenty commons give 100 (5 each), an uncommon's cost.
    const more = await collectorWithCards(collection.id, 20);
    const gained = await craft(more.token, 'dismantle', { cardIds: more.cards.map((card) => card.id) });
    expect(gained.body.essence).toEqual([expect.objectContaining({ balance: 100 })]);

    const made = await craft(more.token, 'craft', { project: slug, designId: designs.wand });
    expect(made.status).toBe(201);
    const card = made.body.craft.made!;
    expect(card).toMatchObject({ name: 'Star Wand', rarity: 'uncommon', fairness: { forged: { kind: 'craft', designId: designs.wand } } });
    expect(made.body.craft).toMatchObject({ kind: 'craft', essence: [{ change: -100 }], oddsVersionHash: card.fairness!.oddsVersionHash });
    expect(made.body.essence).toEqual([expect.objectContaining({ balance: 0 })]);
    expect(await verifiesAsPublished(card)).toEqual({ hashMatches: true, cardMatches: true });
    const proof = (await get(t, api(OVERLAY_PATHS.proof, { code: card.proofCode! }))).body as unknown as TDrawProof;
    expect(proof.forge).toMatchObject({ kind: 'craft', spent: [], essence: 100 });

    // Its one card is made: the next craft of it is refused and spends nothing.
    const again = await collectorWithCards(collection.id, 20);
    await craft(again.token, 'dismantle', { cardIds: again.cards.map((c) => c.id) });
    expect(await craft(again.token, 'craft', { project: slug, designId: designs.wand })).toMatchObject({
      status: 409,
      body: { code: 'SOLD_OUT', error: CRAFTING_MESSAGES.soldOut },
    });
    expect(await essenceOf(again.userId)).toEqual([100]);
  });

  it('refuses another project’s design with this project’s essence, and a design of no published terms', async () => {
    const mine = await craftingCollection();
    const theirs = await craftingCollection();
    const fan = await collectorWithCards(mine.collection.id, 1);
    expect(await craft(fan.token, 'craft', { project: mine.slug, designId: theirs.designs.fox })).toMatchObject({
      status: 400,
      body: { code: 'CRAFT_OTHER_PROJECT', error: CRAFTING_MESSAGES.otherProject('Nova Studio'), field: 'designId' },
    });
    expect(await craft(fan.token, 'craft', { project: mine.slug, designId: randomUUID() })).toMatchObject({
      status: 404,
      body: { code: 'DESIGN_NOT_FOUND' },
    });
    expect(await unspent(fan.userId)).toHaveLength(1);
  });
});

describe('fusing', () => {
  it('turns N cards of one rarity into one provable draw at the next, even of a rarity never drawn by chance', async () => {
    const { collection } = await craftingCollection();
    const fan = await collectorWithCards(collection.id, 3);
    const [a, b, c] = fan.cards;
    // The detail panel's offer: this card and the weakest other, for an uncommon; dismantling gives
    // 5.
    const offer = (await get(t, api(CRAFTING_PATHS.card, { cardId: a!.id }), fan.token)).body as unknown as TCardCrafting;
    const strength = (card: TCard) => card.power + card.defense;
    const weakest = [b!, c!].sort(
      (x, y) => strength(x) - strength(y) || y.collectedAt.localeCompare(x.collectedAt) || y.id.localeCompare(x.id),
    )[0]!;
    expect(offer).toMatchObject({ off: null, held: null, dismantle: { essence: 5 }, fuse: { count: 2, into: 'uncommon' } });
    expect(offer.fuse!.cards.map((card) => card.id)).toEqual([a!.id, weakest.id]);
    const fused = await craft(fan.token, 'fuse', { cardIds: [a!.id, b!.id] });
    expect(fused.status).toBe(201);
    const made = fused.body.craft.made!;
    expect(made).toMatchObject({ name: 'Star Wand', rarity: 'uncommon', fairness: { forged: { kind: 'fuse', rarity: 'uncommon' } } });
    expect(fused.body.craft.spent.map((card) => card.id).sort()).toEqual([a!.id, b!.id].sort());
    expect(await verifiesAsPublished(made)).toEqual({ hashMatches: true, cardMatches: true });
    expect((await unspent(fan.userId)).sort()).toEqual([c!.id, made.id].sort());
    // Its public proof names what made it: the cards spent, each with its own proof's code, and the
    // version.
    const proof = (await get(t, api(OVERLAY_PATHS.proof, { code: made.proofCode! }))).body as unknown as TDrawProof;
    expect(proof.fairness).toMatchObject({
      oddsVersionHash: fused.body.craft.oddsVersionHash,
      forged: { kind: 'fuse', rarity: 'uncommon' },
    });
    expect(proof.forge).toMatchObject({ kind: 'fuse', essence: 0 });
    expect(proof.forge!.spent.map((card) => [card.id, card.proofCode]).sort()).toEqual(
      [a!, b!].map((card) => [card.id, card.proofCode]).sort(),
    );

    // Mixed rarities, the wrong count, the last uncommon gone: refused, nothing spent.
    expect(await craft(fan.token, 'fuse', { cardIds: [c!.id, made.id] })).toMatchObject({
      status: 400,
      body: { code: 'FUSE_REFUSED', error: CRAFTING_MESSAGES.fuseMixed },
    });
    expect(await craft(fan.token, 'fuse', { cardIds: [c!.id] })).toMatchObject({
      status: 400,
      body: { code: 'FUSE_REFUSED', error: CRAFTING_MESSAGES.fuseCount('First Light', 2) },
    });
    const more = await collectorWithCards(collection.id, 2);
    expect(await craft(more.token, 'fuse', { cardIds: more.cards.map((card) => card.id) })).toMatchObject({
      status: 409,
      body: { code: 'SOLD_OUT', error: CRAFTING_MESSAGES.nothingLeft },
    });
    expect(await unspent(more.userId)).toHaveLength(2);
  });
});

describe('a collector’s crafting, read', () => {
  it('shows each collection’s terms, the designs held free to spend, sets with their levels, and essence', async () => {
    const { collection, slug, designs, crafting } = await craftingCollection();
    const fan = await collectorWithCards(collection.id, 2);
    await craft(fan.token, 'dismantle', { cardIds: [fan.cards[0]!.id] });
    const read = (await get(t, api(CRAFTING_PATHS.project, { slug }), fan.token)).body as unknown as TProjectCrafting;
    expect(read.essence).toBe(5);
    const [shown] = read.collections;
    expect(shown).toMatchObject({ id: collection.id, name: 'First Light', terms: crafting });
    expect(shown!.designs.find((design) => design.id === designs.wand)).toMatchObject({ held: 0, supplyLeft: 1 });
    expect(shown!.designs.reduce((sum, design) => sum + design.held, 0)).toBe(1);
    expect(shown!.sets.map((set) => [set.name, set.level])).toEqual([
      ['First Light', 0],
      ['Pond', 0],
    ]);
    const overview = (await get(t, api(CRAFTING_PATHS.overview), fan.token)).body as unknown as TCraftingOverview;
    expect(overview).toMatchObject({ essence: [{ slug, balance: 5 }], badges: [], projects: [{ slug }] });
    expect((await get(t, api(CRAFTING_PATHS.overview))).status).toBe(401);
  });
});
