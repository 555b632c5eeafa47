import type { PrerenderedFor } from './prerendered-pages.js';
import type { TProject, TProjectListPage, TProjectListQuery, TPublishedVersion } from './schemas/projects.js';
import type { TWayToEarn } from './schemas/rewards.js';
import type { TPublicProfile } from './schemas/profiles.js';
import type { TSharedCard } from './schemas/shares.js';

/**
 * Pages whose first screen is data, so no build can write it ahead: the server renders them when
 * asked (docs/decisions/031), with the web build's own renderer and the API's own answers, into a
 * template the build writes. Each is rendered for the viewer a prerendered page would be.
 */
export const RENDERED_PAGES = {
  // The projects to choose from, and one: what a creator's link opens, mostly for people new here,
  // so the browser takes the page over as it is instead of drawing it again.
  '/projects': { for: 'visitor' },
  '/projects/:slug': { for: 'visitor' },
  // A shared card: a posted link is previewed from its meta (a crawler runs no script), and whoever
  // follows it is most likely new here.
  '/c/:shareId': { for: 'visitor' },
  // A collector's public profile: posted as a shared card is, and previewed the same way.
  '/u/:username': { for: 'visitor' },
} as const satisfies Record<string, { for: PrerenderedFor }>;

export type RenderedPage = keyof typeof RENDERED_PAGES;

/** The rendered page at an address, with its parameters, or null: segment by segment, a trailing slash aside. */
export function renderedPageAt(path: string): { page: RenderedPage; params: Record<string, string> } | null {
  const segments = path.replace(/(.)\/+$/, '$1').split('/');
  for (const page of Object.keys(RENDERED_PAGES) as RenderedPage[]) {
    const pattern = page.split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, i) => {
      const segment = segments[i]!;
      if (!part.startsWith(':')) return part === segment;
      if (!segment) return false;
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
        return true;
      } catch {
        return false;
      }
    });
    if (matches) return { page, params };
  }
  return null;
}

/** Where the build writes a rendered page's template, relative to the web app's output folder. */
export const renderedPageTemplate = (page: RenderedPage) => `pages/rendered${page.replace(/:(\w+)/g, '[$1]')}.html`;

/** The web build's server-side renderer, relative to its output folder: beside it, so never served as a file. */
export const PAGE_RENDERER_FILE = '../dist-server/render.js';

/** Where a template takes what the server renders into it. */
export const RENDERED_MARKS = {
  title: '%ARCANA_TITLE%',
  /** The page's own meta in the head: what a posted link is previewed with. */
  meta: '<!--arcana:meta-->',
  body: '<!--arcana:body-->',
  data: '<!--arcana:data-->',
} as const;

/** The API answers a rendered page was drawn with: the app puts them in its cache before its first render. */
export const PAGE_DATA_ID = 'arcana-page-data';

/** One API answer as the app's cache holds it: the query's name, its argument, its data (as the contract's schemas read it). */
export type PageDataEntry =
  | { endpointName: 'projectList'; arg: TProjectListQuery; value: TProjectListPage }
  | { endpointName: 'project'; arg: string; value: TProject }
  | { endpointName: 'publishedVersion'; arg: string; value: TPublishedVersion }
  | { endpointName: 'waysToEarn'; arg: string; value: TWayToEarn[] }
  | { endpointName: 'sharedCard'; arg: string; value: TSharedCard }
  | { endpointName: 'publicProfile'; arg: string; value: TPublicProfile };

/**
 * An API call made for a page being rendered: a GET under the API's prefix (a query included), as a
 * visitor would make it. A refusal (4xx) is an answer; the server's own failure throws.
 */
export type PageApiGet = (path: string) => Promise<{ status: number; body: unknown }>;

/** Where a page rendered on request is: its parameters, and the address's query ('' or '?…'). */
export interface RenderedLocation {
  params: Record<string, string>;
  search: string;
}

/**
 * The answers a page shows first; 'not-found' when what it shows is not there (the app says so, under
 * a 404), or null when it has nothing of its own to show (the app asks itself).
 */
export type PageData = PageDataEntry[] | 'not-found' | null;

/** What the web build's renderer exports. */
export interface PageRenderer {
  loadPageData(page: RenderedPage, location: RenderedLocation, get: PageApiGet): Promise<PageData>;
  /** The page at this address (a query included) as HTML, drawn from those answers, and its title. */
  renderPage(url: string, viewer: PrerenderedFor, data: readonly PageDataEntry[]): Promise<{ body: string; title: string }>;
}
