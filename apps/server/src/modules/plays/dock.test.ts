import { afterAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { DOCK_NAMESPACE, DOCK_PATHS, OVERLAY_PATHS, PLAY_MESSAGES, PLAY_PATHS, SOCKET_PATH } from '@arcana/shared';
import { ZDockAddress, ZOverlayAddress, type DockServerEvents, type TPlay, type TPlayQueue } from '@arcana/shared/schemas';
import { useListeningTestApp } from '../../../test/test-app.js';
import { buildUser, get } from '../../../test/factories.js';
import { playHelpers, shout } from '../../../test/plays.js';
import { nextEvent } from '../../../test/sockets.js';

const { t, baseUrl } = useListeningTestApp();
const { api, send, playableCollection, collectorWithCards, play } = playHelpers(t);
const opened: Array<Socket<DockServerEvents>> = [];
afterAll(() => opened.forEach((socket) => socket.close()));

/** An OBS dock's socket, as its page opens it. */
function openDock(token: string): Socket<DockServerEvents> {
  const socket: Socket<DockServerEvents> = connect(`${baseUrl()}${DOCK_NAMESPACE}`, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    auth: { token },
  });
  opened.push(socket);
  return socket;
}

/** A call of the dock's own API with its token. */
async function dock(method: 'GET' | 'POST' | 'PATCH', path: string, token: string, payload?: object) {
  const res = await t.app.inject({ method, url: `/api${path}`, payload, headers: { authorization: `Dock ${token}` } });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

describe('the OBS dock', () => {
  it('runs its project’s queue by its secret address alone, hears each move, and stops when made anew', async () => {
    const { creator, projectId, collection } = await playableCollection('common', () => ({ rarities: { common: shout() }, designs: {} }));
    const address = ZDockAddress.parse((await get(t, api(PLAY_PATHS.dockAddress, { projectId }), creator.token)).body);
    expect(address.url).toBe(`${t.deps.config.publicUrl}/dock#${address.token}`);
    // Asked again, the same address; never shown to anyone but its creator.
    expect((await get(t, api(PLAY_PATHS.dockAddress, { projectId }), creator.token)).body).toEqual(address);
    expect((await get(t, api(PLAY_PATHS.dockAddress, { projectId }), (await buildUser(t)).token)).status).toBe(403);

    const page = openDock(address.token);
    await new Promise<void>((connected) => page.once('connect', () => connected()));
    const fan = await collectorWithCards(collection.id);
    const heard = nextEvent<DockServerEvents, 'dockChanged'>(page, 'dockChanged', 5_000);
    const played = (await play(fan.token, fan.cards[0]!.id, 'From the dock?')).body as unknown as TPlay;
    await heard;

    const queue = await dock('GET', DOCK_PATHS.queue, address.token);
    expect(queue.status).toBe(200);
    expect((queue.body as unknown as TPlayQueue).waiting.map((waiting) => waiting.id)).toEqual([played.id]);
    const approved = await dock('POST', DOCK_PATHS.approve.replace(':playId', played.id), address.token);
    expect(approved).toMatchObject({ status: 200, body: { state: 'on_stream' } });
    expect(await dock('PATCH', DOCK_PATHS.settings, address.token, { paused: true })).toMatchObject({
      status: 200,
      body: { paused: true },
    });

    // The token opens the dock and nothing else; nothing else opens the dock.
    const overlay = ZOverlayAddress.parse((await get(t, api(OVERLAY_PATHS.address, { projectId }), creator.token)).body);
    for (const wrong of [creator.token, overlay.token, 'made-up'])
      expect(await dock('GET', DOCK_PATHS.queue, wrong)).toMatchObject({
        status: 401,
        body: { code: 'DOCK_NOT_CONNECTED', error: PLAY_MESSAGES.dockRefused },
      });
    expect((await get(t, '/api/auth/verify', address.token)).status).toBe(401);
    expect((await get(t, api(PLAY_PATHS.queue, { projectId }), address.token)).status).toBe(401);

    const stopped = nextEvent<DockServerEvents, 'dockRefused'>(page, 'dockRefused', 5_000);
    const renewed = ZDockAddress.parse((await send('POST', api(PLAY_PATHS.dockAddress, { projectId }), creator.token)).body);
    expect(await stopped).toEqual({ message: PLAY_MESSAGES.dockRefused });
    expect(renewed.token).not.toBe(address.token);
    expect((await dock('GET', DOCK_PATHS.queue, address.token)).status).toBe(401);
    expect((await dock('GET', DOCK_PATHS.queue, renewed.token)).status).toBe(200);
  });

  it('refuses a play of another project’s queue', async () => {
    const mine = await playableCollection('common', () => ({ rarities: { common: shout() }, designs: {} }));
    const theirs = await playableCollection('common', () => ({ rarities: { common: shout() }, designs: {} }));
    const address = ZDockAddress.parse((await get(t, api(PLAY_PATHS.dockAddress, { projectId: mine.projectId }), mine.creator.token)).body);
    const fan = await collectorWithCards(theirs.collection.id);
    const played = (await play(fan.token, fan.cards[0]!.id)).body as unknown as TPlay;
    expect((await dock('POST', DOCK_PATHS.approve.replace(':playId', played.id), address.token)).status).toBe(404);
  });
});
