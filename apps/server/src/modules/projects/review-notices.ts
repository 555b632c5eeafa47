import type { AppDeps } from '../../deps.js';
import * as repo from './projects.repo.js';

/**
 * Tells every admin who may decide on it that a version waits for review (docs/product-rules.md
 * "Projects and odds"). Sent once the submission is committed, as every notification is today.
 */
export async function tellReviewers(
  { db, bus }: Pick<AppDeps, 'db' | 'bus'>,
  project: Pick<repo.ProjectRow, 'ownerId' | 'name'>,
  collection: Pick<repo.CollectionRow, 'name'>,
): Promise<void> {
  const reviewers = await repo.listReviewers(db, project.ownerId);
  await Promise.all(
    reviewers.map(({ id }) =>
      bus.emit('notificationRequested', {
        userId: id,
        type: 'review_waiting',
        title: 'Review Waiting',
        message: `${collection.name} of ${project.name} waits for review.`,
        redirectUrl: '/admin?tab=review',
      }),
    ),
  );
}
