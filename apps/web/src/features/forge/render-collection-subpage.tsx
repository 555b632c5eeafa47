import type { ReactElement } from 'react';
import { API_PREFIX, AUTH_PATHS, fillPath, NOTIFICATION_PATHS, PROJECT_PATHS } from '@arcana/shared';
import type { TCollection, TCollectionPatch } from '@arcana/shared/schemas';
import { serveApi } from '../../test-api';
import { buildCollection, buildProject, buildUser } from '../../test-support';
import { renderSubpage } from './render-subpage';

const path = (template: string, params: Record<string, string> = {}) => `${API_PREFIX}${fillPath(template, params)}`;
/** The collection's own address, which its pages PATCH. */
export const collectionPath = path(PROJECT_PATHS.collection, { collectionId: 'c1' });

/**
 * One of a collection's own pages of The Forge (`subpage`: 'crafting'), for a signed-in creator whose
 * project holds the published collection First Light ('c1', as `collection` adjusts it). A PATCH is
 * kept in `patched` and read back, unless the routes given answer it; `server` is to restore.
 */
export function renderCollectionSubpage(
  subpage: string,
  page: ReactElement,
  { collection = {}, routes = {} }: { collection?: Partial<TCollection>; routes?: Parameters<typeof serveApi>[0] } = {},
) {
  let current = buildCollection({ status: 'published', activeVersionHash: 'a'.repeat(64), ...collection });
  const patched: TCollectionPatch[] = [];
  localStorage.setItem('token', 'stored-access');
  const server = serveApi({
    [`GET ${path(AUTH_PATHS.verify)}`]: () => ({ user: buildUser({ has2FA: true }), isObserving: false }),
    [`GET ${path(NOTIFICATION_PATHS.preferences)}`]: () => ({ preferences: [] }),
    [`GET ${path(PROJECT_PATHS.mine)}`]: () => [buildProject({ collections: [current] })],
    [`PATCH ${collectionPath}`]: async (_url, request) => {
      const body = (await request.json()) as TCollectionPatch;
      patched.push(body);
      current = { ...current, ...body } as TCollection;
      return current;
    },
    ...routes,
  });
  renderSubpage(`/forge/collections/:collectionId/${subpage}`, `/forge/collections/c1/${subpage}`, page);
  return { patched, server };
}
