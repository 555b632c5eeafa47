import { fillPath, PROJECT_PATHS, type PageApiGet, type PageData } from '@arcana/shared';
import type { TProject, TProjectListPage, TPublishedVersion } from '@arcana/shared/schemas';
import { projectListQueryOf } from './project-list-query';
import type { projectsApi } from './projects.api';

type Entries = Parameters<typeof projectsApi.util.upsertQueryEntries>[0];

/** What the projects' list shows first: the page of it the address asks for, as the page asks for it. */
export async function projectListPageData(search: string, get: PageApiGet): Promise<PageData> {
  const query = projectListQueryOf(new URLSearchParams(search));
  const asked = new URLSearchParams(Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));
  const answer = await get(`${PROJECT_PATHS.list}?${asked}`);
  if (answer.status !== 200) return null;
  const entries: Entries = [{ endpointName: 'projectList', arg: query, value: answer.body as TProjectListPage }];
  return entries;
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
  const project = answer.body as TProject;
  const hashes = project.collections.flatMap((collection) => (collection.activeVersionHash ? [collection.activeVersionHash] : []));
  const versions = await Promise.all(hashes.map((hash) => get(fillPath(PROJECT_PATHS.version, { hash }))));
  const entries: Entries = [
    { endpointName: 'project', arg: slug, value: project },
    ...versions.flatMap(({ status, body }, i) =>
      status === 200 ? [{ endpointName: 'publishedVersion' as const, arg: hashes[i]!, value: body as TPublishedVersion }] : [],
    ),
  ];
  return entries;
}
