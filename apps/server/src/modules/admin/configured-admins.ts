import type { Platform } from '../../platform/platform.js';
import { configuredAdminGrants } from '../../db/schema.js';
import { recordAudit } from '../../lib/audit.js';
import { recordDomainEvents } from '../../outbox/domain-events.repo.js';
import type { SessionService } from '../sessions/index.js';
import { findVerifiedHolders, lockAdmins, makeAdmins } from '../users/index.js';

/**
 * ADMIN_EMAILS: how a new install gets its first admin. At start, and only then, and only while the
 * install has no admin, the account holding a listed address, verified, becomes admin, once per
 * address (configured_admin_grants): a revoke since stands, and nothing done later — a link opened, a
 * provider linked, an address changed — grants a role. Once there is an admin, roles come from the
 * panel alone: an account someone else registered with a listed address, verified when its owner
 * opened the unsolicited mail, gains nothing. Two instances starting together grant an address once,
 * by its primary key.
 */
export async function promoteConfiguredAdmins({
  db,
  config,
  log,
  sessions,
}: Pick<Platform, 'db' | 'config' | 'log'> & { sessions: SessionService }): Promise<void> {
  if (config.adminEmails.length === 0) return;
  const promoted = await db.transaction(async (tx) => {
    if ((await lockAdmins(tx)).length > 0) return [];
    const holders = await findVerifiedHolders(tx, config.adminEmails);
    const granted =
      holders.length === 0
        ? []
        : await tx
            .insert(configuredAdminGrants)
            .values(holders.map((holder) => ({ email: holder.email, userId: holder.id })))
            .onConflictDoNothing()
            .returning({ userId: configuredAdminGrants.userId });
    const promoted = await makeAdmins(
      tx,
      granted.map((grant) => grant.userId),
    );
    for (const user of promoted) {
      // An admin is never observed (as when the panel grants it).
      await sessions.endObservingBy(tx, user.id, 'role');
      await recordAudit(tx, {
        actorId: null,
        subjectId: user.id,
        action: 'admin.grant',
        meta: { source: 'ADMIN_EMAILS', email: user.email },
      });
    }
    await recordDomainEvents(
      tx,
      promoted.map((user) => ({ type: 'admin.changed', userId: user.id, subject: { isAdmin: true }, requestId: null })),
    );
    return promoted;
  });
  for (const user of promoted) {
    log.info({ userId: user.id }, `${user.email} is an admin (ADMIN_EMAILS)`);
  }
}
