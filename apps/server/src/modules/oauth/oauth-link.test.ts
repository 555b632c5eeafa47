// @databases pglite postgres: concurrency — of two unlinks at once one takes the last-but-one method
import { describe, expect, it } from 'vitest';
import { approveAt, postCallback, signInWith, startOAuth, useAppWithProviders } from '../../../test/oauth.js';
import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema.js';
import { buildUser, get, observerTokenFor, PASSWORD, post, uniqueUsername } from '../../../test/factories.js';

const { t, fakes } = useAppWithProviders();
let nextId = 5000;
const freshId = () => `${++nextId}${Date.now()}`;

async function unlink(provider: string, token: string) {
  const res = await t.app.inject({ method: 'DELETE', url: `/api/oauth/${provider}/unlink`, headers: { authorization: `Bearer ${token}` } });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
}

/** A user who signed up with Discord only (no password). */
async function discordOnlyUser() {
  const id = freshId();
  const { result } = await signInWith(t, fakes(), 'discord', { user: { id, email: `${id}@example.com` } });
  const complete = await post(t, '/api/auth/complete-signup', { tempToken: result.body.tempToken, username: uniqueUsername('d') });
  return { id, token: complete.body.token as string };
}

describe('linking providers', () => {
  it('links Twitch to the signed-in account, coming back to the integrations callback', async () => {
    const user = await buildUser(t);
    const started = await startOAuth(t, 'twitch', user.token);
    expect(new URL(started.authUrl).searchParams.get('redirect_uri')).toBe('http://arcana.test/integrations/twitch/callback');
    const back = await approveAt(started.authUrl);
    const result = await postCallback(
      t,
      'twitch',
      { code: back.searchParams.get('code') ?? '', state: started.state },
      { cookie: started.cookie, token: user.token },
    );
    expect(result).toMatchObject({
      status: 200,
      body: { linked: true, provider: 'twitch', message: 'Twitch account linked successfully!' },
    });
    const me = await get(t, '/api/auth/verify', user.token);
    expect(me.body.user).toMatchObject({ providers: ['email', 'twitch'] });
  });

  it('starts a link with POST /auth/{provider}/init too, and links integrations (X, Instagram)', async () => {
    const user = await buildUser(t);
    const init = await post(t, '/api/auth/x/init', { isLinking: true }, user.token);
    expect(init).toMatchObject({
      status: 200,
      body: { authUrl: expect.stringContaining('/i/oauth2/authorize'), state: expect.any(String) },
    });
    for (const provider of ['x', 'instagram'] as const) {
      const { result } = await signInWith(t, fakes(), provider, {
        token: user.token,
        user: { id: freshId(), username: `${provider}_fan` },
      });
      expect(result.body).toMatchObject({ linked: true, provider });
    }
    const me = await get(t, '/api/auth/verify', user.token);
    expect(me.body.user).toMatchObject({
      providers: ['email', 'x', 'instagram'],
      auth: { providers: { x: { data: { username: 'x_fan' } }, instagram: { data: { username: 'instagram_fan' } } } },
    });
  });

  it('refuses a provider account already linked to another user, and a second account of the same provider', async () => {
    const first = await buildUser(t);
    const second = await buildUser(t);
    const id = freshId();
    await signInWith(t, fakes(), 'twitch', { token: first.token, user: { id } });
    const taken = await signInWith(t, fakes(), 'twitch', { token: second.token, user: { id } });
    expect(taken.result).toMatchObject({
      status: 409,
      body: { code: 'PROVIDER_ACCOUNT_TAKEN', error: expect.stringContaining('already linked') },
    });
    const another = await signInWith(t, fakes(), 'twitch', { token: first.token, user: { id: freshId() } });
    expect(another.result).toMatchObject({ status: 409, body: { code: 'PROVIDER_ALREADY_LINKED' } });
  });

  it('binds a link to the user who began it', async () => {
    const owner = await buildUser(t);
    const other = await buildUser(t);
    const started = await startOAuth(t, 'twitch', owner.token);
    const back = await approveAt(started.authUrl);
    const body = { code: back.searchParams.get('code') ?? '', state: started.state };
    expect(await postCallback(t, 'twitch', body, { cookie: started.cookie })).toMatchObject({ status: 401 });
    expect(await postCallback(t, 'twitch', body, { cookie: started.cookie, token: other.token })).toMatchObject({
      status: 400,
      body: { code: 'OAUTH_STATE_MISMATCH' },
    });
  });

  it('lets no observer link', async () => {
    const user = await buildUser(t);
    const observer = await observerTokenFor(t, user.token);
    expect(await get(t, '/api/oauth/twitch/auth', observer)).toMatchObject({ status: 403, body: { code: 'OBSERVER_READ_ONLY' } });
  });
});

