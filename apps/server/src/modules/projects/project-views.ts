import { ZOddsVersion, type TCollection, type TProject, type TWeights } from '@arcana/shared/schemas';
import type { Database } from '../../db/client.js';
import { presentCollection, presentProject, type ShownPictures } from './project.presenter.js';
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
  const [designs, versions, pictures, collectors] = await Promise.all([
    repo.listDesigns(db, ids),
    repo.listVersions(db, ids),
    repo.listShownPictures(
      db,
      projects.map((p) => p.id),
    ),
    publishedOnly ? new Map<string, number>() : repo.countCollectors(db, ids),
  ]);
  const shown = (collection: repo.CollectionRow): TCollection => {
    const presented = presentCollection(
      collection,
      designs.filter((d) => d.collectionId === collection.id),
      versions.filter((v) => v.collectionId === collection.id && (!publishedOnly || v.publishedAt !== null)),
      publishedOnly ? null : (collectors.get(collection.id) ?? 0),
    );
    return publishedOnly
      ? asPublished(
          presented,
          versions.find((v) => v.id === collection.activeVersionId)!,
        )
      : presented;
  };
  const picturesOf = (projectId: string): ShownPictures =>
    Object.fromEntries(pictures.filter((p) => p.projectId === projectId).map((p) => [p.kind, p.key]));
  return projects.map((project) =>
    presentProject(project, collections.filter((c) => c.projectId === project.id).map(shown), picturesOf(project.id)),
  );
}

/**
 * A collection as its version in force has it, not as its creator's draft stands: the public sees
 * the weights and designs draws read, with each design's cards drawn so far.
 */
function asPublished(collection: TCollection, active: repo.VersionRow): TCollection {
  const version = ZOddsVersion.parse(JSON.parse(active.canonical));
  const drawn = new Map(collection.designs.map((d) => [d.id, d.drawn]));
  return {
    ...collection,
    status: 'published',
    rejectionReason: null,
    weights: version.weights as TWeights,
    designs: version.designs.map((design) => ({
      ...design,
      power: [...design.power],
      defense: [...design.defense],
      drawn: drawn.get(design.id) ?? 0,
      frozen: true,
    })),
  };
}
