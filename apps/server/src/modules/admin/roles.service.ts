import type { TAdminActionResponse } from '@arcana/shared/schemas';
import type { Platform } from '../../platform/platform.js';
import { conflict, forbidden, notFound } from '../../lib/app-error.js';
import { recordDomainEvents } from '../../outbox/domain-events.repo.js';
import { recordAudit } from '../../lib/audit.js';
import type { ClientInfo } from '../../lib/client-info.js';
import { runOnce } from '../../lib/request-receipts.js';
import type { SessionService } from '../sessions/index.js';
import { deleteUser, lockAdmins, lockUser, oweProfileUpdate, setRole, type Role } from '../users/index.js';
import { ADMIN_MESSAGES } from './admin.messages.js';
import { findAdminUser } from './user-directory.js';

/** Who asks: an admin in the panel (never about themselves), or the command line (actor null). */
export interface RoleActor {
  id: string | null;
  client?: ClientInfo;
}

const GRANTED = { admin: ADMIN_MESSAGES.adminGranted, developer: ADMIN_MESSAGES.developerGranted } as const;
const REVOKED = { admin: ADMIN_MESSAGES.adminRevoked, developer: ADMIN_MESSAGES.developerRevoked } as const;

/**
 * Granting and revoking roles, and deleting accounts, for the admin panel and `npm run admin`. The
 * last admin is never demoted (the admins' rows are locked while that is checked), an admin never
 * acts on themselves, and every change is audited in the same transaction.
 */
export function createRolesService({ db, sessions }: Pick<Platform, 'db'> & { sessions: SessionService }) {
  function refuseSelf(actor: RoleActor, userId: string) {
    if (actor.id === userId) throw forbidden('CANNOT_MANAGE_SELF', ADMIN_MESSAGES.notYourself);
  }

  async function changeRole(executor: typeof db, actor: RoleActor, userId: string, role: Role, on: boolean, requestId: string | null) {
    if (role === 'admin' && !on) {
      const admins = await lockAdmins(executor);
      if (admins.length === 1 && admins[0] === userId) throw conflict('LAST_ADMIN', ADMIN_MESSAGES.lastAdmin);
    }
    const target = await lockUser(executor, userId);
    if (!target) throw notFound('USER_NOT_FOUND', ADMIN_MESSAGES.userNotFound);
    await setRole(executor, userId, role, on);
    // An admin is never observed, and one who is no longer an admin observes no one.
    if (role === 'admin') {
      await sessions.endObservingBy(executor, userId, 'role');
      // The user's tabs gain or lose the panel, and their sockets the admins' room, once this commits.
      await recordDomainEvents(executor, [{ type: 'admin.changed', userId, subject: { isAdmin: on }, requestId }]);
    }
    // The developer role is ours and has no event of its own: the user's tabs get their profile as it now is.
    if (role === 'developer') await oweProfileUpdate(executor, userId);
    await recordAudit(executor, {
      actorId: actor.id,
      subjectId: userId,
      action: `${role}.${on ? 'grant' : 'revoke'}`,
      client: actor.client,
    });
    const user = await findAdminUser(executor, userId);
    return { message: (on ? GRANTED : REVOKED)[role](target.username), user: user ?? null };
  }

  return {
    /** The command line: no request id, no self rule (it is not an admin acting), the last-admin rule still. */
    async setRoleFromCli(userId: string, role: Role, on: boolean): Promise<TAdminActionResponse> {
      // What follows is recorded with the change and carried out by the running app's outbox.
      return db.transaction((tx) => changeRole(tx, { id: null }, userId, role, on, null));
    },

    /** The admin panel's grant and revoke (admin or developer): once per request id. */
    async setRole(
      actor: RoleActor & { id: string },
      userId: string,
      role: Role,
      on: boolean,
      requestId: string,
    ): Promise<TAdminActionResponse> {
      refuseSelf(actor, userId);
      const operation = `${role}.${on ? 'grant' : 'revoke'}:${userId}`;
      return runOnce(db, { requestId, userId: actor.id, operation }, (tx) => changeRole(tx, actor, userId, role, on, requestId));
    },

    async deleteUser(actor: RoleActor & { id: string }, userId: string, requestId: string): Promise<TAdminActionResponse> {
      refuseSelf(actor, userId);
      return await runOnce(db, { requestId, userId: actor.id, operation: `user.delete:${userId}` }, async (tx) => {
        // The admins first, then the user: the same order as a revocation, so the two never deadlock.
        const admins = await lockAdmins(tx);
        const target = await lockUser(tx, userId);
        if (!target) throw notFound('USER_NOT_FOUND', ADMIN_MESSAGES.userNotFound);
        if (target.isAdmin && admins.length === 1) throw conflict('LAST_ADMIN', ADMIN_MESSAGES.lastAdmin);
        // Their observing (as admin or observed) ends with its sockets, not only its rows.
        await sessions.endObservingBy(tx, userId, 'deleted');
        await deleteUser(tx, userId);
        await recordAudit(tx, {
          actorId: actor.id,
          subjectId: userId,
          action: 'user.delete',
          meta: { username: target.username, email: target.email },
          client: actor.client,
        });
        await recordDomainEvents(tx, [
          {
            type: 'account.deleted',
            userId: null,
            subject: { userId, username: target.username, email: target.email, byAdmin: true },
            requestId,
          },
        ]);
        return { message: ADMIN_MESSAGES.userDeleted(target.username), user: null };
      });
    },
  };
}
