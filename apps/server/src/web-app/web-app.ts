import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import {
  OVERLAY_PAGE_PATH,
  PRERENDERED_PAGES,
  isPrerenderedPath,
  prerenderedPageFile,
  renderedPageAt,
  type PrerenderedPath,
} from '@arcana/shared';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from '../lib/cache-control.js';
import { framedBySelf } from '../lib/security-headers.js';
import { createRenderedPages } from './rendered-pages.js';

/**
 * Serves the built SPA like a CDN would: the Brotli or gzip copy written at build time when the client
 * accepts it (Vary: Accept-Encoding), hashed files under /assets/ cached for good, the pages the build
 * prerendered at their bare addresses (a query, such as a settings tab, may show another page than the
 * one written ahead), the projects' pages rendered as they stand now (docs/decisions/031), the stream
 * overlay's page of its own (docs/decisions/035), and every other
 * GET answered with index.html (no-cache) so the router can show the page (or its 404). Unknown paths
 * answer without logging their query, where e-mail links carry their tokens.
 */
export function registerWebApp(app: FastifyInstance, distDir: string, publicUrl: string) {
  const built = existsSync(resolve(distDir, 'index.html'));
  // Looked for once: a build that lacks one of them (an older one) serves index.html there.
  const prerendered = new Set<string>(
    (Object.keys(PRERENDERED_PAGES) as PrerenderedPath[]).filter((path) => existsSync(resolve(distDir, prerenderedPageFile(path)))),
  );
  const rendered = built ? createRenderedPages(app, distDir, publicUrl) : null;
  if (built) {
    void app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) =>
        reply.header('cache-control', path.startsWith(resolve(distDir, 'assets')) ? IMMUTABLE_CACHE : REVALIDATE_CACHE),
    });
  } else app.log.warn({ distDir }, 'web app not built: run `npm run build` (the API still works)');
  app.setNotFoundHandler(async (request, reply) => {
    const [path, query] = request.url.split('?') as [string, string | undefined];
    // A file the build does not have (a tab naming an older deploy's chunk) is missing, not a page:
    // the page's loader then fails at once and reloads for the new file names.
    if (!built || (request.method !== 'GET' && request.method !== 'HEAD') || path.startsWith('/assets/')) {
      // Not kept by a cache or CDN: during a rolling deploy the file may be there a moment later.
      return reply.status(404).header('cache-control', 'no-store').send({ error: 'Not found', code: 'NOT_FOUND' });
    }
    // The stream overlay's own page, built apart: OBS loads it with no app around it, and the
    // dashboard frames it for its live preview.
    if (path === OVERLAY_PAGE_PATH)
      return framedBySelf(reply).type('text/html').header('cache-control', REVALIDATE_CACHE).sendFile('overlay.html');
    const page = renderedPageAt(path);
    if (page && rendered?.has(page.page)) {
      const outcome = await rendered.send(request, reply, page);
      if (outcome === 'sent') return reply;
      // Nothing there: the app says so, under a status that says so too.
      if (outcome === 'not-found') reply.status(404);
    }
    const prerender = query === undefined && isPrerenderedPath(path) && prerendered.has(path);
    return reply.type('text/html').sendFile(prerender ? prerenderedPageFile(path) : 'index.html');
  });
}
