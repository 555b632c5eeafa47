import { and, eq, inArray, isNull } from 'drizzle-orm';
import { PROJECT_MESSAGES } from '@arcana/shared';
import { PROJECTS_PAGE_SIZE, ZOddsVersion, type TModeratedProjectPage, type TReviewCount, type TReviewItem } from '@arcana/shared/schemas';
import type { Platform } from '../../platform/platform.js';
import { cardDesigns, collections, oddsVersions, projects, users } from '../../db/schema.js';
import { conflict, forbidden, notFound } from '../../lib/app-error.js';
import { recordWebhookEvents } from '../webhooks/index.js';
import { recordDomainEvents } from '../../outbox/domain-events.repo.js';
import { recordAudit } from '../../lib/audit.js';
import type { ClientInfo } from '../../lib/client-info.js';
import { presentModerated, presentVersion } from './project.presenter.js';
import { withCollections } from './project-views.js';
import * as repo from './projects.repo.js';
import { oweNotices } from '../notifications/index.js';

type Deps = Pick<Platform, 'db' | 'mail' | 'config'>;

/** The admin deciding, and where from (the audit trail). */
export interface Reviewer {
  id: string;
  client?: ClientInfo;
}

/**
 * The admins' review of what creators publish (docs/product-rules.md "Projects and odds"): a version
 * reaches draws only once approved; a rejection's reason reaches the creator by mail and notification;
 * every decision is audited; no admin decides on their own project.
 */
