// @databases pglite postgres: smoke — the module on the embedded database
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  OVERLAY_DEFAULTS,
  OVERLAY_LOOK_MESSAGES,
  OVERLAY_MESSAGES,
  OVERLAY_PATHS,
  PROJECT_MESSAGES,
  PROJECT_PATHS,
  RARITY_SORT_WEIGHT,
  REVIEW_PATHS,
} from '@arcana/shared';
import { ZDrawProof, ZOverlay, ZOverlayAddress, type OverlayServerEvents, type TCard, type TOverlayAlert } from '@arcana/shared/schemas';
import { overlayAlerts, overlays, users } from '../../db/schema.js';
import { useListeningTestApp, type TestApp } from '../../../test/test-app.js';
import { buildAdmin, buildUserWithWallet, get, observerTokenFor, post } from '../../../test/factories.js';
import { projectHelpers } from '../../../test/projects.js';
import { connectOverlay, nextEvent, settled, type OverlaySocket } from '../../../test/sockets.js';

/** A card's alert (a draw, a test, a replay): these tests queue no grant's, play's or badge's. */
const cardAlert = (alert: TOverlayAlert) => {
  if (!('card' in alert)) throw new Error(`not a card's alert: ${alert.id}`);
  return alert;
};
const cardOf = (alert: TOverlayAlert) => cardAlert(alert).card;

const { t, sockets, baseUrl } = useListeningTestApp();
const { api, send, submittedCollection } = projectHelpers(t);
const opened: OverlaySocket[] = [];
afterAll(() => opened.forEach((socket) => socket.close()));

/** An overlay page's socket, as a browser source opens it. */
function openOverlay(base: string, token: string): OverlaySocket {
  const socket = connectOverlay(base, token);
  opened.push(socket);
  return socket;
}

const next = <E extends keyof OverlayServerEvents & string>(socket: OverlaySocket, event: E, ms = 5_000) =>
  nextEvent<OverlayServerEvents, E>(socket, event, ms);

const disconnected = (socket: OverlaySocket) => new Promise<string>((resolve) => socket.once('disconnect', resolve));

/** A creator's published collection (99 % a common, 1 % a legendary), and its overlay's address. */
async function publishedWithOverlay(app: TestApp = t) {
  const submitted = await submittedCollection();
  const admin = await buildAdmin(t);
  expect((await send('POST', api(REVIEW_PATHS.approve, { versionId: submitted.version.id }), admin.token)).status).toBe(204);
  const address = await get(app, api(OVERLAY_PATHS.address, { projectId: submitted.projectId }), submitted.creator.token);
  expect(address.status).toBe(200);
  return { ...submitted, admin, address: ZOverlayAddress.parse(address.body) };
}

/** A new collector's welcome draw in the collection, queued on its overlay (after the answer): the card, and who drew it. */
async function drawIn(collectionId: string, app: TestApp = t): Promise<TCard & { collectorToken: string }> {
  const collector = await buildUserWithWallet(t);
  const drawn = await post(
    app,
    api(PROJECT_PATHS.claim, { collectionId }),
    { publicKey: collector.wallet.publicKey, requestId: randomUUID() },
    collector.token,
  );
  expect(drawn.status).toBe(200);
  await app.deps.background.drain();
  return { ...(drawn.body as unknown as TCard), collectorToken: collector.token };
}

const rowsOf = (overlayAlertId: string) => t.deps.db.select().from(overlayAlerts).where(eq(overlayAlerts.id, overlayAlertId));

