import { PAGE_DATA_ID, type PageDataEntry } from '@arcana/shared';
import { api } from '../api/api';
import type { AppStore } from '../state/store';
import type { projectsApi } from '../features/projects';
import type { rewardsApi } from '../features/rewards';
import type { sharesApi } from '../features/shares/shares.api';
import type { profilesApi } from '../features/profiles/profiles.api';

/** Each answer's feature, whose endpoints file it: a new kind of answer must say which. */
const FEATURE_OF = {
  projectList: 'projects',
  project: 'projects',
  publishedVersion: 'projects',
  waysToEarn: 'rewards',
  sharedCard: 'shares',
  publicProfile: 'profiles',
} as const satisfies Record<PageDataEntry['endpointName'], string>;
type Feature = (typeof FEATURE_OF)[keyof typeof FEATURE_OF];
type EntryOf<F extends Feature> = Extract<
  PageDataEntry,
  { endpointName: { [N in keyof typeof FEATURE_OF]: (typeof FEATURE_OF)[N] extends F ? N : never }[keyof typeof FEATURE_OF] }
>;

/**
 * Puts the API answers a page was rendered with (docs/decisions/031) into the cache, so the first
 * render draws what the HTML shows instead of asking again. After the page's code has loaded: an
 * answer is filed under its endpoint, which the page's module adds.
 */
export function seedPageData(store: AppStore, data: readonly PageDataEntry[]) {
  // The cache's own action for answers that arrived elsewhere, typed by the endpoints the entries name
  // (each feature adds its own to `api`, whose own types know none).
  const of = <F extends Feature>(feature: F) => data.filter((entry): entry is EntryOf<F> => FEATURE_OF[entry.endpointName] === feature);
  const [projects, ways, shared, profiles] = [of('projects'), of('rewards'), of('shares'), of('profiles')];
  if (projects.length) store.dispatch((api.util.upsertQueryEntries as typeof projectsApi.util.upsertQueryEntries)(projects));
  if (ways.length) store.dispatch((api.util.upsertQueryEntries as typeof rewardsApi.util.upsertQueryEntries)(ways));
  if (shared.length) store.dispatch((api.util.upsertQueryEntries as typeof sharesApi.util.upsertQueryEntries)(shared));
  if (profiles.length) store.dispatch((api.util.upsertQueryEntries as typeof profilesApi.util.upsertQueryEntries)(profiles));
}

/** The answers the server rendered this page with, or none when it was not rendered on request. */
export function renderedPageData(): PageDataEntry[] {
  const block = document.getElementById(PAGE_DATA_ID);
  return block?.textContent ? (JSON.parse(block.textContent) as PageDataEntry[]) : [];
}
