import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';
import { CODE_MESSAGES } from '../validation/codes.js';
import { zRequiredText } from './fields.js';
import { zTotpCode } from './two-factor.js';

/**
 * "Confirm it's you" (sudo mode): one proof of presence, whichever the account has — its password, a
 * code from the authenticator app, or one backup code.
 */
export const ZReauthenticateBody = lazySchema(() =>
  z.union([
    z.object({ password: zRequiredText(CODE_MESSAGES.passwordRequired, 256) }),
    z.object({ totpToken: zTotpCode() }),
    z.object({ backupCode: zRequiredText(CODE_MESSAGES.backupRequired, 64) }),
  ]),
);
export type TReauthenticateBody = z.input<typeof ZReauthenticateBody>;

/** Until when sensitive actions are open in this session (ISO time). */
export const ZReauthenticateResponse = lazySchema(() => z.object({ message: z.string(), reauthenticatedUntil: z.string() }));
export type TReauthenticateResponse = z.infer<typeof ZReauthenticateResponse>;
