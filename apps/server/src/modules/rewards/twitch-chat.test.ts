import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  PLAY_PATHS,
  PROJECT_PATHS,
  REVIEW_PATHS,
  REWARD_MESSAGES,
  TWITCH_CHAT_LIMITS,
  TWITCH_CHAT_SCOPE,
  TWITCH_PATHS,
} from '@arcana/shared';
import { ZTwitchChannel, type TCard } from '@arcana/shared/schemas';
import { jobs, twitchChannels, twitchChatMessages } from '../../db/schema.js';
import { buildAdmin, buildUser, get, post } from '../../../test/factories.js';
import { projectHelpers } from '../../../test/projects.js';
import { connectChannel, decided, twitchHelpers, useTwitchApp } from '../../../test/twitch.js';
import { playHelpers, shout } from '../../../test/plays.js';

const { t, fakes } = useTwitchApp();
const { api, send, addDesign, DESIGN } = projectHelpers(t);
const { channelWithRule, twitchId } = twitchHelpers(t, fakes);
const { playableCollection, collectorWithCards, play } = playHelpers(t);

/** Sends what the chat is owed now: a burst's message waits its seconds, which a test does not. */
async function chatOf(broadcasterId: string, count: number) {
  await t.database.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(eq(jobs.queue, 'twitch.chat'));
  t.deps.jobs.wake('twitch.chat');
  await vi.waitFor(() => expect(fakes().twitch.chat(broadcasterId)).toHaveLength(count), { timeout: 10_000 });
  return fakes()
    .twitch.chat(broadcasterId)
    .map(({ message, sender_id }) => ({ message, sender: sender_id }));
}

/** A channel whose cheers earn a draw per 100 bits, saying `chat` in its chat. */
async function cheeringChannel(chat: string[]) {
  const made = await channelWithRule({ source: 'twitch.cheer', minBits: 100, reward: 1 });
  const turned = await send('PATCH', api(TWITCH_PATHS.chat, { projectId: made.projectId }), made.creator.token, { chat });
  expect(ZTwitchChannel.parse(turned.body).channel).toMatchObject({ chat, missingScopes: [] });
  const cheer = (user: { id: string; login: string; name: string }, bits = 100) =>
    fakes().twitch.notify({ type: 'channel.cheer', broadcasterUserId: made.broadcaster.id }, { user, bits });
  return { ...made, cheer, pageUrl: `${t.deps.config.publicUrl}/projects/${made.slug}` };
}

const stranger = () => {
  const id = twitchId();
  return { id, login: `nova_fan${id}`, name: `Nova_Fan${id}` };
};

