import { fillPath, PROJECT_PATHS, REWARD_PATHS, type PageApiGet, type PageData, type PageDataEntry } from '@arcana/shared';
import { ZProject, ZProjectListPage, ZPublishedVersion, ZWaysToEarn } from '@arcana/shared/schemas';
import { projectListQueryOf } from './project-list-query';

// Each answer is read with the contract's schema (on the server, where pages are rendered), so what
// travels with the page is what the app's cache would hold.

/** What the projects' list shows first: the page of it the address asks for, as the page asks for it. */
export async function projectListPageData(search: string, get: PageApiGet): Promise<PageData> {
  const query = projectListQueryOf(new URLSearchParams(search));
  const asked = new URLSearchParams(Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));
  const answer = await get(`${PROJECT_PATHS.list}?${asked}`);
  if (answer.status !== 200) return null;
  return [{ endpointName: 'projectList', arg: query, value: ZProjectListPage.parse(answer.body) }];
}

/**
 * What a project's page shows first: the project, and each collection's version in force (its odds)
 * and ways to earn. Not found when the project is not published. An answer that does not come is left
 * to the app to ask for, as it would without this.
 */
export async function projectPageData(slug: string, get: PageApiGet): Promise<PageData> {
  const answer = await get(fillPath(PROJECT_PATHS.bySlug, { slug }));
  if (answer.status === 404) return 'not-found';
  if (answer.status !== 200) return null;
  const project = ZProject.parse(answer.body);
  const hashes = project.collections.flatMap((collection) => (collection.activeVersionHash ? [collection.activeVersionHash] : []));
  const ids = project.collections.map((collection) => collection.id);
  const [versions, ways] = await Promise.all([
    Promise.all(hashes.map((hash) => get(fillPath(PROJECT_PATHS.version, { hash })))),
    Promise.all(ids.map((collectionId) => get(fillPath(REWARD_PATHS.waysToEarn, { collectionId })))),
  ]);
  const read = versions.flatMap(({ status, body }, i): PageDataEntry[] =>
    status === 200 ? [{ endpointName: 'publishedVersion', arg: hashes[i]!, value: ZPublishedVersion.parse(body) }] : [],
  );
  const earned = ways.flatMap(({ status, body }, i): PageDataEntry[] =>
    status === 200 ? [{ endpointName: 'waysToEarn', arg: ids[i]!, value: ZWaysToEarn.parse(body) }] : [],
  );
  return [{ endpointName: 'project', arg: slug, value: project }, ...read, ...earned];
}
