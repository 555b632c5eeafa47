import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { PROVIDER_LABELS, RESEND_COOLDOWN_MS, VERIFICATION_LINK_TTL_MS, type TProvider } from '@arcana/shared';
import type { TCheckEmailForSteamResponse, TVerifyEmailResponse } from '@arcana/shared/schemas';
import { signupTemp } from '../../db/schema.js';
import type { Platform } from '../../platform/platform.js';
import { badRequest, conflict } from '../../lib/app-error.js';
import type { ClientInfo } from '../../lib/client-info.js';
import { consumeOneTimeToken, issueOneTimeToken, type SessionService } from '../sessions/index.js';
import { findPendingSignup } from './pending-signups.js';
import { subjectAndIp } from '../../platform/rate-limit/index.js';
import {
  findIdentity,
  findUserIdentity,
  insertIdentity,
  loadProfile,
  markEmailVerified,
  recordIdentityLinked,
  type UserProfile,
} from '../users/index.js';
import { assertResendCooldownOver, signInByLink } from './verification.service.js';
import { PROVIDER_LINK_MESSAGES } from './provider-link.messages.js';

type Deps = Pick<Platform, 'db' | 'mail' | 'config' | 'rateLimiter' | 'tokens'> & { sessions: SessionService };

/** What a provider sign-in left in its pending signup (oauth.service), and for a `-link` whose account it joins. */
interface WaitingLink {
  providerUserId: string;
  account: Record<string, unknown>;
  userId?: string;
}

/**
 * A provider sign-in whose address already belongs to an account (the `-link` pending signup, decision
 * 016): the owner proves the inbox through a mailed link, and the provider joins that account. Never
 * by a matching address alone.
 */
