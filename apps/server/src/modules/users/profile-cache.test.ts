// @databases pglite postgres: transactions — the cache hears a write only once it commits
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.js';
import { buildUser, get } from '../../../test/factories.js';
import { userIdOf } from '../../../test/refused-writes.js';
import { connectPostgres } from '../../db/client.js';
import { sessions, users } from '../../db/schema.js';

const t = useTestApp();

/** Writes without firing triggers (as replication does): the database then names no one, so a cached copy stays. */
const writeUnannounced = (email: string, isAdmin: boolean) =>
  t.deps.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.update(users).set({ isAdmin }).where(eq(users.email, email));
  });

describe('the profile a request sees', () => {
  it('reflects a change written after an earlier request, however it was written', async () => {
    const user = await buildUser(t);
    expect((await get(t, '/api/auth/verify', user.token)).body.user).toMatchObject({ isAdmin: false });
    await t.deps.db.update(users).set({ isAdmin: true }).where(eq(users.email, user.email));
    expect((await get(t, '/api/auth/verify', user.token)).body.user).toMatchObject({ isAdmin: true });
    await t.deps.db.transaction(async (tx) => {
      await tx.update(users).set({ isDeveloper: true }).where(eq(users.email, user.email));
    });
    expect((await get(t, '/api/auth/verify', user.token)).body.user).toMatchObject({ isAdmin: true, isDeveloper: true });
    await t.deps.db.execute(sql`update ${users} set is_developer = false where email = ${user.email}`);
    expect((await get(t, '/api/auth/verify', user.token)).body.user).toMatchObject({ isDeveloper: false });
  });

  it('stops accepting a session the moment it is revoked in the database', async () => {
    const user = await buildUser(t);
    expect((await get(t, '/api/auth/verify', user.token)).status).toBe(200);
    const [row] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
    await t.deps.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, row!.id));
    expect(await get(t, '/api/auth/verify', user.token)).toMatchObject({ status: 401, body: { code: 'SESSION_ENDED' } });
  });

  it('drops only the changed user’s copy: another user’s stays cached', async () => {
    const [changed, other] = [await buildUser(t), await buildUser(t)];
    for (const user of [changed, other]) expect((await get(t, '/api/auth/verify', user.token)).body.user).toMatchObject({ isAdmin: false });
    // Unannounced, so only a copy kept from before can still say false.
    await writeUnannounced(other.email, true);
    await t.deps.db.update(users).set({ isDeveloper: true }).where(eq(users.email, changed.email));
    expect((await get(t, '/api/auth/verify', changed.token)).body.user).toMatchObject({ isDeveloper: true });
    expect((await get(t, '/api/auth/verify', other.token)).body.user).toMatchObject({ isAdmin: false });
    // The next change to that user drops its copy too.
    await t.deps.db.update(users).set({ isDeveloper: true }).where(eq(users.email, other.email));
    expect((await get(t, '/api/auth/verify', other.token)).body.user).toMatchObject({ isAdmin: true, isDeveloper: true });
  });

  it('drops a user’s copy when one of their sessions, links or identities changes', async () => {
    const user = await buildUser(t);
    const id = await userIdOf(t, user.email);
    expect((await get(t, '/api/auth/verify', user.token)).body.user).toMatchObject({ isAdmin: false });
    await writeUnannounced(user.email, true);
    // A new session of the same user: a write to another table a profile is read from.
    await t.deps.db.insert(sessions).values({ userId: id });
    expect((await get(t, '/api/auth/verify', user.token)).body.user).toMatchObject({ isAdmin: true });
  });

  it.runIf(process.env.TEST_DB === 'postgres')('hears its own write on the writing connection, before the write returns', async () => {
    const user = await buildUser(t);
    const id = await userIdOf(t, user.email);
    const handle = connectPostgres(t.deps.config.databaseUrl!, { poolSize: 1, onIdleError: () => undefined });
    try {
      // Without the shared listener, only the writing connection's own channel can tell.
      await handle.profileChanges.close();
      const heard: string[] = [];
      handle.profileChanges.subscribe((userId) => heard.push(userId));
      await handle.db.update(users).set({ isDeveloper: true }).where(eq(users.id, id));
      expect(heard).toEqual([id]);
      await handle.db.transaction(async (tx) => {
        await tx.update(users).set({ isDeveloper: false }).where(eq(users.id, id));
        await tx.update(sessions).set({ reauthenticatedAt: null }).where(eq(sessions.userId, id));
      });
      expect(heard).toEqual([id, id]);
    } finally {
      await handle.close();
    }
  });

  it.runIf(process.env.TEST_DB === 'postgres')('sees a write made by another instance of the app on the same database', async () => {
    const other = await t.openSecondInstance();
    try {
      const [user, bystander] = [await buildUser(t), await buildUser(t)];
      for (const app of [t, other]) {
        expect((await get(app, '/api/auth/verify', user.token)).body.user).toMatchObject({ isAdmin: false });
        expect((await get(app, '/api/auth/verify', bystander.token)).body.user).toMatchObject({ isAdmin: false });
      }
      await writeUnannounced(bystander.email, true);
      await other.deps.db.update(users).set({ isAdmin: true }).where(eq(users.email, user.email));
      // The other instance's write reaches this one by notification, a moment after it commits.
      await expect.poll(async () => (await get(t, '/api/auth/verify', user.token)).body.user).toMatchObject({ isAdmin: true });
      // It named its user only: this instance still serves the bystander from its cache.
      expect((await get(t, '/api/auth/verify', bystander.token)).body.user).toMatchObject({ isAdmin: false });
    } finally {
      await other.close();
    }
  });
});
