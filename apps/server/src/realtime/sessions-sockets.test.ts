// @databases postgres: its cross-instance case needs PostgreSQL; the sockets at once race nothing in the database
import { eq, sql } from 'drizzle-orm';
import { domainEvents } from '../db/schema.js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSocketClients, nextEvent, type ClientSocket, settled } from '../../test/sockets.js';
import { createTestApp, tokenOf, type TestApp } from '../../test/test-app.js';
import { buildUser, PASSWORD, post } from '../../test/factories.js';

let t: TestApp;
let baseUrl: string;
const sockets = createSocketClients();

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.listen();
});
afterAll(async () => {
  sockets.closeAll();
  await t.close();
});

/** The server's count of client events dropped over their budget, as its metrics report it. */
const droppedEvents = async () =>
  (await t.deps.metrics.registry.getSingleMetric('arcana_socket_events_dropped_total')!.get()).values[0]?.value ?? 0;

const disconnected = (socket: ClientSocket) => new Promise<string>((resolve) => socket.once('disconnect', resolve));

/** Resolves with what the socket received by the time it disconnected (or after `ms`). */
function watch(socket: ClientSocket, ms = 1500) {
  const events: string[] = [];
  socket.onAny((event: string) => events.push(event));
  return new Promise<{ events: string[]; connected: boolean }>((resolve) =>
    setTimeout(() => resolve({ events, connected: socket.connected }), ms),
  );
}

