import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';

import { PROVIDERS } from '../providers.js';
import { zRequiredText } from './fields.js';

export const ZProvider = lazySchema(() => z.enum(PROVIDERS));

/** A picture the server stored (from the upload call): the key proves it, the link shows it. */
export const ZPictureRef = lazySchema(() =>
  z.object({
    link: zRequiredText('Picture link is required', 512),
    key: zRequiredText('Picture key is required', 128),
  }),
);
export type TPictureRef = z.infer<typeof ZPictureRef>;

export const ZUser = lazySchema(() =>
  z.object({
    id: z.string(),
    username: z.string(),
    email: z.string().nullable(),
    emailVerified: z.boolean(),
    isAdmin: z.boolean(),
    isDeveloper: z.boolean(),
    providers: z.array(ZProvider),
    pfp: z.object({ link: z.string(), key: z.string() }).nullable(),
    wallet: z.object({ publicKey: z.string() }).nullable(),
    auth: z.object({
      email: z.object({
        verified: z.boolean(),
        hasPendingPassword: z.boolean(),
        hasPendingEmailChange: z.boolean(),
        pendingChanges: z.object({ passwordAddition: z.boolean(), email: z.string().nullable() }),
      }),
      providers: z.record(z.string(), z.object({ verified: z.boolean(), data: z.record(z.string(), z.unknown()) })),
    }),
    has2FA: z.boolean(),
    hasPassword: z.boolean(),
    createdAt: z.string(),
  }),
);
export type TUser = z.infer<typeof ZUser>;