describe('the overlay’s address', () => {
  it('is shown to its project’s creator only, opens the feed and nothing else, and stops a loaded page when made anew', async () => {
    const { projectId, creator, address } = await publishedWithOverlay();
    expect(address.url).toBe(`${t.deps.config.publicUrl}/overlay#${address.token}`);
    expect(address.tickerUrl).toBe(`${t.deps.config.publicUrl}/overlay?layout=ticker#${address.token}`);
    const stranger = await buildUserWithWallet(t);
    expect((await get(t, api(OVERLAY_PATHS.address, { projectId }), stranger.token)).body.code).toBe('NOT_YOUR_PROJECT');
    // The token is no session: every API call with it is refused.
    expect((await get(t, api(OVERLAY_PATHS.overlay, { projectId }), address.token)).status).toBe(401);
    expect((await get(t, '/api/auth/verify', address.token)).status).toBe(401);

    const page = openOverlay(baseUrl(), address.token);
    expect((await next(page, 'overlayQueue')).projectName).toBe('Nova Studio');
    const stopped = next(page, 'overlayRefused', 1000);
    const gone = disconnected(page);
    const renewed = ZOverlayAddress.parse((await post(t, api(OVERLAY_PATHS.address, { projectId }), undefined, creator.token)).body);
    expect(renewed.token).not.toBe(address.token);
    expect(await stopped).toEqual({ message: OVERLAY_MESSAGES.notConnected });
    expect(await gone).toBe('io server disconnect');

    const old = openOverlay(baseUrl(), address.token);
    expect(await next(old, 'overlayRefused')).toEqual({ message: OVERLAY_MESSAGES.notConnected });
    expect((await next(openOverlay(baseUrl(), renewed.token), 'overlayQueue')).waiting).toEqual([]);
  });

  it('is a creator’s tool: with two-factor off it is neither shown nor made anew, and nothing changes', async () => {
    const { projectId, creator, address } = await publishedWithOverlay();
    const [before] = await t.deps.db.select().from(overlays).where(eq(overlays.projectId, projectId));
    await t.deps.db.update(users).set({ totpEnabledAt: null }).where(eq(users.email, creator.email));
    for (const refused of [
      await get(t, api(OVERLAY_PATHS.address, { projectId }), creator.token),
      await post(t, api(OVERLAY_PATHS.address, { projectId }), undefined, creator.token),
    ])
      expect(refused).toMatchObject({ status: 403, body: { code: 'TWO_FACTOR_REQUIRED', error: PROJECT_MESSAGES.creatorNeedsTwoFactor } });
    const [after] = await t.deps.db.select().from(overlays).where(eq(overlays.projectId, projectId));
    expect(after!.tokenHash).toBe(before!.tokenHash);
    expect((await next(openOverlay(baseUrl(), address.token), 'overlayQueue')).projectName).toBe('Nova Studio');
  });

  it('refuses a made-up token, a session’s token, and a suspended project’s overlay, loaded or not; the app’s own socket refuses an overlay token', async () => {
    const { projectId, admin, address } = await publishedWithOverlay();
    expect(await next(openOverlay(baseUrl(), 'not-a-token'), 'overlayRefused')).toEqual({ message: OVERLAY_MESSAGES.notConnected });
    expect(await next(openOverlay(baseUrl(), admin.token), 'overlayRefused')).toEqual({ message: OVERLAY_MESSAGES.notConnected });
    expect((await nextEvent(sockets.open(baseUrl(), address.token), 'auth_error')).requiresReauth).toBe(true);

    const loaded = openOverlay(baseUrl(), address.token);
    await next(loaded, 'overlayQueue');
    const stopped = next(loaded, 'overlayRefused');
    expect((await send('POST', api(REVIEW_PATHS.suspend, { projectId }), admin.token, { reason: 'Under review' })).status).toBe(204);
    expect(await stopped).toEqual({ message: OVERLAY_MESSAGES.notConnected });
    expect(await next(openOverlay(baseUrl(), address.token), 'overlayRefused')).toEqual({ message: OVERLAY_MESSAGES.notConnected });
  });
});