describe('sockets follow their session', () => {
  it('handles an event sent right after connect: nothing is lost while the handshake is checked', async () => {
    const user = await buildUser(t);
    const socket = sockets.open(baseUrl, user.token);
    // Emitted before the connection is even open: the client buffers it, the server must have its handler ready.
    socket.emit('ping');
    expect(await nextEvent(socket, 'pong')).toMatchObject({ timestamp: expect.any(Number) });
  });

  it('owes a logout’s socket ending with the logout: an outbox stopped in between still carries it out', async () => {
    const user = await buildUser(t);
    const socket = sockets.open(baseUrl, user.token);
    await settled(socket);
    // As a process killed after the logout commits: the ending waits in the outbox, not in memory.
    await t.deps.outbox.stop();
    try {
      expect((await post(t, '/api/auth/logout', { refreshToken: user.refreshToken }, user.token)).status).toBe(200);
      const owed = await t.deps.db.select().from(domainEvents).where(eq(domainEvents.type, 'sessions.ended'));
      expect(owed.filter((event) => event.doneAt === null)).toHaveLength(1);
    } finally {
      t.deps.outbox.start();
    }
    const ended = nextEvent(socket, 'auth_error', 3000);
    await t.deps.outbox.dispatch();
    expect(await ended).toEqual({ requiresReauth: true, message: 'Your session has ended. Please log in again.' });
  });

  it('ends the sockets of a session on logout, within a second, and leaves the account’s other sessions alone', async () => {
    const user = await buildUser(t);
    const other = await post(t, '/api/auth/login', { email: user.email, password: PASSWORD });
    const mine = sockets.open(baseUrl, user.token);
    const theirs = sockets.open(baseUrl, other.body.token as string);
    await Promise.all([settled(mine), settled(theirs)]);
    const ended = nextEvent(mine, 'auth_error');
    const gone = disconnected(mine);
    const bystander = watch(theirs);
    await post(t, '/api/auth/logout', { refreshToken: user.refreshToken }, user.token);
    expect(await ended).toEqual({ requiresReauth: true, message: 'Your session has ended. Please log in again.' });
    expect(await gone).toBe('io server disconnect');
    expect(await bystander).toEqual({ events: [], connected: true });
  });

  it('ends the other sessions’ sockets on a password change, and every one on a reset', async () => {
    const user = await buildUser(t);
    const other = await post(t, '/api/auth/login', { email: user.email, password: PASSWORD });
    const mine = sockets.open(baseUrl, user.token);
    const theirs = sockets.open(baseUrl, other.body.token as string);
    await Promise.all([settled(mine), settled(theirs)]);
    const theirsEnded = nextEvent(theirs, 'auth_error');
    const mineStays = watch(mine);
    await post(t, '/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'Fresh123' }, user.token);
    expect((await theirsEnded).requiresReauth).toBe(true);
    expect(await mineStays).toEqual({ events: [], connected: true });

    await post(t, '/api/auth/forgot-password', { email: user.email });
    const link = await t.lastLink(user.email, 'password-reset');
    const mineEnded = nextEvent(mine, 'auth_error');
    await post(t, '/api/auth/reset-password', { token: tokenOf(link), password: 'Again123' });
    expect((await mineEnded).requiresReauth).toBe(true);
  });

  it('ends the sockets of a session whose refresh token was replayed', async () => {
    const user = await buildUser(t);
    const socket = sockets.open(baseUrl, user.token);
    await nextEvent(socket, 'connected');
    const ended = nextEvent(socket, 'auth_error');
    await post(t, '/api/auth/refresh', { refreshToken: user.refreshToken });
    await t.database.db.execute(sql`update refresh_tokens set rotated_at = now() - interval '11 seconds' where rotated_at is not null`);
    expect((await post(t, '/api/auth/refresh', { refreshToken: user.refreshToken })).status).toBe(401);
    expect((await ended).requiresReauth).toBe(true);
  });

  it('tells an expired access token apart from an ended session: requiresReauth false, so the client refreshes', async () => {
    const user = await buildUser(t);
    const { sub, sid } = await t.deps.tokens.verifyAccess(user.token);
    const expired = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('arcana')
      .setAudience('access')
      .setSubject(sub)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(t.deps.config.jwtSecret));
    const socket = sockets.open(baseUrl, expired);
    expect(await nextEvent(socket, 'auth_error')).toEqual({ requiresReauth: false, message: 'Token expired' });
    // The client refreshes and reconnects with the current token.
    const refreshed = await post(t, '/api/auth/refresh', { refreshToken: user.refreshToken });
    expect(await nextEvent(sockets.open(baseUrl, refreshed.body.token as string), 'connected')).toMatchObject({ userId: sub });
  });

  it('drops client events beyond the per-socket budget', async () => {
    const user = await buildUser(t);
    const socket = sockets.open(baseUrl, user.token);
    await nextEvent(socket, 'connected');
    let pongs = 0;
    socket.on('pong', () => pongs++);
    const droppedBefore = await droppedEvents();
    for (let i = 0; i < 100; i++) socket.emit('ping');
    // Every ping is either answered or counted as dropped: once they add up, the server has seen them all.
    await expect.poll(async () => pongs + (await droppedEvents()) - droppedBefore, { timeout: 10_000 }).toBe(100);
    // A burst of 20, then 5 a second: however slowly a busy machine handles them, far fewer than 100.
    expect(pongs).toBeGreaterThanOrEqual(20);
    expect(pongs).toBeLessThan(60);
    expect(socket.connected).toBe(true);
  });

  it('closes a socket that keeps flooding past a hundred dropped events', async () => {
    const user = await buildUser(t);
    const socket = sockets.open(baseUrl, user.token);
    await nextEvent(socket, 'connected');
    const gone = disconnected(socket);
    for (let i = 0; i < 300; i++) socket.emit('ping');
    expect(await gone).toBe('io server disconnect');
  });

  it.runIf(process.env.TEST_DB === 'postgres')('ends a session’s socket held by another instance within a second', async () => {
    const other = await t.openSecondInstance();
    try {
      const user = await buildUser(t);
      const socket = sockets.open(await other.listen(), user.token);
      await nextEvent(socket, 'connected');
      const ended = nextEvent(socket, 'auth_error');
      const gone = disconnected(socket);
      await post(t, '/api/auth/logout', {}, user.token);
      expect((await ended).requiresReauth).toBe(true);
      expect(await gone).toBe('io server disconnect');
    } finally {
      await other.close();
    }
  });
});

describe('a server shutting down', () => {
  it('tells its sockets it is restarting and closes them so they reconnect', async () => {
    const app = await createTestApp();
    try {
      const user = await buildUser(app);
      const socket = sockets.open(await app.listen(), user.token);
      await nextEvent(socket, 'connected');
      const told = nextEvent(socket, 'serverRestarting');
      const gone = disconnected(socket);
      const closing = app.app.close();
      await told;
      // Not a server-side goodbye (which tells a client to stay away): the transport closes, so the client reconnects.
      expect(await gone).toBe('transport close');
      await closing;
    } finally {
      await app.close().catch(() => undefined);
    }
  });
});
