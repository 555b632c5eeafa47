import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';
import { ZBadge } from './crafting.js';
import { SHARE_MESSAGES } from '../validation/shares.js';
import { ZCardFairness } from './fairness.js';
import { ZDrawProof } from './overlays.js';
import { ZCardOwner } from './trading.js';

/** A card's public link: the page's address carries its owner's referral to the card's project. */
export const ZCardShare = lazySchema(() => z.object({ shareId: z.string(), url: z.string(), createdAt: z.string() }));
export type TCardShare = z.infer<typeof ZCardShare>;

/** Whether the owner's card is shared now, and at which link. */
export const ZCardShareState = lazySchema(() => z.object({ share: ZCardShare.nullable() }));
export type TCardShareState = z.infer<typeof ZCardShareState>;

/** A share's id: 16 URL-safe characters; anything else is no share. */
export const ZShareIdParams = lazySchema(() =>
  z.object({ shareId: z.string().regex(/^[A-Za-z0-9_-]{16}$/, SHARE_MESSAGES.shareNotFound) }),
);

/**
 * A shared card as anyone sees it: the card, its project, its owner's username, and its draw's inputs
 * (none for a card drawn before draws were provably fair); never the owner's wallet or e-mail.
 */
export const ZSharedCard = lazySchema(() =>
  ZDrawProof.omit({ code: true }).extend({
    shareId: z.string(),
    owner: z.string(),
    fairness: ZCardFairness.nullable(),
    /** The owner's badges of the card's project (docs/product-rules.md "Crafting"), newest first. */
    badges: z.array(ZBadge),
    /** Whether its owner's profile is public: their name then links to it (docs/product-rules.md "Public profiles"). */
    ownerProfile: z.boolean(),
    /** Its holders, first to current (docs/product-rules.md "Trading"): named only where their profile is public. */
    owners: z.array(ZCardOwner),
  }),
);
export type TSharedCard = z.infer<typeof ZSharedCard>;
