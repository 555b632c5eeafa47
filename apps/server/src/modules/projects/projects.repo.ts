import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { cardDesigns, cards, collections, exhaustions, oddsVersions, projectPictures, projects, users } from '../../db/schema.js';
import type { Database } from '../../db/client.js';

export type ProjectRow = typeof projects.$inferSelect;
export type CollectionRow = typeof collections.$inferSelect;
export type DesignRow = typeof cardDesigns.$inferSelect;
export type VersionRow = typeof oddsVersions.$inferSelect;

/** A project with its creator's username, as every answer shows it. */
export type OwnedProject = ProjectRow & { ownerName: string | null };

const ownedProject = { project: projects, ownerName: users.username };
const flatten = (rows: Array<{ project: ProjectRow; ownerName: string | null }>): OwnedProject[] =>
  rows.map(({ project, ownerName }) => ({ ...project, ownerName }));

export async function findProject(db: Database, where: { id: string } | { slug: string }): Promise<OwnedProject | undefined> {
  const rows = await db
    .select(ownedProject)
    .from(projects)
    .leftJoin(users, eq(users.id, projects.ownerId))
    .where('id' in where ? eq(projects.id, where.id) : eq(projects.slug, where.slug))
    .limit(1);
  return flatten(rows)[0];
}

export async function listOwnedProjects(db: Database, ownerId: string): Promise<OwnedProject[]> {
  const rows = await db
    .select(ownedProject)
    .from(projects)
    .leftJoin(users, eq(users.id, projects.ownerId))
    .where(eq(projects.ownerId, ownerId))
    .orderBy(desc(projects.createdAt));
  return flatten(rows);
}

export interface PublicListQuery {
  search?: string;
  sort: 'newest' | 'collected';
  limit: number;
  offset: number;
  /** The admins' list: suspended projects too, and a search of addresses. */
  moderating?: boolean;
}

/**
 * The public projects (not suspended, with a published collection) matching a search of their name or
 * tagline, newest or most collected first. The cards drawn are summed for all projects in one grouped
 * pass, not once per project: the sort by them reads every project.
 */
export async function listPublicProjects(
  db: Database,
  { search, sort, limit, offset, moderating = false }: PublicListQuery,
): Promise<Array<OwnedProject & { collected: number; avatarKey: string | null }>> {
  const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const drawn = db
    .select({ projectId: collections.projectId, collected: sql<number>`sum(${cardDesigns.drawnCount})::integer`.as('collected') })
    .from(collections)
    .innerJoin(cardDesigns, eq(cardDesigns.collectionId, collections.id))
    .where(isNotNull(collections.activeVersionId))
    .groupBy(collections.projectId)
    .as('drawn');
  const rows = await db
    .select({ ...ownedProject, collected: drawn.collected, avatarKey: projectPictures.key })
    .from(projects)
    .innerJoin(drawn, eq(drawn.projectId, projects.id))
    .leftJoin(users, eq(users.id, projects.ownerId))
    // At most one avatar a project (the table's unique index): the join never repeats a project.
    .leftJoin(projectPictures, and(eq(projectPictures.projectId, projects.id), eq(projectPictures.kind, 'avatar')))
    .where(
      and(
        moderating ? undefined : isNull(projects.suspendedAt),
        pattern
          ? or(ilike(projects.name, pattern), ilike(projects.tagline, pattern), moderating ? ilike(projects.slug, pattern) : undefined)
          : undefined,
      ),
    )
    .orderBy(...(sort === 'collected' ? [desc(drawn.collected)] : []), desc(projects.createdAt), desc(projects.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ project, ownerName, collected: count, avatarKey }) => ({
    ...project,
    ownerName,
    collected: Number(count),
    avatarKey,
  }));
}

/** The covers and avatars of these projects (art is a design's business, not the project's face). */
export function listShownPictures(db: Database, projectIds: string[]): Promise<Array<{ projectId: string; kind: string; key: string }>> {
  if (projectIds.length === 0) return Promise.resolve([]);
  return db
    .select({ projectId: projectPictures.projectId, kind: projectPictures.kind, key: projectPictures.key })
    .from(projectPictures)
    .where(and(inArray(projectPictures.projectId, projectIds), ne(projectPictures.kind, 'art')));
}

export async function insertProject(db: Database, values: typeof projects.$inferInsert): Promise<ProjectRow> {
  const [row] = await db.insert(projects).values(values).returning();
  return row!;
}

export async function updateProject(db: Database, id: string, values: Partial<typeof projects.$inferInsert>): Promise<void> {
  await db
    .update(projects)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(projects.id, id));
}

export function listCollections(db: Database, projectIds: string[], publishedOnly: boolean): Promise<CollectionRow[]> {
  if (projectIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(collections)
    .where(and(inArray(collections.projectId, projectIds), publishedOnly ? isNotNull(collections.activeVersionId) : undefined))
    .orderBy(asc(collections.createdAt), asc(collections.id));
}

export async function findCollection(db: Database, id: string): Promise<CollectionRow | undefined> {
  const [row] = await db.select().from(collections).where(eq(collections.id, id)).limit(1);
  return row;
}

/** The collection, its row held until the transaction ends. */
export async function lockCollection(db: Database, id: string): Promise<CollectionRow | undefined> {
  const [row] = await db.select().from(collections).where(eq(collections.id, id)).for('update');
  return row;
}

export async function insertCollection(db: Database, values: typeof collections.$inferInsert): Promise<CollectionRow> {
  const [row] = await db.insert(collections).values(values).returning();
  return row!;
}

export async function updateCollection(db: Database, id: string, values: Partial<typeof collections.$inferInsert>): Promise<void> {
  await db
    .update(collections)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(collections.id, id));
}