describe('unlinking providers', () => {
  it('keeps the e-mail method, and the last way to sign in', async () => {
    const user = await buildUser(t);
    expect(await unlink('email', user.token)).toMatchObject({ status: 400, body: { code: 'EMAIL_PROVIDER_PERMANENT' } });
    expect(await unlink('discord', user.token)).toMatchObject({ status: 404, body: { code: 'PROVIDER_NOT_LINKED' } });
    const only = await discordOnlyUser();
    expect(await unlink('discord', only.token)).toMatchObject({ status: 409, body: { code: 'LAST_SIGN_IN_METHOD' } });
  });

  it('refuses an e-mail change that would unlink the only way in (Discord, tied to the address)', async () => {
    const only = await discordOnlyUser();
    expect(await post(t, '/api/auth/request-email-change', { email: `${freshId()}@example.com` }, only.token)).toMatchObject({
      status: 409,
      body: { code: 'LAST_SIGN_IN_METHOD' },
    });
  });

  it('unlinks an integration freely, and a sign-in method once another stays', async () => {
    const only = await discordOnlyUser();
    await signInWith(t, fakes(), 'x', { token: only.token, user: { id: freshId() } });
    expect(await unlink('x', only.token)).toMatchObject({ status: 200, body: { message: 'X account unlinked' } });
    await signInWith(t, fakes(), 'twitch', { token: only.token, user: { id: freshId() } });
    expect(await unlink('discord', only.token)).toMatchObject({ status: 200 });
    const me = await get(t, '/api/auth/verify', only.token);
    expect(me.body.user).toMatchObject({ providers: ['twitch'] });
  });

  it('asks for a recent proof before a new way in is linked or one goes; signing in again with a linked one is that proof', async () => {
    const user = await buildUser(t, { linkSession: true });
    expect(await get(t, '/api/oauth/twitch/auth', user.token)).toMatchObject({ status: 403, body: { code: 'REAUTH_REQUIRED' } });
    // An integration is no way in: it needs no proof, and signing in with it proves nothing.
    const x = await signInWith(t, fakes(), 'x', { token: user.token, user: { id: freshId() } });
    expect(x.result.body).toMatchObject({ linked: true });

    expect((await post(t, '/api/auth/reauthenticate', { password: PASSWORD }, user.token)).status).toBe(200);
    const twitchId = freshId();
    await signInWith(t, fakes(), 'twitch', { token: user.token, user: { id: twitchId } });
    await signInWith(t, fakes(), 'discord', { token: user.token, user: { id: freshId() } });
    const { sid } = await t.deps.tokens.verifyAccess(user.token);
    await t.deps.db.update(sessions).set({ reauthenticatedAt: null }).where(eq(sessions.id, sid));
    expect(await unlink('discord', user.token)).toMatchObject({ status: 403, body: { code: 'REAUTH_REQUIRED' } });

    const again = await signInWith(t, fakes(), 'twitch', { token: user.token, user: { id: twitchId } });
    expect(again.result.body).toMatchObject({ linked: true });
    expect(await unlink('discord', user.token)).toMatchObject({ status: 200 });
  });

  it('lets only one of two unlinks at once take the last-but-one method', async () => {
    const only = await discordOnlyUser();
    await signInWith(t, fakes(), 'twitch', { token: only.token, user: { id: freshId() } });
    const results = await Promise.all([unlink('discord', only.token), unlink('twitch', only.token)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});
