import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.js';
import { buildUser, get } from '../../../test/factories.js';
import { sessions, users } from '../../db/schema.js';

const t = useTestApp();

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
  });

  it('stops accepting a session the moment it is revoked in the database', async () => {
    const user = await buildUser(t);
    expect((await get(t, '/api/auth/verify', user.token)).status).toBe(200);
    const [row] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
    await t.deps.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, row!.id));
    expect((await get(t, '/api/auth/verify', user.token)).status).toBe(401);
  });

  it.runIf(process.env.TEST_DB === 'postgres')('sees a write made by another instance of the app on the same database', async () => {
    const other = await t.openSecondInstance();
    try {
      const user = await buildUser(t);
      expect((await get(t, '/api/auth/verify', user.token)).body.user).toMatchObject({ isAdmin: false });
      expect((await get(other, '/api/auth/verify', user.token)).body.user).toMatchObject({ isAdmin: false });
      await other.deps.db.update(users).set({ isAdmin: true }).where(eq(users.email, user.email));
      // The other instance's write reaches this one by notification, a moment after it commits.
      await expect.poll(async () => (await get(t, '/api/auth/verify', user.token)).body.user).toMatchObject({ isAdmin: true });
    } finally {
      await other.close();
    }
  });
});
