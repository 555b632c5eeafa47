import { z } from 'zod';
import { PROFILE_LIMITS, PROFILE_MESSAGES } from '../validation/profiles.js';
import { USERNAME_MAX_LENGTH } from '../constants.js';
import { ZCard, ZCardFace, ZCardProject, zCardId } from './cards.js';
import { ZBadge } from './crafting.js';
import { lazySchema } from './lazy-schema.js';

/** What its owner decides of their profile: whether anyone may see it, and which cards it shows, in order. */
export const ZMyProfile = lazySchema(() =>
  z.object({
    public: z.boolean(),
    /** The page's address, shown whether or not it is public. */
    url: z.string(),
    /** The cards chosen, as its owner holds them; one spent or given away since is no longer among them. */
    cards: z.array(ZCard),
  }),
);
export type TMyProfile = z.infer<typeof ZMyProfile>;

/** A change to the profile: a field left out stays as it is. */
export const ZMyProfileBody = lazySchema(() =>
  z
    .object({
      public: z.boolean().optional(),
      cardIds: z
        .array(zCardId)
        .max(PROFILE_LIMITS.cardsShown, PROFILE_MESSAGES.tooManyCards)
        .refine((ids) => new Set(ids).size === ids.length, PROFILE_MESSAGES.cardTwice)
        .optional(),
    })
    .strict(),
);
export type TMyProfileBody = z.input<typeof ZMyProfileBody>;

/** A profile's address: a username's characters (the sign-up rules', the wider); anything else is no profile. */
export const ZUsernameParams = lazySchema(() =>
  z.object({ username: z.string().regex(new RegExp(`^[A-Za-z0-9_-]{1,${USERNAME_MAX_LENGTH}}$`), PROFILE_MESSAGES.notPublic) }),
);

/** A card a profile shows: its face, its project and when it was collected; never its id. */
export const ZProfileCard = lazySchema(() => ZCardFace.extend({ project: ZCardProject, collectedAt: z.string() }));
export type TProfileCard = z.infer<typeof ZProfileCard>;

/**
 * A public profile as anyone sees it: the username and picture, badges, the cards chosen, and the
 * projects collected from; nothing else of the account (no e-mail, wallet, providers or dates).
 */
export const ZPublicProfile = lazySchema(() =>
  z.object({
    username: z.string(),
    picture: z.string().nullable(),
    /** Newest first. */
    badges: z.array(ZBadge),
    cards: z.array(ZProfileCard),
    /** The projects its cards come from, each with how many it holds, most first. */
    projects: z.array(ZCardProject.extend({ count: z.number().int() })),
  }),
);
export type TPublicProfile = z.infer<typeof ZPublicProfile>;