describe('the overlay’s queue', () => {
  it('sends each draw of the project at once, with its collector and code, and records the page’s acknowledgements', async () => {
    const { collection, address } = await publishedWithOverlay();
    const page = openOverlay(baseUrl(), address.token);
    await next(page, 'overlayQueue');
    const arriving = next(page, 'overlayAlert');
    const card = await drawIn(collection.id);
    const alert = await arriving;
    expect(alert).toMatchObject({
      kind: 'draw',
      code: expect.stringMatching(/^[2-9A-HJKMNP-Z]{8}$/),
      card: { name: card.name, rarity: card.rarity },
    });
    expect(alert.collector).toMatch(/^user/);
    expect(cardOf(alert)).not.toHaveProperty('publicKey');

    page.emit('overlayShown', { alertId: alert.id });
    page.emit('overlayDone', { alertId: alert.id });
    await expect
      .poll(async () => (await rowsOf(alert.id))[0])
      .toMatchObject({ shownAt: expect.any(Date), doneAt: expect.any(Date), outcome: 'shown' });
  });

  it('resumes a reloaded page at the first alert not done: none lost, none twice; alerts past their minutes are let go', async () => {
    const { collection, address } = await publishedWithOverlay();
    const drawn = [await drawIn(collection.id), await drawIn(collection.id), await drawIn(collection.id)];
    const first = openOverlay(baseUrl(), address.token);
    const queued = await next(first, 'overlayQueue');
    expect(queued.waiting.map((alert) => cardOf(alert).name)).toEqual(drawn.map((card) => card.name));
    first.emit('overlayDone', { alertId: queued.waiting[0]!.id });
    await expect.poll(async () => (await rowsOf(queued.waiting[0]!.id))[0]?.doneAt).toBeInstanceOf(Date);
    first.close();

    const reloaded = await next(openOverlay(baseUrl(), address.token), 'overlayQueue');
    expect(reloaded.waiting.map((alert) => alert.id)).toEqual(queued.waiting.slice(1).map((alert) => alert.id));

    // One waited longer than the overlay keeps an alert.
    await t.deps.db
      .update(overlayAlerts)
      .set({ createdAt: sql`now() - interval '31 minutes'` })
      .where(eq(overlayAlerts.id, queued.waiting[1]!.id));
    const later = await next(openOverlay(baseUrl(), address.token), 'overlayQueue');
    expect(later.waiting.map((alert) => alert.id)).toEqual([queued.waiting[2]!.id]);
    expect((await rowsOf(queued.waiting[1]!.id))[0]).toMatchObject({ outcome: 'expired', shownAt: null });
  });

  it('lists each draw for the ticker as it is queued, shown or not, and never a test alert', async () => {
    const { projectId, creator, collection, address } = await publishedWithOverlay();
    const page = openOverlay(baseUrl(), address.token);
    await next(page, 'overlayQueue');
    const testing = next(page, 'overlayAlert');
    expect((await post(t, api(OVERLAY_PATHS.test, { projectId }), { rarity: 'rare' }, creator.token)).status).toBe(200);
    const test = await testing;
    page.emit('overlayDone', { alertId: test.id });
    await expect.poll(async () => (await rowsOf(test.id))[0]?.outcome).toBe('shown');
    const first = await drawIn(collection.id);
    const second = await drawIn(collection.id);

    // Neither draw has been shown yet: the ticker lists both, newest first, and not the test.
    const { recent, waiting } = await next(openOverlay(baseUrl(), address.token), 'overlayQueue');
    expect(waiting.map((alert) => alert.kind)).toEqual(['draw', 'draw']);
    expect(recent.map((alert) => [alert.kind, cardOf(alert).name])).toEqual([
      ['draw', second.name],
      ['draw', first.name],
    ]);
  });

  it('changes nothing when a page acknowledges an alert of another overlay', async () => {
    const mine = await publishedWithOverlay();
    const theirs = await publishedWithOverlay();
    await drawIn(theirs.collection.id);
    await drawIn(mine.collection.id);
    const [their] = (await next(openOverlay(baseUrl(), theirs.address.token), 'overlayQueue')).waiting;
    const page = openOverlay(baseUrl(), mine.address.token);
    const [own] = (await next(page, 'overlayQueue')).waiting;
    page.emit('overlayShown', { alertId: their!.id });
    page.emit('overlayDone', { alertId: their!.id });
    // Its own acknowledgement, sent after: once it is recorded, the ones before it were handled.
    page.emit('overlayDone', { alertId: own!.id });
    await expect.poll(async () => (await rowsOf(own!.id))[0]?.outcome).toBe('shown');
    expect((await rowsOf(their!.id))[0]).toMatchObject({ shownAt: null, doneAt: null, outcome: null });
  });
});

