import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { renderConsentPage, renderErrorPage } from './fake-consent-page';
import { closeServer, listenOnLoopback, randomToken, readForm, redirect, sendJson, sendText } from './fake-http';
import {
  checkAuthorizationRequest,
  redirectWithCode,
  redirectWithError,
  userFromConsentForm,
  type AuthorizationRequest,
} from './fake-oauth-authorize';
import { createIdTokenSigner, discoveryDocument } from './fake-oauth-oidc';
import { OAUTH_PROVIDERS } from './fake-oauth-providers';
import { answerTokenRequest, issueCode, type OAuthStore } from './fake-oauth-token';
import type { FakeOAuthClient, FakeOAuthUser, Grant, OAuthProviderName, OAuthProviderSpec } from './fake-oauth-types';

/**
 * One OAuth 2.0 / OpenID Connect authorization server on loopback for Discord, Google, Twitch, X and
 * Instagram, each below its own prefix (`${url}/discord/...`), with the real paths, parameters, client
 * authentication and answer shapes (fake-oauth-providers.ts), so openid-client and our server's
 * sign-in code can run their real flows against it.
 */
export type { FakeOAuthClient, FakeOAuthUser, OAuthProviderName } from './fake-oauth-types';

export interface FakeOAuthProvider extends FakeOAuthClient {
  /** The prefix that stands for every real host of the provider: each of its *_BASE_URL settings takes this value. */
  baseUrl: string;
  /** The issuer (the same prefix): discovery for Google, the `issuer` openid-client's Configuration wants for the others. */
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  /** Userinfo for Google, the provider's "who am I" API for the others. */
  profileEndpoint: string;
  defaultUser: FakeOAuthUser;
}

export interface FakeOAuth {
  url: string;
  providers: Record<OAuthProviderName, FakeOAuthProvider>;
  /** Who signs in next at this provider (merged over its default user): prefills the page, or is used at once by autoApprove. */
  nextUser(provider: OAuthProviderName, user: Partial<FakeOAuthUser>): void;
  /** While on, the authorization endpoint redirects straight back with a code, as if the user pressed Authorize. */
  autoApprove(on: boolean): void;
  requests: Array<{ method: string; path: string }>;
  /**
   * What a live access token of this fake stands for (no user for a client credentials token), so a fake
   * of the provider's other APIs checks the tokens this one issued (fake-twitch.ts).
   */
  accessToken(token: string): IssuedAccessToken | undefined;
  /** The users' grants to clients that still hold (a live access token or a refresh token): who has consented to what. */
  heldGrants(provider: OAuthProviderName): Grant[];
  close(): Promise<void>;
}

export interface IssuedAccessToken {
  provider: OAuthProviderName;
  clientId: string;
  user: FakeOAuthUser | undefined;
  scopes: string[];
  expiresAt: number;
}

export interface FakeOAuthOptions {
  port?: number;
  /** Per provider, the registered client; unset fields take the defaults (appCallbackUris for the redirect URIs). */
  clients?: Partial<Record<OAuthProviderName, Partial<FakeOAuthClient>>>;
  /** The clock for codes and tokens, in ms (Date.now by default), so a test can let them expire. */
  now?: () => number;
}

/** The app's two callback routes (docs/product-rules.md "Roles and pages"), which is what its clients register at each provider. */
export const appCallbackUris = (origin: string, provider: OAuthProviderName) => [
  `${origin}/auth/${provider}/callback`,
  `${origin}/integrations/${provider}/callback`,
];

/** Not a real provider path: where the fake's own consent page posts. */
const CONSENT_PATH = '/fake/consent';

export const OAUTH_PROVIDER_NAMES = Object.keys(OAUTH_PROVIDERS) as OAuthProviderName[];
const isProviderName = (name: string): name is OAuthProviderName => (OAUTH_PROVIDER_NAMES as string[]).includes(name);

interface Call {
  name: OAuthProviderName;
  spec: OAuthProviderSpec;
  provider: FakeOAuthProvider;
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
}
type Handler = (call: Call) => void | Promise<void>;
const ok = (body: unknown) => ({ status: 200, body });

