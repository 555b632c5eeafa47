import { randomBytes } from 'node:crypto';
import { HOUSE_WEIGHTS_BP, canonicalJson, fairDraw, oddsVersionHash, type OddsVersion } from '@arcana/shared/draw';
import { CRAFTING_MESSAGES, oddsProblem, PLAY_MESSAGES, PROJECT_LIMITS, PROJECT_MESSAGES, RESERVED_SLUGS } from '@arcana/shared';
import { PROJECTS_PAGE_SIZE, type TRarity } from '@arcana/shared/schemas';
import type {
  TCollection,
  TCollectionBody,
  TCollectionPatch,
  TDesign,
  TDesignBody,
  TDesignPatch,
  TProject,
  TProjectBody,
  TProjectListPage,
  TProjectListQuery,
  TProjectPatch,
  TPublishedVersion,
  TTestDraw,
} from '@arcana/shared/schemas';
import type { Platform } from '../../platform/platform.js';
import type { Database } from '../../db/client.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { UserRow } from '../users/index.js';
import { requireDesignArt } from './design-art.js';
import { draftOf, presentCollection, presentDesign, presentSummary } from './project.presenter.js';
import { ownCollection as ownCollectionOf, ownProject as ownProjectOf, requireCreator } from './project-access.js';
import { createProjectPictures } from './project-pictures.js';
import { oweReviewersNotice } from './review-notices.js';
import { withCollections } from './project-views.js';
import * as repo from './projects.repo.js';

type Deps = Pick<Platform, 'db' | 'rateLimiter' | 'config' | 'outbox'>;

function refuseReservedSlug(slug: string | undefined): void {
  if (slug && (RESERVED_SLUGS as readonly string[]).includes(slug))
    throw badRequest('SLUG_RESERVED', PROJECT_MESSAGES.slugReserved, 'slug');
}

/** Runs a write that may take a slug another project has. */
async function takingSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('SLUG_TAKEN', PROJECT_MESSAGES.slugTaken, 'slug');
    throw error;
  }
}

