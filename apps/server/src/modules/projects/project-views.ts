import type { TCollection, TProject } from '@arcana/shared/schemas';
import type { Database } from '../../db/client.js';
import { presentCollection, presentProject } from './project.presenter.js';
import * as repo from './projects.repo.js';

/**
 * Projects with their collections: all of them (their creator, an admin), or only the published
 * ones with their published versions (the public).
 */
export async function withCollections(db: Database, projects: repo.OwnedProject[], publishedOnly: boolean): Promise<TProject[]> {
  const collections = await repo.listCollections(
    db,
    projects.map((p) => p.id),
    publishedOnly,
  );
  const ids = collections.map((c) => c.id);
  const [designs, versions] = await Promise.all([repo.listDesigns(db, ids), repo.listVersions(db, ids)]);
  const shown = (collection: repo.CollectionRow): TCollection =>
    presentCollection(
      collection,
      designs.filter((d) => d.collectionId === collection.id),
      versions.filter((v) => v.collectionId === collection.id && (!publishedOnly || v.publishedAt !== null)),
    );
  return projects.map((project) => presentProject(project, collections.filter((c) => c.projectId === project.id).map(shown)));
}
