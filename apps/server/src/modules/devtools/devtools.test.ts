// @databases pglite postgres: smoke — the module on the embedded database
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_EMAILS_PER_HOUR } from '@arcana/shared';
import { startFakeSteam, type FakeSteam } from '../../../../../tools/fake-steam.js';
import { auditLog, identities } from '../../db/schema.js';
import { nextEvent } from '../../../test/sockets.js';
import { useListeningTestApp } from '../../../test/test-app.js';
import { buildAdmin, buildUser, buildUserWithRole, get, post } from '../../../test/factories.js';
import { PROVIDER_ENV } from '../../provider-env.js';

let steam: FakeSteam;
const { t, sockets, baseUrl } = useListeningTestApp(async () => {
  steam = await startFakeSteam();
  return { providers: { ...PROVIDER_ENV, STEAM_API_BASE_URL: steam.apiBaseUrl, STEAM_API_KEY: steam.apiKey } };
});
afterAll(() => steam.close());

describe('Email Tester', () => {
  it('lists every template and previews one as it is sent, with a link that opens nothing', async () => {
    const admin = await buildAdmin(t);
    const list = await get(t, '/api/admin/email/templates-test', admin.token);
    const names = (list.body.templates as Array<{ name: string }>).map((template) => template.name);
    expect(names).toEqual([
      'verification',
      'password-reset',
      'email-change',
      'account-deletion',
      'reauthentication',
      'provider-link',
      'email-change-notice',
      'collection-approved',
      'collection-rejected',
    ]);
    const preview = await get(t, '/api/admin/email/templates-test/verification', admin.token);
    expect(preview.body).toMatchObject({ name: 'verification', subject: 'Verify your Arcana email' });
    expect(preview.body.html).toContain('Hello ada_lovelace,');
    expect(preview.body.html).toContain(`${t.deps.config.publicUrl}/verify-email?token=preview-token-opens-nothing`);
    expect(preview.body.text).toContain('This link expires in 24 hours.');
    expect(preview.body.text).not.toContain('{{link}}');
    expect((await get(t, '/api/admin/email/templates-test/nope', admin.token)).body.code).toBe('TEMPLATE_NOT_FOUND');
  });

  it('sends a test only to the admin’s own address, marked [TEST], counted and audited', async () => {
    const admin = await buildAdmin(t);
    const sent = await post(t, '/api/admin/email/templates-test/password-reset/send', undefined, admin.token);
    expect(sent).toEqual({ status: 200, body: { message: `Test e-mail sent to ${admin.email}`, to: admin.email } });
    const mail = await t.mailbox.waitFor((m) => m.to.includes(admin.email) && m.subject.startsWith('[TEST]'));
    expect(mail.subject).toBe('[TEST] Reset your Arcana password');
    const [audit] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, admin.id), eq(auditLog.action, 'email.test')));
    expect(audit?.meta).toEqual({ template: 'password-reset' });

    for (let i = 1; i < TEST_EMAILS_PER_HOUR; i++)
      await post(t, '/api/admin/email/templates-test/verification/send', undefined, admin.token);
    const limited = await post(t, '/api/admin/email/templates-test/verification/send', undefined, admin.token);
    expect(limited).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
  });

  it('is closed to developers and users', async () => {
    for (const caller of [await buildUserWithRole(t, 'developer'), await buildUser(t)]) {
      expect((await get(t, '/api/admin/email/templates-test', caller.token)).body.code).toBe('ACCESS_DENIED');
      expect((await post(t, '/api/admin/email/templates-test/verification/send', undefined, caller.token)).body.code).toBe('ACCESS_DENIED');
      expect((await get(t, '/api/devs/steam/achievements?appId=440', caller.token)).body.code).toBe('ACCESS_DENIED');
    }
  });
});