/** A design's columns from a request: only the fields it gives. */
function designValues(body: TDesignPatch) {
  const values = {
    name: body.name,
    description: body.description,
    type: body.type,
    rarity: body.rarity,
    powerMin: body.power?.[0],
    powerMax: body.power?.[1],
    defenseMin: body.defense?.[0],
    defenseMax: body.defense?.[1],
    image: body.image,
    supplyCap: body.supplyCap,
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<typeof values>;
}

/** The designs a collection's terms name (an action's, a set's) are of that collection only (400 otherwise). */
async function requireOwnDesigns(tx: Database, collectionId: string | null, terms: Pick<TCollectionPatch, 'actions' | 'crafting'>) {
  const actionDesigns = Object.keys(terms.actions?.designs ?? {});
  const sets = terms.crafting?.sets ?? [];
  if (actionDesigns.length === 0 && sets.length === 0) return;
  const held = new Set(collectionId ? (await repo.listDesigns(tx, [collectionId])).map((design) => design.id) : []);
  const stranger = actionDesigns.find((id) => !held.has(id));
  if (stranger) throw badRequest('ACTION_DESIGN_UNKNOWN', PLAY_MESSAGES.actionDesign, `actions.designs.${stranger}`);
  const strangerSet = sets.findIndex((set) => set.designIds.some((id) => !held.has(id)));
  if (strangerSet >= 0) throw badRequest('SET_DESIGN_UNKNOWN', CRAFTING_MESSAGES.setDesigns, `crafting.sets.${strangerSet}.designIds`);
}

const linksOf = (links: TProjectBody['links']) => Object.fromEntries(Object.entries(links ?? {}).filter(([, value]) => value));

export function createProjectsService(deps: Deps) {
  const { db } = deps;
  const ownProject = (user: UserRow, projectId: string) => ownProjectOf(db, user, projectId);

  const ownCollection = (user: UserRow, collectionId: string) => ownCollectionOf(db, user, collectionId);

  /**
   * A change to the creator's collection, in a transaction that holds its row: changes to one
   * collection go one at a time (two at once never take the same design position or version number),
   * and none lands while a version of it waits for review.
   */
  async function changing<T>(user: UserRow, collectionId: string, work: (tx: Database, collection: repo.CollectionRow) => Promise<T>) {
    await ownCollection(user, collectionId);
    return db.transaction(async (tx) => {
      const collection = (await repo.lockCollection(tx, collectionId))!;
      if ((await repo.listVersions(tx, [collectionId])).some((v) => v.status === 'in_review'))
        throw conflict('IN_REVIEW', PROJECT_MESSAGES.inReview);
      return work(tx, collection);
    });
  }

  /** A change to one of the creator's designs: its collection's change, the design read under its lock. */
  async function changingDesign<T>(
    user: UserRow,
    designId: string,
    work: (tx: Database, design: repo.DesignRow, collection: repo.CollectionRow) => Promise<T>,
  ) {
    const design = await repo.findDesign(db, designId);
    if (!design) throw notFound('DESIGN_NOT_FOUND', PROJECT_MESSAGES.designNotFound);
    return changing(user, design.collectionId, async (tx, collection) => work(tx, (await repo.findDesign(tx, designId))!, collection));
  }

  /** The collection as submitting it would freeze it, once its odds can be published. */
  async function publishableDraft(collection: repo.CollectionRow, executor: Database = db): Promise<OddsVersion> {
    const designs = await repo.listDesigns(executor, [collection.id]);
    const version = draftOf(collection, designs);
    const problem = oddsProblem(
      version.weights,
      designs.map((d) => d.rarity as TRarity),
      { crafting: version.crafting !== undefined },
    );
    if (problem) throw badRequest('ODDS_INVALID', problem.message, problem.field);
    return version;
  }

  async function projectOf(projectId: string): Promise<TProject> {
    const project = await repo.findProject(db, { id: projectId });
    return (await withCollections(db, [project!], false))[0]!;
  }

  async function collectionOf(collectionId: string): Promise<TCollection> {
    const collection = (await repo.findCollection(db, collectionId))!;
    const [designs, versions, collectors] = await Promise.all([
      repo.listDesigns(db, [collectionId]),
      repo.listVersions(db, [collectionId]),
      repo.countCollectors(db, [collectionId]),
    ]);
    return presentCollection(collection, designs, versions, collectors.get(collectionId) ?? 0);
  }

  return {
    ...createProjectPictures(deps),

    async listPublic(query: TProjectListQuery & { page: number; sort: 'newest' | 'collected' }): Promise<TProjectListPage> {
      const rows = await repo.listPublicProjects(db, {
        search: query.q || undefined,
        sort: query.sort,
        limit: PROJECTS_PAGE_SIZE + 1,
        offset: (query.page - 1) * PROJECTS_PAGE_SIZE,
      });
      return {
        page: query.page,
        hasMore: rows.length > PROJECTS_PAGE_SIZE,
        projects: rows.slice(0, PROJECTS_PAGE_SIZE).map(presentSummary),
      };
    },

    /** A project as the public sees it: its published collections and versions; suspended or unpublished, none. */
    async findPublic(slug: string): Promise<TProject> {
      const project = await repo.findProject(db, { slug });
      const [shown] = project && !project.suspendedAt ? await withCollections(db, [project], true) : [];
      if (!shown || shown.collections.length === 0) throw notFound('PROJECT_NOT_FOUND', PROJECT_MESSAGES.notFound);
      return shown;
    },

    /** The creator's projects, drafts and all. */
    async listMine(user: UserRow): Promise<TProject[]> {
      return withCollections(db, await repo.listOwnedProjects(db, user.id), false);
    },

    async create(user: UserRow, body: TProjectBody): Promise<TProject> {
      requireCreator(user);
      refuseReservedSlug(body.slug);
      const row = await takingSlug(() =>
        repo.insertProject(db, {
          ownerId: user.id,
          slug: body.slug,
          name: body.name,
          tagline: body.tagline ?? '',
          description: body.description ?? '',
          accentColor: body.accentColor?.toLowerCase(),
          links: linksOf(body.links),
        }),
      );
      return projectOf(row.id);
    },

    async update(user: UserRow, projectId: string, patch: TProjectPatch): Promise<TProject> {
      requireCreator(user);
      await ownProject(user, projectId);
      refuseReservedSlug(patch.slug);
      await takingSlug(() =>
        repo.updateProject(db, projectId, {
          ...patch,
          accentColor: patch.accentColor?.toLowerCase(),
          links: patch.links === undefined ? undefined : linksOf(patch.links),
        }),
      );
      return projectOf(projectId);
    },

    async addCollection(user: UserRow, projectId: string, body: TCollectionBody): Promise<TCollection> {
      requireCreator(user);
      await ownProject(user, projectId);
      // A new collection has no designs yet: an action can be given to a rarity only, and a set holds none.
      await requireOwnDesigns(db, null, body);
      const row = await repo.insertCollection(db, {
        projectId,
        name: body.name,
        description: body.description ?? '',
        weights: body.weights ?? HOUSE_WEIGHTS_BP,
        ...(body.actions ? { actions: body.actions } : {}),
        ...(body.crafting ? { crafting: body.crafting } : {}),
        ...(body.trading ? { trading: body.trading } : {}),
      });
      return collectionOf(row.id);
    },

    async updateCollection(user: UserRow, collectionId: string, patch: TCollectionPatch): Promise<TCollection> {
      requireCreator(user);
      await changing(user, collectionId, async (tx) => {
        await requireOwnDesigns(tx, collectionId, patch);
        await repo.updateCollection(tx, collectionId, patch);
      });
      return collectionOf(collectionId);
    },

    async addDesign(user: UserRow, collectionId: string, body: TDesignBody): Promise<TDesign> {
      requireCreator(user);
      const row = await changing(user, collectionId, async (tx, collection) => {
        if ((await repo.listDesigns(tx, [collectionId])).length >= PROJECT_LIMITS.designsPerCollection)
          throw badRequest('TOO_MANY_DESIGNS', PROJECT_MESSAGES.tooManyDesigns, 'designs');
        await requireDesignArt(tx, collection.projectId, body.image);
        return repo.insertDesign(tx, { ...(designValues(body) as Required<ReturnType<typeof designValues>>), collectionId });
      });
      return presentDesign(row);
    },

    /**
     * A draft design changes freely; a frozen one (part of a published version) only in its supply
     * cap, never below what was drawn: the change reaches draws with the next reviewed version.
     */
    async updateDesign(user: UserRow, designId: string, patch: TDesignPatch): Promise<TDesign> {
      requireCreator(user);
      const updated = await changingDesign(user, designId, async (tx, design, collection) => {
        if (design.frozenAt && Object.keys(patch).some((key) => key !== 'supplyCap'))
          throw conflict(
            'DESIGN_FROZEN',
            PROJECT_MESSAGES.designFrozen,
            Object.keys(patch).find((key) => key !== 'supplyCap'),
          );
        if (patch.supplyCap != null && patch.supplyCap < design.drawnCount)
          throw badRequest('CAP_BELOW_DRAWN', PROJECT_MESSAGES.capBelowDrawn(design.drawnCount), 'supplyCap');
        if (patch.image !== undefined && patch.image !== design.image) await requireDesignArt(tx, collection.projectId, patch.image);
        return repo.updateDesign(tx, designId, designValues(patch));
      });
      return presentDesign(updated);
    },

    async removeDesign(user: UserRow, designId: string): Promise<void> {
      requireCreator(user);
      await changingDesign(user, designId, async (tx) => {
        if (!(await repo.deleteDraftDesign(tx, designId))) throw conflict('DESIGN_FROZEN', PROJECT_MESSAGES.designFrozen);
      });
    },

    /**
     * Freezes the collection as it stands into a version and sends it to the admins. The odds must be
     * publishable; the same content as the version in force is nothing to submit, and the same as a
     * rejected or superseded one is that version, asked again: back in force only once an admin
     * approves it again (docs/decisions/041-earlier-terms-reopen-their-version.md).
     */
    async submit(user: UserRow, collectionId: string): Promise<TCollection> {
      requireCreator(user);
      await changing(user, collectionId, async (tx, collection) => {
        const version = await publishableDraft(collection, tx);
        const hash = oddsVersionHash(version);
        const same = await repo.findVersion(tx, { hash });
        if (same?.status === 'published') throw conflict('NOTHING_TO_SUBMIT', PROJECT_MESSAGES.nothingToSubmit);
        if (same) await repo.reopenVersion(tx, same.id);
        else await repo.insertVersion(tx, collectionId, canonicalJson(version), hash);
        if (!collection.activeVersionId) await repo.updateCollection(tx, collectionId, { status: 'in_review', rejectionReason: null });
        await oweReviewersNotice(tx, (await repo.findProject(tx, { id: collection.projectId }))!, collection);
      });
      return collectionOf(collectionId);
    },

    /**
     * A card of the draft as a collector could draw it, by the same draw from a seed made for it and
     * thrown away: shown to its creator, never stored, no supply spent.
     */
    async testDraw(user: UserRow, collectionId: string): Promise<TTestDraw> {
      requireCreator(user);
      const collection = await ownCollection(user, collectionId);
      if (collection.activeVersionId) throw conflict('ALREADY_PUBLISHED', PROJECT_MESSAGES.alreadyPublished);
      const version = await publishableDraft(collection);
      const card = fairDraw({ serverSeed: randomBytes(32).toString('hex'), clientSeed: 'test-draw', nonce: 0 }, version)!;
      return { ...card, test: true };
    },

    /** A published version's canonical text, which anyone can hash and draw from. */
    async findPublishedVersion(hash: string): Promise<TPublishedVersion> {
      const version = await repo.findVersion(db, { hash: hash.toLowerCase() });
      if (!version?.publishedAt) throw new AppError('VERSION_NOT_FOUND', 404, PROJECT_MESSAGES.versionNotFound);
      return {
        hash: version.hash,
        exhaustions: await repo.listExhaustions(db, version.id),
        number: version.number,
        canonical: version.canonical,
        publishedAt: version.publishedAt.toISOString(),
        supersededAt: version.supersededAt?.toISOString() ?? null,
      };
    },
  };
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
