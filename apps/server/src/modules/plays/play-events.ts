import type { Database } from '../../db/client.js';
import type { EventHandler } from '../../outbox/dispatcher.js';
import type { DomainEvent } from '../../outbox/domain-event-types.js';
import { pairWithSubjects } from '../../outbox/subjects.js';
import type { UserMessages } from '../../realtime/kept-messages.js';
import { presentPlay } from './play.presenter.js';
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
 * and its streamer's tabs their queue, as the move left it.
 */
export const tellOfPlays = (messages: UserMessages): EventHandler<PlayMoved> => ({
  name: "the player's and the streamer's tabs",
  handle: (tx, moved) =>
    messages.keep(
      tx,
      moved.flatMap(({ event, view }) => {
        const play = { ...presentPlay(view), state: event.subject.state };
        const to = [view.play.userId, ...(view.project.ownerId && view.project.ownerId !== view.play.userId ? [view.project.ownerId] : [])];
        return to.map((userId) => ({ userId, messages: [['playChanged', { play }]] as const }));
      }),
    ),
});
