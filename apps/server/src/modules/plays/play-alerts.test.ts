// @databases pglite postgres: a play's alert and its done in one transaction, on each
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { OVERLAY_PATHS, PLAY_PATHS } from '@arcana/shared';
import { ZOverlayAddress, type OverlayServerEvents, type TOverlayAlert, type TPlay } from '@arcana/shared/schemas';
import { cardPlays, domainEvents, overlayAlerts } from '../../db/schema.js';
import { useListeningTestApp } from '../../../test/test-app.js';
import { get } from '../../../test/factories.js';
import { playHelpers, shout } from '../../../test/plays.js';
import { connectOverlay, nextEvent, type OverlaySocket } from '../../../test/sockets.js';

const { t, baseUrl } = useListeningTestApp();
const { api, send, playableCollection, collectorWithCards, play } = playHelpers(t);
const opened: OverlaySocket[] = [];
afterAll(() => opened.forEach((socket) => socket.close()));

function openOverlay(token: string) {
  const socket = connectOverlay(baseUrl(), token);
  opened.push(socket);
  return socket;
}
const next = <E extends keyof OverlayServerEvents & string>(socket: OverlaySocket, event: E) =>
  nextEvent<OverlayServerEvents, E>(socket, event, 5_000);

const stateOf = async (playId: string) =>
  (await t.database.db.select({ state: cardPlays.state }).from(cardPlays).where(eq(cardPlays.id, playId)))[0]?.state;

describe('a play on stream', () => {
  it('is performed by the overlay once: queued on approval, kept across a reload and past the minutes, done when shown', async () => {
    const { creator, projectId, collection } = await playableCollection('rare', () => ({
      rarities: { rare: shout({ kind: 'sound', sound: 'air-horn' } as never) },
      designs: {},
    }));
    const address = ZOverlayAddress.parse((await get(t, api(OVERLAY_PATHS.address, { projectId }), creator.token)).body);
    const fan = await collectorWithCards(collection.id);
    const played = (await play(fan.token, fan.cards[0]!.id, 'Horn for the win')).body as unknown as TPlay;

    const page = openOverlay(address.token);
    await next(page, 'overlayQueue');
    const arriving = next(page, 'overlayAlert');
    expect((await send('POST', api(PLAY_PATHS.approve, { playId: played.id }), creator.token)).status).toBe(200);
    const alert = (await arriving) as Extract<TOverlayAlert, { kind: 'play' }>;
    expect(alert).toMatchObject({
      kind: 'play',
      replay: false,
      collector: fan.username,
      play: { playId: played.id, message: 'Horn for the win', action: { kind: 'sound', sound: 'air-horn' }, card: { rarity: 'rare' } },
    });

    // The approval's event heard again (a retry after a crash): still one alert.
    await t.database.db.insert(domainEvents).values({
      type: 'play.changed',
      userId: fan.userId,
      subject: { playId: played.id, state: 'on_stream' },
      requestId: null,
    });
    await t.deps.outbox.dispatch();
    expect(await t.database.db.select().from(overlayAlerts).where(eq(overlayAlerts.playId, played.id))).toHaveLength(1);

    // An hour later, past the overlay's 30 minutes, a reloaded page still has it: a play is never let go unshown.
    await t.database.db
      .update(overlayAlerts)
      .set({ createdAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(overlayAlerts.id, alert.id));
    page.close();
    const reloaded = openOverlay(address.token);
    const plays = (await next(reloaded, 'overlayQueue')).waiting.filter((waiting) => waiting.kind === 'play');
    expect(plays.map((waiting) => waiting.id)).toEqual([alert.id]);
    expect(await stateOf(played.id)).toBe('on_stream');

    reloaded.emit('overlayDone', { alertId: alert.id });
    await expect.poll(() => stateOf(played.id)).toBe('done');
    await t.deps.outbox.dispatch();
    const mine = await get(t, `${api(PLAY_PATHS.mine)}?cardId=${fan.cards[0]!.id}`, fan.token);
    expect((mine.body as unknown as TPlay[])[0]).toMatchObject({ state: 'done', doneAt: expect.any(String) });
  });

  it('leaves a challenge on stream once shown, until its streamer marks it done', async () => {
    const { creator, projectId, collection } = await playableCollection('common', (designId) => ({
      rarities: { common: shout() },
      designs: { [designId]: { kind: 'challenge', text: 'Play one-handed', reusable: true, cooldownSeconds: 0, liveOnly: false } },
    }));
    await send('PATCH', api(PLAY_PATHS.settings, { projectId }), creator.token, { autoApproveFrom: 'common' });
    expect((await get(t, api(OVERLAY_PATHS.overlay, { projectId }), creator.token)).status).toBe(200);
    const fan = await collectorWithCards(collection.id);
    const challenge = (await play(fan.token, fan.cards[0]!.id)).body as unknown as TPlay;
    expect(challenge.state).toBe('on_stream');
    await t.deps.outbox.dispatch();
    // The draw's alert came first: skipped, then the challenge's, which leaves it on stream.
    for (let i = 0; i < 2; i++) expect((await send('POST', api(OVERLAY_PATHS.skip, { projectId }), creator.token)).status).toBe(200);
    expect(await stateOf(challenge.id)).toBe('on_stream');
    expect((await send('POST', api(PLAY_PATHS.done, { playId: challenge.id }), creator.token)).body).toMatchObject({ state: 'done' });
  });
});
