// @databases pglite postgres: concurrency — stop pressed twice at once, and the sweep in a transaction
import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OBSERVER_SESSION_TTL_S } from '@arcana/shared';
import { auditLog, notifications, sessions } from '../../db/schema.js';
import { nextEvent } from '../../../test/sockets.js';
import { useListeningTestApp } from '../../../test/test-app.js';
import { buildAdmin, buildUser, buildUserWithWallet, get, PASSWORD, post } from '../../../test/factories.js';
import { endExpiredObserving } from '../sessions/index.js';

const { t, sockets, baseUrl } = useListeningTestApp();

const idOf = async (token: string) => (await t.deps.tokens.verifyAccess(token)).sub;
const observe = (userId: string, token: string) => post(t, `/api/auth/admin/observe/${userId}`, undefined, token);
/** The routes an observer may still call: they change nothing of the observed user's. */
const OBSERVER_ALLOWED = ['POST /api/auth/logout', 'POST /api/auth/admin/stop-observing', 'POST /api/auth/refresh'];
const trailOf = async (userId: string, action: 'observe.stop' | 'observe.refused') =>
  (
    await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, userId), eq(auditLog.action, action)))
  ).map((entry) => entry.meta);

describe('observer mode', () => {
  it('shows the user as they are, tells them, and returns the admin to their own session', async () => {
    const admin = await buildAdmin(t);
    const user = await buildUserWithWallet(t);
    const userId = await idOf(user.token);

    const started = await observe(userId.toUpperCase(), admin.token);
    expect(started).toMatchObject({ status: 200, body: { message: `You are now observing ${user.username}` } });
    const observerToken = started.body.observerToken as string;
    const claims = await t.deps.tokens.verifyAccess(observerToken);
    expect(claims).toMatchObject({ sub: userId, act: { sub: admin.id } });

    const seen = await get(t, '/api/auth/verify', observerToken);
    expect(seen.body).toMatchObject({ user: { id: userId, username: user.username }, isObserving: true });
    expect((await get(t, '/api/users/my-collectibles', observerToken)).status).toBe(200);
    // A GET that records what Steam says is a write too.
    expect((await get(t, '/api/integrations/steam/user/check-privacy', observerToken)).body.code).toBe('OBSERVER_READ_ONLY');
    // As the user, an observer is no admin: the panel's calls are closed to them.
    expect((await get(t, '/api/admin/users', observerToken)).body.code).toBe('ACCESS_DENIED');

    const [notice] = await t.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 'system')));
    expect(notice).toMatchObject({ type: 'system', title: 'An admin viewed your account' });
    expect(notice?.message).toContain(admin.username);

    const stopped = await post(t, '/api/auth/admin/stop-observing', undefined, observerToken);
    expect(stopped.status).toBe(200);
    expect((await get(t, '/api/auth/verify', stopped.body.token as string)).body).toMatchObject({
      user: { id: admin.id },
      isObserving: false,
    });
    // The observer's session is over; the admin's own one goes on.
    expect((await get(t, '/api/auth/verify', observerToken)).status).toBe(401);
    expect((await get(t, '/api/auth/verify', admin.token)).status).toBe(200);
    expect((await post(t, '/api/auth/admin/stop-observing', undefined, observerToken)).status).toBe(401);

    const trail = await t.deps.db.select().from(auditLog).where(eq(auditLog.subjectId, userId));
    expect(trail.map((entry) => [entry.action, entry.actorId, entry.userAgent, entry.meta])).toEqual([
      ['observe.start', admin.id, 'lightMyRequest', {}],
      ['observe.refused', admin.id, 'lightMyRequest', { method: 'GET', route: '/api/integrations/steam/user/check-privacy' }],
      ['observe.stop', admin.id, 'lightMyRequest', { by: 'stop' }],
    ]);

    // Admins read the trail newest first, a page at a time.
    const first = await get(t, '/api/admin/audit?limit=1', admin.token);
    expect(first.body.entries).toMatchObject([{ action: 'observe.stop', actorId: admin.id, subjectId: userId, ip: '127.0.0.1' }]);
    const second = await get(t, `/api/admin/audit?limit=2&cursor=${first.body.nextCursor as string}`, admin.token);
    expect(second.body.entries).toMatchObject([
      { action: 'observe.refused', subjectId: userId },
      { action: 'observe.start', subjectId: userId },
    ]);
  });

  it('refuses every state-changing route of the API document with 403 OBSERVER_READ_ONLY, and audits each', async () => {
    const admin = await buildAdmin(t);
    const user = await buildUser(t);
    const userId = await idOf(user.token);
    const observerToken = (await observe(userId, admin.token)).body.observerToken as string;
    const before = await get(t, '/api/auth/verify', user.token);

    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const writes = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => ({ method: method.toUpperCase(), path })),
    );
    expect(writes.length).toBeGreaterThan(40);
    const refused: string[] = [];
    for (const { method, path } of writes) {
      if (OBSERVER_ALLOWED.includes(`${method} ${path}`)) continue;
      const url = path
        .replace(/\{userId\}|\{id\}/g, userId)
        .replace(/\{provider\}/g, 'discord')
        .replace(/\{name\}/g, 'verification');
      const res = await t.app.inject({
        method: method as 'POST',
        url,
        payload: { requestId: randomUUID(), username: 'renamed_by_observer' },
        headers: { authorization: `Bearer ${observerToken}` },
      });
      expect({ route: `${method} ${path}`, status: res.statusCode, code: res.json().code }).toEqual({
        route: `${method} ${path}`,
        status: 403,
        code: 'OBSERVER_READ_ONLY',
      });
      refused.push(`${method} ${path}`);
    }
    expect((await get(t, '/api/auth/verify', user.token)).body).toEqual(before.body);
    const audited = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, userId), eq(auditLog.action, 'observe.refused')));
    expect(audited).toHaveLength(refused.length);
    expect(audited.every((entry) => entry.actorId === admin.id)).toBe(true);
  });

  it('refuses an observer’s socket writes with eventRefused, and audits them', async () => {
    const admin = await buildAdmin(t);
    const user = await buildUserWithWallet(t);
    const userId = await idOf(user.token);
    await post(t, '/api/users/collectibles/collect', { publicKey: user.wallet.publicKey, requestId: randomUUID() }, user.token);
    const [unread] = await t.deps.db.select().from(notifications).where(eq(notifications.userId, userId));
    const observerToken = (await observe(userId, admin.token)).body.observerToken as string;

    const socket = sockets.open(baseUrl(), observerToken);
    await nextEvent(socket, 'connected');
    const refusal = nextEvent(socket, 'eventRefused');
    socket.emit('markAsRead', { notificationId: unread!.id });
    expect(await refusal).toEqual({
      event: 'markAsRead',
      code: 'OBSERVER_READ_ONLY',
      message: 'This action is not available in observer mode',
    });
    socket.emit('ping');
    await nextEvent(socket, 'pong');
    const [still] = await t.deps.db.select().from(notifications).where(eq(notifications.id, unread!.id));
    expect(still?.read).toBe(false);
    const audited = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, userId), eq(auditLog.action, 'observe.refused')));
    expect(audited.map((entry) => entry.meta)).toEqual([{ socketEvent: 'markAsRead' }]);

    // Stopping sends the observer's tab back to the admin's own session (a refresh), not to the login page.
    const ended = nextEvent(socket, 'auth_error');
    await post(t, '/api/auth/admin/stop-observing', undefined, observerToken);
    expect(await ended).toEqual({ requiresReauth: false, message: 'Observer mode has ended' });
  });

  it('needs an admin with a recent proof of presence, and never observes oneself or another admin', async () => {
    const admin = await buildAdmin(t);
    const otherAdmin = await buildAdmin(t);
    const user = await buildUser(t);
    const userId = await idOf(user.token);
    expect((await observe(userId, user.token)).body.code).toBe('ACCESS_DENIED');
    expect((await observe(admin.id, admin.token)).body.code).toBe('CANNOT_OBSERVE');
    expect((await observe(otherAdmin.id, admin.token)).body.code).toBe('CANNOT_OBSERVE');
    expect((await observe(randomUUID(), admin.token)).body.code).toBe('USER_NOT_FOUND');
    expect((await post(t, '/api/auth/admin/stop-observing', undefined, admin.token)).body.code).toBe('NOT_OBSERVING');

    await t.deps.db.update(sessions).set({ reauthenticatedAt: null }).where(eq(sessions.userId, admin.id));
    expect((await observe(userId, admin.token)).body.code).toBe('REAUTH_REQUIRED');
  });

  it('lasts an hour at most, and ends when the admin logs out or loses the role', async () => {
    const admin = await buildAdmin(t);
    const user = await buildUser(t);
    const userId = await idOf(user.token);

    const observerToken = (await observe(userId, admin.token)).body.observerToken as string;
    const [row] = await t.deps.db.select().from(sessions).where(eq(sessions.actorId, admin.id));
    const lasts = row!.expiresAt!.getTime() - row!.createdAt.getTime();
    expect(Math.abs(lasts - OBSERVER_SESSION_TTL_S * 1000)).toBeLessThan(5_000);
    const { exp, iat } = JSON.parse(Buffer.from(observerToken.split('.')[1]!, 'base64url').toString()) as { exp: number; iat: number };
    expect(exp - iat).toBe(OBSERVER_SESSION_TTL_S);
    // Its socket closes when the hour is over (here moved a second ahead), back to the admin's own session.
    await t.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 1000) })
      .where(eq(sessions.id, row!.id));
    const socket = sockets.open(baseUrl(), observerToken);
    await nextEvent(socket, 'connected');
    expect(await nextEvent(socket, 'auth_error', 5_000)).toEqual({ requiresReauth: false, message: 'Observer mode has ended' });
    // An hour later (the session's end moved into the past), the token is refused though the JWT still verifies.
    await t.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, row!.id));
    expect((await get(t, '/api/auth/verify', observerToken)).body.code).toBe('SESSION_ENDED');

    const second = (await observe(userId, admin.token)).body.observerToken as string;
    await post(t, '/api/auth/logout', { refreshToken: admin.refreshToken }, second);
    expect((await get(t, '/api/auth/verify', second)).status).toBe(401);
    expect((await get(t, '/api/auth/verify', admin.token)).status).toBe(401);
    const stops = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, admin.id), eq(auditLog.action, 'observe.stop')));
    expect(stops.map((entry) => entry.meta)).toEqual([{ by: 'logout' }]);

    const again = await buildAdmin(t);
    const third = (await observe(userId, again.token)).body.observerToken as string;
    const revoke = await post(t, `/api/auth/admin/revoke/${again.id}`, { requestId: randomUUID() }, (await buildAdmin(t)).token);
    expect(revoke.status).toBe(200);
    expect((await get(t, '/api/auth/verify', third)).status).toBe(401);
  });

  it('audits the refusals of GETs that write (a provider link, the Steam privacy check) like any other', async () => {
    const admin = await buildAdmin(t);
    const userId = await idOf((await buildUser(t)).token);
    const observerToken = (await observe(userId, admin.token)).body.observerToken as string;
    for (const path of ['/api/oauth/discord/auth', '/api/integrations/steam/user/check-privacy']) {
      expect(await get(t, path, observerToken), path).toMatchObject({ status: 403, body: { code: 'OBSERVER_READ_ONLY' } });
    }
    expect(await trailOf(userId, 'observe.refused')).toEqual([
      { method: 'GET', route: '/api/oauth/:provider/auth' },
      { method: 'GET', route: '/api/integrations/steam/user/check-privacy' },
    ]);
  });

  it('answers an observer token whose observing has ended 401 before anything is audited, and audits no made-up route', async () => {
    const admin = await buildAdmin(t);
    const userId = await idOf((await buildUser(t)).token);
    const observerToken = (await observe(userId, admin.token)).body.observerToken as string;
    expect((await post(t, '/api/made/up/route', {}, observerToken)).status).toBe(404);
    // Stop pressed twice at once: one stops it, the other hears it has ended.
    const stops = await Promise.all([1, 2].map(() => post(t, '/api/auth/admin/stop-observing', undefined, observerToken)));
    expect(stops.map((stop) => stop.status).sort()).toEqual([200, 401]);
    expect((await post(t, '/api/made/up/route', {}, observerToken)).status).toBe(404);
    for (const path of ['/api/auth/change-password', '/api/users/collectibles/collect']) {
      expect(await post(t, path, { requestId: randomUUID() }, observerToken), path).toMatchObject({
        status: 401,
        body: { code: 'SESSION_ENDED' },
      });
    }
    expect(await trailOf(userId, 'observe.refused')).toEqual([]);
  });

  it('writes observe.stop with its reason however observing ends: the hour, a password change, a deletion, a role lost', async () => {
    const admin = await buildAdmin(t);
    const [hourly, changer, deleted] = await Promise.all([buildUser(t), buildUser(t), buildUser(t)]);
    const [hourlyId, changerId, deletedId] = await Promise.all([hourly, changer, deleted].map((user) => idOf(user.token)));
    for (const id of [hourlyId, changerId, deletedId]) await observe(id!, admin.token);

    // The hour: the session's end passes, and the sweep writes it in the trail (once).
    await t.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(sessions.userId, hourlyId!), isNotNull(sessions.actorId)));
    for (let sweep = 0; sweep < 2; sweep++) await t.deps.db.transaction((tx) => endExpiredObserving(tx));
    expect(await trailOf(hourlyId!, 'observe.stop')).toEqual([{ by: 'expired' }]);

    const changed = await post(t, '/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'Arcana34' }, changer.token);
    expect(changed.status).toBe(200);
    expect(await trailOf(changerId!, 'observe.stop')).toEqual([{ by: 'password' }]);

    const other = await buildAdmin(t);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/admin/users/${deletedId}`,
          payload: { requestId: randomUUID() },
          headers: { authorization: `Bearer ${other.token}` },
        })
      ).statusCode,
    ).toBe(200);
    expect(await trailOf(deletedId!, 'observe.stop')).toEqual([{ by: 'deleted' }]);

    // The observing admin loses the role: what they still observed ends too.
    const lastOne = await buildUser(t);
    const lastId = await idOf(lastOne.token);
    await observe(lastId, admin.token);
    expect((await post(t, `/api/auth/admin/revoke/${admin.id}`, { requestId: randomUUID() }, other.token)).status).toBe(200);
    expect(await trailOf(lastId, 'observe.stop')).toEqual([{ by: 'role' }]);
  });
});
