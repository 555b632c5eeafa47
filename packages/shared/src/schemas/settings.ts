import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';
import { ZVerifyEmailBody } from './auth.js';
import { zEmail, zUsername } from './fields.js';
import { ZPictureRef, ZUser } from './user.js';

export const ZUpdateProfileBody = lazySchema(() =>
  z
    .object({ username: zUsername('settings').optional(), pfp: ZPictureRef.nullable().optional() })
    .refine((body) => body.username !== undefined || body.pfp !== undefined, { message: 'Nothing to update' }),
);
export type TUpdateProfileBody = z.input<typeof ZUpdateProfileBody>;

export const ZUserResponse = lazySchema(() => z.object({ user: ZUser, message: z.string() }));
export type TUserResponse = z.infer<typeof ZUserResponse>;

export const ZUploadPictureResponse = lazySchema(() => z.object({ url: z.string(), key: z.string() }));
export type TUploadPictureResponse = z.infer<typeof ZUploadPictureResponse>;

export const ZRequestEmailChangeBody = lazySchema(() => z.object({ email: zEmail('settings') }));
export type TRequestEmailChangeBody = z.input<typeof ZRequestEmailChangeBody>;

/** The e-mail change and deletion links carry one token, like the verification link. */
export const ZConfirmTokenBody = lazySchema(() => ZVerifyEmailBody);
export type TConfirmTokenBody = z.input<typeof ZConfirmTokenBody>;
