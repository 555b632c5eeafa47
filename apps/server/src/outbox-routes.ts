import type { AppDeps } from './deps.js';
import type { Services } from './services.js';
import type { DomainEvent } from './outbox/domain-event-types.js';
import { tellTabs } from './realtime/kept-messages.js';
import { loadDrawnCards, tellOwner } from './modules/cards/index.js';
import { loadGrants, tellOfGrants } from './modules/rewards/index.js';
import { cardDrawnWebhooks } from './modules/webhooks/index.js';
import { tellOfNotices } from './modules/notifications/index.js';
import { tellTabsOfChanges, tellTabsOfLinks } from './modules/users/index.js';

/**
 * What follows each fact, in one place (docs/decisions/043): the outbox's route for each type of
 * event, its handlers in the order they write. The dispatcher refuses to start while a type has none.
 */
export function routeOutbox(deps: AppDeps, services: Services) {
  deps.outbox.route('card.drawn', {
    load: loadDrawnCards,
    handlers: [
      tellOwner(services.userMessages),
      services.overlays.drawAlerts(),
      cardDrawnWebhooks(deps.jobs),
      services.earning.referralsOnDraw,
      { name: 'the count', handle: async (_tx, drawn) => () => drawn.forEach(() => deps.metrics.countCardCollected()) },
    ],
  });
  deps.outbox.route('draws.granted', {
    load: loadGrants,
    handlers: [
      tellOfGrants(services.userMessages),
      // Its `draws.granted` webhook is recorded with the decision (a test-mode event has one and no grant): spread at once.
      { name: 'the webhook', handle: async () => () => deps.jobs.wake('webhook.spread') },
    ],
  });
  const asRecorded = async <T>(_tx: unknown, events: T[]) => events;
  deps.outbox.route('notice.owed', { load: asRecorded, handlers: [tellOfNotices(services.userMessages)] });
  deps.outbox.route('identity.linked', {
    load: asRecorded,
    handlers: [tellTabsOfLinks(services.userMessages), services.earning.onIdentityLinked, services.integrations.checkOnLink],
  });
  deps.outbox.route('player.linked', { load: asRecorded, handlers: [services.earning.onPlayerLinked] });
  deps.outbox.route('donation.confirmed', { load: asRecorded, handlers: [services.earning.onDonationConfirmed] });
  deps.outbox.route('messages.owed', { load: asRecorded, handlers: [tellTabs(services.userMessages)] });
  // The socket layer closes the sessions' sockets through the adapter, on every instance.
  deps.outbox.route('sessions.ended', {
    load: asRecorded,
    handlers: [
      {
        name: 'the sockets',
        handle: async (_tx, events: Array<DomainEvent<'sessions.ended'>>) => () =>
          events.forEach(({ subject }) => void deps.bus.emit('sessionsEnded', subject)),
      },
    ],
  });
  deps.outbox.route('admin.changed', {
    load: asRecorded,
    handlers: [
      {
        name: 'the sockets',
        handle: async (_tx, events: Array<DomainEvent<'admin.changed'>>) => () =>
          events.forEach(
            ({ userId, subject, requestId }) =>
              void deps.bus.emit('userAdminStatusChanged', { userId, isAdmin: subject.isAdmin, requestId: requestId ?? '' }),
          ),
      },
    ],
  });
  deps.outbox.route('project.suspended', { load: asRecorded, handlers: [services.overlays.suspensions()] });
  deps.outbox.route('account.changed', {
    load: asRecorded,
    handlers: [tellTabsOfChanges(services.userMessages), services.earning.onAccountChanged],
  });
}
