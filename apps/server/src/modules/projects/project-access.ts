import { PROJECT_MESSAGES } from '@arcana/shared';
import type { Database } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/app-error.js';
import type { UserRow } from '../users/index.js';
import * as repo from './projects.repo.js';

/** A creator holds an audience's trust: a stolen account must not rig odds (docs/product-rules.md "Projects and odds"). */
export function requireCreator(user: UserRow): void {
  if (!user.email || !user.emailVerifiedAt) throw forbidden('VERIFIED_EMAIL_REQUIRED', PROJECT_MESSAGES.creatorNeedsVerifiedEmail);
  if (!user.totpEnabledAt) throw forbidden('TWO_FACTOR_REQUIRED', PROJECT_MESSAGES.creatorNeedsTwoFactor);
}

/** The user's own project: 404 when there is none, 403 when it is someone else's. */
export async function ownProject(db: Database, user: UserRow, projectId: string): Promise<repo.OwnedProject> {
  const project = await repo.findProject(db, { id: projectId });
  if (!project) throw notFound('PROJECT_NOT_FOUND', PROJECT_MESSAGES.notFound);
  if (project.ownerId !== user.id) throw forbidden('NOT_YOUR_PROJECT', PROJECT_MESSAGES.notYours);
  return project;
}

/** The user's own collection: 404 when there is none, 403 when its project is someone else's. */
export async function ownCollection(db: Database, user: UserRow, collectionId: string): Promise<repo.CollectionRow> {
  const collection = await repo.findCollection(db, collectionId);
  if (!collection) throw notFound('COLLECTION_NOT_FOUND', PROJECT_MESSAGES.collectionNotFound);
  await ownProject(db, user, collection.projectId);
  return collection;
}
