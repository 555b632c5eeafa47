// @databases pglite postgres: smoke — the demo's accounts on the embedded database
import { randomBytes } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS, CARD_PATHS, NOTIFICATION_PATHS, validatePassword } from '@arcana/shared';
import type { TCard, TNotificationList, TUser } from '@arcana/shared/schemas';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { cards, users } from '../db/schema.js';
import { DEMO_ACCOUNTS, DEMO_CARDS_PER_ACCOUNT, seedDemoAccounts, type DemoLogin } from './demo-accounts.js';

let t: TestApp;
let baseUrl: string;
const secret = randomBytes(32).toString('hex');

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.listen();
});
afterAll(() => t.close());

const seed = () => seedDemoAccounts(t.deps, secret);
const loginOf = (logins: DemoLogin[], role: DemoLogin['role']) => logins.find((login) => login.role === role)!;

/** Over real HTTP, as the person reading the printed logins would. */
async function api<T>(path: string, init: { body?: unknown; token?: string } = {}): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method: init.body ? 'POST' : 'GET',
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as T };
}

async function logIn({ email, password }: DemoLogin) {
  const res = await api<{ token: string; user: TUser }>(AUTH_PATHS.login, { body: { email, password } });
  expect(res.status).toBe(200);
  return res.body;
}

async function demoUserIds() {
  const emails = DEMO_ACCOUNTS.map((account) => account.email);
  const rows = await t.database.db.select({ id: users.id }).from(users).where(inArray(users.email, emails));
  return rows.map((row) => row.id);
}

describe('the demo accounts (npm run seed)', () => {
  it('creates an admin, a developer and demo users whose printed logins open verified sessions at once', async () => {
    const logins = await seed();
    expect(logins.map((l) => [l.role, l.status, l.passwordWorks])).toEqual(DEMO_ACCOUNTS.map((a) => [a.role, 'created', true]));
    for (const login of logins) expect(validatePassword(login.password)).toBeNull();

    expect((await logIn(loginOf(logins, 'admin'))).user).toMatchObject({ isAdmin: true, isDeveloper: false, emailVerified: true });
    expect((await logIn(loginOf(logins, 'developer'))).user).toMatchObject({ isAdmin: false, isDeveloper: true, emailVerified: true });
    expect((await logIn(loginOf(logins, 'user'))).user).toMatchObject({ isAdmin: false, isDeveloper: false, emailVerified: true });
  });

  it('gives each account cards drawn for its wallet, announced by one notification that counts them', async () => {
    const { token, user } = await logIn(loginOf(await seed(), 'user'));
    const mine = await api<TCard[]>(CARD_PATHS.mine, { token });
    expect(mine.body).toHaveLength(DEMO_CARDS_PER_ACCOUNT);
    expect(new Set(mine.body.map((card) => card.publicKey))).toEqual(new Set([user.wallet?.publicKey]));
    const { body } = await api<TNotificationList>(NOTIFICATION_PATHS.list, { token });
    expect(body.notifications.filter((n) => n.type === 'collectible_received').map((n) => n.count)).toEqual([DEMO_CARDS_PER_ACCOUNT]);
  });

  it('runs again without failing or duplicating anything, and prints the same passwords', async () => {
    const first = await seed();
    const again = await seed();
    expect(again.map((l) => [l.email, l.password, l.status, l.passwordWorks])).toEqual(
      first.map((l) => [l.email, l.password, 'existing', true]),
    );
    const ids = await demoUserIds();
    expect(ids).toHaveLength(DEMO_ACCOUNTS.length);
    const [cardCount] = await t.database.db.select({ n: count() }).from(cards).where(inArray(cards.userId, ids));
    expect(cardCount?.n).toBe(DEMO_ACCOUNTS.length * DEMO_CARDS_PER_ACCOUNT);
  });

  it('leaves an account whose password was changed as it is, and says the printed password no longer opens it', async () => {
    const admin = loginOf(await seed(), 'admin');
    await t.database.db
      .update(users)
      .set({ passwordHash: await t.deps.hasher.hash('Changed123') })
      .where(eq(users.email, admin.email));
    expect(loginOf(await seed(), 'admin')).toMatchObject({ status: 'existing', passwordWorks: false });
    expect((await api(AUTH_PATHS.login, { body: { email: admin.email, password: 'Changed123' } })).status).toBe(200);
  });
});
