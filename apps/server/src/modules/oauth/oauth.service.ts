import {
  EMAIL_REQUIRED_PROVIDERS,
  LINKABLE_PROVIDERS,
  PROVIDER_LABELS,
  REWARD_MESSAGES,
  TWITCH_BROADCASTER_SCOPES,
  type TLinkableProvider,
} from '@arcana/shared';
import type { TOAuthCallbackBody, TOAuthCallbackResponse, TOAuthProviders, TOAuthStart } from '@arcana/shared/schemas';
import type { Platform } from '../../platform/platform.js';
import { badRequest, conflict } from '../../lib/app-error.js';
import type { ClientInfo } from '../../lib/client-info.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { SessionService } from '../sessions/index.js';
import {
  findIdentity,
  findUserIdentity,
  insertIdentity,
  updateIdentityData,
  presentUser,
  loadProfile,
  type UserProfile,
  recordIdentityLinked,
} from '../users/index.js';
import { isTrustedDevice } from '../two-factor/index.js';
import type { PendingAuthorization } from './oauth-client.js';
import { OAUTH_MESSAGES } from './oauth.messages.js';
import { PROVIDER_LINK_MESSAGES, startProviderSignup, type ProviderLinkService } from '../auth/index.js';
import type { ProviderAccount, ProviderGrant } from './oauth-providers.js';
import type { SignInDriver } from './sign-in-drivers.js';

/** Where a project's Twitch channel is kept once its broadcaster consents (the earning module). */
export interface ChannelConnector {
  connect(
    projectId: string,
    userId: string,
    broadcaster: { id: string; login: string; displayName: string },
    grant: ProviderGrant,
  ): Promise<void>;
}

type Deps = Pick<Platform, 'db' | 'tokens' | 'config'> & {
  sessions: SessionService;
  providerLinks: ProviderLinkService;
  drivers: Record<TLinkableProvider, SignInDriver>;
  channels: ChannelConnector;
};

/**
 * Signing in; linking to the account of the session that began it; or connecting the Twitch channel of
 * that account's project, as its broadcaster.
 */
export type Intent =
  | { kind: 'login' }
  | { kind: 'link'; userId: string; sessionId: string }
  | { kind: 'channel'; userId: string; sessionId: string; projectId: string };

/** The browser carries its sign-in's state, PKCE verifier, nonce and intent for this long (then starts again). */
export const OAUTH_FLOW_TTL_S = 10 * 60;
const FLOW_KIND = 'oauth';

interface Flow extends PendingAuthorization {
  intent: Intent;
}

const stateMismatch = () => badRequest('OAUTH_STATE_MISMATCH', OAUTH_MESSAGES.stateMismatch);
const isLinkable = (provider: string): provider is TLinkableProvider => (LINKABLE_PROVIDERS as readonly string[]).includes(provider);
const label = (def: SignInDriver) => PROVIDER_LABELS[def.id];
const needsEmail = (def: SignInDriver) => (EMAIL_REQUIRED_PROVIDERS as readonly string[]).includes(def.id);

