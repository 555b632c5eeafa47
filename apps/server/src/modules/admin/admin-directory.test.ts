import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER_FILTERS, ZSystemSettings, type TAdminUser, type TAdminUserFilter } from '@arcana/shared/schemas';
import { ADMIN_PATHS } from '@arcana/shared';
import { identities, users } from '../../db/schema.js';
import { buildAdmin, buildUser, get } from '../../../test/factories.js';
import { useTestApp } from '../../../test/test-app.js';
import { insertUser } from '../users/index.js';

const t = useTestApp();
const ADMIN_API_SYSTEM = `/api${ADMIN_PATHS.system}`;

/**
 * A known population: every combination of admin, wallet, discord, password and recent activity
 * (32 users), named after what they have, so each expected list can be worked out from the name.
 */
async function seedCombinations(prefix: string) {
  const seeded: Array<{ id: string; username: string; has: Record<TAdminUserFilter, boolean> }> = [];
  for (let mask = 0; mask < 32; mask++) {
    const has = Object.fromEntries(ADMIN_USER_FILTERS.map((filter, bit) => [filter, Boolean(mask & (1 << bit))])) as Record<
      TAdminUserFilter,
      boolean
    >;
    const username = `${prefix}_${mask.toString(2).padStart(5, '0')}`;
    const user = await insertUser(t.deps.db, {
      username,
      email: `${username}@example.com`,
      emailVerifiedAt: mask % 3 === 0 ? new Date() : null,
      isAdmin: has.admin,
      passwordHash: has.password ? 'argon2-not-used' : null,
      walletPublicKey: has.wallet ? `Wallet${prefix}${mask}` : null,
      totpEnabledAt: mask % 4 === 0 ? new Date() : null,
    });
    if (has.discord) {
      await t.deps.db
        .insert(identities)
        .values({ userId: user.id, provider: 'discord', providerUserId: `${prefix}${mask}`, data: { username: `d_${username}` } });
    }
    // Created a millisecond apart in the order of the masks: two inserts can share one tick of the
    // database's clock, and the list pages by creation time (then by the random id).
    const age = has.recentlyActive ? sql`interval '1 minute'` : sql`interval '30 days'`;
    await t.deps.db.execute(
      sql`update ${users} set created_at = now() - ${age} + ${mask} * interval '1 millisecond' where id = ${user.id}`,
    );
    if (!has.recentlyActive) {
      await t.deps.db.execute(
        sql`update ${users} set updated_at = now() - interval '20 days', last_active_at = now() - interval '8 days' where id = ${user.id}`,
      );
    }
    seeded.push({ id: user.id, username, has });
  }
  return seeded;
}

async function listAll(token: string, query: string): Promise<TAdminUser[]> {
  const all: TAdminUser[] = [];
  let cursor: string | null = null;
  do {
    const page = await get(t, `/api/admin/users?${query}&limit=7${cursor ? `&cursor=${cursor}` : ''}`, token);
    expect(page.status).toBe(200);
    all.push(...(page.body.users as TAdminUser[]));
    cursor = page.body.nextCursor as string | null;
  } while (cursor);
  return all;
}

