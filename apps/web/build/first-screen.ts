import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
// By path: Vite loads this file with Node, which cannot import the shared package's TypeScript by name.
import {
  FIRST_STACKED_PAGE,
  PRERENDERED_PAGES,
  prerenderedPageFile,
  PRERENDERED_SCRIPTS_ID,
  jsonDataBlock,
  prerenderedScriptsBlock,
  type PrerenderedScripts,
  type PrerenderedPath,
  type PrerenderedFor,
} from '../../../packages/shared/src/prerendered-pages.ts';
import {
  PAGE_RENDERER_FILE,
  RENDERED_MARKS,
  RENDERED_PAGES,
  renderedPageTemplate,
  type RenderedPage,
} from '../../../packages/shared/src/rendered-pages.ts';
import { API_PREFIX, AUTH_PATHS, CARD_PATHS, TOKEN_STORAGE_KEY } from '../../../packages/shared/src/api-paths.ts';
import { escapeHtml } from '../../../packages/shared/src/escape-html.ts';
import type { EarlyResponse } from '../src/api/early-responses.ts';
import { isNewCard } from '../src/features/cards/card/rarity.ts';
import { EARLY_FORM_ATTRIBUTE } from '../src/components/early-form/early-forms.ts';
import { STORED_SESSION_ATTRIBUTE } from '../src/components/stored-session-mark.ts';
import { holdEarlySubmits } from '../src/components/early-form/hold-early-submits.ts';
import { numberText } from '../../../packages/shared/src/number-text.ts';
import type { EarlyInventorySettings, EarlyTemplates } from '../src/features/cards/inventory/early-inventory.ts';
import {
  cardFaceKey,
  EARLY_CARDS_ATTRIBUTE,
  EARLY_TEMPLATES_ID,
  EARLY_TOTALS_ATTRIBUTE,
  onScreen,
  paintEarlyInventory,
} from '../src/features/cards/inventory/early-inventory.ts';
import { pageChunks, type Bundle } from './bundle-graph.ts';

/**
 * The longest the app's scripts wait for what the first-screen script draws itself (the inventory's
 * cards and figures): a slower answer is one the app would wait for too, and it has more to show meanwhile.
 */
const FIRST_CONTENT_WAIT_MS = 1000;

interface FirstScreen {
  /** The page modules (paths from apps/web) each prerendered address or page rendered on request renders: a guard and its page, say. */
  routes: Record<PrerenderedPath | RenderedPage, string[]>;
  /** Font files (their names in the font package) that paint every first screen. */
  fonts: string[];
  /** The server-side entry that renders a page to HTML (src/prerender.tsx), kept for the server as PAGE_RENDERER_FILE. */
  entry: string;
  /** The page whose newest cards and figures the first-screen script draws before the app (its prerendered data includes them). */
  earlyInventory: PrerenderedPath;
}

/** What the server-side entry exports. */
interface PrerenderEntry {
  prerender: (path: string, viewer: PrerenderedFor) => Promise<{ body: string; title: string }>;
  renderEarlyTemplates: () => EarlyTemplates;
}

/** The chunks (beyond the entry's) and stylesheets the page modules need, by file name. */
function pageFiles(bundle: Bundle, modules: string[]) {
  const scripts = pageChunks(bundle, modules);
  const styles = scripts.flatMap((name) => [...((bundle[name] as Rollup.OutputChunk).viteMetadata?.importedCss ?? [])]);
  return { scripts, styles: [...new Set(styles)] };
}

/**
 * Runs in the browser, as its own small script (the Content-Security-Policy allows no inline script),
 * before the app's code has arrived: with a stored token, marks the page as a member's (a visitor's
 * controls hide: src/components/stored-session-mark.ts) and asks for the session check and what the page at
 * this address shows first (src/api/early-responses.ts hands the answers to the app).
 * Serialized with toString(), so it uses nothing from around it.
 */
function askEarly(
  pages: Record<string, readonly string[]>,
  api: { prefix: string; verify: string; tokenKey: string; keepForMs: number; storedSessionAttribute: string },
) {
  const token = localStorage.getItem(api.tokenKey);
  if (!token) return;
  document.documentElement.setAttribute(api.storedSessionAttribute, '');
  const authorization = `Bearer ${token}`;
  const paths = [api.verify, ...(pages[location.pathname.replace(/(.)\/+$/, '$1')] ?? [])];
  window.arcanaEarlyResponses = paths.map((path): EarlyResponse => {
    const url = api.prefix + path;
    return { url, authorization, response: fetch(url, { headers: { authorization }, credentials: 'include' }) };
  });
  // For this page load only: an answer no one took by then would be stale.
  setTimeout(() => (window.arcanaEarlyResponses = []), api.keepForMs);
}

