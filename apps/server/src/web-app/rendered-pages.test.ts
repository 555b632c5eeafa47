import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CARD_PATHS, PAGE_DATA_ID, PAGE_RENDERER_FILE, RENDERED_MARKS, renderedPageTemplate } from '@arcana/shared';
import { useTestApp } from '../../test/test-app.js';
import { buildUserWithWallet, post } from '../../test/factories.js';

/** Counts this file's renders: the renderer runs in the test's own process. */
const RENDERS = `arcanaRenders${randomUUID().replace(/-/g, '')}`;

/**
 * A web build as its server needs it: index.html, a rendered page's template with its marks, and a
 * renderer that draws the project's name and how many of its cards were drawn, from the API's answer
 * (the web build's own renderer is the same contract over the whole app; the end-to-end specs use it).
 */
function fakeBuild(): string {
  const dist = join(mkdtempSync(join(tmpdir(), 'arcana-web-')), 'dist');
  const files = {
    'index.html': '<!doctype html><title>Arcana</title><div id="root"></div>',
    [renderedPageTemplate('/projects/:slug')]:
      `<!doctype html><title>${RENDERED_MARKS.title}</title><div id="root">${RENDERED_MARKS.body}</div>${RENDERED_MARKS.data}` +
      ' '.repeat(2000),
    [PAGE_RENDERER_FILE]: `
      export async function loadPageData(page, { params: { slug }, search }, get) {
        if (page !== '/projects/:slug') return null;
        if (slug === 'breaks-the-renderer') return [{ endpointName: 'project', arg: slug, value: null }];
        const answer = await get('/projects/' + encodeURIComponent(slug));
        if (answer.status === 404) return 'not-found';
        return [{ endpointName: 'project', arg: slug, value: { ...answer.body, search } }];
      }
      export async function renderPage(path, viewer, data) {
        globalThis.${RENDERS} = (globalThis.${RENDERS} ?? 0) + 1;
        const project = data[0].value;
        if (!project) throw new Error('the page failed to render');
        const drawn = project.collections.flatMap((c) => c.designs).reduce((sum, d) => sum + d.drawn, 0);
        return {
          body: '<h1>' + project.name + '</h1><p>' + drawn + ' drawn</p><p>' + viewer + '</p><p>' + path + '</p>',
          title: project.name + ' <&> · Arcana',
        };
      }`,
  };
  for (const [name, text] of Object.entries(files)) {
    const file = resolve(dist, name);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return dist;
}

const t = useTestApp({ webDistDir: fakeBuild() });
const renders = () => (globalThis as Record<string, unknown>)[RENDERS] as number;
const open = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });

describe("a project's page, rendered on request", () => {
  it("is drawn from the API's answer into the template, for the viewer the page is for, with the answer beside it", async () => {
    const page = await open('/projects/arcana?utm_source=stream');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<title>Arcana &lt;&amp;&gt; · Arcana</title>');
    expect(page.body).toMatch(
      /<div id="root"><h1>Arcana<\/h1><p>\d+ drawn<\/p><p>visitor<\/p><p>\/projects\/arcana\?utm_source=stream<\/p><\/div>/,
    );
    const block = new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">(.*?)</script>`).exec(page.body);
    const api = await t.app.inject({ method: 'GET', url: '/api/projects/arcana' });
    expect(JSON.parse(block![1]!)).toEqual([
      { endpointName: 'project', arg: 'arcana', value: { ...api.json(), search: '?utm_source=stream' } },
    ]);
  });

  it('is drawn again only when its answers change', async () => {
    const first = await open('/projects/arcana/');
    const before = renders();
    const again = await open('/projects/arcana/');
    expect(renders()).toBe(before);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);

    const collector = await buildUserWithWallet(t);
    const collected = await post(
      t,
      `/api${CARD_PATHS.collect}`,
      { publicKey: collector.wallet.publicKey, requestId: randomUUID() },
      collector.token,
    );
    expect(collected.status).toBe(200);
    const after = await open('/projects/arcana/');
    expect(renders()).toBe(before + 1);
    expect(after.headers.etag).not.toBe(first.headers.etag);
    const drawn = (body: string) => Number(/(\d+) drawn/.exec(body)![1]);
    expect(drawn(after.body)).toBe(drawn(first.body) + 1);
  });

  it('answers a cache that has it with 304, and is compressed as the client accepts', async () => {
    const page = await open('/projects/arcana');
    const unchanged = await open('/projects/arcana', { 'if-none-match': page.headers.etag as string });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    const br = await open('/projects/arcana', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(page.body);
    const gzip = await open('/projects/arcana', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(page.body);
  });

  it('is the app with a 404 where there is no such project', async () => {
    const page = await open('/projects/no-such-project');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<div id="root"></div>');
  });

  it('is left to the app when it cannot be rendered, or the address is not one', async () => {
    for (const url of ['/projects/breaks-the-renderer', '/projects/arcana/more', '/projects']) {
      const page = await open(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<div id="root"></div>');
    }
  });
});