describe('the creator’s controls', () => {
  it('skip, clear, replay and test alerts act on the queue and reach the page; settings reach it too', async () => {
    const { projectId, creator, collection, address } = await publishedWithOverlay();
    const control = (path: string, body?: unknown) => post(t, api(path, { projectId }), body, creator.token);
    expect(await control(OVERLAY_PATHS.skip)).toMatchObject({ status: 409, body: { code: 'OVERLAY_QUEUE_EMPTY' } });
    expect(await control(OVERLAY_PATHS.replay)).toMatchObject({ status: 409, body: { error: OVERLAY_MESSAGES.nothingToReplay } });

    const page = openOverlay(baseUrl(), address.token);
    await next(page, 'overlayQueue');
    const alerts: Array<Parameters<OverlayServerEvents['overlayAlert']>[0]> = [];
    page.on('overlayAlert', (alert) => alerts.push(alert));
    await drawIn(collection.id);
    await drawIn(collection.id);
    await expect.poll(() => alerts.length).toBe(2);

    const removed = next(page, 'overlayRemoved');
    expect(await control(OVERLAY_PATHS.skip)).toMatchObject({ status: 200, body: { message: OVERLAY_MESSAGES.skipped } });
    expect(await removed).toEqual({ alertIds: [alerts[0]!.id] });

    page.emit('overlayDone', { alertId: alerts[1]!.id });
    await expect.poll(async () => (await rowsOf(alerts[1]!.id))[0]?.outcome).toBe('shown');
    expect((await control(OVERLAY_PATHS.replay)).status).toBe(200);
    await expect.poll(() => alerts.length).toBe(3);
    expect(alerts[2]).toMatchObject({ kind: 'replay', code: cardAlert(alerts[1]!).code, card: cardOf(alerts[1]!) });

    expect(await control(OVERLAY_PATHS.test, { rarity: 'legendary' })).toMatchObject({
      status: 200,
      body: { message: OVERLAY_MESSAGES.testQueued },
    });
    await expect.poll(() => alerts.length).toBe(4);
    expect(alerts[3]).toMatchObject({
      kind: 'test',
      code: null,
      collector: 'Arcana test',
      card: { rarity: 'legendary', name: 'Star Wand' },
    });
    expect((await control(OVERLAY_PATHS.test, { rarity: 'mythic' })).status).toBe(400);

    const cleared = next(page, 'overlayRemoved');
    expect(await control(OVERLAY_PATHS.clear)).toMatchObject({ status: 200, body: { message: '2 waiting alerts cleared' } });
    expect((await cleared).alertIds.sort()).toEqual([alerts[2]!.id, alerts[3]!.id].sort());

    const changed = next(page, 'overlaySettings');
    const settings = {
      paused: true,
      volume: 0,
      minRarity: 'epic',
      anchor: 'top-right',
      scalePercent: 75,
      showQr: false,
      templates: {
        draw: '{rarity}! {collector} pulled',
        grant: '{collector}: +{draws}',
        play: '{collector}: {message}',
        badge: '{collector}: {set} {level}',
      },
      sounds: { rarities: { legendary: 'gong' }, grant: 'coins', play: null },
      colors: { text: '#FFFFFF', panel: '#102030', accent: '#ffd700' },
    };
    // A template is kept trimmed.
    const templates = { ...settings.templates, draw: `  ${settings.templates.draw}  ` };
    const patched = await send('PATCH', api(OVERLAY_PATHS.overlay, { projectId }), creator.token, { ...settings, templates });
    expect(patched.status).toBe(200);
    expect(ZOverlay.parse(patched.body)).toMatchObject({ connected: true, waiting: 0, settings });
    expect(await changed).toEqual({ ...settings, displaySeconds: 8, expireMinutes: 30, grantSources: [] });
    // Kept: read again, the overlay looks as it was set.
    expect(ZOverlay.parse((await get(t, api(OVERLAY_PATHS.overlay, { projectId }), creator.token)).body).settings).toMatchObject(settings);

    // From epic up: the collection's common is not queued, its legendary is.
    const card = await drawIn(collection.id);
    const status = ZOverlay.parse((await get(t, api(OVERLAY_PATHS.overlay, { projectId }), creator.token)).body);
    expect(status.waiting).toBe(RARITY_SORT_WEIGHT[card.rarity] >= RARITY_SORT_WEIGHT.epic ? 1 : 0);
  });

  it('refuses settings out of their limits, another creator and an observer, changing nothing', async () => {
    const { projectId, creator } = await publishedWithOverlay();
    const patch = (body: unknown, token = creator.token) => send('PATCH', api(OVERLAY_PATHS.overlay, { projectId }), token, body);
    expect(await patch({ displaySeconds: 2 })).toMatchObject({ status: 400, body: { error: OVERLAY_MESSAGES.displaySeconds } });
    expect(await patch({ volume: 101 })).toMatchObject({ status: 400, body: { error: OVERLAY_MESSAGES.volume } });
    expect(await patch({ expireMinutes: 0 })).toMatchObject({ status: 400, body: { error: OVERLAY_MESSAGES.expireMinutes } });
    expect(await patch({ minRarity: 'mythic' })).toMatchObject({ status: 400, body: { error: OVERLAY_MESSAGES.minRarity } });
    expect(await patch({ anchor: 'middle' })).toMatchObject({ status: 400, body: { error: OVERLAY_MESSAGES.anchor } });
    expect(await patch({ scalePercent: 250 })).toMatchObject({ status: 400, body: { error: OVERLAY_MESSAGES.scalePercent } });
    const templates = { ...OVERLAY_DEFAULTS.templates, draw: '{collector} drew {message}' };
    expect(await patch({ templates })).toMatchObject({
      status: 400,
      body: { error: OVERLAY_LOOK_MESSAGES.templateWord('message', 'draw') },
    });
    expect(await patch({ templates: { ...templates, draw: ' ' } })).toMatchObject({
      status: 400,
      body: { error: OVERLAY_LOOK_MESSAGES.template },
    });
    expect(await patch({ sounds: { ...OVERLAY_DEFAULTS.sounds, grant: 'kazoo' } })).toMatchObject({ status: 400 });
    expect(await patch({ colors: { ...OVERLAY_DEFAULTS.colors, text: 'white' } })).toMatchObject({
      status: 400,
      body: { error: OVERLAY_LOOK_MESSAGES.color },
    });
    expect(await patch({ tokenHash: 'x' })).toMatchObject({ status: 400 });
    expect(await patch({})).toMatchObject({ status: 200 });
    const stranger = await buildUserWithWallet(t);
    expect(await patch({ volume: 5 }, stranger.token)).toMatchObject({ status: 403, body: { code: 'NOT_YOUR_PROJECT' } });
    const observer = await observerTokenFor(t, creator.token);
    expect(await patch({ volume: 5 }, observer)).toMatchObject({ status: 403, body: { code: 'OBSERVER_READ_ONLY' } });
    // The address is a secret of the creator's, not a look at their account.
    expect(await get(t, api(OVERLAY_PATHS.address, { projectId }), observer)).toMatchObject({
      status: 403,
      body: { code: 'OBSERVER_READ_ONLY' },
    });
    const status = ZOverlay.parse((await get(t, api(OVERLAY_PATHS.overlay, { projectId }), creator.token)).body);
    expect(status.settings).toEqual(OVERLAY_DEFAULTS);
  });
});

