import { and, count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../config.js';
import { profilePictures } from '../../db/schema.js';
import { useTestApp } from '../../../test/test-app.js';
import { buildUser, post, uniqueEmail } from '../../../test/factories.js';
import { createPictureStore } from '../pictures/index.js';

const t = useTestApp({ rateLimits: { ...parseConfig({}).rateLimits, pictureUpload: { max: 2, windowSeconds: 3600 } } });

const photo = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 20, g: 160, b: 90 } } })
    .png()
    .toBuffer();

async function upload(token: string, ip: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await photo())], { type: 'image/png' }), 'me.png');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/upload-profile-picture',
    payload: form,
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: ip,
  });
  return { status: res.statusCode, body: res.json() as { key?: string; code?: string } };
}

const signupToken = async (ip: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email: uniqueEmail(), password: 'Arcana12' },
    remoteAddress: ip,
  });
  return (res.json() as { tempToken: string }).tempToken;
};

const picturesOf = async (userId: string) =>
  (await t.deps.db.select({ n: count() }).from(profilePictures).where(eq(profilePictures.userId, userId)))[0]?.n;

describe('profile picture uploads cannot fill the disk', () => {
  it('takes a handful of uploads a window per account and per signup, then answers 429 and stores nothing', async () => {
    const user = await buildUser(t);
    const { sub: userId } = await t.deps.tokens.verifyAccess(user.token);
    expect((await upload(user.token, '10.1.0.1')).status).toBe(200);
    expect((await upload(user.token, '10.1.0.2')).status).toBe(200);
    expect(await upload(user.token, '10.1.0.3')).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    expect(await picturesOf(userId)).toBe(2);

    const signup = await signupToken('10.1.0.4');
    for (const status of [200, 200, 429]) expect((await upload(signup, '10.1.0.4')).status).toBe(status);
  });

  it('takes ten times as many from one address over all its accounts and signups', async () => {
    const ip = '10.2.0.1';
    for (let signup = 0; signup < 10; signup++) {
      const token = await signupToken(ip);
      for (let i = 0; i < 2; i++) expect((await upload(token, ip)).status).toBe(200);
    }
    expect((await upload(await signupToken(ip), ip)).status).toBe(429);
    expect((await upload(await signupToken('10.2.0.2'), '10.2.0.2')).status).toBe(200);
  });

  it('keeps an account’s five newest uploads besides the picture its profile shows', async () => {
    const user = await buildUser(t);
    const { sub: userId } = await t.deps.tokens.verifyAccess(user.token);
    const store = createPictureStore(t.deps.db);
    const shown = await store.save(await photo(), userId);
    expect((await post(t, '/api/auth/update-profile', { pfp: { link: shown.url, key: shown.key } }, user.token)).status).toBe(200);
    const uploads = [];
    for (let i = 0; i < 7; i++) uploads.push(await store.save(await photo(), userId));
    expect(await picturesOf(userId)).toBe(6);
    expect(await store.find(shown.key)).toBeDefined();
    expect(await store.find(uploads[0]!.key)).toBeUndefined();
    expect(await store.find(uploads[6]!.key)).toBeDefined();
  });

  it('sweeps a picture no profile shows a day after its upload, whoever uploaded it', async () => {
    const user = await buildUser(t);
    const { sub: userId } = await t.deps.tokens.verifyAccess(user.token);
    const store = createPictureStore(t.deps.db);
    const shown = await store.save(await photo(), userId);
    await post(t, '/api/auth/update-profile', { pfp: { link: shown.url, key: shown.key } }, user.token);
    const [recent, old] = [await store.save(await photo(), userId), await store.save(await photo(), userId)];
    await t.deps.db
      .update(profilePictures)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(and(eq(profilePictures.userId, userId), sql`${profilePictures.key} <> ${recent.key}`));
    await t.deps.sweeper.sweepOnce();
    expect(await store.find(shown.key)).toBeDefined();
    expect(await store.find(recent.key)).toBeDefined();
    expect(await store.find(old.key)).toBeUndefined();
  });
});
