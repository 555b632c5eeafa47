import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cards, domainEvents, notifications, oneTimeTokens, sessions, users } from '../../db/schema.js';
import { tokenOf, useTestApp } from '../../../test/test-app.js';
import { buildAdmin, buildUserWithWallet, get, observerTokenFor, PASSWORD, post } from '../../../test/factories.js';

const t = useTestApp();

const countFor = async (table: typeof cards | typeof notifications | typeof sessions | typeof oneTimeTokens, userId: string) => {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(eq(table.userId, userId));
  return row!.n;
};

describe('deleting an account', () => {
  it('needs the e-mailed link, then removes the user with their cards, notifications and tokens', async () => {
    const user = await buildUserWithWallet(t);
    await post(t, '/api/users/collectibles/collect', { publicKey: user.wallet.publicKey, requestId: randomUUID() }, user.token);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, user.email));
    const requested = await post(t, '/api/auth/request-account-deletion', undefined, user.token);
    expect(requested).toMatchObject({ status: 200, body: { message: 'Confirmation email sent. The link expires in 1 hour.' } });
    expect((await get(t, '/api/auth/verify', user.token)).status).toBe(200);
    expect(await countFor(cards, row!.id)).toBe(1);

    const link = await t.lastLink(user.email, 'account-deletion');
    expect(link).toContain('/confirm-account-deletion?token=');
    expect((await post(t, '/api/auth/confirm-account-deletion', { token: tokenOf(link) })).status).toBe(200);
    expect(await t.database.db.select().from(users).where(eq(users.id, row!.id))).toEqual([]);
    for (const table of [cards, notifications, sessions, oneTimeTokens]) expect(await countFor(table, row!.id)).toBe(0);
    // What follows the deletion (its tabs told why they are signed out) was written with it, and outlives the account.
    const told = await t.database.db.select().from(domainEvents).where(eq(domainEvents.type, 'account.deleted'));
    expect(told.filter((event) => (event.subject as { userId: string }).userId === row!.id)).toMatchObject([
      { userId: null, subject: { userId: row!.id, username: row!.username, email: user.email, byAdmin: false }, requestId: null },
    ]);
    expect((await get(t, '/api/auth/verify', user.token)).status).toBe(404);
    expect((await post(t, '/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(401);
  });

  it('refuses a forged link and an observer', async () => {
    const user = await buildUserWithWallet(t);
    expect((await post(t, '/api/auth/confirm-account-deletion', { token: 'forged' })).body).toMatchObject({
      error: 'Invalid deletion link',
    });
    expect((await post(t, '/api/auth/request-account-deletion', undefined, await observerTokenFor(t, user.token!))).status).toBe(403);
  });
});

describe('deleting the last admin’s account', () => {
  it('is refused until another admin exists, and the link still works then', async () => {
    await t.database.db.update(users).set({ isAdmin: false }).where(eq(users.isAdmin, true));
    const admin = await buildAdmin(t);
    await post(t, '/api/auth/request-account-deletion', undefined, admin.token);
    const token = tokenOf(await t.lastLink(admin.email, 'account-deletion'));
    const refused = await post(t, '/api/auth/confirm-account-deletion', { token });
    expect(refused).toMatchObject({ status: 409, body: { code: 'LAST_ADMIN' } });
    expect((await get(t, '/api/auth/verify', admin.token)).status).toBe(200);

    await buildAdmin(t);
    expect((await post(t, '/api/auth/confirm-account-deletion', { token })).status).toBe(200);
    expect((await get(t, '/api/auth/verify', admin.token)).status).toBe(404);
  });
});
