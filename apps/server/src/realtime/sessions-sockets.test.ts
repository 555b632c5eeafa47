import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_PATH } from '@arcana/shared';
import type { ClientToServerEvents, ServerToClientEvents } from '@arcana/shared/schemas';
import { createTestApp, tokenOf, type TestApp } from '../../test/test-app.js';
import { buildUser, PASSWORD, post } from '../../test/factories.js';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let t: TestApp;
let baseUrl: string;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.listen();
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await t.close();
});

/** A socket that sends its token in the handshake's auth payload, as the web does. */
function open(token: string, url = baseUrl): ClientSocket {
  const socket: ClientSocket = connect(url, { path: SOCKET_PATH, transports: ['websocket'], auth: { token }, reconnection: false });
  sockets.push(socket);
  return socket;
}

function next<E extends keyof ServerToClientEvents>(
  socket: ClientSocket,
  event: E,
  ms = 10_000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${String(event)} within ${ms} ms`)), ms);
    socket.once(
      event as 'connected',
      ((payload: unknown) => {
        clearTimeout(timer);
        resolve(payload as Parameters<ServerToClientEvents[E]>[0]);
      }) as never,
    );
  });
}

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
    const socket = open(user.token);
    // Emitted before the connection is even open: the client buffers it, the server must have its handler ready.
    socket.emit('ping');
    expect(await next(socket, 'pong')).toMatchObject({ timestamp: expect.any(Number) });
  });

  it('ends the sockets of a session on logout, within a second, and leaves the account’s other sessions alone', async () => {
    const user = await buildUser(t);
    const other = await post(t, '/api/auth/login', { email: user.email, password: PASSWORD });
    const mine = open(user.token);
    const theirs = open(other.body.token as string);
    await Promise.all([next(mine, 'connected'), next(theirs, 'connected')]);
    const ended = next(mine, 'auth_error', 1000);
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
    const mine = open(user.token);
    const theirs = open(other.body.token as string);
    await Promise.all([next(mine, 'connected'), next(theirs, 'connected')]);
    const theirsEnded = next(theirs, 'auth_error', 1000);
    const mineStays = watch(mine);
    await post(t, '/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'Fresh123' }, user.token);
    expect((await theirsEnded).requiresReauth).toBe(true);
    expect(await mineStays).toEqual({ events: [], connected: true });

    const mineEnded = next(mine, 'auth_error', 1000);
    await post(t, '/api/auth/forgot-password', { email: user.email });
    await post(t, '/api/auth/reset-password', { token: tokenOf(await t.lastLink(user.email, 'password-reset')), password: 'Again123' });
    expect((await mineEnded).requiresReauth).toBe(true);
  });

  it('ends the sockets of a session whose refresh token was replayed', async () => {
    const user = await buildUser(t);
    const socket = open(user.token);
    await next(socket, 'connected');
    const ended = next(socket, 'auth_error', 1000);
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
    const socket = open(expired);
    expect(await next(socket, 'auth_error')).toEqual({ requiresReauth: false, message: 'Token expired' });
    // The client refreshes and reconnects with the current token.
    const refreshed = await post(t, '/api/auth/refresh', { refreshToken: user.refreshToken });
    expect(await next(open(refreshed.body.token as string), 'connected')).toMatchObject({ userId: sub });
  });

  it('drops client events beyond the per-socket budget', async () => {
    const user = await buildUser(t);
    const socket = open(user.token);
    await next(socket, 'connected');
    let pongs = 0;
    socket.on('pong', () => pongs++);
    for (let i = 0; i < 60; i++) socket.emit('ping');
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(pongs).toBeGreaterThanOrEqual(20);
    expect(pongs).toBeLessThan(30);
    expect(socket.connected).toBe(true);
  });

  it.runIf(process.env.TEST_DB === 'postgres')('ends a session’s socket held by another instance within a second', async () => {
    const other = await t.openSecondInstance();
    try {
      const user = await buildUser(t);
      const socket = open(user.token, await other.listen());
      await next(socket, 'connected');
      const ended = next(socket, 'auth_error', 1000);
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
      const socket = open(user.token, await app.listen());
      await next(socket, 'connected');
      const told = next(socket, 'serverRestarting');
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