export function createReviewService({ db, mail, config }: Deps) {
  /** A version in review, its collection and project; refused when decided already or when it is the reviewer's own. */
  async function pending(reviewer: Reviewer, versionId: string) {
    const version = await repo.findVersion(db, { id: versionId });
    if (!version) throw notFound('VERSION_NOT_FOUND', PROJECT_MESSAGES.versionNotFound);
    const collection = (await repo.findCollection(db, version.collectionId))!;
    const project = (await repo.findProject(db, { id: collection.projectId }))!;
    if (project.ownerId === reviewer.id) throw forbidden('CANNOT_REVIEW_OWN', PROJECT_MESSAGES.cannotReviewOwn);
    if (version.status !== 'in_review') throw conflict('NOT_IN_REVIEW', PROJECT_MESSAGES.notInReview);
    return { version, collection, project };
  }

  /** What the creator is told of their collection's review (their bell, their mail), owed in the decision's transaction. */
  async function oweCreatorWord(
    tx: typeof db,
    project: repo.OwnedProject,
    collection: repo.CollectionRow,
    approved: boolean,
    reason?: string,
  ) {
    if (!project.ownerId) return;
    await oweNotices(tx, [
      {
        userId: project.ownerId,
        notice: {
          type: 'collection_reviewed',
          title: approved ? 'Collection Published' : 'Collection Not Published',
          message: approved
            ? `${collection.name} of ${project.name} passed review: collectors can draw from it now.`
            : `${collection.name} of ${project.name} was not published: ${reason}`,
          redirectUrl: approved ? `/projects/${project.slug}` : '/forge',
        },
      },
    ]);
    const [owner] = await tx.select({ email: users.email, username: users.username }).from(users).where(eq(users.id, project.ownerId));
    if (!owner?.email) return;
    const link = approved ? `${config.publicUrl}/projects/${project.slug}` : `${config.publicUrl}/forge`;
    const review = { project: project.name, collection: collection.name, reason };
    await mail.owe(tx, owner.email, { review, approved, username: owner.username, link });
  }

  return {
    /** Every published project, suspended ones too, newest first: the ones an admin may suspend or restore. */
    async projects(query: { q?: string; page: number }): Promise<TModeratedProjectPage> {
      const rows = await repo.listPublicProjects(db, {
        search: query.q || undefined,
        sort: 'newest',
        limit: PROJECTS_PAGE_SIZE + 1,
        offset: (query.page - 1) * PROJECTS_PAGE_SIZE,
        moderating: true,
      });
      return {
        page: query.page,
        hasMore: rows.length > PROJECTS_PAGE_SIZE,
        projects: rows.slice(0, PROJECTS_PAGE_SIZE).map(presentModerated),
      };
    },

    /** How many versions wait: the Review tab's badge. */
    async waiting(): Promise<TReviewCount> {
      return { waiting: await repo.countWaitingVersions(db) };
    },

    /** The versions waiting, oldest first, each with its project as the public would see it once approved. */
    async queue(): Promise<TReviewItem[]> {
      const waiting = await db.select().from(oddsVersions).where(eq(oddsVersions.status, 'in_review')).orderBy(oddsVersions.submittedAt);
      const items: TReviewItem[] = [];
      for (const version of waiting) {
        const collection = (await repo.findCollection(db, version.collectionId))!;
        const project = (await repo.findProject(db, { id: collection.projectId }))!;
        const [shown] = await withCollections(db, [project], false);
        const preview = {
          ...shown!,
          collections: shown!.collections
            .filter((c) => c.id === collection.id || c.activeVersionHash !== null)
            .map((c) => (c.id === collection.id ? { ...c, status: 'published' as const, activeVersionHash: version.hash } : c)),
        };
        items.push({ version: presentVersion(version), canonical: version.canonical, collectionId: collection.id, preview });
      }
      return items;
    },

    /**
     * Publishes the version: draws read it from now on, the one it replaces is superseded, and its
     * designs are frozen (only their supply caps may change from then on). A version in force before
     * keeps the date it was first published (docs/decisions/041-earlier-terms-reopen-their-version.md).
     */
    async approve(reviewer: Reviewer, versionId: string): Promise<void> {
      const { version, collection, project } = await pending(reviewer, versionId);
      const designIds = ZOddsVersion.parse(JSON.parse(version.canonical)).designs.map((d) => d.id);
      const now = new Date();
      await db.transaction(async (tx) => {
        const [decided] = await tx
          .update(oddsVersions)
          .set({
            status: 'published',
            reviewedAt: now,
            reviewedBy: reviewer.id,
            publishedAt: version.publishedAt ?? now,
            supersededAt: null,
          })
          .where(and(eq(oddsVersions.id, versionId), eq(oddsVersions.status, 'in_review')))
          .returning({ id: oddsVersions.id });
        if (!decided) throw conflict('NOT_IN_REVIEW', PROJECT_MESSAGES.notInReview);
        if (collection.activeVersionId)
          await tx
            .update(oddsVersions)
            .set({ status: 'superseded', supersededAt: now })
            .where(eq(oddsVersions.id, collection.activeVersionId));
        await tx
          .update(collections)
          .set({ activeVersionId: versionId, status: 'published', rejectionReason: null, updatedAt: now })
          .where(eq(collections.id, collection.id));
        await tx
          .update(cardDesigns)
          .set({ frozenAt: now })
          .where(and(inArray(cardDesigns.id, designIds), isNull(cardDesigns.frozenAt)));
        await recordAudit(tx, {
          actorId: reviewer.id,
          subjectId: project.ownerId,
          action: 'review.approve',
          meta: { projectId: project.id, collectionId: collection.id, versionId, hash: version.hash },
          client: reviewer.client,
        });
        await recordWebhookEvents(tx, { projectId: project.id }, 'collection.published', [{ collectionId: collection.id }]);
        await oweCreatorWord(tx, project, collection, true);
      });
    },

    /**
     * Refuses the version with a reason the creator is told; a collection never published goes back to
     * them as rejected. A version that was in force before goes back to being superseded: its text
     * stays public for the cards drawn from it, and the reason stays the creator's.
     */
    async reject(reviewer: Reviewer, versionId: string, reason: string): Promise<void> {
      const { version, collection, project } = await pending(reviewer, versionId);
      const now = new Date();
      const refused = version.publishedAt ? { status: 'superseded' } : { status: 'rejected', rejectionReason: reason };
      await db.transaction(async (tx) => {
        const [decided] = await tx
          .update(oddsVersions)
          .set({ ...refused, reviewedAt: now, reviewedBy: reviewer.id })
          .where(and(eq(oddsVersions.id, versionId), eq(oddsVersions.status, 'in_review')))
          .returning({ id: oddsVersions.id });
        if (!decided) throw conflict('NOT_IN_REVIEW', PROJECT_MESSAGES.notInReview);
        if (!collection.activeVersionId)
          await tx
            .update(collections)
            .set({ status: 'rejected', rejectionReason: reason, updatedAt: now })
            .where(eq(collections.id, collection.id));
        await recordAudit(tx, {
          actorId: reviewer.id,
          subjectId: project.ownerId,
          action: 'review.reject',
          meta: { projectId: project.id, collectionId: collection.id, versionId, hash: version.hash, reason },
          client: reviewer.client,
        });
        await oweCreatorWord(tx, project, collection, false, reason);
      });
    },

    /** Hides a project and stops its draws (or lifts that), audited; its creator is told, with the reason. */
    async suspend(reviewer: Reviewer, projectId: string, reason: string | null): Promise<void> {
      const project = await repo.findProject(db, { id: projectId });
      if (!project) throw notFound('PROJECT_NOT_FOUND', PROJECT_MESSAGES.notFound);
      await db.transaction(async (tx) => {
        await tx
          .update(projects)
          .set({ suspendedAt: reason === null ? null : new Date(), suspendedReason: reason, updatedAt: new Date() })
          .where(eq(projects.id, projectId));
        await recordAudit(tx, {
          actorId: reviewer.id,
          subjectId: project.ownerId,
          action: reason === null ? 'project.unsuspend' : 'project.suspend',
          meta: { projectId, ...(reason === null ? {} : { reason }) },
          client: reviewer.client,
        });
        // Each collection that was drawn from stops with its project.
        if (reason !== null) {
          const stopped = await tx
            .select({ id: collections.id })
            .from(collections)
            .where(and(eq(collections.projectId, projectId), eq(collections.status, 'published')));
          await recordWebhookEvents(
            tx,
            { projectId },
            'collection.suspended',
            stopped.map(({ id }) => ({ collectionId: id, reason })),
          );
        }
        if (project.ownerId)
          await oweNotices(tx, [
            {
              userId: project.ownerId,
              notice: {
                type: 'system',
                title: reason === null ? 'Project Restored' : 'Project Suspended',
                message:
                  reason === null
                    ? `${project.name} is public again: collectors can draw from it.`
                    : `${project.name} is hidden and its cards cannot be drawn: ${reason}`,
                redirectUrl: '/forge?tab=manage',
              },
            },
          ]);
        // Its overlay pages stop with it, whichever instance holds them (docs/decisions/043).
        await recordDomainEvents(tx, [
          { type: 'project.suspended', userId: reviewer.id, subject: { projectId, suspended: reason !== null }, requestId: null },
        ]);
      });
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
