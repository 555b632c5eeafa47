import { describe, expect, it } from 'vitest';
import { approveAt, postCallback, signInWith, startOAuth, useAppWithProviders } from '../../../test/oauth.js';
import { buildUser, buildUserWith2FA, codeFor, get, post, uniqueEmail, uniqueUsername } from '../../../test/factories.js';
import { tokenOf } from '../../../test/test-app.js';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';

const { t, fakes } = useAppWithProviders();
let nextId = 1000;
const freshId = () => String(++nextId) + Date.now();

/** A new provider account signs up: the callback asks for a username, and complete-signup signs it in. */
async function signUpWith(provider: 'discord' | 'google' | 'twitch', user: Record<string, unknown> = {}) {
  const { result } = await signInWith(t, fakes(), provider, { user: { id: freshId(), email: uniqueEmail(provider), ...user } });
  expect(result).toMatchObject({ status: 200, body: { requiresUsername: true, provider, requiresEmail: false } });
  const username = uniqueUsername(provider);
  const complete = await post(t, '/api/auth/complete-signup', { tempToken: result.body.tempToken, username });
  expect(complete).toMatchObject({ status: 200, body: { requiresEmailVerification: false, token: expect.any(String) } });
  return { username, token: complete.body.token as string, tempInfo: result.body.tempToken as string };
}

