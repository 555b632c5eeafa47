// @databases postgres: its cross-instance cases need PostgreSQL; the sockets at once race nothing in the database
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSocketClients, nextEvent, settled } from '../../test/sockets.js';
import { createTestApp, tokenOf, type TestApp } from '../../test/test-app.js';
import { buildUnverifiedUser, buildUser, buildUserWithWallet, post, uniqueUsername } from '../../test/factories.js';

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

describe('realtime socket', () => {
  it('greets a socket with a valid token and answers ping with pong', async () => {
    const user = await buildUser(t);
    const socket = sockets.open(baseUrl, user.token, 'query');
    expect(await nextEvent(socket, 'connected')).toMatchObject({ userId: expect.any(String) });
    socket.emit('ping');
    expect(await nextEvent(socket, 'pong')).toMatchObject({ timestamp: expect.any(Number) });
  });

  it('sends auth_error with requiresReauth and closes a socket without a valid token', async () => {
    const forged = sockets.open(baseUrl, 'not-a-token', 'query');
    expect(await nextEvent(forged, 'auth_error')).toEqual({ requiresReauth: true, message: 'Invalid token' });
    const none = sockets.open(baseUrl, undefined, 'query');
    expect(await nextEvent(none, 'auth_error')).toEqual({ requiresReauth: true, message: 'No token provided' });
  });

  it('delivers a draw to the collector only, as one collectibleCollected with its notification', async () => {
    const collector = await buildUserWithWallet(t);
    const bystander = await buildUser(t);
    const mine = sockets.open(baseUrl, collector.token, 'query');
    const theirs = sockets.open(baseUrl, bystander.token, 'query');
    await Promise.all([settled(mine), settled(theirs)]);
    const leaked: string[] = [];
    theirs.onAny((event: string) => leaked.push(event));
    const heard: string[] = [];
    mine.onAny((event: string) => heard.push(event));

    const requestId = randomUUID();
    const collected = nextEvent(mine, 'collectibleCollected');
    const res = await post(t, '/api/users/collectibles/collect', { publicKey: collector.wallet.publicKey, requestId }, collector.token);
    const event = await collected;
    // It names the collect that caused it, so the tab that sent it stays quiet.
    expect(event).toMatchObject({
      requestId,
      status: 'success',
      publicKey: collector.wallet.publicKey,
      card: { id: res.body.id },
      notification: { type: 'collectible_received', read: false, card: { id: res.body.id } },
    });
    expect(heard).toEqual(['collectibleCollected']);
    const notification = event.notification!;

    // markAsRead over the socket marks it and announces it back.
    const read = nextEvent(mine, 'notificationRead');
    mine.emit('markAsRead', { notificationId: notification.id });
    expect(await read).toMatchObject({ notificationId: notification.id, status: 'success' });

    const allRead = nextEvent(mine, 'allNotificationsRead');
    const readAllRequestId = randomUUID();
    await t.app.inject({
      method: 'PATCH',
      url: '/api/notifications/read-all',
      payload: { requestId: readAllRequestId },
      headers: { authorization: `Bearer ${collector.token}` },
    });
    expect(await allRead).toEqual({ requestId: readAllRequestId });
    expect(leaked).toEqual([]);
  });

  it('announces accountChanged emailVerified to the user’s sockets', async () => {
    const user = await buildUnverifiedUser(t);
    const login = await post(t, '/api/auth/login', { email: user.email, password: 'Arcana12' });
    const socket = sockets.open(baseUrl, login.body.token as string, 'query');
    await nextEvent(socket, 'connected');
    const changed = nextEvent(socket, 'accountChanged');
    const token = new URL(await t.lastLink(user.email, 'verification')).searchParams.get('token');
    await post(t, '/api/auth/verify-email', { token });
    expect(await changed).toMatchObject({ changeType: 'emailVerified', isSignup: true });
  });

  it('sends profileUpdated with the presented user when the profile changes', async () => {
    const user = await buildUser(t);
    const socket = sockets.open(baseUrl, user.token, 'query');
    await nextEvent(socket, 'connected');
    const updated = nextEvent(socket, 'profileUpdated');
    const username = uniqueUsername('renamed');
    await post(t, '/api/auth/update-profile', { username }, user.token);
    const { user: presented } = await updated;
    expect(presented).toMatchObject({ username, email: user.email, emailVerified: true });
    expect(presented).not.toHaveProperty('passwordHash');
  });

  it('ends the sockets of a deleted account with auth_error', async () => {
    const user = await buildUser(t);
    const socket = sockets.open(baseUrl, user.token, 'query');
    await nextEvent(socket, 'connected');
    const ended = nextEvent(socket, 'auth_error');
    const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));
    await post(t, '/api/auth/request-account-deletion', undefined, user.token);
    await post(t, '/api/auth/confirm-account-deletion', { token: tokenOf(await t.lastLink(user.email, 'account-deletion')) });
    expect(await ended).toEqual({ requiresReauth: true, message: 'Your account has been deleted.' });
    await disconnected;
  });

  /** A collect made through instance A reaches the collector's socket on instance B. */
  async function crossesInstances(first: TestApp): Promise<void> {
    const other = await first.openSecondInstance();
    try {
      const otherUrl = await other.listen();
      const collector = await buildUserWithWallet(first);
      const socket = sockets.open(otherUrl, collector.token, 'query');
      await nextEvent(socket, 'connected');
      const collected = nextEvent(socket, 'collectibleCollected');
      await post(
        first,
        '/api/users/collectibles/collect',
        { publicKey: collector.wallet.publicKey, requestId: randomUUID() },
        collector.token,
      );
      expect((await collected).notification?.type).toBe('collectible_received');
    } finally {
      await other.close();
    }
  }

  it.runIf(process.env.TEST_DB === 'postgres')(
    'delivers an event created through one instance to a socket on another (PostgreSQL adapter)',
    () => crossesInstances(t),
  );

  const redisUrl = process.env.TEST_REDIS_URL;
  it.runIf(process.env.TEST_DB === 'postgres' && redisUrl)('does the same through Redis when REDIS_URL is set', async () => {
    const first = await createTestApp({ redisUrl });
    try {
      await crossesInstances(first);
    } finally {
      await first.close();
    }
  });
});
