import { asc, eq, inArray } from 'drizzle-orm';
import { HOUSE_PROJECT_SLUG } from '@arcana/shared';
import type { OddsVersion } from '@arcana/shared/draw';
import { ZOddsVersion } from '@arcana/shared/schemas';
import { collections, oddsVersions, projects } from '../../db/schema.js';
import type { Database } from '../../db/client.js';

/** A collection's version in force: what its next draw is drawn from. */
export interface ActiveVersion {
  id: string;
  hash: string;
  collectionId: string;
  version: OddsVersion;
}

/** A version never changes once written, so each is parsed once per process. */
const parsed = new Map<string, OddsVersion>();
function versionOf(id: string, canonical: string): OddsVersion {
  let version = parsed.get(id);
  if (!version) parsed.set(id, (version = ZOddsVersion.parse(JSON.parse(canonical))));
  return version;
}

/** The house project's first collection and its version in force (migration 0019 made them). */
export async function findHouseVersion(db: Database): Promise<ActiveVersion> {
  const [row] = await db
    .select({ id: oddsVersions.id, hash: oddsVersions.hash, canonical: oddsVersions.canonical, collectionId: collections.id })
    .from(projects)
    .innerJoin(collections, eq(collections.projectId, projects.id))
    .innerJoin(oddsVersions, eq(oddsVersions.id, collections.activeVersionId))
    .where(eq(projects.slug, HOUSE_PROJECT_SLUG))
    .orderBy(asc(collections.createdAt))
    .limit(1);
  if (!row) throw new Error('the house project has no published collection: were the migrations run?');
  return { id: row.id, hash: row.hash, collectionId: row.collectionId, version: versionOf(row.id, row.canonical) };
}

/** What a draw from a collection needs to know: its project (which its cards name), whether suspended, and its version in force. */
export interface DrawableCollection {
  project: { id: string; slug: string; name: string };
  /** The collection's own name, as its terms' refusals say it. */
  name: string;
  suspended: boolean;
  ownerId: string | null;
  drawsFrom: ActiveVersion | null;
}

export async function findDrawableCollection(db: Database, collectionId: string): Promise<DrawableCollection | undefined> {
  return (await findDrawableCollections(db, [collectionId])).get(collectionId);
}

/** Several collections as draws see them, by id, in one read; an id with no collection is left out. */
export async function findDrawableCollections(db: Database, collectionIds: string[]): Promise<Map<string, DrawableCollection>> {
  if (collectionIds.length === 0) return new Map();
  const rows = await db
    .select({
      collectionId: collections.id,
      collectionName: collections.name,
      projectId: projects.id,
      slug: projects.slug,
      name: projects.name,
      suspendedAt: projects.suspendedAt,
      ownerId: projects.ownerId,
      versionId: oddsVersions.id,
      hash: oddsVersions.hash,
      canonical: oddsVersions.canonical,
    })
    .from(collections)
    .innerJoin(projects, eq(projects.id, collections.projectId))
    .leftJoin(oddsVersions, eq(oddsVersions.id, collections.activeVersionId))
    .where(inArray(collections.id, collectionIds));
  return new Map(
    rows.map(({ collectionId, versionId, hash, canonical, ...row }) => [
      collectionId,
      {
        project: { id: row.projectId, slug: row.slug, name: row.name },
        name: row.collectionName,
        suspended: row.suspendedAt !== null,
        ownerId: row.ownerId,
        drawsFrom: versionId && hash && canonical ? { id: versionId, hash, collectionId, version: versionOf(versionId, canonical) } : null,
      },
    ]),
  );
}
