// @databases pglite postgres: locks — workers draining one inbox at once
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { inbox, ruleGrants } from '../../db/schema.js';
import { balanceOf, decided, twitchHelpers, useTwitchApp } from '../../../test/twitch.js';
import type { EarnedEvent } from './earning.js';
import { keepAll } from './inbox.repo.js';
import { createEarningJobs } from './earning-jobs.js';
import { runnerFor } from '../../../test/job-runners.js';
import { readEvent } from './twitch-events.js';
import { isChannelLive } from './twitch.repo.js';

const { t, fakes } = useTwitchApp();
const { channelWithRule, viewer, follow } = twitchHelpers(t, fakes);

const outcomesOf = async (ruleId: string) =>
  (await t.database.db.select().from(inbox).where(eq(inbox.ruleId, ruleId)).orderBy(inbox.receivedAt)).map((row) => row.outcome);

describe('the earning inbox', () => {
  it('decides an event kept by a process that died before deciding it exactly once, whichever instances run', async () => {
    const { collection, projectId, rule } = await channelWithRule({ source: 'twitch.follow', reward: 4 });
    const fan = await viewer();
    // What the callback keeps before answering 2xx, as a process that died right after left it.
    const event = { user_id: fan.twitch.id, user_login: fan.twitch.login, followed_at: new Date().toISOString() };
    const read = readEvent('twitch.follow', event, { id: 'died-after-answering', timestamp: new Date().toISOString() });
    const payload: EarnedEvent = { source: 'twitch.follow', read, event };
    expect(
      await keepAll(t.database.db, [
        {
          source: 'twitch',
          messageId: 'died-after-answering',
          eventKey: `${rule.id}:${read.key}`,
          kind: 'rule',
          ruleId: rule.id,
          projectId,
          payload,
        },
      ]),
    ).toEqual(new Set(['died-after-answering']));
    // Restarted instances: two more runners beside the app's own, all at once.
    const restarted = () => {
      const runner = runnerFor(t.deps.db, {
        'earning.decide': createEarningJobs(t.deps, { reply: async () => {}, tidy: async () => {}, parked: async () => {} }).decide,
      });
      runner.start();
      return runner;
    };
    const runners = [restarted(), restarted()];
    await Promise.all([...runners, t.deps.jobs].map((runner) => runner.settle(['earning.decide'])));
    await Promise.all(runners.map((runner) => runner.stop()));
    await decided(t);
    expect(await balanceOf(t, fan.id, collection.id)).toBe(4);
    expect(await t.database.db.select().from(ruleGrants).where(eq(ruleGrants.ruleId, rule.id))).toHaveLength(1);
  });

  it('holds the cooldown and the minimum account age at their boundaries', async () => {
    const cooled = await channelWithRule({ source: 'twitch.cheer', minBits: 1, reward: 1 }, { cooldownSeconds: 3600 });
    const fan = await viewer();
    const cheer = () =>
      fakes().twitch.notify({ type: 'channel.cheer', broadcasterUserId: cooled.broadcaster.id }, { user: fan.twitch, bits: 10 });
    await cheer();
    await decided(t);
    await cheer();
    await decided(t);
    expect(await outcomesOf(cooled.rule.id)).toEqual(['Granted 1', 'The account’s cooldown is running']);
    expect(await balanceOf(t, fan.id, cooled.collection.id)).toBe(1);

    const aged = await channelWithRule({ source: 'twitch.follow', reward: 1 }, { minAccountAgeDays: 1 });
    const newcomer = await viewer();
    await follow(aged.broadcaster.id, newcomer.twitch);
    await decided(t);
    expect(await outcomesOf(aged.rule.id)).toEqual(['The account is younger than 1 days']);
    const ageZero = await channelWithRule({ source: 'twitch.follow', reward: 1 }, { minAccountAgeDays: 0 });
    await follow(ageZero.broadcaster.id, newcomer.twitch);
    await decided(t);
    expect(await outcomesOf(ageZero.rule.id)).toEqual(['Granted 1']);
  });

  it('counts the cap per stream from the channel’s last stream.online; live until its stream.offline', async () => {
    const { collection, projectId, broadcaster, rule } = await channelWithRule({ source: 'twitch.follow', reward: 1 }, { perStream: 1 });
    const live = (streamId: string) => fakes().twitch.notify({ type: 'stream.online', broadcasterUserId: broadcaster.id }, { streamId });
    const [first, second, third] = [await viewer(), await viewer(), await viewer()];
    expect((await live('stream-1')).attempts[0]?.status).toBe(204);
    await decided(t);
    await follow(broadcaster.id, first.twitch);
    await decided(t);
    await follow(broadcaster.id, second.twitch);
    await decided(t);
    await live('stream-2');
    await decided(t);
    await follow(broadcaster.id, third.twitch);
    await decided(t);
    expect(await outcomesOf(rule.id)).toEqual(['Granted 1', 'The stream’s draws are all granted', 'Granted 1']);
    expect([await balanceOf(t, first.id, collection.id), await balanceOf(t, second.id, collection.id)]).toEqual([1, 0]);

    // Live from its stream.online to its stream.offline: what cards that play only live ask.
    expect(await isChannelLive(t.database.db, projectId)).toBe(true);
    expect((await fakes().twitch.notify({ type: 'stream.offline', broadcasterUserId: broadcaster.id }, {})).attempts[0]?.status).toBe(204);
    await decided(t);
    expect(await isChannelLive(t.database.db, projectId)).toBe(false);
    await live('stream-3');
    await decided(t);
    expect(await isChannelLive(t.database.db, projectId)).toBe(true);
  });
});
