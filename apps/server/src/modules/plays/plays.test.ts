// @databases pglite postgres: concurrency — one spent card played from two devices at once
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PLAY_MESSAGES, PLAY_PATHS, PROJECT_PATHS } from '@arcana/shared';
import { ZOddsVersion, type TCard, type TPlay, type TPlayQueue } from '@arcana/shared/schemas';
import { cardPlays, twitchChannels, userEvents } from '../../db/schema.js';
import { useTestApp } from '../../../test/test-app.js';
import { buildUser, get } from '../../../test/factories.js';
import { playHelpers, shout } from '../../../test/plays.js';

const t = useTestApp();
const { api, send, creatorWithCollection, addDesign, playableCollection, collectorWithCards, play } = playHelpers(t);

const playsOfCard = (cardId: string) => t.database.db.select().from(cardPlays).where(eq(cardPlays.cardId, cardId));

describe('card actions in the terms', () => {
  it('freezes a collection’s actions into its version, so they are in its hash and reviewed', async () => {
    const { version, design } = await playableCollection('rare', (designId) => ({
      rarities: { rare: shout({ reusable: true, cooldownSeconds: 600 }) },
      designs: { [designId]: { kind: 'challenge', text: 'Sing the chorus', reusable: false, cooldownSeconds: 0, liveOnly: true } },
    }));
    const published = await get(t, api(PROJECT_PATHS.version, { hash: version.hash }));
    const frozen = ZOddsVersion.parse(JSON.parse(String(published.body.canonical)));
    expect(frozen.actions).toEqual({
      rarities: { rare: shout({ reusable: true, cooldownSeconds: 600 }) },
      designs: { [design.id]: { kind: 'challenge', text: 'Sing the chorus', reusable: false, cooldownSeconds: 0, liveOnly: true } },
    });
  });

  it('refuses an action for a design of another collection, a challenge without its text, a cooldown past a week', async () => {
    const { creator, collection } = await creatorWithCollection();
    const other = await creatorWithCollection(creator);
    const stranger = await addDesign(creator.token, other.collection.id);
    const patch = (actions: unknown) =>
      send('PATCH', api(PROJECT_PATHS.collection, { collectionId: collection.id }), creator.token, { actions });
    const refused = await patch({ rarities: {}, designs: { [stranger.id]: shout() } });
    expect(refused).toMatchObject({ status: 400, body: { code: 'ACTION_DESIGN_UNKNOWN', error: PLAY_MESSAGES.actionDesign } });
    const noText = await patch({ rarities: { common: { ...shout(), kind: 'challenge', text: ' ' } }, designs: {} });
    expect(noText).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_ERROR', error: expect.stringContaining(PLAY_MESSAGES.challenge) },
    });
    const tooLong = await patch({ rarities: { common: shout({ cooldownSeconds: 7 * 86_400 + 1 }) }, designs: {} });
    expect(tooLong).toMatchObject({ status: 400, body: { error: expect.stringContaining(PLAY_MESSAGES.cooldownSeconds) } });
    const read = await get(t, api(PROJECT_PATHS.one, { projectId: collection.id }), creator.token);
    expect(read.status).not.toBe(500);
  });
});

