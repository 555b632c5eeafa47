import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CARD_PATHS } from '@arcana/shared';
import { useTestApp } from '../../test/test-app.js';
import { buildUserWithWallet, post } from '../../test/factories.js';

const t = useTestApp();

describe("the API's answers are compressed by negotiation", () => {
  it('sends a large answer in Brotli, else gzip, else as it is, and says it varies by Accept-Encoding', async () => {
    const user = await buildUserWithWallet(t);
    for (let i = 0; i < 5; i++) {
      await post(t, `/api${CARD_PATHS.collect}`, { publicKey: user.wallet.publicKey, requestId: randomUUID() }, user.token);
    }
    const mine = (acceptEncoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api${CARD_PATHS.mine}`,
        headers: { authorization: `Bearer ${user.token}`, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      });
    const plain = await mine();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toHaveLength(5);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await mine('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await mine('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());

    expect((await mine('identity')).headers['content-encoding']).toBeUndefined();
    for (const res of [br, gz]) expect(res.headers.vary).toMatch(/accept-encoding/i);
  });

  it('leaves an answer under 1 KB as it is, a refusal among them', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    const refused = await t.app.inject({ method: 'GET', url: `/api${CARD_PATHS.mine}`, headers: { 'accept-encoding': 'br' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: expect.any(String) });
  });
});
