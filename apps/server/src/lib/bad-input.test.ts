// @databases pglite postgres: what a malformed value makes each database answer differs, and must stay a 4xx
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { buildUser, get, PASSWORD, post, uniqueEmail, uniqueUsername } from '../../test/factories.js';
import { describeFailure, serializeError } from './error-serializer.js';

const t = useTestApp();

/** A POST of these very bytes, under this content type. */
async function postBytes(url: string, body: string | Buffer, contentType: string, token?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: res.statusCode, body: res.json<{ code?: string; error?: string }>() };
}

const upload = (body: string | Buffer, contentType: string, token: string) =>
  postBytes('/api/auth/upload-profile-picture', body, contentType, token);

describe('bad input is a 4xx that changes nothing', () => {
  it('refuses a NUL or another control character in any string field, naming the field', async () => {
    const user = await buildUser(t);
    const cases: Array<[string, Record<string, unknown>, string | undefined]> = [
      ['/api/auth/login', { email: `${user.email}\u0000`, password: PASSWORD }, undefined],
      ['/api/auth/signup', { email: uniqueEmail(), password: 'Arcana12\u0007' }, undefined],
      ['/api/auth/update-profile', { username: `${uniqueUsername()}\u001b` }, user.token],
      ['/api/auth/forgot-password', { email: user.email, extra: { nested: ['ok', 'bad\u0000'] } }, undefined],
    ];
    for (const [url, body, token] of cases) {
      const res = await post(t, url, body, token);
      expect(res, url).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION_ERROR', error: expect.stringContaining('control characters') },
      });
    }
    expect((await get(t, '/api/notifications?limit=1%00', user.token)).status).toBe(400);
    expect((await get(t, '/api/auth/verify', user.token)).body).toMatchObject({ user: { username: user.username } });
  });

  it('refuses text that is not well-formed Unicode, a lone surrogate in a value or a key, naming the field; stores nothing', async () => {
    const user = await buildUser(t);
    const cases: Array<[string, Record<string, unknown>, string | undefined, string]> = [
      ['/api/auth/update-profile', { username: `${uniqueUsername()}\ud800` }, user.token, 'username'],
      ['/api/auth/update-profile', { username: `\udc00${uniqueUsername()}` }, user.token, 'username'],
      ['/api/auth/login', { email: user.email, password: PASSWORD, ['x\ud83d']: 1 }, undefined, 'x\ud83d'],
      ['/api/auth/forgot-password', { email: user.email, extra: { nested: ['ok', 'bad\udfff'] } }, undefined, 'extra.nested.1'],
    ];
    for (const [url, body, token, field] of cases) {
      const res = await post(t, url, body, token);
      expect(res, url).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION_ERROR', error: `${field}: the text is not well-formed Unicode (a lone surrogate)` },
      });
    }
    // Nothing was stored; and a pair is one character, an emoji text like any other.
    expect((await get(t, '/api/auth/verify', user.token)).body).toMatchObject({ user: { username: user.username } });
    expect((await post(t, '/api/auth/forgot-password', { email: user.email, extra: { nested: ['ok \ud83d\ude00'] } })).status).toBe(200);
  });

  it('refuses a JSON body whose bytes are not UTF-8, instead of reading it with replacement characters', async () => {
    const user = await buildUser(t);
    const bytes = Buffer.concat([Buffer.from('{"username":"'), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from('"}')]);
    expect(await postBytes('/api/auth/update-profile', bytes, 'application/json', user.token)).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_ERROR', error: 'The body is not valid UTF-8' },
    });
    expect((await get(t, '/api/auth/verify', user.token)).body).toMatchObject({ user: { username: user.username } });
    // A body that is JSON at all is still read as before; one that is not is still refused as before.
    for (const body of ['{"email":', '{"email":"a@b.c","password":"x","__proto__":{"admin":true}}'])
      expect((await postBytes('/api/auth/login', body, 'application/json')).status, body).toBe(400);
  });

  it('keeps line breaks where a field has lines (a signed wallet message)', async () => {
    const user = await buildUser(t);
    const res = await post(
      t,
      '/api/auth/link-wallet',
      { publicKey: 'x', signature: 'y', message: 'a\nb', nonce: 'n'.repeat(16) },
      user.token,
    );
    expect(res.body.error).not.toContain('control characters');
  });

  it('answers an empty upload and a malformed multipart body with 400', async () => {
    const { token } = await buildUser(t);
    const empty = '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\r\n--b--\r\n';
    expect(await upload(empty, 'multipart/form-data; boundary=b', token)).toMatchObject({ status: 400 });
    expect(await upload('this is not multipart at all', 'multipart/form-data; boundary=b', token)).toMatchObject({ status: 400 });
    expect(await upload('--b\r\nContent-Disposition: form-data; name="file"\r\n', 'multipart/form-data; boundary=b', token)).toMatchObject({
      status: 400,
    });
    expect(await upload('anything', 'multipart/form-data', token)).toMatchObject({ status: 400 });
  });
});

describe('error logs', () => {
  it('never print the values a failed query carried', async () => {
    const secret = `secret-${uniqueUsername()}`;
    const failure = await t.deps.db.execute(sql`select ${secret}::int`).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    let written = '';
    const log = pino(
      { serializers: { err: serializeError } },
      new Writable({ write: (chunk: Buffer, _e, done) => done(void (written += chunk)) }),
    );
    log.error({ err: failure }, 'unhandled error');
    expect(written).toContain('select $1::int');
    expect(written).not.toContain(secret);
    // Nor what an admin is shown of a failed after-effect: what failed and the database's code.
    const described = describeFailure(failure);
    expect(described).toContain('select $1::int');
    expect(described).toContain('22P02');
    expect(described).not.toContain(secret);
  });
});
