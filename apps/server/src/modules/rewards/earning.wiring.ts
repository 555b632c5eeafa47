import type { AppDeps } from '../../deps.js';
import { findUserIdentity } from '../users/index.js';
import { createEventSubIntake } from './eventsub-intake.js';
import { createHelix } from './helix.js';
import { unpark } from './inbox.repo.js';
import { createInboxWorker } from './inbox-worker.js';
import { createTwitchService } from './twitch.service.js';

/** The earning module's parts, built once by the composition root: Twitch, the callback's intake and the inbox's worker. */
export function createEarning(deps: Pick<AppDeps, 'db' | 'config' | 'log' | 'bus'>) {
  const twitch = createTwitchService(deps, createHelix(deps.config.providers));
  const worker = createInboxWorker(deps, (row) => twitch.reply(row));
  const eventSub = createEventSubIntake(deps, worker);
  return {
    twitch,
    eventSub,
    worker,
    /** A Twitch account linked (or signed up with): the events kept for it are decided now. */
    watchLinks: () =>
      deps.bus.on('identityLinked', async ({ userId, provider }) => {
        if (provider !== 'twitch') return;
        const identity = await findUserIdentity(deps.db, userId, 'twitch');
        if (identity && (await unpark(deps.db, 'twitch', identity.providerUserId)) > 0) worker.wake();
      }),
  };
}
