import { LOGIN_PROVIDERS, PROVIDERS, type TProvider } from './providers.js';
import type { TUser } from './schemas/user.js';

export const isProvider = (value: string): value is TProvider => (PROVIDERS as readonly string[]).includes(value);

/** docs/product-rules.md "Sign-in and sessions": an unverified e-mail and no social login provider means the verification page. */
export function needsEmailVerification(user: Pick<TUser, 'emailVerified' | 'providers'>): boolean {
  return !user.emailVerified && !user.providers.some((p) => (LOGIN_PROVIDERS as readonly string[]).includes(p));
}
