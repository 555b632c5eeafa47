import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';
import { CODE_MESSAGES, validateTotpCode } from '../validation/codes.js';
import { zRequiredText } from './fields.js';
import { ZSessionTokens } from './auth.js';
import { ZUser } from './user.js';

export const zTotpCode = () =>
  zRequiredText(CODE_MESSAGES.totp, 16).refine((code) => validateTotpCode(code.trim()) === null, CODE_MESSAGES.totp);

export const ZTwoFactorSetupResponse = lazySchema(() =>
  z.object({
    /** A PNG data URL of the otpauth:// URI. */
    qrCode: z.string(),
    secret: z.string(),
    backupCodes: z.array(z.string()),
  }),
);
export type TTwoFactorSetupResponse = z.infer<typeof ZTwoFactorSetupResponse>;

export const ZTwoFactorVerifyBody = lazySchema(() => z.object({ token: zTotpCode() }));
export type TTwoFactorVerifyBody = z.input<typeof ZTwoFactorVerifyBody>;

export const ZTwoFactorDisableBody = lazySchema(() => z.object({ password: zRequiredText(CODE_MESSAGES.passwordRequired, 256) }));
export type TTwoFactorDisableBody = z.input<typeof ZTwoFactorDisableBody>;

export const ZBackupCodesResponse = lazySchema(() => z.object({ backupCodes: z.array(z.string()), message: z.string() }));
export type TBackupCodesResponse = z.infer<typeof ZBackupCodesResponse>;

/** The second login step: a code from the app (totpToken) or one backup code. */
export const ZVerifyLoginBody = lazySchema(() =>
  z
    .object({
      tempToken: zRequiredText('Token is required', 2048),
      totpToken: zTotpCode().optional(),
      backupCode: zRequiredText(CODE_MESSAGES.backupRequired, 64).optional(),
      trustDevice: z.boolean().default(false),
    })
    .refine((body) => body.totpToken !== undefined || body.backupCode !== undefined, { message: CODE_MESSAGES.totp }),
);
export type TVerifyLoginBody = z.input<typeof ZVerifyLoginBody>;
export const ZVerifyLoginResponse = lazySchema(() => ZSessionTokens.extend({ user: ZUser }));

export const ZTwoFactorStatus = lazySchema(() =>
  z.object({
    enabled: z.boolean(),
    verifiedAt: z.string().nullable(),
    lastUsedAt: z.string().nullable(),
    backupCodesLeft: z.number(),
  }),
);
export type TTwoFactorStatus = z.infer<typeof ZTwoFactorStatus>;
