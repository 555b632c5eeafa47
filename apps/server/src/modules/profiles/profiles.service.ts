import { fileLink, fillPath, PROFILE_MESSAGES, PROFILE_PAGE_PATH } from '@arcana/shared';
import { ZCardFace, type TMyProfile, type TMyProfileBody, type TPublicProfile } from '@arcana/shared/schemas';
import type { Platform } from '../../platform/platform.js';
import { badRequest, notFound } from '../../lib/app-error.js';
import { countCardsByProject } from '../cards/index.js';
import { allBadgesOf } from '../crafting/index.js';
import type { UserRow } from '../users/index.js';
import * as repo from './profiles.repo.js';

/**
 * Collectors' public profiles (docs/product-rules.md "Public profiles"): private until their owner
 * makes them public; then anyone sees the username and picture, the badges, the cards chosen and the
 * projects collected from, and nothing else of the account.
 */
export function createProfilesService({ db, config }: Pick<Platform, 'db' | 'config'>) {
  const urlOf = (username: string) => `${config.publicUrl}${fillPath(PROFILE_PAGE_PATH, { username })}`;

  async function mine(user: UserRow): Promise<TMyProfile> {
    const [isPublic, cards] = await Promise.all([repo.isPublic(db, user.id), repo.findShownCards(db, user.id)]);
    return { public: isPublic, url: urlOf(user.username), cards };
  }

  return {
    mine,

    /** Makes the profile public or private, or chooses its cards (only the owner's, unspent), all or nothing. */
    async update(user: UserRow, body: TMyProfileBody): Promise<TMyProfile> {
      const { cardIds } = body;
      await db.transaction(async (tx) => {
        await repo.holdProfile(tx, user.id, body.public);
        if (!cardIds) return;
        if ((await repo.countHeld(tx, user.id, cardIds)) !== cardIds.length) {
          throw badRequest('PROFILE_CARDS_NOT_HELD', PROFILE_MESSAGES.cardsNotHeld, 'cardIds');
        }
        await repo.setShownCards(tx, user.id, cardIds);
      });
      return mine(user);
    },

    /** A public profile; an account that keeps it private is not found, as one that does not exist. */
    async profile(username: string): Promise<TPublicProfile> {
      const owner = await repo.findProfileOwner(db, username);
      if (!owner?.public) throw notFound('PROFILE_NOT_FOUND', PROFILE_MESSAGES.notPublic);
      const [badges, cards, collected] = await Promise.all([
        allBadgesOf(db, owner.userId),
        repo.findShownCards(db, owner.userId),
        countCardsByProject(db, owner.userId),
      ]);
      const suspended = await repo.suspendedOf(
        db,
        collected.map((project) => project.slug),
      );
      const projects = collected.filter((project) => !suspended.has(project.slug));
      return {
        username: owner.username,
        picture: owner.pfpKey ? fileLink(owner.pfpKey) : null,
        badges,
        // The face, its project and when: never the card's id or its owner's wallet.
        cards: cards.map((card) => ({ ...ZCardFace.parse(card), project: card.project, collectedAt: card.collectedAt })),
        projects: projects.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
      };
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
