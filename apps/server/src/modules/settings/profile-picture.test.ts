import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '@arcana/shared';
import { useTestApp } from '../../../test/test-app.js';
import { buildUser, get, observerTokenFor, post } from '../../../test/factories.js';

const t = useTestApp();

const photo = (format: 'png' | 'jpeg' | 'webp', width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 60, b: 200 } } })
    .toFormat(format)
    .toBuffer();

async function upload(bytes: Buffer, name: string, type: string, token?: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/upload-profile-picture',
    payload: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, body: res.json() as { url?: string; key?: string; error?: string; code?: string } };
}

describe('profile pictures', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('takes a %s, stores a 256 px square JPEG, and serves it', async (format) => {
    const user = await buildUser(t);
    const res = await upload(await photo(format), `me.${format}`, `image/${format}`, user.token);
    expect(res.status).toBe(200);
    expect(res.body.url).toBe(`/api/files/${res.body.key}`);
    const served = await t.app.inject({ method: 'GET', url: res.body.url! });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 256, height: 256 });
  });

  it('refuses a renamed non-image by its bytes, with the spec’s message, and stores nothing', async () => {
    const user = await buildUser(t);
    const res = await upload(Buffer.from('<svg onload="alert(1)"></svg> not a picture'), 'cat.png', 'image/png', user.token);
    expect(res).toMatchObject({ status: 415, body: { error: 'Please select a JPEG, PNG, or WebP image', code: 'UNSUPPORTED_MEDIA_TYPE' } });
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: 'red' } })
      .gif()
      .toBuffer();
    expect((await upload(gif, 'anim.jpg', 'image/jpeg', user.token)).status).toBe(415);
  });

  it('refuses a file of 5 MB or more with the spec’s message', async () => {
    const user = await buildUser(t);
    const big = Buffer.concat([await photo('png'), Buffer.alloc(IMAGE_MAX_BYTES)]);
    const res = await upload(big, 'big.png', 'image/png', user.token);
    expect(res).toMatchObject({ status: 413, body: { error: 'Image size must be less than 5MB', code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('becomes the user’s picture through update-profile, replacing the old one', async () => {
    const user = await buildUser(t);
    const first = await upload(await photo('png'), 'a.png', 'image/png', user.token);
    await post(t, '/api/auth/update-profile', { pfp: { link: first.body.url, key: first.body.key } }, user.token);
    const second = await upload(await photo('jpeg'), 'b.jpg', 'image/jpeg', user.token);
    const updated = await post(t, '/api/auth/update-profile', { pfp: { link: second.body.url, key: second.body.key } }, user.token);
    expect(updated.body).toMatchObject({ user: { pfp: { key: second.body.key, link: second.body.url } } });
    expect((await t.app.inject({ method: 'GET', url: first.body.url! })).statusCode).toBe(404);
    const removed = await post(t, '/api/auth/update-profile', { pfp: null }, user.token);
    expect(removed.body).toMatchObject({ user: { pfp: null } });
    expect((await t.app.inject({ method: 'GET', url: second.body.url! })).statusCode).toBe(404);
  });

  it('never lets a user take another user’s picture', async () => {
    const [owner, thief] = [await buildUser(t), await buildUser(t)];
    const mine = await upload(await photo('png'), 'a.png', 'image/png', owner.token);
    await post(t, '/api/auth/update-profile', { pfp: { link: mine.body.url, key: mine.body.key } }, owner.token);
    const stolen = await post(t, '/api/auth/update-profile', { pfp: { link: mine.body.url, key: mine.body.key } }, thief.token);
    expect(stolen).toMatchObject({ status: 400, body: { code: 'PICTURE_UNKNOWN' } });
    expect((await get(t, '/api/auth/verify', thief.token)).body).toMatchObject({ user: { pfp: null } });
  });

  it('needs a session or a signup, and refuses an observer', async () => {
    const user = await buildUser(t);
    expect((await upload(await photo('png'), 'a.png', 'image/png')).status).toBe(401);
    expect((await upload(await photo('png'), 'a.png', 'image/png', await observerTokenFor(t, user.token!))).status).toBe(403);
  });

  it('lets a signup upload its picture and complete-signup claim it', async () => {
    const email = `pic-${Date.now()}@example.com`;
    const signup = await post(t, '/api/auth/signup', { email, password: 'Arcana12' });
    const tempToken = signup.body.tempToken as string;
    const picture = await upload(await photo('webp'), 'me.webp', 'image/webp', tempToken);
    expect(picture.status).toBe(200);
    const username = `pic_${Date.now().toString(36)}`;
    const done = await post(t, '/api/auth/complete-signup', {
      tempToken,
      username,
      pfp: { link: picture.body.url, key: picture.body.key },
    });
    expect(done.status).toBe(200);
    // A finished signup's token uploads nothing more, and its signup is over.
    expect((await upload(await photo('png'), 'again.png', 'image/png', tempToken)).status).toBe(401);
    expect(await post(t, '/api/auth/complete-signup', { tempToken, username: `${username}_2` })).toMatchObject({
      status: 401,
      body: { code: 'SIGNUP_EXPIRED', error: 'Your signup session has expired. Please sign up again.' },
    });
    const verified = await post(t, '/api/auth/verify-email', {
      token: new URL(await t.lastLink(email, 'verification')).searchParams.get('token'),
    });
    expect((await get(t, '/api/auth/verify', verified.body.token as string)).body).toMatchObject({
      user: { pfp: { key: picture.body.key } },
    });
  });
});
