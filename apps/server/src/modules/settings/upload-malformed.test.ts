import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.js';
import { buildUser } from '../../../test/factories.js';

const t = useTestApp();

const png = () =>
  sharp({ create: { width: 20, height: 20, channels: 3, background: 'blue' } })
    .png()
    .toBuffer();

async function send(form: FormData | string, token: string, contentType?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/upload-profile-picture',
    payload: form,
    headers: { authorization: `Bearer ${token}`, ...(contentType ? { 'content-type': contentType } : {}) },
  });
  return { status: res.statusCode, body: res.json() as { error?: string; code?: string } };
}

describe('malformed picture uploads get a clear 4xx', () => {
  it('answers JSON instead of a file, a wrong field, an empty form and two files without a 5xx', async () => {
    const { token } = await buildUser(t);
    const json = await send(JSON.stringify({ file: 'x' }), token!, 'application/json');
    expect(json).toMatchObject({ status: 415, body: { error: 'Please select an image file' } });

    const wrongField = new FormData();
    wrongField.append('picture', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'a.png');
    expect(await send(wrongField, token!)).toMatchObject({ status: 400, body: { error: 'Please select an image file' } });

    const textOnly = new FormData();
    textOnly.append('note', 'hello');
    expect((await send(textOnly, token!)).status).toBeGreaterThanOrEqual(400);
    expect((await send(textOnly, token!)).status).toBeLessThan(500);

    const two = new FormData();
    two.append('file', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'a.png');
    two.append('file', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'b.png');
    const twoFiles = await send(two, token!);
    expect(twoFiles.status).toBeLessThan(500);
  });

  it('answers 404 for an unknown picture and 414 for an absurdly long key', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/files/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${'k'.repeat(300)}` })).statusCode).toBe(414);
  });
});