export function createProviderLinkService({ db, mail, config, rateLimiter, tokens, sessions }: Deps) {
  /** Mails the owner the link that adds the provider; the pending signup becomes `{provider}-link` for a day. */
  async function offerLink(pendingId: string, provider: TProvider, email: string, owner: UserProfile) {
    await db
      .update(signupTemp)
      .set({
        type: `${provider}-link`,
        email,
        data: sql`${signupTemp.data} || ${JSON.stringify({ userId: owner.user.id })}::jsonb`,
        expiresAt: new Date(Date.now() + VERIFICATION_LINK_TTL_MS),
      })
      .where(eq(signupTemp.id, pendingId));
    const [pending] = await db.select({ data: signupTemp.data }).from(signupTemp).where(eq(signupTemp.id, pendingId));
    await mailLink(pendingId, provider, email, owner.user.id, owner.user.username, accountName(pending?.data));
  }

  /** The provider account's name, shown on the page the link opens, so its owner sees what they would add. */
  const accountName = (data: unknown) =>
    String((data as WaitingLink | undefined)?.account?.username ?? (data as WaitingLink | undefined)?.account?.displayName ?? '');

  async function mailLink(pendingId: string, provider: TProvider, email: string, ownerId: string, ownerName: string, account: string) {
    await db.transaction(async (tx) => {
      // Bound to the address it went to: once the account's address changes, the link no longer works.
      const token = await issueOneTimeToken(tx, {
        kind: 'verify_provider',
        userId: ownerId,
        ttlMs: VERIFICATION_LINK_TTL_MS,
        payload: { pendingId, provider, email },
      });
      await mail.oweLink(tx, email, 'providerLink', ownerName, '/verify-provider', { token, provider, ...(account && { account }) });
    });
  }

  return {
    offerLink,

    /** Steam's e-mail step: whether the address has an account, and if its owner proved it, the link goes out now. */
    async checkEmailForSteam(input: { tempToken: string; email: string }, client: ClientInfo): Promise<TCheckEmailForSteamResponse> {
      const pending = await findPendingSignup(db, tokens, input.tempToken);
      if (pending.provider !== 'steam') throw badRequest('VALIDATION_ERROR', PROVIDER_LINK_MESSAGES.noEmailStep);
      await rateLimiter.hit(subjectAndIp('signup', config.rateLimits.signup, input.email, client.ip));
      const holder = await loadProfile(db, { email: input.email });
      if (holder?.user.emailVerifiedAt) {
        await offerLink(pending.id, 'steam', input.email, holder);
        return { emailExists: true, needsLinking: true, message: PROVIDER_LINK_MESSAGES.verifyToLink(PROVIDER_LABELS.steam) };
      }
      // Free, or held by an account that never proved it: this signup will take it over once its link is opened.
      const type = holder ? 'steam-overwrite' : 'steam';
      await db.update(signupTemp).set({ type, email: null }).where(eq(signupTemp.id, pending.id));
      return { emailExists: Boolean(holder), needsLinking: false, message: PROVIDER_LINK_MESSAGES.emailStepDone };
    },

    /**
     * The verification page's resend for a provider: a fresh link for the latest waiting `-link`, once
     * a minute; undefined when none waits (the address's own verification link is then the one to resend).
     */
    async resend(email: string, provider: TProvider, client: ClientInfo) {
      const [waiting] = await db
        .select()
        .from(signupTemp)
        .where(and(eq(signupTemp.type, `${provider}-link`), eq(signupTemp.email, email), gt(signupTemp.expiresAt, sql`now()`)))
        .orderBy(desc(signupTemp.createdAt))
        .limit(1);
      const ownerId = (waiting?.data as WaitingLink | undefined)?.userId;
      const owner = ownerId ? await loadProfile(db, { id: ownerId }) : undefined;
      if (!waiting || !owner) return undefined;
      await rateLimiter.hit(subjectAndIp('resend', config.rateLimits.resendVerification, email, client.ip));
      await assertResendCooldownOver(db, 'verify_provider', owner.user.id);
      await mailLink(waiting.id, provider, email, owner.user.id, owner.user.username, accountName(waiting.data));
      return { message: PROVIDER_LINK_MESSAGES.linkResent, retryAfterSeconds: RESEND_COOLDOWN_MS / 1000 };
    },

    /**
     * The mailed link, opened and confirmed: the provider joins the account, the address counts as
     * proved, and the owner is signed in (after their second factor, when they have one). All or nothing.
     */
    async verifyProvider(token: string, provider: TProvider, client: ClientInfo): Promise<TVerifyEmailResponse> {
      const label = PROVIDER_LABELS[provider];
      const message = PROVIDER_LINK_MESSAGES.verified(label);
      const { answer } = await db.transaction(async (tx) => {
        const link = await consumeOneTimeToken(tx, 'verify_provider', token, PROVIDER_LINK_MESSAGES.link);
        const owner = await loadProfile(tx, { id: link.userId });
        if (link.payload.provider !== provider || !owner || owner.user.email !== link.payload.email)
          throw badRequest('LINK_INVALID', PROVIDER_LINK_MESSAGES.link.invalid);
        const [pending] = await tx
          .delete(signupTemp)
          .where(eq(signupTemp.id, String(link.payload.pendingId)))
          .returning({ data: signupTemp.data });
        if (!pending) throw badRequest('LINK_EXPIRED', PROVIDER_LINK_MESSAGES.link.expired);
        const waiting = pending.data as unknown as WaitingLink;
        const existing = await findIdentity(tx, provider, waiting.providerUserId);
        if (existing && existing.userId !== link.userId)
          throw conflict('PROVIDER_ACCOUNT_TAKEN', PROVIDER_LINK_MESSAGES.accountTaken(label));
        if (!existing) {
          if (await findUserIdentity(tx, link.userId, provider))
            throw conflict('PROVIDER_ALREADY_LINKED', PROVIDER_LINK_MESSAGES.alreadyLinked(label));
          await insertIdentity(tx, { userId: link.userId, provider, providerUserId: waiting.providerUserId, data: waiting.account });
        }
        // Linked now or a moment ago by the same owner: its tabs, and the earning kept for it, follow either way.
        await recordIdentityLinked(tx, link.userId, provider);
        // The link went to the address: whoever opened it holds the inbox.
        await markEmailVerified(tx, link.userId);
        const signIn = { userId: link.userId, totpEnabled: Boolean(owner.user.totpEnabledAt), isNewUserVerification: false, message };
        return { userId: link.userId, answer: await signInByLink({ tokens, sessions }, tx, signIn, client) };
      });
      return answer;
    },
  };
}

export type ProviderLinkService = ReturnType<typeof createProviderLinkService>;
