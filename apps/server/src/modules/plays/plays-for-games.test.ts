import { describe, expect, it, vi } from 'vitest';
import { API_V1_PATHS, PLAY_MESSAGES, PLAY_PATHS, WEBHOOK_PATHS } from '@arcana/shared';
import { ZApiPlayList, type TPlay } from '@arcana/shared/schemas';
import { integratorHelpers } from '../../../test/integrators.js';
import { playHelpers, shout } from '../../../test/plays.js';
import { useTestApp } from '../../../test/test-app.js';
import { useWebhookReceivers } from '../../../test/webhook-receivers.js';
import { parseConfig } from '../../config.js';

const t = useTestApp({ webhooks: { ...parseConfig({}).webhooks, allowPrivate: true } });
const { api, send, makeKey, v1, linkPlayer } = integratorHelpers(t);
const { playableCollection, collectorWithCards, play } = playHelpers(t);
const receiver = useWebhookReceivers();

describe('plays, for a game’s server', () => {
  it('tells the game of a play approved once, by its own player id, and lists it to its key', async () => {
    const { creator, projectId, collection } = await playableCollection('epic', () => ({
      rarities: { epic: shout({ kind: 'challenge', text: 'Hold the bridge' } as never) },
      designs: {},
    }));
    const hooks = await receiver();
    const endpoint = await send('POST', api(WEBHOOK_PATHS.endpoints, { projectId }), creator.token, {
      url: hooks.url,
      events: ['card.played'],
    });
    expect(endpoint.status).toBe(201);
    const { secret } = await makeKey(creator.token, projectId);
    const fan = await collectorWithCards(collection.id);
    await linkPlayer(secret, 'hero-42', fan.token);

    const played = (await play(fan.token, fan.cards[0]!.id, 'For the guild')).body as unknown as TPlay;
    // Waiting, it is nothing to the game yet.
    expect(ZApiPlayList.parse((await v1('GET', API_V1_PATHS.plays, secret)).body).plays).toEqual([]);
    expect((await send('POST', api(PLAY_PATHS.approve, { playId: played.id }), creator.token)).status).toBe(200);

    await vi.waitFor(() => expect(hooks.received).toHaveLength(1), { timeout: 10_000 });
    const body = JSON.parse(hooks.received[0]!.body) as { type: string; data: Record<string, unknown> };
    expect(body).toMatchObject({
      type: 'card.played',
      data: {
        projectId,
        play: { id: played.id, action: { kind: 'challenge', text: 'Hold the bridge' }, message: 'For the guild' },
        card: { id: fan.cards[0]!.id, rarity: 'epic' },
        collection: { id: collection.id, name: collection.name },
        collector: { playerIds: ['hero-42'] },
      },
    });

    const listed = ZApiPlayList.parse((await v1('GET', API_V1_PATHS.plays, secret)).body).plays;
    expect(listed).toMatchObject([{ id: played.id, state: 'on_stream', playerIds: ['hero-42'], message: 'For the guild' }]);
    const after = ZApiPlayList.parse(
      (await v1('GET', `${API_V1_PATHS.plays}?since=${encodeURIComponent(listed[0]!.playedAt)}`, secret)).body,
    );
    expect(after.plays).toEqual([]);
    expect((await v1('GET', `${API_V1_PATHS.plays}?since=yesterday`, secret)).status).toBe(400);

    const testKey = await makeKey(creator.token, projectId, { mode: 'test' });
    expect(await v1('GET', API_V1_PATHS.plays, testKey.secret)).toMatchObject({
      status: 403,
      body: { code: 'API_KEY_TEST_MODE', error: PLAY_MESSAGES.testKeyPlays },
    });
  });
});
