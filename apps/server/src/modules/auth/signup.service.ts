import { eq } from 'drizzle-orm';
import { PENDING_SIGNUP_TTL_MS, VERIFICATION_LINK_TTL_MS, validateUsername } from '@arcana/shared';
import { PROVIDER_LABELS, isProvider } from '@arcana/shared';
import { type TCompleteSignupResponse, type TPictureRef, type TTempTokenInfo } from '@arcana/shared/schemas';
import { signupTemp } from '../../db/schema.js';
import { conflict } from '../../lib/app-error.js';
import type { Platform } from '../../platform/platform.js';
import type { ClientInfo } from '../../lib/client-info.js';
import { type SessionService, issueOneTimeToken } from '../sessions/index.js';
import {
  insertIdentity,
  findUserByEmail,
  insertUser,
  isUsernameTaken,
  loadProfile,
  releaseUnverifiedEmail,
  takeUnprovedEmail,
  takenUserField,
  updateProfileFields,
  type UserRow,
  emailTakenCode,
  isUnverified,
  USER_MESSAGES,
  recordIdentityLinked,
} from '../users/index.js';
import { findPendingSignup, signupExpired } from './pending-signups.js';
import { verificationQuery } from './verification.service.js';
import { subjectAndIp } from '../../platform/rate-limit/index.js';
import { claimPicture } from '../pictures/index.js';
import { AUTH_MESSAGES } from './auth.messages.js';
import { PROVIDER_LINK_MESSAGES } from './provider-link.messages.js';

type Deps = Pick<Platform, 'db' | 'tokens' | 'hasher' | 'mail' | 'config' | 'rateLimiter'> & { sessions: SessionService };

/** What a social sign-in left in its pending signup (oauth.service). */
interface ProviderSignup {
  providerUserId: string;
  account: Record<string, unknown>;
}

/** The names a provider knows its user by, in the order they are offered: Twitch's display name, then its login; Discord's and Steam's username. */
const PROVIDER_NAMES = ['displayName', 'login', 'username'] as const;

const emailTaken = (holder: Pick<UserRow, 'emailVerifiedAt'> | undefined) =>
  conflict(emailTakenCode(holder), holder?.emailVerifiedAt ? AUTH_MESSAGES.emailTakenVerified : AUTH_MESSAGES.emailTaken);