/**
 * On a prerendered page, loads the app once the page has been painted, with what it shows first
 * (`firstContent`: the inventory's cards and figures, waited for at most `waitMs`): until then its
 * scripts would only share the line with the HTML, the fonts and that answer, and the page is whole
 * without them. A hidden tab paints nothing, so it starts at once. Serialized with toString(), like `askEarly`.
 */
function startAppAfterFirstPaint(id: string, firstContent: Promise<unknown>, waitMs: number) {
  let started = false;
  const start = () => {
    const block = document.getElementById(id);
    if (started || !block) return;
    started = true;
    const { entry, chunks } = JSON.parse(block.textContent!) as PrerenderedScripts;
    // In one insertion: each one into the head costs the browser a pass of its own.
    document.head.append(
      ...chunks.map((href) => Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' })),
      Object.assign(document.createElement('script'), { type: 'module', src: entry, crossOrigin: '' }),
    );
  };
  const afterPaint = () => (document.hidden ? start() : requestAnimationFrame(() => setTimeout(start)));
  const shown = Promise.race([firstContent, new Promise((resolve) => setTimeout(resolve, waitMs))]);
  const parsed = () => (document.hidden ? start() : void shown.then(afterPaint));
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', parsed, { once: true });
  else parsed();
}

/**
 * The app's server-side build, written beside the client's (PAGE_RENDERER_FILE): the build renders
 * the prerendered pages with it, and the server the pages rendered on request.
 */
async function buildRenderer(config: ResolvedConfig, entry: string, file: string): Promise<PrerenderEntry> {
  await build({
    configFile: false,
    root: config.root,
    logLevel: 'warn',
    plugins: [react()],
    publicDir: false,
    // Everything in one bundle: the shared package is TypeScript, the app's CSS imports mean nothing
    // here, and the server that loads it has none of the web app's packages.
    ssr: { noExternal: true },
    // React and Redux Toolkit pick their development builds (checks, warnings, slower renders) at run
    // time unless told otherwise; the server renders with the same production builds the browser runs.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: { ssr: entry, outDir: dirname(file), emptyOutDir: true, rollupOptions: { output: { entryFileNames: basename(file) } } },
  });
  return (await import(pathToFileURL(file).href)) as PrerenderEntry;
}

const STYLESHEET = /\n\s*<link rel="stylesheet" crossorigin href="([^"]+)">/g;
const MODULE_PRELOAD = /\n\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const ENTRY_SCRIPT = /\n\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const TITLE = /<title>[^<]*<\/title>/;

/**
 * index.html with a prerendered page in it. Every stylesheet the page needs is inline, so only the
 * HTML stands between the visitor and the first paint; each one's link stays, disabled (never
 * fetched), which tells Vite's loader the rules are here already. The scripts that take the page
 * over are named in a data block instead of linked: `startAppAfterFirstPaint` loads them. What
 * comes `after` follows the page's root element.
 */
function firstScreenHtml(
  template: string,
  { body, title, meta = '', after = '' }: { body: string; title: string; meta?: string; after?: string },
  viewer: PrerenderedFor,
  files: ReturnType<typeof pageFiles>,
  base: string,
  read: (file: string) => string,
) {
  const linked = [...template.matchAll(STYLESHEET)].map((match) => match[1]!.slice(base.length));
  const styles = [...new Set([...linked, ...files.styles])];
  const css = styles.map(read).join('\n');
  if (css.includes('</style')) throw new Error('first-screen: a stylesheet cannot be inlined');
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('first-screen: index.html has no entry script');
  const chunks = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const scripts: PrerenderedScripts = { entry, chunks: [...new Set([...chunks, ...files.scripts.map((file) => base + file)])] };
  const head = [
    ...(meta ? [meta] : []),
    `<style>${css}</style>`,
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}" disabled>`),
    // A data block, not a script: the Content-Security-Policy does not apply, and nothing runs.
    prerenderedScriptsBlock(scripts),
  ].join('\n    ');
  if (!TITLE.test(template)) throw new Error('first-screen: index.html has no <title>');
  const html = template
    .replace(TITLE, () => `<title>${escapeHtml(title)}</title>`)
    .replace(STYLESHEET, '')
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, '')
    .replace('</head>', `  ${head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered-for="${viewer}">${body}</div>${after}`);
  if (!html.includes(body)) throw new Error('first-screen: index.html has no empty <div id="root"></div>');
  return html;
}

/** Written beside the page, as the compression plugin does for the rest of the build. */
function writeWithCompressed(file: string, html: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
}

/**
 * The first screen without a waterfall. The addresses people open directly are rendered to HTML at
 * build time (src/prerender.tsx) with their stylesheets inline, so they paint as soon as the HTML
 * arrives; each names the scripts that take it over, which its small script of its own
 * (first-screen.js) adds after that paint, and a member's first requests start with it, while a
 * submit in one of its forms is held for the app. Every page preloads the fonts every screen shows.
 */
