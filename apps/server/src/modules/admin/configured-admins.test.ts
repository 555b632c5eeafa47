// @databases pglite postgres: concurrency — two instances starting at once grant once
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, configuredAdminGrants, users } from '../../db/schema.js';
import { buildAdmin, buildUser, post, uniqueEmail } from '../../../test/factories.js';
import { tokenOf, useTestApp } from '../../../test/test-app.js';
import { insertUser } from '../users/index.js';
import { createSessionService } from '../sessions/index.js';
import { promoteConfiguredAdmins } from './configured-admins.js';

const t = useTestApp();

/** A start of the server with these addresses in ADMIN_EMAILS. */
const startWith = (...adminEmails: string[]) =>
  promoteConfiguredAdmins({ ...t.deps, sessions: createSessionService(t.deps), config: { ...t.deps.config, adminEmails } });
const isAdmin = async (email: string) => (await t.deps.db.select().from(users).where(eq(users.email, email)))[0]?.isAdmin;

describe('ADMIN_EMAILS', () => {
  // Each case starts as a new install does: without an admin.
  beforeEach(() => t.deps.db.update(users).set({ isAdmin: false }).where(eq(users.isAdmin, true)));

  it('promotes, at start, the accounts that already hold a listed address verified, and records the grant', async () => {
    const listed = await insertUser(t.deps.db, { username: 'listed', email: uniqueEmail('listed'), emailVerifiedAt: new Date() });
    const unproved = await insertUser(t.deps.db, { username: 'unproved', email: uniqueEmail('unproved') });
    await startWith(listed.email!, unproved.email!);
    const roles = await t.deps.db
      .select({ id: users.id, isAdmin: users.isAdmin })
      .from(users)
      .where(inArray(users.id, [listed.id, unproved.id]));
    expect(Object.fromEntries(roles.map((row) => [row.id, row.isAdmin]))).toEqual({ [listed.id]: true, [unproved.id]: false });
    const [granted] = await t.deps.db.select().from(configuredAdminGrants).where(eq(configuredAdminGrants.email, listed.email!));
    expect(granted).toMatchObject({ userId: listed.id });
    const [audited] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, listed.id), eq(auditLog.action, 'admin.grant')));
    expect(audited).toMatchObject({ actorId: null, meta: { source: 'ADMIN_EMAILS', email: listed.email } });
  });

  it('grants nothing when a listed address is verified while the server runs: the next start does', async () => {
    const address = uniqueEmail('first-admin');
    const signup = await post(t, '/api/auth/signup', { email: address, password: 'Arcana12' });
    await post(t, '/api/auth/complete-signup', { tempToken: signup.body.tempToken, username: `first_${randomUUID().slice(0, 8)}` });
    // Running with the address listed: opening its link (or an unsolicited one) makes no admin.
    await startWith(address);
    await post(t, '/api/auth/verify-email', { token: tokenOf(await t.lastLink(address, 'verification')) });
    expect(await isAdmin(address)).toBe(false);
    await startWith(address);
    expect(await isAdmin(address)).toBe(true);
  });

  it('grants an address once: a revoke since stands, and a new account with the address after a deletion gains nothing', async () => {
    const first = await buildUser(t);
    await startWith(first.email);
    expect(await isAdmin(first.email)).toBe(true);
    const other = await buildAdmin(t);
    const { sub: firstId } = await t.deps.tokens.verifyAccess(first.token);
    expect((await post(t, `/api/auth/admin/revoke/${firstId}`, { requestId: randomUUID() }, other.token)).status).toBe(200);
    // Even with no admin left, the address was granted once.
    await t.deps.db.update(users).set({ isAdmin: false }).where(eq(users.email, other.email));
    await startWith(first.email);
    expect(await isAdmin(first.email)).toBe(false);

    await t.deps.db.delete(users).where(eq(users.id, firstId));
    await insertUser(t.deps.db, { username: `again_${randomUUID().slice(0, 8)}`, email: first.email, emailVerifiedAt: new Date() });
    await startWith(first.email);
    expect(await isAdmin(first.email)).toBe(false);
  });

  it('grants an address once when two instances start together', async () => {
    const holder = await insertUser(t.deps.db, {
      username: `twice_${randomUUID().slice(0, 8)}`,
      email: uniqueEmail('twice'),
      emailVerifiedAt: new Date(),
    });
    await Promise.all([startWith(holder.email!), startWith(holder.email!)]);
    const grants = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, holder.id), eq(auditLog.action, 'admin.grant')));
    expect(grants).toHaveLength(1);
  });

  it('grants nothing once the install has an admin: an address someone else registered and its owner verified gains no role', async () => {
    await buildAdmin(t);
    // Registered by someone who is not the address's owner; the owner opens the unsolicited mail.
    const address = uniqueEmail('listed-later');
    const signup = await post(t, '/api/auth/signup', { email: address, password: 'Arcana12' });
    await post(t, '/api/auth/complete-signup', { tempToken: signup.body.tempToken, username: `later_${randomUUID().slice(0, 8)}` });
    await post(t, '/api/auth/verify-email', { token: tokenOf(await t.lastLink(address, 'verification')) });
    await startWith(address);
    expect(await isAdmin(address)).toBe(false);
    expect(await t.deps.db.select().from(configuredAdminGrants).where(eq(configuredAdminGrants.email, address))).toEqual([]);
  });
});
