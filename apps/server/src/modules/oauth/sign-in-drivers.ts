import { OAUTH_PROVIDERS, type TLinkableProvider } from '@arcana/shared';
import type { TOAuthCallbackBody } from '@arcana/shared/schemas';
import type { Platform } from '../../platform/platform.js';
import { AppError, badRequest } from '../../lib/app-error.js';
import { randomToken } from '../../lib/secure-random.js';
import { spendToken } from '../../lib/spent-tokens.js';
import { createOAuthClient, type PendingAuthorization } from './oauth-client.js';
import { OAUTH_MESSAGES } from './oauth.messages.js';
import { isConfigured, OAUTH_PROVIDER_DEFS, type ProviderAccount } from './oauth-providers.js';
import { steamSignInUrl, verifySteamAssertion } from './steam-openid.js';
import type { SteamWebApi } from '../integrations/index.js';

/** One provider's sign-in, whatever protocol it speaks: where the browser goes, and who came back. */
export interface SignInDriver {
  id: TLinkableProvider;
  /** Signs people in (login providers), or is only linked to an account (integrations). */
  signIn: boolean;
  /** This server has what it needs to reach the provider (credentials, an API key). */
  configured: boolean;
  /** Where the browser goes; `scopes` asks for more than signing in needs (a broadcaster's channel). */
  begin(redirectUri: string, scopes?: readonly string[]): Promise<{ authUrl: string; pending: PendingAuthorization }>;
  /** The callback carries this protocol's answer (an OAuth code, an OpenID assertion), with our state. */
  answered(body: TOAuthCallbackBody): boolean;
  finish(redirectUri: string, pending: PendingAuthorization, body: TOAuthCallbackBody): Promise<ProviderAccount>;
}

const invalidCallback = () => badRequest('OAUTH_FAILED', OAUTH_MESSAGES.invalidCallback);
const unreachable = () => new AppError('UPSTREAM_UNAVAILABLE', 502, OAUTH_MESSAGES.providerUnreachable);

export function createSignInDrivers({
  config,
  db,
  steamApi,
}: Pick<Platform, 'config' | 'db'> & { steamApi: SteamWebApi }): Record<TLinkableProvider, SignInDriver> {
  const settings = config.providers;
  const oauth = createOAuthClient(settings);
  // Steam returns to our callback with the state in its address; the assertion must name exactly that address.
  const steamReturnTo = (redirectUri: string, state: string) => `${redirectUri}?state=${encodeURIComponent(state)}`;

  const oauthDrivers = OAUTH_PROVIDERS.map((id): SignInDriver => {
    const def = OAUTH_PROVIDER_DEFS[id];
    return {
      id,
      signIn: def.signIn,
      configured: isConfigured(def, settings),
      begin: (redirectUri, scopes) => oauth.begin(def, redirectUri, scopes),
      answered: (body) => Boolean(body.code && body.state),
      async finish(redirectUri, pending, body) {
        if (!body.code || !body.state) throw invalidCallback();
        return oauth.finish(def, redirectUri, pending, { code: body.code, state: body.state });
      },
    };
  });

  const steam: SignInDriver = {
    id: 'steam',
    signIn: true,
    configured: Boolean(settings.STEAM_API_KEY),
    async begin(redirectUri) {
      const state = randomToken();
      const authUrl = steamSignInUrl(settings.STEAM_OPENID_URL, steamReturnTo(redirectUri, state), `${config.publicUrl}/`);
      return { authUrl, pending: { state } };
    },
    answered: (body) => Boolean(body['openid.mode'] && body.state),
    async finish(redirectUri, pending, body) {
      const steamid = await verifySteamAssertion({
        endpoint: settings.STEAM_OPENID_URL,
        returnTo: steamReturnTo(redirectUri, pending.state),
        fields: body,
        spendNonce: (nonce, keepUntil) => spendToken(db, `steam-nonce:${nonce}`, keepUntil),
        async post(url, form, signal) {
          try {
            const response = await fetch(url, { method: 'POST', body: form, signal });
            return { ok: response.ok, body: await response.text() };
          } catch {
            throw unreachable();
          }
        },
        now: Date.now(),
      });
      // The name is only shown: a Web API that fails does not undo a sign-in Steam has confirmed.
      const data = await steamApi.playerSummary(steamid).catch(() => ({ username: '' }));
      return { id: steamid, verifiedEmail: null, data };
    },
  };

  return Object.fromEntries([...oauthDrivers, steam].map((driver) => [driver.id, driver])) as Record<TLinkableProvider, SignInDriver>;
}