describe('chat that speaks', () => {
  it('tells a viewer not on Arcana what waits for them, as the broadcaster, one message for a burst', async () => {
    const { broadcaster, cheer, pageUrl } = await cheeringChannel(['waiting']);
    const fan = stranger();
    await cheer(fan);
    await cheer(fan, 300);
    await decided(t);
    expect(await chatOf(broadcaster.id, 1)).toEqual([
      { message: REWARD_MESSAGES.chatWaiting(fan.login, 2, pageUrl), sender: broadcaster.id },
    ]);
    // Once said, the next of their events is a message of its own, with all that waits.
    await cheer(fan);
    await decided(t);
    expect((await chatOf(broadcaster.id, 2))[1]!.message).toBe(REWARD_MESSAGES.chatWaiting(fan.login, 3, pageUrl));
  });

  it('says nothing the creator did not turn on or turned off before it was said, nor once the consent to chat is gone', async () => {
    const { projectId, creator, broadcaster, cheer } = await cheeringChannel([]);
    const messages = () => t.database.db.select().from(twitchChatMessages).where(eq(twitchChatMessages.projectId, projectId));
    const chatKinds = (chat: string[]) => send('PATCH', api(TWITCH_PATHS.chat, { projectId }), creator.token, { chat });
    await cheer(stranger());
    await decided(t);
    expect(await messages()).toEqual([]);

    // Owed, then turned off in its ten seconds: let go unsaid.
    await chatKinds(['waiting']);
    await cheer(stranger());
    await decided(t);
    await chatKinds([]);
    await t.database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.queue, 'twitch.chat'));
    await t.deps.jobs.settle(['twitch.chat']);
    expect((await messages()).map(({ outcome }) => outcome)).toEqual(['refused']);

    await chatKinds(['waiting']);
    await t.database.db
      .update(twitchChannels)
      .set({ scopes: sql`${twitchChannels.scopes} - ${TWITCH_CHAT_SCOPE}` })
      .where(eq(twitchChannels.projectId, projectId));
    await cheer(stranger());
    await decided(t);
    expect(await messages()).toHaveLength(1);
    expect(fakes().twitch.chat(broadcaster.id)).toEqual([]);
  });

  it('cheers an epic or legendary draw in the project, with where to verify it', async () => {
    const { creator, collection, broadcaster } = await cheeringChannel(['rareDraw']);
    await addDesign(creator.token, collection.id, { ...DESIGN, name: 'Star Wand', rarity: 'legendary', type: 'artifact' });
    await send('PATCH', api(PROJECT_PATHS.collection, { collectionId: collection.id }), creator.token, {
      weights: { common: 0, uncommon: 0, rare: 0, epic: 0, legendary: 10_000 },
    });
    const submitted = await send('POST', api(PROJECT_PATHS.submit, { collectionId: collection.id }), creator.token);
    const versionId = (submitted.body as { versions: Array<{ id: string }> }).versions[0]!.id;
    const admin = await buildAdmin(t);
    expect((await send('POST', api(REVIEW_PATHS.approve, { versionId }), admin.token)).status).toBe(204);
    const collector = await buildUser(t);
    const drawn = await post(t, api(PROJECT_PATHS.claim, { collectionId: collection.id }), { requestId: randomUUID() }, collector.token);
    const card = drawn.body as unknown as TCard;
    expect(card.rarity).toBe('legendary');
    const proof = `${t.deps.config.publicUrl}/fairness?code=${card.proofCode}`;
    expect(await chatOf(broadcaster.id, 1)).toEqual([
      { message: REWARD_MESSAGES.chatRareDraw(collector.username, 'Star Wand', 'Legendary', proof), sender: broadcaster.id },
    ]);
  });

  it('says a play the streamer approved, with the player’s message, as it goes on stream', async () => {
    const { creator, projectId, collection } = await playableCollection('common', () => ({ rarities: { common: shout() }, designs: {} }));
    const broadcaster = { id: twitchId(), username: `studio${twitchId()}` };
    expect(await connectChannel(t, fakes(), creator.token, projectId, broadcaster)).toMatchObject({ status: 200 });
    await send('PATCH', api(TWITCH_PATHS.chat, { projectId }), creator.token, { chat: ['approvedPlay'] });
    const fan = await collectorWithCards(collection.id, 2);
    const quiet = await play(fan.token, fan.cards[0]!.id);
    const loud = await play(fan.token, fan.cards[1]!.id, 'GG!');
    // A refused play is not said; an approved one is, with its message or without one.
    await send('POST', api(PLAY_PATHS.refuse, { playId: quiet.body.id as string }), creator.token, { reason: 'Not now' });
    await send('POST', api(PLAY_PATHS.approve, { playId: loud.body.id as string }), creator.token);
    await t.deps.outbox.dispatch();
    const card = fan.cards[1]!.name;
    expect(await chatOf(broadcaster.id, 1)).toEqual([
      { message: REWARD_MESSAGES.chatApprovedPlay(fan.username, card, 'Shout', 'GG!'), sender: broadcaster.id },
    ]);
    const again = await play(fan.token, fan.cards[0]!.id);
    await send('POST', api(PLAY_PATHS.approve, { playId: again.body.id as string }), creator.token);
    await t.deps.outbox.dispatch();
    expect((await chatOf(broadcaster.id, 2))[1]!.message).toBe(`${fan.username} plays ${fan.cards[0]!.name} (Shout)`);
  });

  it('keeps Arcana’s pace in a channel: past its messages in the window, the next waits its turn', async () => {
    const { projectId, broadcaster, cheer, pageUrl } = await cheeringChannel(['waiting']);
    const lately = Array.from({ length: TWITCH_CHAT_LIMITS.messages }, (_, i) => ({
      projectId,
      kind: 'waiting',
      text: `said ${i}`,
      sentAt: new Date(),
      outcome: 'sent',
    }));
    await t.database.db.insert(twitchChatMessages).values(lately);
    const fan = stranger();
    await cheer(fan);
    await decided(t);
    await t.database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.queue, 'twitch.chat'));
    await t.deps.jobs.settle(['twitch.chat']);
    expect(fakes().twitch.chat(broadcaster.id)).toEqual([]);
    const [waiting] = await t.database.db.select().from(jobs).where(eq(jobs.queue, 'twitch.chat'));
    expect(waiting).toMatchObject({ attempts: 1, lastError: expect.stringContaining('at its pace') });
    // The window has passed.
    await t.database.db
      .update(twitchChatMessages)
      .set({ sentAt: sql`now() - make_interval(secs => ${TWITCH_CHAT_LIMITS.windowSeconds + 1})` })
      .where(eq(twitchChatMessages.outcome, 'sent'));
    expect(await chatOf(broadcaster.id, 1)).toEqual([
      { message: REWARD_MESSAGES.chatWaiting(fan.login, 1, pageUrl), sender: broadcaster.id },
    ]);
  });

  it('refuses a kind it does not know or one given twice, and a channel not connected, changing nothing', async () => {
    const { creator, projectId } = await cheeringChannel([]);
    for (const chat of [['shout'], ['waiting', 'waiting']])
      expect(await send('PATCH', api(TWITCH_PATHS.chat, { projectId }), creator.token, { chat })).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION_ERROR', error: REWARD_MESSAGES.chatKinds },
      });
    expect(ZTwitchChannel.parse((await get(t, api(TWITCH_PATHS.channel, { projectId }), creator.token)).body).channel?.chat).toEqual([]);
    await send('DELETE', api(TWITCH_PATHS.channel, { projectId }), creator.token);
    expect(await send('PATCH', api(TWITCH_PATHS.chat, { projectId }), creator.token, { chat: ['waiting'] })).toMatchObject({
      status: 409,
      body: { code: 'TWITCH_NOT_CONNECTED' },
    });
  });
});
