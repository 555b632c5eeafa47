import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { buildUnverifiedUser, get, post, uniqueEmail } from '../../../test/factories.js';
import { tokenOf, useTestApp } from '../../../test/test-app.js';
import { insertUser } from '../users/users.repo.js';
import { watchConfiguredAdmins } from './configured-admins.js';

const FIRST_ADMIN = uniqueEmail('first-admin');
const t = useTestApp({ adminEmails: [FIRST_ADMIN] });

describe('ADMIN_EMAILS', () => {
  it('makes the account with that address admin once the address is verified, not before', async () => {
    const signup = await post(t, '/api/auth/signup', { email: FIRST_ADMIN, password: 'Arcana12' });
    await post(t, '/api/auth/complete-signup', { tempToken: signup.body.tempToken, username: 'first_admin' });
    const isAdmin = async () => (await t.deps.db.select().from(users).where(eq(users.email, FIRST_ADMIN)))[0]?.isAdmin;
    expect(await isAdmin()).toBe(false);

    const verified = await post(t, '/api/auth/verify-email', { token: tokenOf(await t.lastLink(FIRST_ADMIN, 'verification')) });
    expect(await isAdmin()).toBe(true);
    expect((await get(t, '/api/admin/stats', verified.body.token as string)).status).toBe(200);

    // Anyone else stays a user.
    const other = await buildUnverifiedUser(t);
    await post(t, '/api/auth/verify-email', { token: tokenOf(await t.lastLink(other.email, 'verification')) });
    expect((await t.deps.db.select().from(users).where(eq(users.email, other.email)))[0]?.isAdmin).toBe(false);
  });

  it('promotes, at start, the accounts that already hold a listed address verified', async () => {
    const listed = await insertUser(t.deps.db, { username: 'listed', email: uniqueEmail('listed'), emailVerifiedAt: new Date() });
    const unproved = await insertUser(t.deps.db, { username: 'unproved', email: uniqueEmail('unproved') });
    const config = { ...t.deps.config, adminEmails: [listed.email!, unproved.email!] };
    const watcher = watchConfiguredAdmins({ ...t.deps, config });
    await watcher.promoteExisting();
    watcher.stop();
    const roles = await t.deps.db
      .select({ id: users.id, isAdmin: users.isAdmin })
      .from(users)
      .where(inArray(users.id, [listed.id, unproved.id]));
    expect(Object.fromEntries(roles.map((row) => [row.id, row.isAdmin]))).toEqual({ [listed.id]: true, [unproved.id]: false });
  });
});
