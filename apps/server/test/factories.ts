import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TestApp } from './test-app.js';
import { users } from '../src/db/schema.js';
import { totpFor } from '../src/modules/two-factor/index.js';
import { createTestWallet, signedLinkBody } from '../../../tools/wallet-keys.js';

export const PASSWORD = 'Arcana12';

export function uniqueEmail(prefix = 'user') {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
}

export function uniqueUsername(prefix = 'user') {
  return `${prefix}_${randomBytes(4).toString('hex')}`;
}

export async function post(t: TestApp, url: string, payload?: unknown, token?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> & { error?: string; code?: string } };
}

export async function get(t: TestApp, url: string, token?: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> & { error?: string; code?: string } };
}

/** Signs up and completes the signup, but never opens the verification link. */
export async function buildUnverifiedUser(t: TestApp) {
  const email = uniqueEmail();
  const username = uniqueUsername();
  const signup = await post(t, '/api/auth/signup', { email, password: PASSWORD });
  const complete = await post(t, '/api/auth/complete-signup', { tempToken: signup.body.tempToken, username });
  if (complete.status !== 200) throw new Error(`complete-signup failed: ${JSON.stringify(complete.body)}`);
  return { email, username };
}

/**
 * Signs up, follows the e-mail link and logs in with the password: a verified user whose session has
 * just proved presence (sudo mode is open). `linkSession` keeps the session the e-mail link opened
 * instead, which proves nothing.
 */
export async function buildUser(t: TestApp, options: { linkSession?: boolean } = {}) {
  const { email, username } = await buildUnverifiedUser(t);
  const link = await t.lastLink(email, 'verification');
  const verified = await post(t, '/api/auth/verify-email', { token: new URL(link).searchParams.get('token') });
  const session = options.linkSession ? verified : await post(t, '/api/auth/login', { email, password: PASSWORD });
  return { email, username, token: session.body.token as string, refreshToken: session.body.refreshToken as string };
}

/** The signed-in user links a wallet (a fresh one unless given), signing the site's message with its key. */
export async function linkWallet(t: TestApp, token: string, wallet = createTestWallet()) {
  const body = await signedLinkBody(wallet, async () => (await post(t, '/api/auth/wallet-nonce', {}, token)).body);
  const linked = await post(t, '/api/auth/link-wallet', body, token);
  if (linked.status !== 200) throw new Error(`link-wallet failed: ${JSON.stringify(linked.body)}`);
  return wallet;
}

/** A verified user who has linked a fresh wallet (a real ed25519 key). */
export async function buildUserWithWallet(t: TestApp) {
  const user = await buildUser(t);
  return { ...user, wallet: await linkWallet(t, user.token) };
}

/** A verified user made admin (or developer) in the database, as `npm run admin` does; their session has just proved presence. */
export async function buildUserWithRole(t: TestApp, role: 'admin' | 'developer') {
  const user = await buildUser(t);
  const { sub } = await t.deps.tokens.verifyAccess(user.token);
  await t.deps.db
    .update(users)
    .set(role === 'admin' ? { isAdmin: true } : { isDeveloper: true })
    .where(eq(users.id, sub));
  return { ...user, id: sub };
}

export const buildAdmin = (t: TestApp) => buildUserWithRole(t, 'admin');

/** The token an admin holds while observing this user, from the observe call itself. */
export async function observerTokenFor(t: TestApp, token: string, admin?: { token: string }) {
  const { sub } = await t.deps.tokens.verifyAccess(token);
  const observer = admin ?? (await buildAdmin(t));
  const started = await post(t, `/api/auth/admin/observe/${sub}`, undefined, observer.token);
  if (started.status !== 200) throw new Error(`observe failed: ${JSON.stringify(started.body)}`);
  return started.body.observerToken as string;
}

/** The code an authenticator app shows `stepsAhead` steps from now (the server accepts ±1). */
export const codeFor = (secret: string, stepsAhead = 0) => totpFor(secret).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

/** A verified user with two-factor on; `enablingCode` is the code that turned it on (spent from then on). */
export async function buildUserWith2FA(t: TestApp) {
  const user = await buildUser(t);
  const setup = await post(t, '/api/auth/2fa/setup', undefined, user.token);
  const secret = setup.body.secret as string;
  const enablingCode = codeFor(secret);
  const enabled = await post(t, '/api/auth/2fa/verify', { token: enablingCode }, user.token);
  if (enabled.status !== 200) throw new Error(`enable failed: ${JSON.stringify(enabled.body)}`);
  return { ...user, secret, enablingCode, backupCodes: setup.body.backupCodes as string[] };
}
