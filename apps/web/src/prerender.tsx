import type { ReactNode } from 'react';
import { prerender as renderStatic } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { PageApiGet, PageData, PageDataEntry, PageRenderer, PrerenderedFor, RenderedLocation, RenderedPage } from '@arcana/shared';
import { api } from './api/api';
import { App } from './app/App';
import { PageTitleSink, pageTitle } from './components/usePageTitle';
import { loadPagesFor } from './app/router';
import { prerenderSession } from './app/prerendered';
import { seedPageData } from './app/page-data';
import { projectListPageData, projectPageData } from './features/projects/project-page-data';
import { sharePageData } from './features/shares/share-page-data';
import { profilePageData } from './features/profiles/profile-page-data';
import { createStore } from './state/store';

/**
 * The build's server-side entry (build/first-screen.ts): a page's first screen as HTML, as the
 * browser's first render will draw it for this viewer, so it can paint before any script has run,
 * and the page's title. `data`: the API answers it is drawn from, for a page rendered on request
 * (whose address may have a query).
 */
export async function prerender(
  url: string,
  viewer: PrerenderedFor,
  data: readonly PageDataEntry[] = [],
): Promise<{ body: string; title: string }> {
  await loadPagesFor(new URL(url, 'http://page').pathname);
  const store = createStore(prerenderSession(viewer));
  seedPageData(store, data);
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  const errors: unknown[] = [];
  let title: string | undefined;
  // Waits for whatever the page loads lazily, so the HTML is the page and not its loading state.
  const app = <App store={store} Router={Router} />;
  const { prelude } = await renderStatic(<PageTitleSink value={(named) => (title = named)}>{app}</PageTitleSink>, {
    onError: (error) => void errors.push(error),
    // Every boundary in place: an outlined one would need an inline script to show, and the CSP allows none.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  if (errors.length) throw new AggregateError(errors, `prerendering ${url} failed`);
  const html = await new Response(prelude).text();
  // The cache's timers for unused answers would hold each render's store for a minute in the server.
  store.dispatch(api.util.resetApiState());
  if (html.includes('<script')) throw new Error(`prerendering ${url} wrote a script, which the page would not run`);
  if (!title) throw new Error(`prerendering ${url}: the page names no title (usePageTitle)`);
  return { body: html, title: pageTitle(title) };
}

/** What each page rendered on request shows first (packages/shared's RENDERED_PAGES). */
const PAGE_DATA: Record<RenderedPage, (location: RenderedLocation, get: PageApiGet) => Promise<PageData>> = {
  '/projects': ({ search }, get) => projectListPageData(search, get),
  '/projects/:slug': ({ params }, get) => projectPageData(params.slug!, get),
  '/c/:shareId': ({ params }, get) => sharePageData(params.shareId!, get),
  '/u/:username': ({ params }, get) => profilePageData(params.username!, get),
};

/** The server's renderer (docs/decisions/031): the same render as the build's, from the API's answers. */
export const loadPageData: PageRenderer['loadPageData'] = (page, location, get) => PAGE_DATA[page](location, get);
export const renderPage: PageRenderer['renderPage'] = prerender;

export { renderEarlyTemplates } from './features/cards/inventory/early-inventory-templates';
