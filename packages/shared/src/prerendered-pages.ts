import { CARD_PATHS } from './api-paths.js';

export type PrerenderedFor = 'visitor' | 'member';

interface PrerenderedPage {
  /** Who the page is rendered for; the browser hydrates it only when its own session matches. */
  for: PrerenderedFor;
  /**
   * What a member's first screen asks the API besides the session check (GET, under API_PREFIX):
   * fetched as the page starts, beside the app's code.
   */
  data: readonly string[];
}

/**
 * The inventory's first page as the app first asks for it: the newest cards, duplicates stacked (the
 * inventory opens stacked, docs/product-rules.md "Inventory"). Its first screen is drawn from it.
 */
export const FIRST_STACKED_PAGE = `${CARD_PATHS.minePage}?sort=newest&stack=true`;

/**
 * Pages the web build renders to HTML ahead of time. The server answers these addresses with their
 * file instead of index.html; a stored token means 'member' (any other viewer gets the page rendered
 * afresh over it).
 */
export const PRERENDERED_PAGES = {
  // A stored session is checked before the landing shows anyone's controls: rendered as that check.
  '/': { for: 'member', data: [CARD_PATHS.mine] },
  '/login': { for: 'visitor', data: [] },
  '/signup': { for: 'visitor', data: [] },
  // The pages as they stand while the session is checked and their data loads: skeletons for values.
  // The newest stacks it opens with, the newest cards behind them (a small collection's figures), and
  // the summary: a collection larger than the newest page shows the server's figures from the start.
  '/inventory': { for: 'member', data: [FIRST_STACKED_PAGE, CARD_PATHS.mine, CARD_PATHS.mineSummary] },
  '/settings': { for: 'member', data: [] },
} as const satisfies Record<string, PrerenderedPage>;

export type PrerenderedPath = keyof typeof PRERENDERED_PAGES;

/** Where the build writes a prerendered page, relative to the web app's output folder. */
export const prerenderedPageFile = (path: PrerenderedPath) => `pages/${path === '/' ? 'index' : path.slice(1)}.html`;

export const isPrerenderedPath = (path: string): path is PrerenderedPath => Object.hasOwn(PRERENDERED_PAGES, path);

/** Where a prerendered page names the app's scripts: a JSON data block, loaded after the first paint. */
export const PRERENDERED_SCRIPTS_ID = 'arcana-app-scripts';

/** The data block's content: the entry, and the chunks the page needs (preloaded), as addresses. */
export interface PrerenderedScripts {
  entry: string;
  chunks: string[];
}

const blockOpen = (id: string) => `<script type="application/json" id="${id}">`;
const BLOCK_CLOSE = '</script>';

/**
 * A JSON data block for a page's HTML: no script, so nothing runs and the CSP does not apply. `<` is
 * written escaped, so no text in the value can end the block.
 */
export const jsonDataBlock = (id: string, value: unknown) =>
  `${blockOpen(id)}${JSON.stringify(value).replace(/</g, '\\u003c')}${BLOCK_CLOSE}`;

/** The data block as the build writes it into a prerendered page. */
export const prerenderedScriptsBlock = (scripts: PrerenderedScripts) => jsonDataBlock(PRERENDERED_SCRIPTS_ID, scripts);

/** The scripts a prerendered page's HTML names, or null when it names none. */
export function prerenderedScriptsIn(html: string): PrerenderedScripts | null {
  const open = blockOpen(PRERENDERED_SCRIPTS_ID);
  const start = html.indexOf(open);
  if (start < 0) return null;
  const json = html.slice(start + open.length, html.indexOf(BLOCK_CLOSE, start));
  return JSON.parse(json) as PrerenderedScripts;
}
