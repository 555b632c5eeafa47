import { randomBytes } from 'node:crypto';
import { fillPath, SHARE_LIMITS, SHARE_MESSAGES, SHARE_PAGE_PATH } from '@arcana/shared';
import { ZCardFace, type TCardShare, type TCardShareState, type TSharedCard } from '@arcana/shared/schemas';
import { and, eq, isNull } from 'drizzle-orm';
import { badgesInProject } from '../crafting/index.js';
import { cardOwners } from '../trading/index.js';
import type { Platform } from '../../platform/platform.js';
import { cards } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { findCard } from '../cards/index.js';
import type { UserRow } from '../users/index.js';
import * as repo from './shares.repo.js';

/** What sharing needs of the earning module: the owner's referral code to a project. */
export interface ReferralCodes {
  codeFor(userId: string, projectId: string, browser: string): Promise<string>;
}

/**
 * Cards shared at public pages (docs/product-rules.md "Cards in 3D and shared"): one live link per card,
 * made by its owner, carrying their referral to the card's project, and revoked by them at once.
 */
export function createSharesService({ db, config }: Pick<Platform, 'db' | 'config'>, referrals: ReferralCodes) {
  const present = (share: repo.ShareRow): TCardShare => ({
    shareId: share.id,
    url: `${config.publicUrl}${fillPath(SHARE_PAGE_PATH, { shareId: share.id })}${share.referralCode ? `?ref=${encodeURIComponent(share.referralCode)}` : ''}`,
    createdAt: share.createdAt.toISOString(),
  });

  async function ownCard(user: UserRow, cardId: string) {
    const found = await findCard(db, and(eq(cards.id, cardId), eq(cards.userId, user.id), isNull(cards.spentAt)));
    if (!found) throw notFound('CARD_NOT_FOUND', SHARE_MESSAGES.cardNotFound);
    return found;
  }

  return {
    async state(user: UserRow, cardId: string): Promise<TCardShareState> {
      await ownCard(user, cardId);
      const share = await repo.findLiveShare(db, cardId);
      return { share: share?.userId === user.id ? present(share) : null };
    },

    /** The card's live link, made now if it has none; `browser` (the server's cookie) is remembered with the owner's referral link. */
    async share(user: UserRow, cardId: string, browser: string): Promise<TCardShare> {
      const { card } = await ownCard(user, cardId);
      const live = await repo.findLiveShare(db, cardId);
      if (live?.userId === user.id) return present(live);
      // A link its giver made before the card changed hands shows it no more; the new holder's replaces it.
      if (live) await repo.revokeShare(db, cardId, live.userId);
      const project = await repo.findProjectOf(db, card.project.slug);
      const referralCode = project && !project.suspended ? await referrals.codeFor(user.id, project.id, browser) : null;
      const id = randomBytes(SHARE_LIMITS.idBytes).toString('base64url');
      return present(await repo.insertShare(db, { id, cardId, userId: user.id, referralCode }));
    },

    async revoke(user: UserRow, cardId: string): Promise<void> {
      await ownCard(user, cardId);
      if (!(await repo.revokeShare(db, cardId, user.id))) throw notFound('SHARE_NOT_FOUND', SHARE_MESSAGES.shareNotFound);
    },

    /** A shared card as anyone sees it; a revoked link is not found at once. */
    async shared(shareId: string): Promise<TSharedCard> {
      const row = await repo.findSharedCard(db, shareId);
      if (!row) throw notFound('SHARE_NOT_FOUND', SHARE_MESSAGES.shareNotFound);
      const { presented } = row;
      // Its holders end with its owner: whether their profile is public is read with the rest.
      const owners = (await cardOwners(db, row.card.id, { names: 'public' }))?.owners ?? [];
      return {
        shareId,
        owner: row.owner,
        // The face only, by name: never the owner's wallet.
        card: ZCardFace.parse(presented),
        project: presented.project,
        collectedAt: presented.collectedAt,
        fairness: presented.fairness,
        // A chain's draw shows its seed at once; one of the earlier scheme once its owner revealed it (docs/decisions/047).
        serverSeed: presented.fairness?.chain?.serverSeed ?? row.serverSeed,
        badges: await badgesInProject(db, row.card.userId, presented.project.slug),
        ownerProfile: owners.at(-1)?.profile ?? false,
        owners,
      };
    },
  };
}

export type SharesService = ReturnType<typeof createSharesService>;
