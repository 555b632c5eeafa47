// @databases pglite postgres: smoke — the module on the embedded database
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { validateBytes } from 'gltf-validator';
import { describe, expect, it } from 'vitest';
import { CARD_PATHS, CARD_TYPES, RARITIES, REWARD_PATHS, SHARE_LIMITS, SHARE_PATHS } from '@arcana/shared';
import { CATALOGUE_CARDS } from '@arcana/shared/draw';
import { ZCardFace, ZCardShare, ZCardShareState, ZSharedCard, type TCard } from '@arcana/shared/schemas';
import { useTestApp } from '../../../test/test-app.js';
import { api } from '../../../test/projects.js';
import { createCardModels } from '../models/index.js';
import { buildAdmin, buildUser, buildUserWithWallet, get, observerTokenFor, post } from '../../../test/factories.js';

const t = useTestApp();

/** A collector's freshly collected card. */
async function collected() {
  const owner = await buildUserWithWallet(t);
  const drawn = await post(t, `/api${CARD_PATHS.collect}`, { publicKey: owner.wallet.publicKey, requestId: randomUUID() }, owner.token);
  expect(drawn.status).toBe(200);
  return { owner, card: drawn.body as unknown as TCard };
}

/** A GET as the browser makes it, with the raw answer: headers and bytes. */
const fetchRaw = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const share = (cardId: string, token: string) => post(t, api(SHARE_PATHS.cardShare, { cardId }), undefined, token);
const revoke = (cardId: string, token: string) =>
  t.app.inject({ method: 'DELETE', url: api(SHARE_PATHS.cardShare, { cardId }), headers: bearer(token) });

describe('a card’s 3D model', () => {
  it('is a valid glTF binary of at most 250 KB, kept by an ETag that answers 304', async () => {
    const { owner, card } = await collected();
    const url = api(SHARE_PATHS.cardModel, { cardId: card.id });
    const model = await fetchRaw(url, { ...bearer(owner.token), 'accept-encoding': 'br, gzip' });
    expect(model.statusCode).toBe(200);
    expect(model.headers['content-type']).toBe('model/gltf-binary');
    // Its pictures are JPEG already: sent as they are, not compressed again.
    expect(model.headers['content-encoding']).toBeUndefined();
    expect(model.headers['cache-control']).toBe('private, no-cache');
    expect(model.rawPayload.length).toBeLessThanOrEqual(SHARE_LIMITS.modelBytes);
    const report = await validateBytes(new Uint8Array(model.rawPayload));
    expect(report.issues.messages.filter((message) => message.severity === 0)).toEqual([]);
    expect(report.issues.numErrors).toBe(0);
    expect(report.info?.hasTextures).toBe(true);

    const etag = model.headers.etag as string;
    expect(etag).toMatch(/^"m[\w-]{32}"$/);
    const again = await fetchRaw(url, { ...bearer(owner.token), 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('is drawn for every rarity, with its art or without any, each valid and small', async () => {
    const models = createCardModels(t.deps.db);
    const faces = RARITIES.map((rarity, i) => ({
      name: i % 2 ? CATALOGUE_CARDS.find((card) => card.rarity === rarity)!.name : `A ${rarity} card nobody drew, with a long name`,
      description: '',
      image: '🐺',
      rarity,
      type: CARD_TYPES[i]!,
      power: 10 * i,
      defense: 99,
    }));
    const tags = new Set<string>();
    for (const face of faces) {
      const { bytes, etag } = await models.model(face);
      expect(bytes.length, face.name).toBeLessThanOrEqual(SHARE_LIMITS.modelBytes);
      expect((await validateBytes(bytes)).issues.numErrors, face.name).toBe(0);
      tags.add(etag);
    }
    expect(tags.size).toBe(faces.length);
    // The same face is the same model: its tag is known without drawing, and a change of a number changes it.
    expect(models.modelTag(faces[0]!)).toBe((await models.model({ ...faces[0]! })).etag);
    expect(models.modelTag({ ...faces[0]!, power: 11 })).not.toBe(models.modelTag(faces[0]!));
  });

  it('is served to the card’s owner and to admins only: anyone else hears there is no such card', async () => {
    const { owner, card } = await collected();
    const url = api(SHARE_PATHS.cardModel, { cardId: card.id });
    const stranger = await buildUser(t);
    const admin = await buildAdmin(t);
    expect((await fetchRaw(url)).statusCode).toBe(401);
    const refused = await fetchRaw(url, bearer(stranger.token));
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'CARD_NOT_FOUND' });
    expect((await fetchRaw(url, bearer(admin.token))).statusCode).toBe(200);
    expect((await fetchRaw(url, bearer(owner.token))).statusCode).toBe(200);
    expect((await fetchRaw(api(SHARE_PATHS.cardModel, { cardId: randomUUID() }), bearer(owner.token))).statusCode).toBe(404);
    // Its face alone, for the collection room: the same rule.
    const face = api(SHARE_PATHS.cardFace, { cardId: card.id });
    expect((await fetchRaw(face, bearer(stranger.token))).statusCode).toBe(404);
    const picture = await fetchRaw(face, bearer(owner.token));
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 240, height: 336 });
    expect((await fetchRaw(face, { ...bearer(owner.token), 'if-none-match': picture.headers.etag as string })).statusCode).toBe(304);
    expect((await fetchRaw(api(SHARE_PATHS.cardModel, { cardId: 'not-a-card' }), bearer(owner.token))).statusCode).toBe(400);
  });
});