export function createSignupService({ db, tokens, hasher, mail, config, rateLimiter, sessions }: Deps) {
  /**
   * An address is taken once someone proved its inbox; an unverified account holding it gives way (one
   * with another way in, only to an address a provider proved).
   */
  async function assertEmailFree(email: string, provedByProvider = false) {
    const existing = await loadProfile(db, { email });
    if (!existing || isUnverified(existing) || (provedByProvider && !existing.user.emailVerifiedAt)) return;
    throw emailTaken(existing.user);
  }

  /** A unique constraint decided a race with another signup or rename: say which field was taken. */
  async function refusalOfRace(error: unknown, email: string | null, provider: string): Promise<never> {
    const field = takenUserField(error);
    if (field === 'username') throw conflict('USERNAME_TAKEN', USER_MESSAGES.usernameTaken);
    if (field === 'email' && email) throw emailTaken(await findUserByEmail(db, email));
    if (field === 'identity' && isProvider(provider)) {
      throw conflict('PROVIDER_ACCOUNT_TAKEN', PROVIDER_LINK_MESSAGES.accountTaken(PROVIDER_LABELS[provider]));
    }
    throw error;
  }

  /** The first of the provider's names that complete-signup would take as it is (docs/product-rules.md "Accounts and sign-up"). */
  async function suggestedUsername(account: Record<string, unknown> | undefined): Promise<string | null> {
    for (const field of PROVIDER_NAMES) {
      const name = account?.[field];
      if (typeof name !== 'string' || name !== name.trim() || validateUsername(name, 'signup') !== null) continue;
      if (!(await isUsernameTaken(db, name))) return name;
    }
    return null;
  }

  return {
    /** Step one: the password is hashed now and kept server-side until the username is chosen. */
    async signup(input: { email: string; password: string }, client: ClientInfo) {
      await rateLimiter.hit(subjectAndIp('signup', config.rateLimits.signup, input.email, client.ip));
      await assertEmailFree(input.email);
      const passwordHash = await hasher.hash(input.password);
      const [pending] = await db
        .insert(signupTemp)
        .values({
          type: 'email',
          provider: 'email',
          email: input.email,
          data: { passwordHash },
          expiresAt: new Date(Date.now() + PENDING_SIGNUP_TTL_MS),
        })
        .returning({ id: signupTemp.id });
      if (!pending) throw new Error('signup insert returned nothing');
      return { requiresUsername: true as const, tempToken: await tokens.signTemp('signup', pending.id) };
    },

    async tempTokenInfo(tempToken: string): Promise<TTempTokenInfo> {
      const pending = await findPendingSignup(db, tokens, tempToken);
      // What the signup itself brought (the provider's account), never a password hash, nor, once the
      // address turned out to be someone's, anything of that account (the id its owner's link joins).
      const account = 'account' in pending.data ? (pending.data.account as Record<string, unknown>) : undefined;
      return {
        type: pending.type,
        provider: pending.provider,
        email: pending.email,
        profilePicture: null,
        data: account ? { account } : {},
        suggestedUsername: await suggestedUsername(account),
      };
    },

    /**
     * The account is made. A password signup (or an address typed here) waits for its mailed link; a
     * social sign-in whose provider proved the address, or gave none, is signed in at once.
     */
    async completeSignup(
      input: { tempToken: string; username: string; email?: string; pfp?: TPictureRef; returnTo?: string },
      client: ClientInfo,
    ): Promise<TCompleteSignupResponse> {
      const pending = await findPendingSignup(db, tokens, input.tempToken);
      // Waiting for its owner's mailed link: the account it names is someone else's.
      if (pending.type.endsWith('-link')) throw conflict('EMAIL_TAKEN_VERIFIED', AUTH_MESSAGES.emailTakenVerified);
      const social = pending.provider === 'email' ? null : (pending.data as unknown as ProviderSignup);
      const email = pending.email ?? input.email ?? null;
      // The provider's own address was proved at the provider; one typed here is proved by mail.
      const provedByProvider = Boolean(social && pending.email);
      if (email) await assertEmailFree(email, provedByProvider);
      if (await isUsernameTaken(db, input.username)) throw conflict('USERNAME_TAKEN', USER_MESSAGES.usernameTaken);
      const passwordHash = typeof pending.data.passwordHash === 'string' ? pending.data.passwordHash : null;
      const created = await db
        .transaction(async (tx) => {
          // Claiming the pending row first makes a double submit create one account.
          const [claimed] = await tx.delete(signupTemp).where(eq(signupTemp.id, pending.id)).returning({ id: signupTemp.id });
          if (!claimed) throw signupExpired();
          // Whoever verifies first owns the address: a pending unverified account for it is replaced.
          if (email) await (provedByProvider ? takeUnprovedEmail(tx, email) : releaseUnverifiedEmail(tx, email));
          const user = await insertUser(tx, {
            username: input.username,
            email,
            passwordHash,
            emailVerifiedAt: provedByProvider ? new Date() : null,
          });
          if (social) {
            await insertIdentity(tx, {
              userId: user.id,
              provider: pending.provider,
              providerUserId: social.providerUserId,
              data: social.account,
            });
            await recordIdentityLinked(tx, user.id, pending.provider, { signup: true });
          }
          // The picture was uploaded with the signup's token, before there was a user to own it.
          if (input.pfp) await updateProfileFields(tx, user.id, { pfpKey: await claimPicture(tx, user.id, input.pfp) });
          // The verification mail is owed with the account: an account is never made without it.
          const link =
            email && !provedByProvider
              ? await issueOneTimeToken(tx, {
                  kind: 'verify_email',
                  userId: user.id,
                  ttlMs: VERIFICATION_LINK_TTL_MS,
                  payload: { isSignup: true },
                })
              : null;
          if (email && link)
            await mail.oweLink(tx, email, 'verification', user.username, '/verify-email', verificationQuery(link, input.returnTo));
          // Signed in at the provider a moment ago: that proves presence, as a password would.
          const session = social && !link ? await sessions.start(user.id, client, { proven: true }, tx) : null;
          return { user, link, session };
        })
        .catch((error: unknown) => refusalOfRace(error, email, pending.provider));
      if (created.session) return { requiresEmailVerification: false, message: AUTH_MESSAGES.accountReady, email, ...created.session };
      return { requiresEmailVerification: Boolean(email), message: AUTH_MESSAGES.accountCreated, email };
    },
  };
}

export type SignupService = ReturnType<typeof createSignupService>;