describe('playing a card', () => {
  it('waits for the streamer; a refusal gives the card back; an approved spent card plays once', async () => {
    const { creator, projectId, collection } = await playableCollection('common', () => ({ rarities: { common: shout() }, designs: {} }));
    const fan = await collectorWithCards(collection.id);
    const card = fan.cards[0]!;
    const requestId = randomUUID();

    const first = await play(fan.token, card.id, '  GG from chat!  ', requestId);
    expect(first.status).toBe(201);
    const played = first.body as unknown as TPlay;
    expect(played).toMatchObject({
      state: 'waiting',
      message: 'GG from chat!',
      collector: fan.username,
      action: shout(),
      autoApproved: false,
    });
    // The same request again: the same play, not another.
    const again = await play(fan.token, card.id, 'GG from chat!', requestId);
    expect(again).toMatchObject({ status: 200, body: { id: played.id } });
    expect(await play(fan.token, card.id)).toMatchObject({ status: 409, body: { code: 'CARD_IN_PLAY', error: PLAY_MESSAGES.inPlay } });

    const queue = await get(t, api(PLAY_PATHS.queue, { projectId }), creator.token);
    expect(queue.body as unknown as TPlayQueue).toMatchObject({
      waiting: [{ id: played.id }],
      onStream: [],
      counts: { waiting: 1, onStream: 0 },
    });

    const noReason = await send('POST', api(PLAY_PATHS.refuse, { playId: played.id }), creator.token, { reason: '' });
    expect(noReason).toMatchObject({ status: 400, body: { error: expect.stringContaining(PLAY_MESSAGES.reason) } });
    const refused = await send('POST', api(PLAY_PATHS.refuse, { playId: played.id }), creator.token, {
      reason: 'Not during the boss fight',
    });
    expect(refused).toMatchObject({ status: 200, body: { state: 'refused', reason: 'Not during the boss fight' } });
    expect((await send('POST', api(PLAY_PATHS.approve, { playId: played.id }), creator.token)).body).toMatchObject({
      code: 'PLAY_NOT_WAITING',
    });

    // Refused, the card plays again; approved, its action is spent.
    const second = await play(fan.token, card.id, 'Now?');
    expect(second.status).toBe(201);
    const approved = await send('POST', api(PLAY_PATHS.approve, { playId: String(second.body.id) }), creator.token);
    expect(approved).toMatchObject({ status: 200, body: { state: 'on_stream', autoApproved: false } });
    expect(await play(fan.token, card.id)).toMatchObject({ status: 409, body: { code: 'CARD_SPENT', error: PLAY_MESSAGES.spent } });
    const state = await get(t, api(PLAY_PATHS.card, { cardId: card.id }), fan.token);
    expect(state.body).toMatchObject({ action: shout(), spent: true, cooldownSeconds: 0, paused: false, play: { state: 'on_stream' } });
    expect((await get(t, api(PLAY_PATHS.card, { cardId: card.id }), creator.token)).status).toBe(404);

    // Its player's tabs and its streamer's heard each move, kept for a tab that was away.
    await t.deps.outbox.dispatch();
    const heard = async (userId: string) =>
      (await t.database.db.select().from(userEvents).where(eq(userEvents.userId, userId)).orderBy(asc(userEvents.id)))
        .flatMap((row) => row.messages as Array<[string, { play?: TPlay }]>)
        .flatMap(([event, payload]) => (event === 'playChanged' ? [payload.play!.state] : []));
    expect(await heard(fan.userId)).toEqual(['waiting', 'refused', 'waiting', 'on_stream']);
    const { sub: creatorId } = await t.deps.tokens.verifyAccess(creator.token);
    expect(await heard(creatorId)).toEqual(['waiting', 'refused', 'waiting', 'on_stream']);

    const history = await get(t, `${api(PLAY_PATHS.history, { projectId })}?state=refused`, creator.token);
    expect((history.body as unknown as TPlay[]).map((row) => row.id)).toEqual([played.id]);
    const mine = await get(t, `${api(PLAY_PATHS.mine)}?cardId=${card.id}`, fan.token);
    expect((mine.body as unknown as TPlay[]).map((row) => row.state)).toEqual(['on_stream', 'refused']);
  });

  it('plays a spent card once from two devices at once', async () => {
    const { collection } = await playableCollection('common', () => ({ rarities: { common: shout() }, designs: {} }));
    const fan = await collectorWithCards(collection.id);
    const card = fan.cards[0]!;
    const answers = await Promise.all([play(fan.token, card.id, 'phone'), play(fan.token, card.id, 'laptop')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await playsOfCard(card.id)).toHaveLength(1);
  });

  it('goes on stream at once from the queue’s rarity; a challenge is done when its streamer says so', async () => {
    const { creator, projectId, collection } = await playableCollection('legendary', () => ({
      rarities: { legendary: { kind: 'challenge', text: 'Speedrun the tutorial', reusable: true, cooldownSeconds: 0, liveOnly: false } },
      designs: {},
    }));
    const settings = await send('PATCH', api(PLAY_PATHS.settings, { projectId }), creator.token, { autoApproveFrom: 'epic' });
    expect(settings).toMatchObject({ status: 200, body: { autoApproveFrom: 'epic', paused: false, blockedWords: [] } });
    const fan = await collectorWithCards(collection.id);
    const played = await play(fan.token, fan.cards[0]!.id);
    expect(played).toMatchObject({ status: 201, body: { state: 'on_stream', autoApproved: true } });
    const done = await send('POST', api(PLAY_PATHS.done, { playId: String(played.body.id) }), creator.token);
    expect(done).toMatchObject({ status: 200, body: { state: 'done' } });
    // Reusable: the card plays again.
    expect((await play(fan.token, fan.cards[0]!.id)).status).toBe(201);
  });
});

describe('plays refused, with nothing stored', () => {
  it('refuses a long message, a link, markup, a blocked word, another’s card, a card without an action', async () => {
    const { creator, projectId, collection } = await playableCollection('common', () => ({ rarities: { common: shout() }, designs: {} }));
    await send('PATCH', api(PLAY_PATHS.settings, { projectId }), creator.token, { blockedWords: ['spoiler alert', 'Boo'] });
    const fan = await collectorWithCards(collection.id);
    const cardId = fan.cards[0]!.id;
    const refusals = [
      [await play(fan.token, cardId, 'x'.repeat(201)), 400, 'VALIDATION_ERROR', PLAY_MESSAGES.message],
      [await play(fan.token, cardId, 'see twitch.tv/other now'), 400, 'VALIDATION_ERROR', PLAY_MESSAGES.link],
      [await play(fan.token, cardId, 'go to https://example.org'), 400, 'VALIDATION_ERROR', PLAY_MESSAGES.link],
      [await play(fan.token, cardId, 'big <b>hello</b>'), 400, 'VALIDATION_ERROR', PLAY_MESSAGES.markup],
      [await play(fan.token, cardId, 'BOO! you lost'), 400, 'PLAY_BLOCKED_WORD', PLAY_MESSAGES.blockedWord('Boo')],
      [await play(fan.token, cardId, 'Spoiler   alert: he wins'), 400, 'PLAY_BLOCKED_WORD', PLAY_MESSAGES.blockedWord('spoiler alert')],
      [await play((await buildUser(t)).token, cardId), 404, 'CARD_NOT_FOUND', PLAY_MESSAGES.cardNotFound],
    ] as const;
    for (const [answer, status, code, words] of refusals)
      expect(answer).toMatchObject({ status, body: { code, error: expect.stringContaining(words) } });
    // A word inside another is no match: "booster" is not "boo".
    expect((await play(fan.token, cardId, 'Booster pack!')).status).toBe(201);

    const plain = await playableCollection('common', () => ({ rarities: {}, designs: {} }));
    const holder = await collectorWithCards(plain.collection.id);
    expect(await play(holder.token, holder.cards[0]!.id)).toMatchObject({ status: 409, body: { code: 'CARD_NO_ACTION' } });
    expect((await get(t, api(PLAY_PATHS.card, { cardId: holder.cards[0]!.id }), holder.token)).body).not.toHaveProperty('action');
    expect(await playsOfCard(holder.cards[0]!.id)).toEqual([]);
  });

  it('refuses a play while the queue is paused, offline when the action needs live, within a cooldown', async () => {
    const { creator, projectId, collection } = await playableCollection('common', (designId) => ({
      rarities: { common: shout({ reusable: true, cooldownSeconds: 300 }) },
      designs: { [designId]: shout({ reusable: true, cooldownSeconds: 300, liveOnly: true }) },
    }));
    const fan = await collectorWithCards(collection.id, 2);
    const [one, two] = fan.cards as [TCard, TCard];
    expect(await play(fan.token, one.id)).toMatchObject({ status: 409, body: { code: 'CHANNEL_OFFLINE', error: PLAY_MESSAGES.offline } });

    await t.database.db.insert(twitchChannels).values({
      projectId,
      broadcasterId: '4242',
      login: 'nova',
      displayName: 'Nova',
      accessToken: 'sealed',
      scopes: [],
      streamId: 'stream-1',
    });
    await send('PATCH', api(PLAY_PATHS.settings, { projectId }), creator.token, { paused: true });
    expect(await play(fan.token, one.id)).toMatchObject({ status: 409, body: { code: 'PLAY_QUEUE_PAUSED', error: PLAY_MESSAGES.paused } });
    await send('PATCH', api(PLAY_PATHS.settings, { projectId }), creator.token, { paused: false });

    const played = await play(fan.token, one.id);
    expect(played.status).toBe(201);
    const cooling = await play(fan.token, two.id);
    expect(cooling).toMatchObject({
      status: 409,
      body: { code: 'PLAY_COOLDOWN', error: expect.stringMatching(/again in (299|300) seconds|5 minutes/) },
    });
    expect(await playsOfCard(two.id)).toEqual([]);
    const waits = await get(t, api(PLAY_PATHS.card, { cardId: two.id }), fan.token);
    expect(waits.body).toMatchObject({ spent: false, play: null, cooldownSeconds: expect.any(Number) });
    expect(Number(waits.body.cooldownSeconds)).toBeGreaterThan(290);
    // A refused play counts for no cooldown.
    await send('POST', api(PLAY_PATHS.refuse, { playId: String(played.body.id) }), creator.token, { reason: 'Later' });
    expect((await play(fan.token, two.id)).status).toBe(201);
  });

  it('lets only the project’s streamer see and act on its queue', async () => {
    const { projectId, collection } = await playableCollection('common', () => ({ rarities: { common: shout() }, designs: {} }));
    const fan = await collectorWithCards(collection.id);
    const played = await play(fan.token, fan.cards[0]!.id);
    const stranger = await buildUser(t);
    expect((await get(t, api(PLAY_PATHS.queue, { projectId }), stranger.token)).status).toBe(403);
    expect((await send('POST', api(PLAY_PATHS.approve, { playId: String(played.body.id) }), fan.token)).status).toBe(403);
    expect((await send('PATCH', api(PLAY_PATHS.settings, { projectId }), fan.token, { paused: true })).status).toBe(403);
    expect((await send('POST', api(PLAY_PATHS.approve, { playId: randomUUID() }), fan.token)).status).toBe(404);
  });
});
