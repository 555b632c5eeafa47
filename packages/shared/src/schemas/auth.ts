import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';
import { zEmail, zNewPassword, zOpaqueToken, zRequiredText, zReturnPath, zUsername } from './fields.js';
import { ZPictureRef, ZProvider, ZUser } from './user.js';
import { EMAIL_MESSAGES, normalizeEmail } from '../validation/email.js';
import { PASSWORD_MESSAGES } from '../validation/password.js';

export const ZSessionTokens = lazySchema(() => z.object({ token: z.string(), refreshToken: z.string() }));
export type TSessionTokens = z.infer<typeof ZSessionTokens>;

export const ZSignupBody = lazySchema(() => z.object({ email: zEmail('signup'), password: zNewPassword() }));
export type TSignupBody = z.input<typeof ZSignupBody>;
export const ZSignupResponse = lazySchema(() =>
  z.union([
    z.object({ requiresUsername: z.literal(true), tempToken: z.string() }),
    z.object({ requiresEmailVerification: z.literal(true), message: z.string() }),
  ]),
);
export type TSignupResponse = z.infer<typeof ZSignupResponse>;

export const ZCompleteSignupBody = lazySchema(() =>
  z.object({
    tempToken: zOpaqueToken(),
    username: zUsername('signup'),
    pfp: ZPictureRef.optional(),
    email: zEmail('format').optional(),
    returnTo: zReturnPath().optional(),
  }),
);
export type TCompleteSignupBody = z.input<typeof ZCompleteSignupBody>;
export const ZCompleteSignupResponse = lazySchema(() =>
  z.object({
    requiresEmailVerification: z.boolean(),
    message: z.string(),
    email: z.string().nullable(),
    token: z.string().optional(),
    refreshToken: z.string().optional(),
  }),
);
export type TCompleteSignupResponse = z.infer<typeof ZCompleteSignupResponse>;

export const ZTempTokenInfo = lazySchema(() =>
  z.object({
    type: z.string(),
    provider: z.string(),
    email: z.string().nullable(),
    profilePicture: z.string().nullable(),
    data: z.record(z.string(), z.unknown()),
    /** The provider's name for the viewer (Twitch's display name or login, Discord's or Steam's username), when it is a valid username nobody holds. */
    suggestedUsername: z.string().nullable(),
  }),
);
export type TTempTokenInfo = z.infer<typeof ZTempTokenInfo>;

/** Steam gives no address: complete-signup's first step asks whether the one typed already has an account. */
export const ZCheckEmailForSteamBody = lazySchema(() => z.object({ tempToken: zOpaqueToken(), email: zEmail('format') }));
export type TCheckEmailForSteamBody = z.input<typeof ZCheckEmailForSteamBody>;
export const ZCheckEmailForSteamResponse = lazySchema(() =>
  z.object({ emailExists: z.boolean(), needsLinking: z.boolean(), message: z.string() }),
);
export type TCheckEmailForSteamResponse = z.infer<typeof ZCheckEmailForSteamResponse>;

export const ZLoginBody = lazySchema(() =>
  z.object({
    email: zRequiredText(EMAIL_MESSAGES.required, 256).transform(normalizeEmail),
    password: zRequiredText(PASSWORD_MESSAGES.required, 256),
  }),
);
export type TLoginBody = z.input<typeof ZLoginBody>;
export const ZLoginResponse = lazySchema(() =>
  z.union([ZSessionTokens.extend({ user: ZUser }), z.object({ requires2FA: z.literal(true), tempToken: z.string() })]),
);
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZVerifyResponse = lazySchema(() =>
  z.object({
    user: ZUser,
    isObserving: z.boolean(),
    /**
     * The last kept event id issued as the session was checked: a tab's first socket asks for what was
     * kept after it, so what happens between its first reads and its socket's greeting is not lost.
     * Absent where a login's reply stood in for the check: that tab's socket starts at its greeting.
     */
    lastEventId: z.number().int().nonnegative().optional(),
  }),
);
export type TVerifyResponse = z.infer<typeof ZVerifyResponse>;

export const ZRefreshBody = lazySchema(() => z.object({ refreshToken: zOpaqueToken() }));
export const ZLogoutBody = lazySchema(() => z.object({ refreshToken: zOpaqueToken().optional() }));

export const ZForgotPasswordBody = lazySchema(() => z.object({ email: zEmail('login') }));
export type TForgotPasswordBody = z.input<typeof ZForgotPasswordBody>;
export const ZResetPasswordBody = lazySchema(() => z.object({ token: zOpaqueToken(), password: zNewPassword() }));
export type TResetPasswordBody = z.input<typeof ZResetPasswordBody>;

export const ZChangePasswordBody = lazySchema(() =>
  z.object({
    currentPassword: zRequiredText(PASSWORD_MESSAGES.currentRequired, 256),
    newPassword: zNewPassword(),
  }),
);
export type TChangePasswordBody = z.input<typeof ZChangePasswordBody>;
export const ZSetPasswordBody = lazySchema(() => z.object({ newPassword: zNewPassword() }));
export type TSetPasswordBody = z.input<typeof ZSetPasswordBody>;

export const ZResendVerificationBody = lazySchema(() =>
  z.object({ email: zEmail('format'), provider: ZProvider.default('email'), returnTo: zReturnPath().optional() }),
);
export type TResendVerificationBody = z.input<typeof ZResendVerificationBody>;
export const ZResendVerificationResponse = lazySchema(() => z.object({ message: z.string(), retryAfterSeconds: z.number() }));

export const ZVerifyEmailBody = lazySchema(() => z.object({ token: zOpaqueToken() }));
export type TVerifyEmailBody = z.input<typeof ZVerifyEmailBody>;
/**
 * A mailed link that signs in (the address's own, or a provider's that joins its account): a session,
 * or, since an inbox is not a second factor, the second login step of an account that has one.
 */
export const ZVerifyEmailResponse = lazySchema(() =>
  z.union([
    ZSessionTokens.extend({ isNewUserVerification: z.boolean(), message: z.string() }),
    z.object({ requires2FA: z.literal(true), tempToken: z.string(), message: z.string() }),
  ]),
);
export type TVerifyEmailResponse = z.infer<typeof ZVerifyEmailResponse>;
export const ZVerifyProviderBody = lazySchema(() => z.object({ token: zOpaqueToken(), provider: ZProvider.default('email') }));
export type TVerifyProviderBody = z.input<typeof ZVerifyProviderBody>;