describe('admin statistics and user list', () => {
  it('counts a known population in one answer', async () => {
    const admin = await buildAdmin(t);
    const stats = await get(t, '/api/admin/stats', admin.token);
    expect(stats.status).toBe(200);
    // Only the admin exists: active, admin, verified, password; no wallet, 2FA or Discord.
    expect(stats.body).toEqual({
      totalUsers: 1,
      activeUsers: 1,
      admins: 1,
      walletConnectedPercent: 0,
      emailVerifiedPercent: 100,
      twoFactorEnabledPercent: 0,
      discordLinkedPercent: 0,
    });

    await seedCombinations('stat');
    const after = await get(t, '/api/admin/stats', admin.token);
    // 33 users: the admin plus 32 combinations (16 of each flag), 11 verified and 8 with 2FA among them.
    expect(after.body).toEqual({
      totalUsers: 33,
      activeUsers: 17,
      admins: 17,
      walletConnectedPercent: Math.round((16 / 33) * 1000) / 10,
      emailVerifiedPercent: Math.round((12 / 33) * 1000) / 10,
      twoFactorEnabledPercent: Math.round((8 / 33) * 1000) / 10,
      discordLinkedPercent: Math.round((16 / 33) * 1000) / 10,
    });
  });

  it('applies every combination of filters together (AND), both ways, with the search', async () => {
    const admin = await buildAdmin(t);
    const seeded = await seedCombinations('combo');
    const ours = (list: TAdminUser[]) =>
      list
        .filter((u) => u.username.startsWith('combo_'))
        .map((u) => u.username)
        .sort();

    for (let chosen = 0; chosen < 32; chosen++) {
      const filters = ADMIN_USER_FILTERS.filter((_, bit) => chosen & (1 << bit));
      // Alternate asking for "has it" and "has it not", so both senses of each filter are covered.
      const wanted = Object.fromEntries(filters.map((filter, i) => [filter, (chosen + i) % 2 === 0])) as Partial<
        Record<TAdminUserFilter, boolean>
      >;
      const query = new URLSearchParams({
        search: 'COMBO_',
        ...Object.fromEntries(Object.entries(wanted).map(([k, v]) => [k, String(v)])),
      });
      const expected = seeded
        .filter((user) => Object.entries(wanted).every(([filter, value]) => user.has[filter as TAdminUserFilter] === value))
        .map((user) => user.username)
        .sort();
      expect(ours(await listAll(admin.token, query.toString())), query.toString()).toEqual(expected);
    }
  });

  it('searches usernames and e-mails in any case, taking % and _ literally', async () => {
    const admin = await buildAdmin(t);
    const target = await buildUser(t);
    const byEmail = await get(t, `/api/admin/users?search=${encodeURIComponent(target.email.toUpperCase())}`, admin.token);
    expect((byEmail.body.users as TAdminUser[]).map((u) => u.email)).toEqual([target.email]);
    const byName = await get(t, `/api/admin/users?search=${encodeURIComponent(target.username.slice(5))}`, admin.token);
    expect((byName.body.users as TAdminUser[]).map((u) => u.username)).toEqual([target.username]);
    const wildcard = await get(t, `/api/admin/users?search=%25`, admin.token);
    expect(wildcard.body.users).toEqual([]);
  });

  it('pages newest first without repeating or skipping anyone while users sign up and leave', async () => {
    const admin = await buildAdmin(t);
    const before = await seedCombinations('page');
    const seen: string[] = [];
    let cursor: string | null = null;
    let round = 0;
    do {
      const page = await get(t, `/api/admin/users?search=page_&limit=5${cursor ? `&cursor=${cursor}` : ''}`, admin.token);
      seen.push(...(page.body.users as TAdminUser[]).map((u) => u.username));
      cursor = page.body.nextCursor as string | null;
      // Between pages: a newcomer (newest, so before every cursor) and the removal of the page's last row.
      await insertUser(t.deps.db, { username: `page_new_${round}`, email: `page_new_${round++}@example.com` });
      const last = (page.body.users as TAdminUser[]).at(-1);
      if (last && cursor) await t.deps.db.execute(sql`delete from ${users} where id = ${last.id}`);
    } while (cursor);
    expect(seen).toEqual([...before].reverse().map((u) => u.username));
  });

  it('refuses a malformed cursor or filter with a 400 and the list to anyone but an admin', async () => {
    const admin = await buildAdmin(t);
    expect((await get(t, '/api/admin/users?cursor=bm90LWEtY3Vyc29y', admin.token)).body.code).toBe('VALIDATION_ERROR');
    // Shaped like a cursor, but no date the database takes: a day, a year or an offset that does not exist.
    const impossible = ['2024-02-30 00:00:00+00', '0000-01-01 00:00:00+00', '2024-01-01 00:00:00+16', '2024-01-01 00:00:00+14:60'];
    for (const at of impossible) {
      const cursor = Buffer.from(`${at}|${admin.id}`).toString('base64url');
      for (const path of ['/api/admin/users', '/api/admin/audit']) {
        expect(await get(t, `${path}?cursor=${cursor}`, admin.token), `${path} ${at}`).toMatchObject({
          status: 400,
          body: { code: 'VALIDATION_ERROR' },
        });
      }
    }
    const farthestOffset = Buffer.from(`2024-01-01 00:00:00-15:59|${admin.id}`).toString('base64url');
    expect((await get(t, `/api/admin/audit?cursor=${farthestOffset}`, admin.token)).status).toBe(200);
    expect((await get(t, '/api/admin/users?admin=yes', admin.token)).status).toBe(400);
    expect((await get(t, '/api/admin/users?limit=1000', admin.token)).status).toBe(400);
    const user = await buildUser(t);
    for (const path of ['/api/admin/users', '/api/admin/stats', '/api/admin/audit']) {
      const refused = await get(t, path, user.token);
      expect(refused.status, path).toBe(403);
      expect(refused.body.code).toBe('ACCESS_DENIED');
      expect((await get(t, path)).status).toBe(401);
    }
  });
});

describe('Admin › System Settings', () => {
  it('shows an admin the running configuration, and none of its secrets', async () => {
    const admin = await buildAdmin(t);
    const res = await get(t, ADMIN_API_SYSTEM, admin.token);
    expect(res.status).toBe(200);
    const settings = ZSystemSettings.parse(res.body);
    const { config } = t.deps;
    expect(settings).toMatchObject({
      mail: { transport: 'smtp', host: new URL(config.smtpUrl!).host, from: config.mailFrom },
      database: { kind: config.databaseUrl ? 'postgresql' : 'pglite', version: expect.stringMatching(/^\d+(\.\d+)?/) },
      realtime: { adapter: config.redisUrl ? 'redis' : 'in-process' },
      publicUrl: config.publicUrl,
      versions: { app: expect.stringMatching(/^\d+\.\d+\.\d+/), node: process.version },
    });
    expect(settings.providers.map((provider) => provider.id)).toEqual(expect.arrayContaining(['discord', 'google', 'steam', 'twitch']));
    const text = JSON.stringify(res.body);
    for (const secret of [config.jwtSecret, config.encryptionKey, config.metricsToken, ...Object.values(config.providers)])
      if (secret && secret.length >= 8) expect(text).not.toContain(secret);
  });

  it('is for admins only', async () => {
    const user = await buildUser(t);
    expect((await get(t, ADMIN_API_SYSTEM, user.token)).status).toBe(403);
    expect((await get(t, ADMIN_API_SYSTEM)).status).toBe(401);
  });
});