describe('a draw’s proof', () => {
  it('is public by the code the stream showed, the card’s own: the card, its project, its draw’s inputs and seed at once', async () => {
    const { collection, address } = await publishedWithOverlay();
    const page = openOverlay(baseUrl(), address.token);
    await next(page, 'overlayQueue');
    const arriving = next(page, 'overlayAlert');
    const card = await drawIn(collection.id);
    const { code } = cardAlert(await arriving);
    expect(code).toBe(card.proofCode);
    // Typed off the stream in lower case: the same code.
    const proofOf = async (typed: string) => get(t, `/api${OVERLAY_PATHS.proof.replace(':code', typed)}`);
    const proof = await proofOf(code!.toLowerCase());
    expect(proof.status).toBe(200);
    expect(ZDrawProof.parse(proof.body)).toEqual({
      code,
      card: expect.objectContaining({ name: card.name, rarity: card.rarity }),
      project: card.project,
      collectedAt: card.collectedAt,
      fairness: card.fairness,
      serverSeed: card.fairness!.chain!.serverSeed,
      forge: null,
    });
    // A code an overlay gave before every card had its own still finds its draw.
    await t.deps.db.update(overlayAlerts).set({ code: 'EARL1ER2' }).where(eq(overlayAlerts.cardId, card.id));
    expect(ZDrawProof.parse((await proofOf('earl1er2')).body)).toMatchObject({ code: 'EARL1ER2', fairness: card.fairness });
    expect(await proofOf('ZZZZZZZZ')).toMatchObject({
      status: 404,
      body: { code: 'DRAW_PROOF_NOT_FOUND', error: OVERLAY_MESSAGES.proofNotFound },
    });
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('an overlay with two instances on one PostgreSQL database', () => {
  it('gets a draw made on the other instance, and its creator there hears that it is connected', async () => {
    const second = await t.openSecondInstance();
    try {
      const { projectId, creator, collection, address } = await publishedWithOverlay();
      const creatorSocket = sockets.open(baseUrl(), creator.token);
      await settled(creatorSocket);
      const present = nextEvent(creatorSocket, 'overlayPresence');
      const page = openOverlay(await second.listen(), address.token);
      await next(page, 'overlayQueue');
      expect(await present).toEqual({ projectId, connected: true });
      expect(ZOverlay.parse((await get(t, api(OVERLAY_PATHS.overlay, { projectId }), creator.token)).body).connected).toBe(true);

      const arriving = next(page, 'overlayAlert');
      const card = await drawIn(collection.id);
      expect(cardOf(await arriving).name).toBe(card.name);

      const absent = nextEvent(creatorSocket, 'overlayPresence');
      page.close();
      expect(await absent).toEqual({ projectId, connected: false });
    } finally {
      await second.close();
    }
  });
});
