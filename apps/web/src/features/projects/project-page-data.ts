import { fillPath, PROJECT_PATHS, type PageApiGet, type PageData, type PageDataEntry } from '@arcana/shared';
import { ZProject, ZProjectListPage, ZPublishedVersion } from '@arcana/shared/schemas';
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
 * What a project's page shows first: the project, and the version in force of each collection (its
 * odds). Not found when the project is not published. A version that does not answer is left to the
 * app to ask for, as it would without this.
 */
export async function projectPageData(slug: string, get: PageApiGet): Promise<PageData> {
  const answer = await get(fillPath(PROJECT_PATHS.bySlug, { slug }));
  if (answer.status === 404) return 'not-found';
  if (answer.status !== 200) return null;
  const project = ZProject.parse(answer.body);
  const hashes = project.collections.flatMap((collection) => (collection.activeVersionHash ? [collection.activeVersionHash] : []));
  const versions = await Promise.all(hashes.map((hash) => get(fillPath(PROJECT_PATHS.version, { hash }))));
  const read = versions.flatMap(({ status, body }, i): PageDataEntry[] =>
    status === 200 ? [{ endpointName: 'publishedVersion', arg: hashes[i]!, value: ZPublishedVersion.parse(body) }] : [],
  );
  return [{ endpointName: 'project', arg: slug, value: project }, ...read];
}