describe('Steam Achievement Verifier', () => {
  it('reads the achievements of a Steam id, or of the admin’s linked Steam, and explains privacy', async () => {
    const admin = await buildAdmin(t);
    const steamId = steam.defaultUser.steamid;
    const byId = await get(t, `/api/devs/steam/achievements?steamId=${steamId}&appId=440`, admin.token);
    expect(byId.body).toMatchObject({ steamId, appId: 440, gameName: 'Team Fortress 2', achievedCount: 2, totalCount: 4 });

    expect((await get(t, '/api/devs/steam/achievements?appId=440', admin.token)).body.code).toBe('STEAM_NOT_LINKED');
    await t.deps.db
      .insert(identities)
      .values({ userId: admin.id, provider: 'steam', providerUserId: steamId, data: { username: 'Robin' } });
    expect((await get(t, '/api/devs/steam/achievements?appId=440', admin.token)).body).toMatchObject({ steamId, achievedCount: 2 });

    steam.privateProfile(steamId, true);
    const hidden = await get(t, '/api/devs/steam/achievements?appId=440', admin.token);
    expect(hidden).toMatchObject({ status: 422, body: { code: 'STEAM_PROFILE_PRIVATE' } });
    steam.privateProfile(steamId, false);
    expect((await get(t, '/api/devs/steam/achievements?appId=570', admin.token)).body.code).toBe('STEAM_APP_HAS_NO_STATS');
    expect((await get(t, '/api/devs/steam/achievements?steamId=123&appId=440', admin.token)).status).toBe(400);
  });
});

describe('Notification Tester', () => {
  it('delivers a notification live to oneself, or from an admin to a user; a developer only to themselves', async () => {
    const admin = await buildAdmin(t);
    const developer = await buildUserWithRole(t, 'developer');
    const user = await buildUser(t);
    const userId = (await t.deps.tokens.verifyAccess(user.token)).sub;
    const userSocket = sockets.open(baseUrl(), user.token);
    const developerSocket = sockets.open(baseUrl(), developer.token);
    await Promise.all([nextEvent(userSocket, 'connected'), nextEvent(developerSocket, 'connected')]);

    const toSelf = nextEvent(developerSocket, 'notificationCreated');
    const mine = await post(t, '/api/devs/notifications/test', { type: 'other', title: 'Hello', message: 'From me' }, developer.token);
    expect(mine.body).toEqual({ message: `Notification sent to ${developer.username}`, userId: developer.id });
    expect((await toSelf).notification).toMatchObject({ type: 'other', title: 'Hello', message: 'From me', read: false });

    const refused = await post(t, '/api/devs/notifications/test', { type: 'system', title: 'Hi', message: 'x', userId }, developer.token);
    expect(refused.body.code).toBe('ACCESS_DENIED');

    const heard = nextEvent(userSocket, 'notificationCreated');
    const body = { type: 'system', title: 'Maintenance', message: 'Tonight at 22:00', redirectUrl: '/inventory', userId };
    expect((await post(t, '/api/devs/notifications/test', body, admin.token)).status).toBe(200);
    expect((await heard).notification).toMatchObject({ type: 'system', title: 'Maintenance', redirectUrl: '/inventory' });
    const [sent] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'notification.test'), eq(auditLog.subjectId, userId)));
    expect(sent).toMatchObject({ actorId: admin.id, meta: { type: 'system', title: 'Maintenance', message: 'Tonight at 22:00' } });

    // Only a path on this site: never another host, however it is spelled.
    for (const redirectUrl of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/\tx',
      '/in ventory',
      '/a\u0000b',
      'inventory',
    ]) {
      const bad = await post(t, '/api/devs/notifications/test', { ...body, redirectUrl }, admin.token);
      expect(bad, redirectUrl).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR' } });
    }
    expect((await post(t, '/api/devs/notifications/test', { type: 'system', title: 'x', message: 'y' }, user.token)).body.code).toBe(
      'ACCESS_DENIED',
    );
  });
});
