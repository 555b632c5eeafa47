import { PAGE_DATA_ID, type PageDataEntry } from '@arcana/shared';
import { api } from '../api/api';
import type { AppStore } from '../state/store';
import type { projectsApi } from '../features/projects';

/**
 * Puts the API answers a page was rendered with (docs/decisions/031) into the cache, so the first
 * render draws what the HTML shows instead of asking again. After the page's code has loaded: an
 * answer is filed under its endpoint, which the page's module adds.
 */
export function seedPageData(store: AppStore, data: readonly PageDataEntry[]) {
  if (data.length === 0) return;
  // The cache's own action for answers that arrived elsewhere, typed by the endpoints the entries name
  // (the projects feature adds them to `api`, whose own types know none).
  const upsert = api.util.upsertQueryEntries as typeof projectsApi.util.upsertQueryEntries;
  store.dispatch(upsert([...data]));
}

/** The answers the server rendered this page with, or none when it was not rendered on request. */
export function renderedPageData(): PageDataEntry[] {
  const block = document.getElementById(PAGE_DATA_ID);
  return block?.textContent ? (JSON.parse(block.textContent) as PageDataEntry[]) : [];
}
