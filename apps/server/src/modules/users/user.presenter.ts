import { fileLink, isProvider, needsEmailVerification, type ErrorCode, type TProvider } from '@arcana/shared';
import { type TUser } from '@arcana/shared/schemas';
import type { UserProfile, UserRow } from './users.repo.js';

/** The presented user's `providers` list: the password (with its address), each linked provider, the wallet. */
export function providersOf(user: Pick<UserRow, 'email' | 'passwordHash' | 'walletPublicKey'>, linked: string[]): TProvider[] {
  const providers: TProvider[] = [];
  if (user.email && user.passwordHash) providers.push('email');
  for (const provider of linked) if (isProvider(provider) && !providers.includes(provider)) providers.push(provider);
  if (user.walletPublicKey) providers.push('wallet');
  return providers;
}

/** The one shape of a user the API returns; nothing secret can pass through it. */
export function presentUser({ user, identities, pendingEmail }: UserProfile): TUser {
  const providers = providersOf(
    user,
    identities.map((identity) => identity.provider),
  );
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    emailVerified: Boolean(user.emailVerifiedAt),
    isAdmin: user.isAdmin,
    isDeveloper: user.isDeveloper,
    providers,
    pfp: user.pfpKey ? { key: user.pfpKey, link: fileLink(user.pfpKey) } : null,
    wallet: user.walletPublicKey ? { publicKey: user.walletPublicKey } : null,
    auth: {
      email: {
        verified: Boolean(user.emailVerifiedAt),
        hasPendingPassword: false,
        hasPendingEmailChange: Boolean(pendingEmail),
        pendingChanges: { passwordAddition: false, email: pendingEmail },
      },
      providers: Object.fromEntries(identities.map((i) => [i.provider, { verified: Boolean(i.verifiedAt), data: i.data }])),
    },
    has2FA: Boolean(user.totpEnabledAt),
    hasPassword: Boolean(user.passwordHash),
    createdAt: user.createdAt.toISOString(),
  };
}

/**
 * The rule for /email-verification-required (docs/product-rules.md "E-mail verification"), on the stored
 * profile: such an account may not act yet.
 */
export const isUnverified = ({ user, identities }: UserProfile): boolean =>
  needsEmailVerification({ emailVerified: Boolean(user.emailVerifiedAt), providers: identities.map((i) => i.provider).filter(isProvider) });

/** Why an address cannot be had: its holder proved the inbox, or never did but cannot give way (a provider, a race). */
export const emailTakenCode = (holder: Pick<UserRow, 'emailVerifiedAt'> | undefined): ErrorCode =>
  holder?.emailVerifiedAt ? 'EMAIL_TAKEN_VERIFIED' : 'EMAIL_TAKEN_UNVERIFIED';
