import { and, asc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OVERLAY_MESSAGES, OVERLAY_PATHS } from '@arcana/shared';
import { ZOverlay } from '@arcana/shared/schemas';
import { overlayAlerts, overlays } from '../../db/schema.js';
import { api } from '../../../test/projects.js';
import { decided, twitchHelpers, useTwitchApp } from '../../../test/twitch.js';
import { get } from '../../../test/factories.js';
import { projectHelpers } from '../../../test/projects.js';

const { t, fakes } = useTwitchApp();
const { send } = projectHelpers(t);
const { channelWithRule, viewer, follow } = twitchHelpers(t, fakes);

/** The overlay's grant alerts, oldest first, once the outbox has carried out every grant decided (in its own transactions). */
async function grantAlertsOf(projectId: string) {
  await t.deps.outbox.dispatch();
  const [overlay] = await t.database.db.select().from(overlays).where(eq(overlays.projectId, projectId));
  return t.database.db
    .select()
    .from(overlayAlerts)
    .where(and(eq(overlayAlerts.overlayId, overlay!.id), eq(overlayAlerts.kind, 'grant')))
    .orderBy(asc(overlayAlerts.createdAt));
}

describe('alerts for earning', () => {
  it('alerts the grants of the sources the streamer chose; a burst that waits unshown is one alert, counting each collector once', async () => {
    const { creator, projectId, broadcaster } = await channelWithRule({ source: 'twitch.follow', reward: 2 });
    const overlay = api(OVERLAY_PATHS.overlay, { projectId });
    // Not chosen yet: a follow earns draws, and the stream hears nothing of it.
    const first = await viewer();
    await follow(broadcaster.id, first.twitch);
    await decided(t);
    const chosen = await send('PATCH', overlay, creator.token, { grantSources: ['twitch.follow'] });
    expect(ZOverlay.parse(chosen.body).settings.grantSources).toEqual(['twitch.follow']);
    expect(await grantAlertsOf(projectId)).toEqual([]);

    // A raid's follows, while the overlay is paused: one alert waits, and each joins it.
    await send('PATCH', overlay, creator.token, { paused: true });
    const fans = [await viewer(), await viewer(), await viewer()];
    for (const fan of fans) await follow(broadcaster.id, fan.twitch);
    await decided(t);
    const alerts = await grantAlertsOf(projectId);
    expect(alerts).toHaveLength(1);
    const [burst] = alerts;
    expect(burst!.payload).toEqual({
      collector: fans[0]!.username,
      collectors: fans.map((fan) => fan.username),
      grant: { draws: 6, reason: 'followed the channel', source: 'twitch.follow', others: 2 },
    });

    // Once it is on screen, the next follow is an alert of its own.
    await t.database.db.update(overlayAlerts).set({ shownAt: new Date() }).where(eq(overlayAlerts.id, burst!.id));
    const late = await viewer();
    await follow(broadcaster.id, late.twitch);
    await decided(t);
    const [, next, ...more] = await grantAlertsOf(projectId);
    expect(more).toEqual([]);
    expect(next!.payload).toMatchObject({ collector: late.username, grant: { draws: 2, others: 0 } });
    const waiting = await t.database.db
      .select()
      .from(overlayAlerts)
      .where(and(eq(overlayAlerts.id, next!.id), isNull(overlayAlerts.doneAt)));
    expect(waiting).toHaveLength(1);
  });

  it('counts a collector who earns twice in a burst once, their draws each time', async () => {
    const { creator, projectId, broadcaster } = await channelWithRule({ source: 'twitch.cheer', minBits: 100, reward: 1 });
    await send('PATCH', api(OVERLAY_PATHS.overlay, { projectId }), creator.token, { grantSources: ['twitch.cheer'], paused: true });
    const [pixel, nova] = [await viewer(), await viewer()];
    for (const fan of [pixel, nova, pixel])
      await fakes().twitch.notify({ type: 'channel.cheer', broadcasterUserId: broadcaster.id }, { user: fan.twitch, bits: 100 });
    await decided(t);
    const [burst, ...more] = await grantAlertsOf(projectId);
    expect(more).toEqual([]);
    expect(burst!.payload).toMatchObject({
      collectors: [pixel.username, nova.username],
      grant: { draws: 3, reason: 'cheered 100 bits', others: 1 },
    });
  });

  it('sends a test of draws earned whatever sources are chosen, and refuses a test that is neither a card’s nor that', async () => {
    const { creator, projectId } = await channelWithRule({ source: 'twitch.follow', reward: 1 });
    const test = api(OVERLAY_PATHS.test, { projectId });
    expect(await send('POST', test, creator.token, { earned: true })).toMatchObject({
      status: 200,
      body: { message: OVERLAY_MESSAGES.testQueued },
    });
    expect(await send('POST', test, creator.token, { rarity: 'rare', earned: true })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_ERROR', error: OVERLAY_MESSAGES.testBody },
    });
    const [alert, ...more] = await grantAlertsOf(projectId);
    expect(more).toEqual([]);
    expect(alert).toMatchObject({
      burstKey: null,
      payload: { collector: 'Arcana test', grant: { draws: 2, reason: 'followed the channel', source: 'twitch.follow', others: 0 } },
    });
  });

  it('refuses a source that is not one, or one given twice, changing nothing', async () => {
    const { creator, projectId } = await channelWithRule({ source: 'twitch.follow', reward: 1 });
    const overlay = api(OVERLAY_PATHS.overlay, { projectId });
    for (const grantSources of [['twitch.hug'], ['twitch.follow', 'twitch.follow']])
      expect(await send('PATCH', overlay, creator.token, { grantSources })).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION_ERROR', error: OVERLAY_MESSAGES.grantSources },
      });
    expect(ZOverlay.parse((await get(t, overlay, creator.token)).body).settings.grantSources).toEqual([]);
  });
});
