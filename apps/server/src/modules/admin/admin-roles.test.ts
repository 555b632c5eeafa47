// @databases postgres: the sockets connect at once; nothing races in the database
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, sessions, users } from '../../db/schema.js';
import { nextEvent } from '../../../test/sockets.js';
import { useListeningTestApp } from '../../../test/test-app.js';
import { buildAdmin, buildUser, buildUserWithRole, get, post } from '../../../test/factories.js';
import { createSessionService } from '../sessions/index.js';
import { createRolesService } from './roles.service.js';

const { t, sockets, baseUrl } = useListeningTestApp();

const idOf = async (token: string) => (await t.deps.tokens.verifyAccess(token)).sub;
const isAdmin = async (id: string) => (await t.deps.db.select().from(users).where(eq(users.id, id)))[0]?.isAdmin;

async function remove(userId: string, token: string, requestId = randomUUID()) {
  const res = await t.app.inject({
    method: 'DELETE',
    url: `/api/admin/users/${userId}`,
    payload: { requestId },
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

/** An admin acting, a user, and the sockets of that user and of another admin, greeted. */
async function adminsAndUserOnline() {
  const admin = await buildAdmin(t);
  const otherAdmin = await buildAdmin(t);
  const user = await buildUser(t);
  const userSocket = sockets.open(baseUrl(), user.token);
  const adminSocket = sockets.open(baseUrl(), otherAdmin.token);
  await Promise.all([nextEvent(userSocket, 'connected'), nextEvent(adminSocket, 'connected')]);
  return { admin, user, userId: await idOf(user.token), userSocket, adminSocket };
}

describe('granting, revoking and deleting', () => {
  it('needs a recent proof of presence for every change of role and every deletion, and changes nothing without one', async () => {
    const admin = await buildAdmin(t);
    const developer = await buildUserWithRole(t, 'developer');
    const otherAdmin = await buildAdmin(t);
    const user = await buildUser(t);
    const userId = await idOf(user.token);
    await t.deps.db.update(sessions).set({ reauthenticatedAt: null }).where(eq(sessions.userId, admin.id));
    const refused = { status: 403, body: { code: 'REAUTH_REQUIRED' } };
    expect(await post(t, `/api/auth/admin/grant/${userId}`, { requestId: randomUUID() }, admin.token)).toMatchObject(refused);
    expect(await post(t, `/api/auth/admin/revoke/${otherAdmin.id}`, { requestId: randomUUID() }, admin.token)).toMatchObject(refused);
    expect(await post(t, `/api/auth/admin/grant-developer/${userId}`, { requestId: randomUUID() }, admin.token)).toMatchObject(refused);
    expect(await post(t, `/api/auth/admin/revoke-developer/${developer.id}`, { requestId: randomUUID() }, admin.token)).toMatchObject(
      refused,
    );
    expect(await remove(userId, admin.token)).toMatchObject(refused);
    const rows = await t.deps.db.select().from(users).where(eq(users.id, userId));
    expect(rows).toMatchObject([{ isAdmin: false, isDeveloper: false }]);
    expect(await isAdmin(otherAdmin.id)).toBe(true);
    expect((await t.deps.db.select().from(users).where(eq(users.id, developer.id)))[0]?.isDeveloper).toBe(true);
    // Reading the panel needs no fresh proof.
    expect((await get(t, '/api/admin/users', admin.token)).status).toBe(200);
  });

  it('grants and revokes admin once per request id, live to the user and to every admin', async () => {
    const { admin, user, userId, userSocket, adminSocket } = await adminsAndUserOnline();

    const requestId = randomUUID();
    const heardByUser = nextEvent(userSocket, 'userAdminStatusChanged');
    const heardByAdmin = nextEvent(adminSocket, 'userAdminStatusChanged');
    const granted = await post(t, `/api/auth/admin/grant/${userId}`, { requestId }, admin.token);
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({ message: `${user.username} is now an admin`, user: { id: userId, isAdmin: true } });
    expect(await heardByUser).toEqual({ userId, isAdmin: true, requestId, status: 'success' });
    expect(await heardByAdmin).toEqual({ userId, isAdmin: true, requestId, status: 'success' });
    expect((await get(t, '/api/auth/verify', user.token)).body.user).toMatchObject({ isAdmin: true });

    // The same request again answers the same, and audits once.
    expect(await post(t, `/api/auth/admin/grant/${userId}`, { requestId }, admin.token)).toEqual(granted);
    const audits = await t.deps.db.select().from(auditLog).where(eq(auditLog.subjectId, userId));
    expect(audits.map((a) => a.action)).toEqual(['admin.grant']);

    // Now an admin, the user's socket hears what every admin hears: the next change, to someone else.
    const third = await buildUser(t);
    const heardAsAdmin = nextEvent(userSocket, 'userAdminStatusChanged');
    await post(t, `/api/auth/admin/grant/${await idOf(third.token)}`, { requestId: randomUUID() }, admin.token);
    expect(await heardAsAdmin).toMatchObject({ userId: await idOf(third.token), isAdmin: true });

    const revoked = await post(t, `/api/auth/admin/revoke/${userId}`, { requestId: randomUUID() }, admin.token);
    expect(revoked.body).toMatchObject({ message: `${user.username} is no longer an admin`, user: { isAdmin: false } });
    expect(await isAdmin(userId)).toBe(false);
    expect((await get(t, '/api/admin/users', user.token)).status).toBe(403);
  });

  it('grants and revokes the developer role, and tells the user’s tabs their new profile', async () => {
    const admin = await buildAdmin(t);
    const user = await buildUser(t);
    const userId = await idOf(user.token);
    const socket = sockets.open(baseUrl(), user.token);
    await nextEvent(socket, 'connected');
    const updated = nextEvent(socket, 'profileUpdated');
    const granted = await post(t, `/api/auth/admin/grant-developer/${userId}`, { requestId: randomUUID() }, admin.token);
    expect(granted.body).toMatchObject({ message: `${user.username} is now a developer`, user: { isDeveloper: true, isAdmin: false } });
    expect((await updated).user).toMatchObject({ id: userId, isDeveloper: true });
    const test = { type: 'other', title: 'Hi', message: 'Me' };
    expect((await post(t, '/api/devs/notifications/test', test, user.token)).status).toBe(200);
    await post(t, `/api/auth/admin/revoke-developer/${userId}`, { requestId: randomUUID() }, admin.token);
    expect((await post(t, '/api/devs/notifications/test', test, user.token)).body.code).toBe('ACCESS_DENIED');
  });

  it('refuses users, developers, self-demotion, self-deletion and demoting the last admin', async () => {
    const admin = await buildAdmin(t);
    const adminId = await idOf(admin.token);
    const user = await buildUser(t);
    const developer = await buildUserWithRole(t, 'developer');
    const target = await idOf(user.token);

    for (const caller of [user, developer]) {
      const refused = await post(t, `/api/auth/admin/grant/${adminId}`, { requestId: randomUUID() }, caller.token);
      expect(refused).toMatchObject({ status: 403, body: { code: 'ACCESS_DENIED' } });
      expect((await remove(target, caller.token)).body.code).toBe('ACCESS_DENIED');
    }
    expect((await post(t, `/api/auth/admin/grant/${target}`, { requestId: randomUUID() })).status).toBe(401);

    const self = await post(t, `/api/auth/admin/revoke/${adminId}`, { requestId: randomUUID() }, admin.token);
    expect(self).toMatchObject({ status: 403, body: { code: 'CANNOT_MANAGE_SELF' } });
    // The same id in capitals is the same user.
    const shouted = await post(t, `/api/auth/admin/revoke/${adminId.toUpperCase()}`, { requestId: randomUUID() }, admin.token);
    expect(shouted).toMatchObject({ status: 403, body: { code: 'CANNOT_MANAGE_SELF' } });
    expect((await remove(adminId, admin.token)).body.code).toBe('CANNOT_MANAGE_SELF');
    expect(await isAdmin(adminId)).toBe(true);

    // Down to one admin (the others of this file are revoked from the database), who cannot be demoted.
    await t.deps.db.update(users).set({ isAdmin: false }).where(eq(users.isAdmin, true));
    await t.deps.db.update(users).set({ isAdmin: true }).where(eq(users.id, adminId));
    const roles = createRolesService({ ...t.deps, sessions: createSessionService(t.deps) });
    await expect(roles.setRoleFromCli(adminId, 'admin', false)).rejects.toMatchObject({ code: 'LAST_ADMIN' });
    expect(await isAdmin(adminId)).toBe(true);

    expect((await post(t, `/api/auth/admin/grant/${randomUUID()}`, { requestId: randomUUID() }, admin.token)).body.code).toBe(
      'USER_NOT_FOUND',
    );
    expect((await post(t, `/api/auth/admin/grant/not-a-uuid`, { requestId: randomUUID() }, admin.token)).status).toBe(400);
    expect((await post(t, `/api/auth/admin/grant/${target}`, { requestId: 'x' }, admin.token)).status).toBe(400);
    expect(await isAdmin(target)).toBe(false);
  });

  it('deletes a user after which their sessions end and every admin hears it; a retry answers the same', async () => {
    const { admin, user, userId, userSocket, adminSocket } = await adminsAndUserOnline();

    const requestId = randomUUID();
    const toldUser = nextEvent(userSocket, 'userDeleted');
    const loggedOut = nextEvent(userSocket, 'auth_error');
    const toldAdmin = nextEvent(adminSocket, 'userDeleted');
    const deleted = await remove(userId, admin.token, requestId);
    expect(deleted).toEqual({ status: 200, body: { message: `${user.username}'s account has been deleted`, user: null } });
    const deletedUser = { id: userId, username: user.username, email: user.email };
    expect(await toldUser).toEqual({ userId, deletedUser, requestId, status: 'success' });
    expect(await toldAdmin).toEqual({ userId, deletedUser, requestId, status: 'success' });
    expect(await loggedOut).toMatchObject({ requiresReauth: true });
    expect((await get(t, '/api/auth/verify', user.token)).status).toBe(404);
    expect(await remove(userId, admin.token, requestId)).toEqual(deleted);
    expect((await remove(userId, admin.token)).body.code).toBe('USER_NOT_FOUND');
    const [audit] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'user.delete'));
    expect(audit).toMatchObject({ subjectId: userId, meta: { username: user.username, email: user.email }, userAgent: 'lightMyRequest' });
  });
});
