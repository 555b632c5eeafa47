// @databases pglite postgres: two changes of one profile at once
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES, PROFILE_PATHS, SHARE_PATHS } from '@arcana/shared';
import { ZCardShare, ZMyProfile, ZPublicProfile, ZProfileCard, ZSharedCard, type TMyProfile } from '@arcana/shared/schemas';
import { craftingHelpers } from '../../../test/crafting.js';
import { get, observerTokenFor } from '../../../test/factories.js';
import { useTestApp } from '../../../test/test-app.js';

const t = useTestApp();
const { api, send, craftingCollection, collectorWithCards, craft } = craftingHelpers(t);

const mine = (token: string) => get(t, api(PROFILE_PATHS.mine), token);
const change = (token: string, body: Record<string, unknown>) => send('PATCH', api(PROFILE_PATHS.mine), token, body);
const profileOf = (username: string) => get(t, api(PROFILE_PATHS.profile, { username }));
const imageOf = (username: string) => t.app.inject({ method: 'GET', url: api(PROFILE_PATHS.profileImage, { username }) });

describe('a public profile', () => {
  it('is private until its owner makes it public, and a private one is not told from none', async () => {
    const { collection } = await craftingCollection();
    const fan = await collectorWithCards(collection.id, 1);
    expect(ZMyProfile.parse((await mine(fan.token)).body)).toEqual({
      public: false,
      url: `${t.deps.config.publicUrl}/u/${fan.username}`,
      cards: [],
    });
    for (const username of [fan.username, `nobody_${Date.now()}`]) {
      expect(await profileOf(username)).toEqual({
        status: 404,
        body: expect.objectContaining({ code: 'PROFILE_NOT_FOUND', error: PROFILE_MESSAGES.notPublic }),
      });
      expect((await imageOf(username)).statusCode).toBe(404);
    }
    expect((await profileOf('not a name')).status).toBe(400);
  });

  it('shows its badges, the cards chosen in order, and its projects, and nothing else of the account', async () => {
    const { collection, crafting, slug } = await craftingCollection();
    const fan = await collectorWithCards(collection.id, 8);
    // A badge of the set, when the draws gave one of each of its designs.
    const pond = crafting.sets[0]!;
    const badge = await craft(fan.token, 'badge', { collectionId: collection.id, setId: pond.id });
    const held = (ZMyProfile.parse((await mine(fan.token)).body) as TMyProfile).cards;
    expect(held).toEqual([]);
    const spent = new Set(badge.status === 201 ? badge.body.craft.spent.map((card) => card.id) : []);
    const kept = fan.cards.filter((card) => !spent.has(card.id));
    const chosen = [kept[2]!, kept[0]!, kept[1]!];

    const saved = await change(fan.token, { cardIds: chosen.map((card) => card.id.toUpperCase()), public: true });
    expect(saved.status).toBe(200);
    expect(ZMyProfile.parse(saved.body)).toMatchObject({
      public: true,
      cards: chosen.map((card) => expect.objectContaining({ id: card.id })),
    });

    // Its username in any case finds it.
    const seen = await profileOf(fan.username.toUpperCase());
    expect(seen.status).toBe(200);
    const profile = ZPublicProfile.parse(seen.body);
    expect(profile).toEqual({
      username: fan.username,
      picture: null,
      badges: badge.status === 201 ? [expect.objectContaining({ setId: pond.id, name: 'Pond', level: 1 })] : [],
      cards: chosen.map((card) => ZProfileCard.parse({ ...card })),
      projects: [{ slug, name: 'Nova Studio', count: kept.length }],
    });
    const text = JSON.stringify(seen.body);
    for (const secret of [fan.email, fan.userId, ...chosen.map((card) => card.id)]) expect(text).not.toContain(secret);

    const picture = await imageOf(fan.username);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });

    // A card spent at the Forge leaves the profile; the others keep their order.
    expect((await craft(fan.token, 'dismantle', { cardIds: [chosen[1]!.id] })).status).toBe(201);
    const after = ZPublicProfile.parse((await profileOf(fan.username)).body);
    expect(after.cards.map((card) => card.collectedAt)).toEqual([chosen[0]!, chosen[2]!].map((card) => card.collectedAt));

    // A card of theirs shared links its owner's name to the profile while it is public.
    const link = ZCardShare.parse((await send('POST', api(SHARE_PATHS.cardShare, { cardId: chosen[0]!.id }), fan.token)).body);
    const sharedCard = async () => ZSharedCard.parse((await get(t, api(SHARE_PATHS.share, { shareId: link.shareId }))).body);
    expect((await sharedCard()).ownerProfile).toBe(true);

    // Private again: gone at once, its picture too; its cards stay chosen for the next time.
    expect(ZMyProfile.parse((await change(fan.token, { public: false })).body)).toMatchObject({ public: false, cards: [{}, {}] });
    expect((await profileOf(fan.username)).status).toBe(404);
    expect((await imageOf(fan.username)).statusCode).toBe(404);
    expect((await sharedCard()).ownerProfile).toBe(false);
  });

  it('shows only its owner’s cards, twelve at most, and refuses anything else with nothing changed', async () => {
    const { collection } = await craftingCollection();
    const fan = await collectorWithCards(collection.id, 2);
    const other = await collectorWithCards(collection.id, 1);
    expect((await change(fan.token, { cardIds: [fan.cards[0]!.id] })).status).toBe(200);

    const refused = [
      [{ cardIds: [fan.cards[1]!.id, other.cards[0]!.id] }, 'PROFILE_CARDS_NOT_HELD', PROFILE_MESSAGES.cardsNotHeld],
      [{ cardIds: [randomUUID()] }, 'PROFILE_CARDS_NOT_HELD', PROFILE_MESSAGES.cardsNotHeld],
      [{ cardIds: Array.from({ length: 13 }, () => randomUUID()) }, 'VALIDATION_ERROR', PROFILE_MESSAGES.tooManyCards],
      [{ cardIds: [fan.cards[1]!.id, fan.cards[1]!.id] }, 'VALIDATION_ERROR', PROFILE_MESSAGES.cardTwice],
      [{ cardIds: ['not-a-card'] }, 'VALIDATION_ERROR', 'Card not found'],
      [{ public: 'yes' }, 'VALIDATION_ERROR', undefined],
      [{ shown: true }, 'VALIDATION_ERROR', undefined],
    ] as const;
    for (const [body, code, error] of refused) {
      const answer = await change(fan.token, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body, JSON.stringify(body)).toMatchObject({ code, ...(error ? { error } : {}) });
    }
    // An observer reads it, and changes nothing.
    const observer = await observerTokenFor(t, fan.token);
    expect((await mine(observer)).status).toBe(200);
    expect(await change(observer, { public: true })).toMatchObject({ status: 403, body: { code: 'OBSERVER_READ_ONLY' } });
    expect((await t.app.inject({ method: 'PATCH', url: api(PROFILE_PATHS.mine), payload: { public: true } })).statusCode).toBe(401);
    expect(ZMyProfile.parse((await mine(fan.token)).body)).toMatchObject({ public: false, cards: [{ id: fan.cards[0]!.id }] });

    // Two changes at once are made one after the other: each answers, and one choice stands whole.
    const both = await Promise.all([
      change(fan.token, { cardIds: [fan.cards[0]!.id, fan.cards[1]!.id] }),
      change(fan.token, { cardIds: [fan.cards[1]!.id], public: true }),
    ]);
    expect(both.map((answer) => answer.status)).toEqual([200, 200]);
    const settled = ZMyProfile.parse((await mine(fan.token)).body);
    expect(settled.public).toBe(true);
    expect([1, 2]).toContain(settled.cards.length);
  });
});