export function listDesigns(db: Database, collectionIds: string[]): Promise<DesignRow[]> {
  if (collectionIds.length === 0) return Promise.resolve([]);
  return db.select().from(cardDesigns).where(inArray(cardDesigns.collectionId, collectionIds)).orderBy(asc(cardDesigns.position));
}

export async function findDesign(db: Database, id: string): Promise<DesignRow | undefined> {
  const [row] = await db.select().from(cardDesigns).where(eq(cardDesigns.id, id)).limit(1);
  return row;
}

/** Adds a design after the collection's last one. */
export async function insertDesign(db: Database, values: Omit<typeof cardDesigns.$inferInsert, 'position'>): Promise<DesignRow> {
  const [row] = await db
    .insert(cardDesigns)
    .values({
      ...values,
      position: sql`(select coalesce(max(${cardDesigns.position}) + 1, 0) from ${cardDesigns} where ${cardDesigns.collectionId} = ${values.collectionId})`,
    })
    .returning();
  return row!;
}

export async function updateDesign(db: Database, id: string, values: Partial<typeof cardDesigns.$inferInsert>): Promise<DesignRow> {
  const [row] = await db.update(cardDesigns).set(values).where(eq(cardDesigns.id, id)).returning();
  return row!;
}

/** A design not frozen into any version: it was never part of what anyone drew from. */
export async function deleteDraftDesign(db: Database, id: string): Promise<boolean> {
  const deleted = await db
    .delete(cardDesigns)
    .where(and(eq(cardDesigns.id, id), isNull(cardDesigns.frozenAt)))
    .returning({ id: cardDesigns.id });
  return deleted.length > 0;
}

export function listVersions(db: Database, collectionIds: string[]): Promise<VersionRow[]> {
  if (collectionIds.length === 0) return Promise.resolve([]);
  return db.select().from(oddsVersions).where(inArray(oddsVersions.collectionId, collectionIds)).orderBy(desc(oddsVersions.number));
}

export async function findVersion(db: Database, where: { id: string } | { hash: string }): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(oddsVersions)
    .where('id' in where ? eq(oddsVersions.id, where.id) : eq(oddsVersions.hash, where.hash))
    .limit(1);
  return row;
}

/** Freezes a version for review, numbered after the collection's last. */
export async function insertVersion(db: Database, collectionId: string, canonical: string, hash: string): Promise<VersionRow> {
  const [row] = await db
    .insert(oddsVersions)
    .values({
      collectionId,
      canonical,
      hash,
      status: 'in_review',
      number: sql`(select coalesce(max(${oddsVersions.number}) + 1, 1) from ${oddsVersions} where ${oddsVersions.collectionId} = ${collectionId})`,
    })
    .returning();
  return row!;
}

/**
 * A rejected or superseded version submitted again unchanged: the same content, so the same version,
 * back in review (docs/decisions/041-earlier-terms-reopen-their-version.md).
 */
export async function reopenVersion(db: Database, id: string): Promise<void> {
  await db
    .update(oddsVersions)
    .set({ status: 'in_review', submittedAt: new Date(), reviewedAt: null, reviewedBy: null, rejectionReason: null })
    .where(and(eq(oddsVersions.id, id), inArray(oddsVersions.status, ['rejected', 'superseded'])));
}

/** How many versions wait for an admin's decision. */
export async function countWaitingVersions(db: Database): Promise<number> {
  const [row] = await db
    .select({ waiting: sql<number>`count(*)::integer` })
    .from(oddsVersions)
    .where(eq(oddsVersions.status, 'in_review'));
  return row?.waiting ?? 0;
}

/** The admins who may review a project's versions: every admin but its creator. */
export function listReviewers(db: Database, ownerId: string | null): Promise<Array<{ id: string }>> {
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, true), ownerId ? ne(users.id, ownerId) : undefined));
}

/** Where capped designs ran out under a version, in the order of the draws. */
export function listExhaustions(db: Database, versionId: string) {
  return db
    .select({ designId: exhaustions.designId, drawIndex: exhaustions.drawIndex })
    .from(exhaustions)
    .where(eq(exhaustions.oddsVersionId, versionId))
    .orderBy(asc(exhaustions.drawIndex));
}

/** How many accounts hold cards of each collection: its creator's figure, counted from the cards themselves. */
export async function countCollectors(db: Database, collectionIds: string[]): Promise<Map<string, number>> {
  if (collectionIds.length === 0) return new Map();
  const rows = await db
    .select({ collectionId: cardDesigns.collectionId, collectors: sql<number>`count(distinct ${cards.userId})::integer` })
    .from(cards)
    .innerJoin(cardDesigns, eq(cardDesigns.id, cards.designId))
    .where(and(inArray(cardDesigns.collectionId, collectionIds), isNull(cards.spentAt)))
    .groupBy(cardDesigns.collectionId);
  return new Map(rows.map((row) => [row.collectionId, Number(row.collectors)]));
}