export function firstScreen({ routes, fonts, entry, earlyInventory }: FirstScreen): Plugin {
  const inventory: EarlyInventorySettings = {
    path: earlyInventory,
    cardsUrl: API_PREFIX + FIRST_STACKED_PAGE,
    summaryUrl: API_PREFIX + CARD_PATHS.mineSummary,
  };
  const asked: readonly string[] = PRERENDERED_PAGES[earlyInventory].data;
  if (!asked.includes(FIRST_STACKED_PAGE) || !asked.includes(CARD_PATHS.mineSummary)) {
    throw new Error(`first-screen: ${earlyInventory} does not ask early for its newest stacks and summary, so neither can be drawn early`);
  }
  let config: ResolvedConfig;
  let pages: Record<string, ReturnType<typeof pageFiles>> = {};
  let firstScreenScript = '';
  return {
    name: 'arcana:first-screen',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    // Before Vite writes index.html, which names the script.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        pages = Object.fromEntries(Object.entries(routes).map(([path, modules]) => [path, pageFiles(bundle, modules)]));
        const data = Object.fromEntries(Object.entries(PRERENDERED_PAGES).map(([path, page]) => [path, page.data]));
        const api = {
          prefix: API_PREFIX,
          verify: AUTH_PATHS.verify,
          tokenKey: TOKEN_STORAGE_KEY,
          keepForMs: 30_000,
          storedSessionAttribute: STORED_SESSION_ATTRIBUTE,
        };
        const reference = this.emitFile({
          type: 'asset',
          name: 'first-screen.js',
          source: [
            // First: a form's submit is held only from the moment this has run.
            `(${holdEarlySubmits.toString()})(${JSON.stringify(EARLY_FORM_ATTRIBUTE)});`,
            `(${askEarly.toString()})(${JSON.stringify(data)}, ${JSON.stringify(api)});`,
            `(${startAppAfterFirstPaint.toString()})(${JSON.stringify(PRERENDERED_SCRIPTS_ID)}, ` +
              `(${paintEarlyInventory.toString()})(${JSON.stringify(inventory)}, ` +
              `${JSON.stringify({ cards: EARLY_CARDS_ATTRIBUTE, totals: EARLY_TOTALS_ATTRIBUTE, templates: EARLY_TEMPLATES_ID })}, ` +
              `{ faceKey: ${cardFaceKey.toString()}, isNew: ${isNewCard.toString()}, numberText: ${numberText.toString()}, ` +
              `escape: ${escapeHtml.toString()}, onScreen: ${onScreen.toString()} }), ` +
              `${FIRST_CONTENT_WAIT_MS});`,
          ].join('\n'),
        });
        firstScreenScript = config.base + this.getFileName(reference);
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const fontFiles = Object.values(bundle)
          .filter((output) => output.type === 'asset' && fonts.some((font) => output.names.includes(font)))
          .map((asset) => asset.fileName);
        if (fontFiles.length !== fonts.length) throw new Error(`first-screen: fonts not all in the build (${fonts.join(', ')})`);
        return [
          // An async script is fetched at low priority unless told otherwise; this one starts the member's requests (and a prerendered page's app).
          { tag: 'script', attrs: { async: true, fetchpriority: 'high', src: firstScreenScript }, injectTo: 'head' as const },
          ...fontFiles.map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: true, href: config.base + file },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const template = readFileSync(join(outDir, 'index.html'), 'utf8');
      const read = (file: string) => readFileSync(join(outDir, file), 'utf8');
      const { prerender, renderEarlyTemplates } = await buildRenderer(config, entry, resolve(outDir, PAGE_RENDERER_FILE));
      for (const path of Object.keys(PRERENDERED_PAGES) as PrerenderedPath[]) {
        const viewer = PRERENDERED_PAGES[path].for;
        // The templates after the page's own HTML (which React takes over), and after what the browser paints first.
        const after = path === earlyInventory ? jsonDataBlock(EARLY_TEMPLATES_ID, renderEarlyTemplates()) : '';
        const page = { ...(await prerender(path, viewer)), after };
        writeWithCompressed(
          join(outDir, prerenderedPageFile(path)),
          firstScreenHtml(template, page, viewer, pages[path]!, config.base, read),
        );
      }
      // The server fills in each one's marks as it renders the page, and compresses what it sends.
      for (const path of Object.keys(RENDERED_PAGES) as RenderedPage[]) {
        const marks = { body: RENDERED_MARKS.body, title: RENDERED_MARKS.title, meta: RENDERED_MARKS.meta, after: RENDERED_MARKS.data };
        const file = join(outDir, renderedPageTemplate(path));
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, firstScreenHtml(template, marks, RENDERED_PAGES[path].for, pages[path]!, config.base, read));
      }
    },
  };
}
