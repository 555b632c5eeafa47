import type { ReactNode } from 'react';
import { prerender as renderStatic } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { PrerenderedFor } from '@arcana/shared';
import { App } from './app/App';
import { PageTitleSink, pageTitle } from './components/usePageTitle';
import { loadPagesFor } from './app/router';
import { prerenderSession } from './app/prerendered';
import { createStore } from './state/store';

/**
 * The build's server-side entry (build/first-screen.ts): a page's first screen as HTML, as the
 * browser's first render will draw it for this viewer, so it can paint before any script has run,
 * and the page's title.
 */
export async function prerender(path: string, viewer: PrerenderedFor): Promise<{ body: string; title: string }> {
  await loadPagesFor(path);
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;
  const errors: unknown[] = [];
  let title: string | undefined;
  // Waits for whatever the page loads lazily, so the HTML is the page and not its loading state.
  const app = <App store={createStore(prerenderSession(viewer))} Router={Router} />;
  const { prelude } = await renderStatic(<PageTitleSink value={(named) => (title = named)}>{app}</PageTitleSink>, {
    onError: (error) => void errors.push(error),
    // Every boundary in place: an outlined one would need an inline script to show, and the CSP allows none.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  if (errors.length) throw new AggregateError(errors, `prerendering ${path} failed`);
  const html = await new Response(prelude).text();
  if (html.includes('<script')) throw new Error(`prerendering ${path} wrote a script, which the page would not run`);
  if (!title) throw new Error(`prerendering ${path}: the page names no title (usePageTitle)`);
  return { body: html, title: pageTitle(title) };
}

export { renderEarlyTemplates } from './features/cards/inventory/early-inventory-templates';
