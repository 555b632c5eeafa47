import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  API_PREFIX,
  escapeHtml,
  jsonDataBlock,
  PAGE_DATA_ID,
  PAGE_RENDERER_FILE,
  RENDERED_MARKS,
  RENDERED_PAGES,
  renderedPageMeta,
  renderedPageTemplate,
  type PageApiGet,
  type PageDataEntry,
  type PageRenderer,
  type RenderedLocation,
  type RenderedPage,
} from '@arcana/shared';
import { REVALIDATE_CACHE } from '../lib/cache-control.js';
import { recentlyUsed } from '../lib/recently-used.js';

/** Addresses (queries included) whose latest render is kept: a page is rendered again only when its answers change. */
const KEPT_PAGES = 64;
/** Brotli's quality for a page compressed as it is sent: about as fast as gzip, a fifth smaller. */
const BROTLI_QUALITY = 5;

const ENCODINGS: Array<'br' | 'gzip'> = ['br', 'gzip'];
const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/** One render of an address: its bytes, each compression made the first time a client accepts it. */
interface Render {
  etag: string;
  html: Buffer;
  encoded: Map<'br' | 'gzip', Promise<Buffer>>;
}

/** The address's latest render, by what it was drawn from (in flight while it renders). */
interface Kept {
  dataKey: string;
  render: Promise<Render>;
}

const encode = (html: Buffer, encoding: 'br' | 'gzip') =>
  encoding === 'br' ? compressBrotli(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }) : compressGzip(html);

/**
 * Pages rendered on request (docs/decisions/031): the web build's renderer draws a page from the
 * API's own answers, asked through the app itself as a visitor would ask them, into the template the
 * build wrote. Null when the build has no renderer or templates (an older build): those addresses are
 * then the app's to render, as before.
 */
export function createRenderedPages(app: FastifyInstance, distDir: string, publicUrl: string) {
  const rendererFile = resolve(distDir, PAGE_RENDERER_FILE);
  const templates = new Map(
    (Object.keys(RENDERED_PAGES) as RenderedPage[])
      .map((page) => [page, resolve(distDir, renderedPageTemplate(page))] as const)
      .filter(([, file]) => existsSync(file))
      .map(([page, file]) => [page, readFileSync(file, 'utf8')]),
  );
  if (!existsSync(rendererFile) || templates.size === 0) return null;
  let renderer: Promise<PageRenderer> | undefined;
  const loadRenderer = () => (renderer ??= import(pathToFileURL(rendererFile).href) as Promise<PageRenderer>);
  const kept = recentlyUsed<string, Kept>(KEPT_PAGES);
  // Loaded and run once as soon as the server listens, not by the first visitor: it is the whole web
  // app, and its first render compiles it (a third of a second, against a few milliseconds after).
  app.addHook('onListen', () => {
    void loadRenderer()
      .then(async (loaded) => {
        for (const page of templates.keys()) await loaded.renderPage(page, RENDERED_PAGES[page].for, []);
      })
      .catch((error: unknown) =>
        app.log.warn({ err: error }, 'the page renderer could not be loaded: those pages are rendered by the app'),
      );
  });

  // A refusal is the page's to show or leave to the app; the server's own failure is this render's.
  const get: PageApiGet = async (path) => {
    const answer = await app.inject({ method: 'GET', url: API_PREFIX + path });
    if (answer.statusCode >= 500) throw new Error(`GET ${path} answered ${answer.statusCode}`);
    return { status: answer.statusCode, body: answer.statusCode === 200 ? answer.json() : null };
  };

  async function draw(url: string, page: RenderedPage, data: string, entries: PageDataEntry[]): Promise<Render> {
    const { body, title } = await (await loadRenderer()).renderPage(url, RENDERED_PAGES[page].for, entries);
    const html = Buffer.from(
      templates
        .get(page)!
        .replace(RENDERED_MARKS.title, () => escapeHtml(title))
        .replace(RENDERED_MARKS.meta, () =>
          renderedPageMeta(page, entries, publicUrl)
            .map(({ key, value, content }) => `<meta ${key}="${escapeHtml(value)}" content="${escapeHtml(content)}">`)
            .join('\n    '),
        )
        .replace(RENDERED_MARKS.body, () => body)
        .replace(RENDERED_MARKS.data, () => data),
    );
    return { etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`, html, encoded: new Map() };
  }

  /** The address's render, drawn again only when its answers changed; else why the app draws it. */
  async function renderOf(url: string, page: RenderedPage, location: RenderedLocation): Promise<Render | 'not-found' | null> {
    const entries = await (await loadRenderer()).loadPageData(page, location, get);
    if (!Array.isArray(entries)) return entries;
    const data = jsonDataBlock(PAGE_DATA_ID, entries);
    const dataKey = createHash('sha256').update(data).digest('base64url');
    const latest = kept.get(url);
    if (latest?.dataKey === dataKey) return latest.render;
    const render = draw(url, page, data, entries);
    kept.set(url, { dataKey, render });
    // A failed render is not kept: the next request tries again.
    render.catch(() => kept.get(url)?.render === render && kept.delete(url));
    return render;
  }

  return {
    has: (page: RenderedPage) => templates.has(page),
    /**
     * Answers with the page at the request's address as rendered now: 'sent'. Else the caller answers
     * with the app: 'not-found' when what it shows is not there, 'unrendered' when it has nothing of
     * its own to show or could not be rendered (logged).
     */
    async send(
      request: FastifyRequest,
      reply: FastifyReply,
      { page, params }: { page: RenderedPage; params: Record<string, string> },
    ): Promise<'sent' | 'not-found' | 'unrendered'> {
      const { url } = request;
      let render: Awaited<ReturnType<typeof renderOf>>;
      try {
        render = await renderOf(url, page, { params, search: url.includes('?') ? url.slice(url.indexOf('?')) : '' });
      } catch (error) {
        // The address without its query: e-mail links carry tokens there.
        request.log.error({ err: error, page }, 'rendering a page failed: the app renders it instead');
        return 'unrendered';
      }
      if (render === 'not-found') return render;
      if (!render) return 'unrendered';
      reply.header('cache-control', REVALIDATE_CACHE).header('vary', 'accept-encoding').header('etag', render.etag);
      reply.type('text/html; charset=utf-8');
      // Brotli, else gzip, as the client weighs them; none when it takes neither.
      const encoding = negotiate(request.headers['accept-encoding'] ?? '', ENCODINGS);
      if (request.headers['if-none-match'] === render.etag) reply.status(304).send();
      else if (!encoding) reply.send(render.html);
      else {
        if (!render.encoded.has(encoding)) render.encoded.set(encoding, encode(render.html, encoding));
        reply.header('content-encoding', encoding).send(await render.encoded.get(encoding)!);
      }
      return 'sent';
    },
  };
}