export function createOAuthService({ db, tokens, config, sessions, providerLinks, drivers, channels }: Deps) {
  /**
   * Each intent comes back to its own page (docs/product-rules.md "Roles and pages"): sign-in to /auth/…,
   * linking and connecting a channel (popups) to /integrations/….
   */
  const redirectUri = (def: SignInDriver, intent: Intent) =>
    `${config.publicUrl}/${intent.kind === 'login' ? 'auth' : 'integrations'}/${def.id}/callback`;

  function known(provider: string): SignInDriver {
    if (!isLinkable(provider)) throw badRequest('PROVIDER_DISABLED', OAUTH_MESSAGES.invalidProvider);
    return drivers[provider];
  }

  /** The provider's sign-in, if it is one we know, this server can reach, and it may be used this way. */
  function usable(provider: string, intent: Intent['kind']): SignInDriver {
    const def = known(provider);
    if (intent === 'login' && !def.signIn) throw badRequest('PROVIDER_DISABLED', OAUTH_MESSAGES.invalidProvider);
    if (!def.configured) throw badRequest('PROVIDER_DISABLED', OAUTH_MESSAGES.providerDisabled(label(def)));
    return def;
  }

  async function readFlow(def: SignInDriver, cookie: string | undefined): Promise<Flow> {
    if (!cookie) throw stateMismatch();
    const claims = await tokens.verifyBrowserState(FLOW_KIND, cookie).catch(() => {
      throw stateMismatch();
    });
    if (claims.sub !== def.id) throw stateMismatch();
    return claims.flow as Flow;
  }

  async function startSession(profile: UserProfile, def: SignInDriver, client: ClientInfo, trustedDevice: string | undefined) {
    const userId = profile.user.id;
    if (profile.user.totpEnabledAt && !(await isTrustedDevice(db, userId, trustedDevice))) {
      return { requires2FA: true as const, tempToken: await tokens.signTemp('2fa', userId), provider: def.id };
    }
    // Signing in with a linked provider proves presence, as a password does (sudo mode).
    const session = await sessions.start(userId, client, { proven: true });
    return { ...session, provider: def.id, user: presentUser(profile) };
  }

  async function signIn(def: SignInDriver, account: ProviderAccount, client: ClientInfo, trustedDevice: string | undefined) {
    const identity = await findIdentity(db, def.id, account.id);
    if (identity) {
      await updateIdentityData(db, identity.id, account.data);
      const profile = await loadProfile(db, { id: identity.userId });
      if (!profile) throw stateMismatch();
      return startSession(profile, def, client, trustedDevice);
    }
    const pending = await startProviderSignup(db, def.id, account);
    if (account.verifiedEmail) {
      const holder = await loadProfile(db, { email: account.verifiedEmail });
      // Never linked by a matching address: the owner proves the inbox. An account that never proved it
      // gives way to one whose provider did (decision 012).
      if (holder?.user.emailVerifiedAt) {
        await providerLinks.offerLink(pending.id, def.id, account.verifiedEmail, holder);
        const message = PROVIDER_LINK_MESSAGES.verifyToLink(label(def));
        return { requiresEmailVerification: true as const, provider: def.id, email: account.verifiedEmail, message };
      }
    }
    return {
      requiresUsername: true as const,
      tempToken: await tokens.signTemp('signup', pending.id),
      provider: def.id,
      requiresEmail: !account.verifiedEmail && needsEmail(def),
    };
  }

  async function link(def: SignInDriver, account: ProviderAccount, intent: Extract<Intent, { kind: 'link' }>) {
    const taken = () => conflict('PROVIDER_ACCOUNT_TAKEN', PROVIDER_LINK_MESSAGES.accountTaken(label(def)));
    const identity = await findIdentity(db, def.id, account.id);
    if (identity && identity.userId !== intent.userId) throw taken();
    const outcome = { linked: true as const, provider: def.id, message: OAUTH_MESSAGES.linked(label(def)) };
    if (identity) {
      // Already theirs: signing in again with a sign-in provider is a proof of presence for this session.
      await updateIdentityData(db, identity.id, account.data);
      if (def.signIn) await sessions.markProven(intent.sessionId);
      return outcome;
    }
    if (await findUserIdentity(db, intent.userId, def.id))
      throw conflict('PROVIDER_ALREADY_LINKED', PROVIDER_LINK_MESSAGES.alreadyLinked(label(def)));
    await db
      .transaction(async (tx) => {
        await insertIdentity(tx, { userId: intent.userId, provider: def.id, providerUserId: account.id, data: account.data });
        await recordIdentityLinked(tx, intent.userId, def.id);
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? taken() : error;
      });
    return outcome;
  }

  /** The broadcaster consented: the channel is the project's, with what they allowed. Their Arcana sign-ins are untouched. */
  async function connectChannel(def: SignInDriver, account: ProviderAccount, intent: Extract<Intent, { kind: 'channel' }>) {
    if (!account.grant) throw badRequest('OAUTH_FAILED', OAUTH_MESSAGES.invalidCallback);
    const broadcaster = { id: account.id, login: account.data.login ?? '', displayName: account.data.displayName ?? account.id };
    await channels.connect(intent.projectId, intent.userId, broadcaster, account.grant);
    return { linked: true as const, provider: def.id, message: REWARD_MESSAGES.channelConnected };
  }

  return {
    providers(): TOAuthProviders {
      return {
        providers: LINKABLE_PROVIDERS.map((id) => ({ id, enabled: drivers[id].configured, signIn: drivers[id].signIn })),
      };
    },

    /** The authorization URL, and the cookie that binds this sign-in to the browser that began it. */
    async start(provider: string, intent: Intent): Promise<TOAuthStart & { cookie: string }> {
      const def = usable(provider, intent.kind);
      if (intent.kind === 'channel' && def.id !== 'twitch') throw badRequest('PROVIDER_DISABLED', OAUTH_MESSAGES.invalidProvider);
      const scopes = intent.kind === 'channel' ? TWITCH_BROADCASTER_SCOPES : undefined;
      const { authUrl, pending } = await def.begin(redirectUri(def, intent), scopes);
      const flow: Flow = { ...pending, intent };
      const cookie = await tokens.signBrowserState(FLOW_KIND, def.id, { flow }, OAUTH_FLOW_TTL_S);
      return { authUrl, state: pending.state, cookie };
    },

    /**
     * The provider sent the browser back: the cookie must hold this state, then the code is exchanged
     * and the outcome is one of the callback outcomes of docs/product-rules.md "Social sign-in".
     * `linkingUser` answers who is signed in, for a link.
     */
    async callback(
      provider: string,
      body: TOAuthCallbackBody,
      cookie: string | undefined,
      context: { client: ClientInfo; trustedDevice: string | undefined; linkingUser: () => Promise<string> },
    ): Promise<TOAuthCallbackResponse> {
      const def = known(provider);
      if (body.error) throw badRequest('OAUTH_FAILED', OAUTH_MESSAGES.failedBecause(body.error_description ?? body.error));
      if (!def.answered(body)) throw badRequest('OAUTH_FAILED', OAUTH_MESSAGES.invalidCallback);
      const flow = await readFlow(def, cookie);
      if (flow.state !== body.state) throw stateMismatch();
      usable(provider, flow.intent.kind);
      const { intent } = flow;
      if (intent.kind !== 'login' && (await context.linkingUser()) !== intent.userId) throw stateMismatch();
      const account = await def.finish(redirectUri(def, intent), flow, body);
      if (intent.kind === 'channel') return connectChannel(def, account, intent);
      return intent.kind === 'link' ? link(def, account, intent) : signIn(def, account, context.client, context.trustedDevice);
    },
  };
}

export type OAuthService = ReturnType<typeof createOAuthService>;
