import { afterAll } from 'vitest';
import { startFakeProviders, type FakeProviders, type FakeProvidersOptions } from '../../../tools/fake-providers.js';
import type { FakeOAuthUser, OAuthProviderName } from '../../../tools/fake-oauth.js';
import { useTestApp, type TestApp } from './test-app.js';

/** The origin test apps run on (test-app.ts): each fake client registers its callbacks there. */
const APP_ORIGIN = 'http://arcana.test';

/**
 * A test app whose sign-in providers are the fakes of tools/ on loopback, approving at once (as if
 * the user pressed Authorize), so a test runs the whole redirect round trip.
 */
export function useAppWithProviders(options: Omit<FakeProvidersOptions, 'appOrigins'> = {}): { t: TestApp; fakes: () => FakeProviders } {
  let fakes: FakeProviders | undefined;
  const t = useTestApp(async () => {
    fakes = await startFakeProviders({ ...options, appOrigins: [APP_ORIGIN] });
    fakes.oauth.autoApprove(true);
    fakes.steam.autoApprove(true);
    return { providers: fakes.env };
  });
  afterAll(() => fakes?.close());
  return {
    t,
    fakes: () => {
      if (!fakes) throw new Error('the fakes exist only while tests run');
      return fakes;
    },
  };
}

export interface Started {
  authUrl: string;
  state: string;
  /** The flow cookie, as the browser would send it back. */
  cookie: string;
}

export async function startOAuth(t: TestApp, provider: string, token?: string): Promise<Started> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/oauth/${provider}/auth`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (res.statusCode !== 200) throw new Error(`start ${provider}: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === `arcana_oauth_${provider}`);
  if (!cookie) throw new Error('no flow cookie');
  const body = res.json<{ authUrl: string; state: string }>();
  return { ...body, cookie: `${cookie.name}=${cookie.value}` };
}

/** The browser at the provider: the fake approves and redirects to our callback page, whose address is answered. */
export async function approveAt(authUrl: string): Promise<URL> {
  const res = await fetch(authUrl, { redirect: 'manual' });
  const location = res.headers.get('location');
  if (res.status !== 302 || !location) throw new Error(`expected a redirect, got ${res.status}: ${await res.text()}`);
  return new URL(location);
}

/** The callback page posting what its address holds, with the browser's cookie (and token when linking). */
export async function postCallback(
  t: TestApp,
  provider: string,
  body: Record<string, string>,
  options: { cookie?: string; token?: string } = {},
) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/oauth/${provider}/callback`,
    payload: body,
    headers: {
      ...(options.cookie && { cookie: options.cookie }),
      ...(options.token && { authorization: `Bearer ${options.token}` }),
    },
  });
  return { status: res.statusCode, body: res.json<Record<string, unknown> & { error?: string; code?: string }>() };
}

/** The whole round trip: start, approve at the provider as `user`, post the callback. */
export async function signInWith(
  t: TestApp,
  fakes: FakeProviders,
  provider: OAuthProviderName,
  options: { user?: Partial<FakeOAuthUser>; token?: string } = {},
) {
  if (options.user) fakes.oauth.nextUser(provider, options.user);
  const started = await startOAuth(t, provider, options.token);
  const back = await approveAt(started.authUrl);
  const code = back.searchParams.get('code') ?? '';
  const state = back.searchParams.get('state') ?? '';
  return { back, started, result: await postCallback(t, provider, { code, state }, { cookie: started.cookie, token: options.token }) };
}

/** Steam's round trip up to the callback: the assertion's openid.* fields and our state, as the callback page posts them. */
export async function steamAssertion(t: TestApp, token?: string) {
  const started = await startOAuth(t, 'steam', token);
  const back = await approveAt(started.authUrl);
  return { started, body: Object.fromEntries(back.searchParams) };
}
