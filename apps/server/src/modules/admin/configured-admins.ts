import type { AppDeps } from '../../deps.js';
import { recordAudit } from '../../lib/audit.js';
import { createSessionService } from '../../lib/sessions.js';
import { promoteVerifiedHolders } from '../users/users.repo.js';

/**
 * ADMIN_EMAILS: how a new install gets its first admin. An account is made admin once it holds one of
 * the addresses verified — at start for the accounts already there, and whenever an account changes
 * (a verified e-mail, a new address, a reset) — never on an unproved signup with that address.
 */
export function watchConfiguredAdmins(deps: Pick<AppDeps, 'db' | 'bus' | 'config' | 'log' | 'tokens'>) {
  const { db, bus, config, log } = deps;
  const sessions = createSessionService(deps);
  async function promote(userId?: string) {
    const promoted = await promoteVerifiedHolders(db, config.adminEmails, userId);
    for (const user of promoted) {
      // An admin is never observed (as when the panel grants it).
      await sessions.announceObservingEnded(await sessions.endObservingBy(db, user.id));
      await recordAudit(db, {
        actorId: null,
        subjectId: user.id,
        action: 'admin.grant',
        meta: { source: 'ADMIN_EMAILS', email: user.email },
      });
      await bus.emit('userAdminStatusChanged', { userId: user.id, isAdmin: true, requestId: '' });
      log.info({ userId: user.id }, `${user.email} is an admin (ADMIN_EMAILS)`);
    }
  }

  const stop = bus.on('accountChanged', ({ userId }) =>
    promote(userId).catch((err: unknown) => log.error({ err, userId }, 'could not apply ADMIN_EMAILS')),
  );
  return { promoteExisting: () => promote(), stop };
}
