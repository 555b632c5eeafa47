import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { prerenderedPageFile } from '@arcana/shared';
import { useTestApp } from '../../test/test-app.js';

const page = (body: string) => `<!doctype html><title>Arcana</title><div id="root">${body}</div>${' '.repeat(2000)}`;

/** A build as Vite writes it: hashed assets, index.html and the prerendered pages, each with its Brotli and gzip copies. */
function fakeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'arcana-dist-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'pages'));
  const files = {
    'index.html': page(''),
    'overlay.html': '<!doctype html><title>Arcana overlay</title><div id="overlay"></div>',
    [prerenderedPageFile('/login')]: page('<h2>Log in</h2>'),
    [prerenderedPageFile('/')]: page('<h1>Landing</h1>'),
    'assets/index-abc123.js': `console.log(${JSON.stringify('x'.repeat(4000))});`,
  };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(dir, name), text);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(text));
  }
  return dir;
}

const t = useTestApp({ webDistDir: fakeBuild() });

const get = (url: string, acceptEncoding: string) => t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

describe('the built app is served like a CDN would', () => {
  it('sends the Brotli copy, else the gzip one, else the file itself, and says it varies by Accept-Encoding', async () => {
    const br = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('console.log');
    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('console.log');
    const plain = await get('/assets/index-abc123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log');
    for (const res of [br, gz, plain]) {
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/javascript/);
    }
  });

  it('lets caches keep hashed assets for good and revalidate the page', async () => {
    expect((await get('/assets/index-abc123.js', 'br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/index.html', '/', '/inventory', '/reset-password?token=x']) {
      const page = await get(url, 'br');
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.headers['content-type'], url).toMatch(/text\/html/);
      expect(brotliDecompressSync(page.rawPayload).toString(), url).toContain('<title>Arcana</title>');
      expect(page.headers.vary, url).toMatch(/accept-encoding/i);
    }
    expect((await get('/inventory', 'identity')).body).toContain('<title>Arcana</title>');
  });

  it('answers a prerendered address with its page, compressed alike, and every other address with index.html', async () => {
    const login = await get('/login', 'br');
    expect(login.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(login.rawPayload).toString()).toContain('<h2>Log in</h2>');
    expect((await get('/login', 'identity')).body).toContain('<h2>Log in</h2>');
    expect((await get('/', 'gzip')).rawPayload).toEqual(gzipSync(page('<h1>Landing</h1>')));
    // Listed but not in this build (an older build, say): the app renders it from index.html.
    expect((await get('/signup', 'identity')).body).toContain('<div id="root"></div>');
    expect((await get('/login/extra', 'identity')).body).toContain('<div id="root"></div>');
    // With a query the address may show something else than the page written ahead (a settings tab, say).
    expect((await get('/login?from=%2Finventory', 'identity')).body).toContain('<div id="root"></div>');
  });

  it('answers the stream overlay’s address, with its layout in the query, with its own page, which only the app may frame', async () => {
    for (const url of ['/overlay', '/overlay?layout=ticker', '/overlay?preview']) {
      const overlay = await get(url, 'identity');
      expect(overlay.statusCode, url).toBe(200);
      expect(overlay.body, url).toContain('<div id="overlay"></div>');
      expect(overlay.headers['cache-control'], url).toBe('no-cache');
      // The dashboard's live preview frames it; no other site may.
      expect(overlay.headers['content-security-policy'], url).toContain("frame-ancestors 'self'");
      expect(overlay.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
    expect((await get('/inventory', 'identity')).headers['x-frame-options']).toBe('DENY');
  });

  it("answers a file the build does not have with a 404, not with a page: an older deploy's chunk", async () => {
    const missing = await get('/assets/index-0ld0ld.js', 'br');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(missing.headers['content-type']).not.toMatch(/html/);
    expect(missing.headers['cache-control']).toBe('no-store');
  });
});
