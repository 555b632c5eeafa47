import { PAGE_DATA_ID, type PageDataEntry } from '@arcana/shared';
import { api } from '../api/api';
import type { AppStore } from '../state/store';
import type { projectsApi } from '../features/projects';
import type { rewardsApi } from '../features/rewards';
import type { sharesApi } from '../features/shares/shares.api';

/**
 * Puts the API answers a page was rendered with (docs/decisions/031) into the cache, so the first
 * render draws what the HTML shows instead of asking again. After the page's code has loaded: an
 * answer is filed under its endpoint, which the page's module adds.
 */
export function seedPageData(store: AppStore, data: readonly PageDataEntry[]) {
  if (data.length === 0) return;
  // The cache's own action for answers that arrived elsewhere, typed by the endpoints the entries name
  // (the projects, rewards and shares features add them to `api`, whose own types know none).
  const upsertProjects = api.util.upsertQueryEntries as typeof projectsApi.util.upsertQueryEntries;
  const upsertRewards = api.util.upsertQueryEntries as typeof rewardsApi.util.upsertQueryEntries;
  const upsertShares = api.util.upsertQueryEntries as typeof sharesApi.util.upsertQueryEntries;
  const ways = data.filter((entry) => entry.endpointName === 'waysToEarn');
  const shared = data.filter((entry) => entry.endpointName === 'sharedCard');
  const others = data.filter((entry) => entry.endpointName !== 'waysToEarn' && entry.endpointName !== 'sharedCard');
  if (others.length > 0) store.dispatch(upsertProjects(others));
  if (ways.length > 0) store.dispatch(upsertRewards(ways));
  if (shared.length > 0) store.dispatch(upsertShares(shared));
}

/** The answers the server rendered this page with, or none when it was not rendered on request. */
export function renderedPageData(): PageDataEntry[] {
  const block = document.getElementById(PAGE_DATA_ID);
  return block?.textContent ? (JSON.parse(block.textContent) as PageDataEntry[]) : [];
}
