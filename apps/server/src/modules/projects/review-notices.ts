import type { Database } from '../../db/client.js';
import { oweNotices } from '../notifications/index.js';
import * as repo from './projects.repo.js';

/**
 * Owes every admin who may decide on it a notice that a version waits for review (docs/product-rules.md
 * "Projects and odds"), in the submission's transaction.
 */
export async function oweReviewersNotice(
  tx: Database,
  project: Pick<repo.ProjectRow, 'ownerId' | 'name'>,
  collection: Pick<repo.CollectionRow, 'name'>,
): Promise<void> {
  const reviewers = await repo.listReviewers(tx, project.ownerId);
  await oweNotices(
    tx,
    reviewers.map(({ id }) => ({
      userId: id,
      notice: {
        type: 'review_waiting',
        title: 'Review Waiting',
        message: `${collection.name} of ${project.name} waits for review.`,
        redirectUrl: '/admin?tab=review',
      },
    })),
  );
}