describe('a shared card', () => {
  it('is shared by its owner at one link that carries their referral, and anyone sees only the card, its proof and its owner', async () => {
    const { owner, card } = await collected();
    expect(ZCardShareState.parse((await get(t, api(SHARE_PATHS.cardShare, { cardId: card.id }), owner.token)).body)).toEqual({
      share: null,
    });

    const made = await share(card.id, owner.token);
    expect(made.status).toBe(200);
    const link = ZCardShare.parse(made.body);
    const url = new URL(link.url);
    expect(url.pathname).toBe(`/c/${link.shareId}`);
    const code = url.searchParams.get('ref');
    expect(code).toBeTruthy();
    // The same link, however often it is asked for; and the state says so.
    expect(ZCardShare.parse((await share(card.id, owner.token)).body)).toEqual(link);
    expect(ZCardShareState.parse((await get(t, api(SHARE_PATHS.cardShare, { cardId: card.id }), owner.token)).body)).toEqual({
      share: link,
    });
    // The link's code is the owner's referral: a visit by it is kept.
    expect((await post(t, `/api${REWARD_PATHS.referralVisits}`, { code })).status).toBe(201);

    const page = await fetchRaw(api(SHARE_PATHS.share, { shareId: link.shareId }));
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    const shared = ZSharedCard.parse(page.json());
    expect(shared).toMatchObject({ shareId: link.shareId, owner: owner.username, project: card.project, collectedAt: card.collectedAt });
    expect(shared.card).toEqual(ZCardFace.parse(card));
    expect(shared.fairness).toEqual(card.fairness);
    expect(page.body).not.toContain(owner.wallet.publicKey);
    expect(page.body).not.toContain(owner.email);

    const model = await fetchRaw(api(SHARE_PATHS.shareModel, { shareId: link.shareId }));
    expect(model.statusCode).toBe(200);
    expect((await validateBytes(new Uint8Array(model.rawPayload))).issues.numErrors).toBe(0);
    const picture = await fetchRaw(api(SHARE_PATHS.shareImage, { shareId: link.shareId }));
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
  });

  it('stops at once when revoked: its page, model and picture answer 404, and sharing again makes a new link', async () => {
    const { owner, card } = await collected();
    const link = ZCardShare.parse((await share(card.id, owner.token)).body);
    const addresses = [SHARE_PATHS.share, SHARE_PATHS.shareModel, SHARE_PATHS.shareImage].map((path) =>
      api(path, { shareId: link.shareId }),
    );
    for (const address of addresses) expect((await fetchRaw(address)).statusCode, address).toBe(200);

    expect((await revoke(card.id, owner.token)).statusCode).toBe(204);
    for (const address of addresses) {
      const gone = await fetchRaw(address);
      expect(gone.statusCode, address).toBe(404);
      expect(gone.json(), address).toMatchObject({ code: 'SHARE_NOT_FOUND', error: 'This card is not shared' });
    }
    expect((await revoke(card.id, owner.token)).json()).toMatchObject({ code: 'SHARE_NOT_FOUND' });
    expect(ZCardShareState.parse((await get(t, api(SHARE_PATHS.cardShare, { cardId: card.id }), owner.token)).body)).toEqual({
      share: null,
    });

    const again = ZCardShare.parse((await share(card.id, owner.token)).body);
    expect(again.shareId).not.toBe(link.shareId);
    expect((await fetchRaw(api(SHARE_PATHS.share, { shareId: link.shareId }))).statusCode).toBe(404);
    expect((await fetchRaw(api(SHARE_PATHS.share, { shareId: again.shareId }))).statusCode).toBe(200);
  });

  it('is shared and revoked by its owner only; an observer changes nothing; a malformed link is refused', async () => {
    const { owner, card } = await collected();
    const stranger = await buildUser(t);
    expect((await share(card.id, stranger.token)).body).toMatchObject({ code: 'CARD_NOT_FOUND' });
    expect((await get(t, api(SHARE_PATHS.cardShare, { cardId: card.id }), stranger.token)).status).toBe(404);
    expect((await share(card.id, '')).status).toBe(401);

    const observer = await observerTokenFor(t, owner.token);
    const observed = await share(card.id, observer);
    expect(observed.status).toBe(403);
    expect(observed.body).toMatchObject({ code: 'OBSERVER_READ_ONLY' });
    expect(ZCardShareState.parse((await get(t, api(SHARE_PATHS.cardShare, { cardId: card.id }), owner.token)).body)).toEqual({
      share: null,
    });

    const link = ZCardShare.parse((await share(card.id, owner.token)).body);
    expect((await revoke(card.id, stranger.token)).statusCode).toBe(404);
    expect((await revoke(card.id, observer)).statusCode).toBe(403);
    expect((await fetchRaw(api(SHARE_PATHS.share, { shareId: link.shareId }))).statusCode).toBe(200);

    for (const bad of ['short', `${link.shareId}x`, 'a'.repeat(15) + '!'])
      expect((await fetchRaw(api(SHARE_PATHS.share, { shareId: bad }))).statusCode, bad).toBe(400);
  });
});