export async function startFakeOAuth(options: FakeOAuthOptions = {}): Promise<FakeOAuth> {
  const store: OAuthStore = {
    codes: new Map(),
    accessTokens: new Map(),
    refreshTokens: new Map(),
    appTokens: new Map(),
    signer: await createIdTokenSigner(),
    now: options.now ?? Date.now,
  };
  const waiting = new Map<string, { request: AuthorizationRequest; user: FakeOAuthUser }>();
  const queuedUsers = new Map<OAuthProviderName, FakeOAuthUser[]>();
  const requests: FakeOAuth['requests'] = [];
  let approving = false;
  const takeUser = (name: OAuthProviderName) => queuedUsers.get(name)?.shift() ?? OAUTH_PROVIDERS[name].defaultUser;

  const finish = ({ spec, res }: Call, request: AuthorizationRequest, user: FakeOAuthUser) =>
    redirect(res, redirectWithCode(spec, request, issueCode(store, { ...request, user })));

  const authorize = (call: Call) => {
    const { name, spec, provider, res, url } = call;
    const check = checkAuthorizationRequest(name, spec, provider, url.searchParams);
    if (check.outcome === 'error page')
      return sendText(res, 400, 'text/html', renderErrorPage(`${spec.label}: invalid request`, check.message));
    if (check.outcome === 'redirect') return redirect(res, check.location);
    const user = takeUser(name);
    if (approving) return finish(call, check.request, user);
    const requestId = randomToken();
    waiting.set(requestId, { request: check.request, user });
    const page = renderConsentPage({
      title: `Sign in with ${spec.label} (fake)`,
      intro: `Application ${provider.clientId} asks for: ${check.request.scopes.join(', ')}.`,
      action: `${provider.baseUrl}${CONSENT_PATH}`,
      requestId,
      fields: [
        { label: 'Id', name: 'id', value: user.id, required: true },
        { label: 'Username', name: 'username', value: user.username, required: true },
        { label: 'Display name', name: 'displayName', value: user.displayName ?? '' },
        { label: 'Email', name: 'email', value: user.email ?? '', type: 'email' },
      ],
    });
    sendText(res, 200, 'text/html', page);
  };

  const consent = async (call: Call) => {
    const form = await readForm(call.req);
    const requestId = form.get('request') ?? '';
    const found = waiting.get(requestId);
    waiting.delete(requestId);
    if (!found) return sendText(call.res, 400, 'text/html', renderErrorPage('Expired request', 'Start the sign-in again.'));
    if (form.get('decision') !== 'authorize')
      return redirect(
        call.res,
        redirectWithError(found.request.redirectUri, found.request.state, 'access_denied', 'The user denied the request.'),
      );
    finish(call, found.request, userFromConsentForm(found.user, form));
  };

  const token = async ({ name, spec, provider, req, res }: Call) =>
    sendJson(
      res,
      await answerTokenRequest(
        { provider: name, spec, client: provider, issuer: provider.issuer, store },
        req.headers,
        await readForm(req),
      ),
    );

  const profile = ({ name, spec, req, res, url }: Call) => {
    const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const presented = bearer ?? (spec.tokenInQuery ? url.searchParams.get('access_token') : null) ?? '';
    const grant = store.accessTokens.get(presented);
    if (!grant || grant.provider !== name || grant.expiresAt <= store.now()) return sendJson(res, spec.unauthorized);
    sendJson(res, spec.profile(grant, { query: url.searchParams, headers: req.headers }));
  };

  const oidcRoutes = ({ jwksPath }: { jwksPath: string }): Array<[string, Handler]> => [
    [
      'GET /.well-known/openid-configuration',
      ({ spec, provider, res }) => sendJson(res, ok(discoveryDocument(provider.issuer, spec, jwksPath))),
    ],
    [`GET ${jwksPath}`, ({ res }) => sendJson(res, ok(store.signer.jwks))],
  ];
  const routesOf = (spec: OAuthProviderSpec) =>
    new Map<string, Handler>([
      [`GET ${spec.paths.authorize}`, authorize],
      [`POST ${CONSENT_PATH}`, consent],
      [`POST ${spec.paths.token}`, token],
      [`GET ${spec.paths.profile}`, profile],
      ...(spec.oidc ? oidcRoutes(spec.oidc) : []),
    ]);
  const routes = new Map(OAUTH_PROVIDER_NAMES.map((name) => [name, routesOf(OAUTH_PROVIDERS[name])]));

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push({ method: req.method ?? 'GET', path: url.pathname });
    const [, name = '', ...rest] = url.pathname.split('/');
    const notFound = () => sendJson(res, { status: 404, body: { error: 'not_found' } });
    if (!isProviderName(name)) return notFound();
    const handler = routes.get(name)?.get(`${req.method} /${rest.join('/')}`);
    if (!handler) return notFound();
    Promise.resolve(handler({ name, spec: OAUTH_PROVIDERS[name], provider: providers[name], req, res, url })).catch((error: unknown) =>
      sendJson(res, { status: 500, body: { error: 'server_error', error_description: String(error) } }),
    );
  });
  const url = await listenOnLoopback(server, options.port ?? 0);

  const describeProvider = (name: OAuthProviderName): FakeOAuthProvider => {
    const spec = OAUTH_PROVIDERS[name];
    const baseUrl = `${url}/${name}`;
    return {
      ...spec.defaultClient,
      redirectUris: appCallbackUris('http://localhost:3000', name),
      ...options.clients?.[name],
      baseUrl,
      issuer: baseUrl,
      authorizationEndpoint: `${baseUrl}${spec.paths.authorize}`,
      tokenEndpoint: `${baseUrl}${spec.paths.token}`,
      profileEndpoint: `${baseUrl}${spec.paths.profile}`,
      defaultUser: spec.defaultUser,
    };
  };
  const providers = Object.fromEntries(OAUTH_PROVIDER_NAMES.map((name) => [name, describeProvider(name)])) as Record<
    OAuthProviderName,
    FakeOAuthProvider
  >;

  return {
    url,
    providers,
    requests,
    nextUser: (name, user) => queuedUsers.set(name, [...(queuedUsers.get(name) ?? []), { ...OAUTH_PROVIDERS[name].defaultUser, ...user }]),
    autoApprove: (on) => void (approving = on),
    accessToken: (token) => {
      const app = store.appTokens.get(token);
      const found = store.accessTokens.get(token) ?? (app && { ...app, user: undefined, scopes: [] });
      return found && found.expiresAt > store.now() ? found : undefined;
    },
    heldGrants: (provider) =>
      [...store.accessTokens.values()]
        .filter((grant) => grant.expiresAt > store.now())
        .concat([...store.refreshTokens.values()].map((grant) => ({ ...grant, expiresAt: Infinity })))
        .filter((grant) => grant.provider === provider)
        .map(({ user, scopes, clientId }) => ({ user, scopes, clientId })),
    close: () => closeServer(server),
  };
}
