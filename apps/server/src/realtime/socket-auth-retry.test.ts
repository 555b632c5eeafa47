// @databases pglite postgres: smoke — realtime on the embedded database
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SOCKET_PATH } from '@arcana/shared';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { buildUser } from '../../test/factories.js';

/** The session lookup can be made to fail like a database that does not answer, a given number of times. */
const outage = vi.hoisted(() => ({ failures: 0 }));
vi.mock('../modules/users/users.repo.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../modules/users/users.repo.js')>();
  return {
    ...original,
    findSessionProfile: (...args: Parameters<typeof original.findSessionProfile>) => {
      if (outage.failures > 0) {
        outage.failures--;
        return Promise.reject(Object.assign(new Error('Connection terminated unexpectedly'), { code: '57P01' }));
      }
      return original.findSessionProfile(...args);
    },
  };
});

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await t.listen();
});
afterAll(() => t.close());

function open(token: string): Socket {
  return connect(url, { path: SOCKET_PATH, transports: ['websocket'], auth: { token }, reconnection: false });
}

/** How the handshake ended: greeted, refused (auth_error) or failed (connect_error and its data). */
function outcome(socket: Socket): Promise<{ kind: string; data?: unknown }> {
  return new Promise((resolve) => {
    socket.once('connected', () => resolve({ kind: 'connected' }));
    socket.once('auth_error', (data: unknown) => resolve({ kind: 'auth_error', data }));
    socket.once('connect_error', (error: Error & { data?: unknown }) => resolve({ kind: 'connect_error', data: error.data }));
  });
}

describe('a database error during socket authentication', () => {
  it('is retried on the server, and the socket is greeted once the database answers', async () => {
    const user = await buildUser(t);
    outage.failures = 2;
    const socket = open(user.token);
    expect(await outcome(socket)).toEqual({ kind: 'connected' });
    socket.close();
  });

  it('is never turned into a logout: the handshake fails as retryable, without auth_error', async () => {
    const user = await buildUser(t);
    outage.failures = 3;
    const socket = open(user.token);
    expect(await outcome(socket)).toEqual({ kind: 'connect_error', data: { retryable: true } });
    socket.close();
    // The client's next attempt gets in.
    const again = open(user.token);
    expect(await outcome(again)).toEqual({ kind: 'connected' });
    again.close();
  });
});