describe('social sign-in', () => {
  it('lists the providers this server has credentials for', async () => {
    const listed = await get(t, '/api/oauth/providers');
    expect(listed.body.providers).toEqual(
      expect.arrayContaining([
        { id: 'discord', enabled: true, signIn: true },
        { id: 'google', enabled: true, signIn: true },
        { id: 'twitch', enabled: true, signIn: true },
        { id: 'x', enabled: true, signIn: false },
        { id: 'instagram', enabled: true, signIn: false },
      ]),
    );
  });

  it('sends the browser to the provider with state and PKCE S256, bound to the browser by a signed cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/oauth/discord/auth' });
    const url = new URL(res.json<{ authUrl: string }>().authUrl);
    expect(url.origin + url.pathname).toBe(`${fakes().oauth.providers.discord.baseUrl}/oauth2/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: fakes().oauth.providers.discord.clientId,
      redirect_uri: 'http://arcana.test/auth/discord/callback',
      response_type: 'code',
      scope: 'identify email',
      state: res.json<{ state: string }>().state,
      code_challenge_method: 'S256',
    });
    const cookie = res.cookies.find((c) => c.name === 'arcana_oauth_discord');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api', maxAge: 600 });
    expect(cookie?.value).not.toContain(url.searchParams.get('code_challenge'));
  });

  it('signs up a new Discord user: username, then signed in with the provider linked and the address proved', async () => {
    const { username, token } = await signUpWith('discord', { username: 'nelly_new' });
    const me = await get(t, '/api/auth/verify', token);
    expect(me.body.user).toMatchObject({
      username,
      emailVerified: true,
      providers: ['discord'],
      auth: { providers: { discord: { verified: true, data: { username: 'nelly_new' } } } },
    });
  });

  it('shows the pending signup what the provider told, its name offered as the username (temp-token-info)', async () => {
    const infoFor = async (provider: 'twitch' | 'discord' | 'google', user: Record<string, unknown>) => {
      const { result } = await signInWith(t, fakes(), provider, { user: { id: freshId(), ...user } });
      return (await get(t, '/api/auth/temp-token-info', result.body.tempToken as string)).body;
    };
    const displayName = uniqueUsername('Queen');
    expect(await infoFor('twitch', { displayName, username: uniqueUsername('queen') })).toMatchObject({
      type: 'twitch',
      provider: 'twitch',
      data: { account: { displayName } },
      suggestedUsername: displayName,
    });
    // A display name that is no valid username gives way to the login; a name held by anyone (in any case) is not offered.
    const login = uniqueUsername('fan');
    expect(await infoFor('twitch', { displayName: 'ファン 1号', username: login })).toMatchObject({ suggestedUsername: login });
    const { username: held } = await buildUser(t);
    expect(await infoFor('twitch', { displayName: held.toUpperCase(), username: held })).toMatchObject({ suggestedUsername: null });
    const discordName = uniqueUsername('nelly');
    expect(await infoFor('discord', { username: discordName })).toMatchObject({ suggestedUsername: discordName });
    expect(await infoFor('google', { email: uniqueEmail('google') })).toMatchObject({ suggestedUsername: null });
  });

  it('signs a returning user straight in, with presence proved (sudo mode)', async () => {
    const id = freshId();
    await signUpWith('google', { id });
    const again = await signInWith(t, fakes(), 'google', { user: { id, email: uniqueEmail('google') } });
    expect(again.result).toMatchObject({
      status: 200,
      body: { provider: 'google', token: expect.any(String), user: { providers: ['google'] } },
    });
    // Sensitive actions are open: the two-factor setup needs a recent proof.
    const setup = await post(t, '/api/auth/2fa/setup', undefined, again.result.body.token as string);
    expect(setup.status).toBe(200);
  });

  it('runs Google through OpenID Connect: a nonce in the request, the id_token checked', async () => {
    const started = await startOAuth(t, 'google');
    const nonce = new URL(started.authUrl).searchParams.get('nonce');
    expect(nonce).toBeTruthy();
    const back = await approveAt(started.authUrl);
    const result = await postCallback(
      t,
      'google',
      { code: back.searchParams.get('code') ?? '', state: started.state },
      { cookie: started.cookie },
    );
    expect(result.body).toMatchObject({ requiresUsername: true, provider: 'google' });
  });

  it('sends Twitch its secret in the body, without PKCE, and reads its display name', async () => {
    const started = await startOAuth(t, 'twitch');
    expect(new URL(started.authUrl).searchParams.has('code_challenge')).toBe(false);
    const { token } = await signUpWith('twitch', { displayName: 'TwitchFan' });
    const me = await get(t, '/api/auth/verify', token);
    expect(me.body.user).toMatchObject({ providers: ['twitch'], auth: { providers: { twitch: { data: { displayName: 'TwitchFan' } } } } });
  });

  it('asks a user with two-factor for the code, and honours a trusted browser', async () => {
    const user = await buildUserWith2FA(t);
    const linkId = freshId();
    const linked = await signInWith(t, fakes(), 'discord', { token: user.token, user: { id: linkId } });
    expect(linked.result.body).toMatchObject({ linked: true });
    const second = await signInWith(t, fakes(), 'discord', { user: { id: linkId } });
    expect(second.result).toMatchObject({ status: 200, body: { requires2FA: true, tempToken: expect.any(String), provider: 'discord' } });
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/2fa/verify-login',
      payload: { tempToken: second.result.body.tempToken, totpToken: codeFor(user.secret, 1), trustDevice: true },
    });
    expect(verified.statusCode).toBe(200);
    const trusted = verified.cookies.find((c) => c.name === 'arcana_trusted_device');
    // The trusted browser's cookie reaches the providers' callback too.
    fakes().oauth.nextUser('discord', { id: linkId });
    const started = await startOAuth(t, 'discord');
    const back = await approveAt(started.authUrl);
    const third = await postCallback(
      t,
      'discord',
      { code: back.searchParams.get('code') ?? '', state: started.state },
      { cookie: `${started.cookie}; arcana_trusted_device=${trusted?.value}` },
    );
    expect(third.body).toMatchObject({ token: expect.any(String) });
  });

  it('never links by a matching address: the owner proves the inbox, and the link adds the provider', async () => {
    const owner = await buildUser(t);
    const id = freshId();
    const { result } = await signInWith(t, fakes(), 'discord', { user: { id, email: owner.email, emailVerified: true } });
    expect(result).toMatchObject({
      status: 200,
      body: {
        requiresEmailVerification: true,
        provider: 'discord',
        email: owner.email,
        message: expect.stringContaining('already exists'),
      },
    });
    const link = await t.lastLink(owner.email, 'provider-link');
    expect(link).toMatch(/^http:\/\/arcana\.test\/verify-provider\?token=.+&provider=discord&account=\w+$/);
    const wrongProvider = await post(t, '/api/auth/verify-provider', { token: tokenOf(link), provider: 'google' });
    expect(wrongProvider).toMatchObject({ status: 400, body: { code: 'LINK_INVALID' } });
    const verified = await post(t, '/api/auth/verify-provider', { token: tokenOf(link), provider: 'discord' });
    expect(verified).toMatchObject({ status: 200, body: { token: expect.any(String), message: 'Discord account verified successfully!' } });
    const me = await get(t, '/api/auth/verify', verified.body.token as string);
    expect(me.body.user).toMatchObject({ username: owner.username, providers: ['email', 'discord'] });
    const again = await signInWith(t, fakes(), 'discord', { user: { id, email: owner.email } });
    expect(again.result.body).toMatchObject({ token: expect.any(String), user: { username: owner.username } });
    expect(await post(t, '/api/auth/verify-provider', { token: tokenOf(link), provider: 'discord' })).toMatchObject({
      status: 400,
      body: { code: 'LINK_USED' },
    });
  });

  it.each(['google', 'discord', 'twitch'] as const)(
    'reads %s’s address as the app keeps addresses (case does not make a second account)',
    async (provider) => {
      const owner = await buildUser(t);
      const typed = owner.email.replace(/^./, (first) => first.toUpperCase()).replace('@example.com', '@Example.COM');
      const { result } = await signInWith(t, fakes(), provider, { user: { id: freshId(), email: typed, emailVerified: true } });
      expect(result.body).toMatchObject({ requiresEmailVerification: true, email: owner.email });
    },
  );

  it('gives a provider-proved address to its new owner, from an account that never proved it', async () => {
    const squatter = await signUpWith('twitch', { email: undefined });
    const email = uniqueEmail('proved');
    // The squatter's account claims the address without ever proving it.
    await t.deps.db.update(users).set({ email }).where(eq(users.username, squatter.username));
    const { result } = await signInWith(t, fakes(), 'google', { user: { id: freshId(), email } });
    expect(result.body).toMatchObject({ requiresUsername: true });
    const complete = await post(t, '/api/auth/complete-signup', { tempToken: result.body.tempToken, username: uniqueUsername('g') });
    expect(complete).toMatchObject({ status: 200, body: { token: expect.any(String), email } });
    const [left] = await t.deps.db.select({ email: users.email }).from(users).where(eq(users.username, squatter.username));
    expect(left?.email).toBeNull();
  });

  it('ignores an address the provider has not verified', async () => {
    const owner = await buildUser(t);
    const { result } = await signInWith(t, fakes(), 'discord', { user: { id: freshId(), email: owner.email, emailVerified: false } });
    expect(result.body).toMatchObject({ requiresUsername: true });
    const info = await get(t, '/api/auth/temp-token-info', result.body.tempToken as string);
    expect(info.body.email).toBeNull();
  });
});

describe('social sign-in refusals', () => {
  it('refuses a callback whose state is not the cookie’s, or that has no cookie, or another provider’s', async () => {
    const started = await startOAuth(t, 'discord');
    const back = await approveAt(started.authUrl);
    const code = back.searchParams.get('code') ?? '';
    const mismatch = { status: 400, body: { code: 'OAUTH_STATE_MISMATCH' } };
    expect(await postCallback(t, 'discord', { code, state: 'forged' }, { cookie: started.cookie })).toMatchObject(mismatch);
    expect(await postCallback(t, 'discord', { code, state: started.state })).toMatchObject(mismatch);
    const google = await startOAuth(t, 'google');
    const swapped = google.cookie.replace('arcana_oauth_google', 'arcana_oauth_discord');
    expect(await postCallback(t, 'discord', { code, state: started.state }, { cookie: swapped })).toMatchObject(mismatch);
  });

  it('refuses a PKCE verifier that is not the one the challenge was made from', async () => {
    const first = await startOAuth(t, 'discord');
    const second = await startOAuth(t, 'discord');
    const back = await approveAt(first.authUrl);
    // The second flow's cookie, with the first flow's code and the second's state: the verifier does not match.
    const result = await postCallback(
      t,
      'discord',
      { code: back.searchParams.get('code') ?? '', state: second.state },
      { cookie: second.cookie },
    );
    expect(result).toMatchObject({ status: 400, body: { code: 'OAUTH_FAILED', error: expect.stringMatching(/^Authentication failed: /) } });
  });

  it('refuses a code used twice', async () => {
    const started = await startOAuth(t, 'twitch');
    const back = await approveAt(started.authUrl);
    const body = { code: back.searchParams.get('code') ?? '', state: started.state };
    expect((await postCallback(t, 'twitch', body, { cookie: started.cookie })).status).toBe(200);
    expect(await postCallback(t, 'twitch', body, { cookie: started.cookie })).toMatchObject({
      status: 400,
      body: { code: 'OAUTH_FAILED' },
    });
  });

  it('says what the provider said when the user denied access, and what is missing otherwise', async () => {
    expect(await postCallback(t, 'discord', { error: 'access_denied', error_description: 'The user denied the request.' })).toMatchObject({
      status: 400,
      body: { code: 'OAUTH_FAILED', error: 'Authentication failed: The user denied the request.' },
    });
    expect(await postCallback(t, 'discord', { state: 'x' })).toMatchObject({ status: 400, body: { error: 'Invalid callback parameters' } });
  });

  it('refuses unknown providers, and signing in with an integration', async () => {
    expect(await get(t, '/api/oauth/myspace/auth')).toMatchObject({
      status: 400,
      body: { code: 'PROVIDER_DISABLED', error: 'Invalid provider' },
    });
    expect(await get(t, '/api/oauth/x/auth')).toMatchObject({ status: 400, body: { code: 'PROVIDER_DISABLED' } });
    expect(await post(t, '/api/auth/instagram/init', { isLinking: false })).toMatchObject({
      status: 400,
      body: { code: 'PROVIDER_DISABLED' },
    });
  });

  it('answers 502 when the provider cannot be reached', async () => {
    const started = await startOAuth(t, 'discord');
    const back = await approveAt(started.authUrl);
    // The file's last test (vitest keeps their order): nothing after it needs the fake.
    await fakes().oauth.close();
    const result = await postCallback(
      t,
      'discord',
      { code: back.searchParams.get('code') ?? '', state: started.state },
      { cookie: started.cookie },
    );
    expect(result).toMatchObject({ status: 502, body: { code: 'UPSTREAM_UNAVAILABLE' } });
  });
});
