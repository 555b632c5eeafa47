import type { Database } from '../../db/client.js';
import type { TCardType, TRarity } from '@arcana/shared/schemas';
import type { AfterCommit, EventHandler } from '../../outbox/dispatcher.js';
import type { DomainEvent } from '../../outbox/domain-event-types.js';
import { pairWithSubjects } from '../../outbox/subjects.js';
import { groupBy } from '../../lib/group-by.js';
import type { UserMessages } from '../../realtime/kept-messages.js';
import type { OverlaysService } from '../overlays/index.js';
import { recordWebhookEvents } from '../webhooks/index.js';
import type { JobRunner } from '../../jobs/job-runner.js';
import { presentPlay } from './play.presenter.js';
import type { Docks } from './plays.service.js';
import { findPlayViews, type PlayView } from './plays.repo.js';

/** A play's move, with the play as it is now and the state the move left it in. */
export interface PlayMoved {
  event: DomainEvent<'play.changed'>;
  view: PlayView;
}

export async function loadPlays(tx: Database, events: Array<DomainEvent<'play.changed'>>): Promise<PlayMoved[]> {
  const playIdOf = (event: DomainEvent<'play.changed'>) => event.subject.playId;
  const views = await findPlayViews(tx, [...new Set(events.map(playIdOf))]);
  return pairWithSubjects(events, views, { ofEvent: playIdOf, ofRow: (view) => view.play.id }, (event, view) => ({ event, view }));
}

/**
 * Its player's tabs follow the play's state live (kept, so a phone that slept hears it on waking),
 * and its streamer's tabs and docks their queue, as the move left it.
 */
export const tellOfPlays = (messages: UserMessages, docks: Pick<Docks, 'changed'>): EventHandler<PlayMoved> => ({
  name: "the player's and the streamer's tabs, and the streamer's docks",
  async handle(tx, moved) {
    const tell = await messages.keep(
      tx,
      moved.flatMap(({ event, view }) => {
        const play = { ...presentPlay(view), state: event.subject.state };
        const to = [view.play.userId, ...(view.project.ownerId && view.project.ownerId !== view.play.userId ? [view.project.ownerId] : [])];
        return to.map((userId) => ({ userId, messages: [['playChanged', { play }]] as const }));
      }),
    );
    const projects = new Set(moved.map(({ view }) => view.play.projectId));
    return () => {
      tell();
      projects.forEach((projectId) => docks.changed(projectId));
    };
  },
});

/** What the plays ask of the overlay: to queue plays approved. */
export type PlayOverlay = Pick<OverlaysService, 'queuePlays'>;

/** The plays moved on stream, by project: a batch's plays of one project are queued and told together. */
const onStreamByProject = (moved: PlayMoved[]): Map<string, PlayView[]> =>
  groupBy(
    moved.filter(({ event }) => event.subject.state === 'on_stream').map(({ view }) => view),
    (view) => view.play.projectId,
  );

/**
 * A play approved goes on its project's overlay, queued in the outbox's transaction: an approved play
 * is performed once, across an overlay reloaded or a server killed after the approval.
 */
export const playAlerts = (overlays: PlayOverlay): EventHandler<PlayMoved> => ({
  name: 'the overlay alert',
  async handle(tx, moved) {
    const told: AfterCommit[] = [];
    for (const [projectId, views] of onStreamByProject(moved)) {
      const alerts = views.map(({ play, card, collector }) => {
        const { id: _id, ...face } = { ...card, rarity: card.rarity as TRarity, type: card.type as TCardType };
        return { collector, play: { playId: play.id, card: face, action: play.action, message: play.message } };
      });
      const tell = await overlays.queuePlays(tx, projectId, alerts);
      if (tell) told.push(tell);
    }
    return () => told.forEach((tell) => tell());
  },
});

/**
 * A play approved is a `card.played` event for its project's endpoints that want it, kept in the
 * outbox's transaction (docs/product-rules.md "Webhooks"): a game acts on a card played on stream.
 */
export const playWebhooks = (jobs: Pick<JobRunner, 'wake'>): EventHandler<PlayMoved> => ({
  name: 'the webhook',
  async handle(tx, moved) {
    const byProject = onStreamByProject(moved);
    for (const [projectId, views] of byProject)
      await recordWebhookEvents(
        tx,
        { projectId },
        'card.played',
        views.map(({ play }) => ({ playId: play.id })),
      );
    return byProject.size > 0 ? () => jobs.wake('webhook.spread') : undefined;
  },
});
