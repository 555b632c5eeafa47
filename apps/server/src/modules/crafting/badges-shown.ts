import type { TBadge } from '@arcana/shared/schemas';
import type { Database } from '../../db/client.js';
import { presentBadge } from './craft.presenter.js';
import { findBadges } from './crafting.repo.js';

/** A collector's badges of every project, newest first: what their public profile shows. */
export async function allBadgesOf(db: Database, userId: string): Promise<TBadge[]> {
  return (await findBadges(db, userId)).map(presentBadge);
}

/**
 * A collector's badges of one project, newest first: what a card of theirs shared from it shows
 * beside it.
 */
export async function badgesInProject(db: Database, userId: string, projectSlug: string): Promise<TBadge[]> {
  return (await findBadges(db, userId)).filter((badge) => badge.slug === projectSlug).map(presentBadge);
}
