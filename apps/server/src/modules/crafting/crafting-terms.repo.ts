import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cardDesigns, collections, oddsVersions, projects } from '../../db/schema.js';

/**
 * Published collections, oldest first, whose version in force has crafting terms (or every
 * published one, `withoutTerms`): of one project by its slug, or of all.
 */
export async function craftingCollections(db: Database, slug?: string, { withoutTerms = false } = {}): Promise<string[]> {
  const rows = await db
    .select({ id: collections.id })
    .from(collections)
    .innerJoin(oddsVersions, eq(oddsVersions.id, collections.activeVersionId))
    .innerJoin(projects, eq(projects.id, collections.projectId))
    .where(
      and(
        isNotNull(collections.activeVersionId),
        slug === undefined ? undefined : eq(projects.slug, slug),
        withoutTerms ? undefined : sql`(${oddsVersions.canonical}::jsonb) ? 'crafting'`,
      ),
    )
    .orderBy(asc(collections.createdAt), asc(collections.id));
  return rows.map((row) => row.id);
}

/** Designs by id, with the collection and project each is of. */
export function publishedDesigns(db: Database, designIds: string[]) {
  return db
    .select({ id: cardDesigns.id, collectionId: cardDesigns.collectionId, projectId: collections.projectId })
    .from(cardDesigns)
    .innerJoin(collections, eq(collections.id, cardDesigns.collectionId))
    .where(inArray(cardDesigns.id, designIds));
}
