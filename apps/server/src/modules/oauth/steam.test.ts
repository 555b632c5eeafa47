import { describe, expect, it } from 'vitest';
import { postCallback, startOAuth, steamAssertion, useAppWithProviders } from '../../../test/oauth.js';
import { buildUnverifiedUser, buildUser, buildUserWith2FA, get, post, uniqueEmail, uniqueUsername } from '../../../test/factories.js';
import { tokenOf } from '../../../test/test-app.js';

const { t, fakes } = useAppWithProviders();
let serial = 0;
/** A SteamID64 no other test uses. */
const steamId = () => `7656119${String(8_000_000_000 + (Date.now() % 1_000_000_000) + ++serial).slice(-10)}`;

async function steamSignIn(who: { steamid: string; personaname?: string } = { steamid: steamId() }, token?: string) {
  fakes().steam.nextUser(who);
  const { started, body } = await steamAssertion(t, token);
  return postCallback(t, 'steam', body, { cookie: started.cookie, token });
}

/** A genuine assertion with one field changed, posted with its own cookie. */
async function tampered(change: (body: Record<string, string>) => void) {
  fakes().steam.nextUser({ steamid: steamId() });
  const { started, body } = await steamAssertion(t);
  change(body);
  return postCallback(t, 'steam', body, { cookie: started.cookie });
}

const refusedBecause = (why: string) => ({ status: 400, body: { code: 'OAUTH_FAILED', error: `Authentication failed: ${why}` } });

describe('Steam sign-in (OpenID 2.0)', () => {
  it('asks Steam with identifier_select, returning to our callback with a state bound to the cookie', async () => {
    const started = await startOAuth(t, 'steam');
    const url = new URL(started.authUrl);
    expect(url.origin + url.pathname).toBe(fakes().steam.openIdUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'openid.ns': 'http://specs.openid.net/auth/2.0',
      'openid.mode': 'checkid_setup',
      'openid.return_to': `http://arcana.test/auth/steam/callback?state=${started.state}`,
      'openid.realm': 'http://arcana.test/',
      'openid.identity': 'http://specs.openid.net/auth/2.0/identifier_select',
      'openid.claimed_id': 'http://specs.openid.net/auth/2.0/identifier_select',
    });
  });

  it('signs up with an e-mail step, then the mailed link signs the new user in', async () => {
    const steamid = steamId();
    const first = await steamSignIn({ steamid, personaname: 'Gordon' });
    expect(first).toMatchObject({ status: 200, body: { requiresUsername: true, provider: 'steam', requiresEmail: true } });
    const tempToken = first.body.tempToken as string;
    const info = await get(t, '/api/auth/temp-token-info', tempToken);
    expect(info.body).toMatchObject({ provider: 'steam', email: null, data: { account: { username: 'Gordon' } } });

    const email = uniqueEmail('steam');
    expect(await post(t, '/api/auth/check-email-for-steam', { tempToken, email })).toMatchObject({
      status: 200,
      body: { emailExists: false, needsLinking: false },
    });
    const complete = await post(t, '/api/auth/complete-signup', { tempToken, username: uniqueUsername('s'), email });
    expect(complete).toMatchObject({ status: 200, body: { requiresEmailVerification: true, email } });
    expect(complete.body.token).toBeUndefined();

    const verified = await post(t, '/api/auth/verify-email', { token: tokenOf(await t.lastLink(email, 'verification')) });
    expect(verified).toMatchObject({ status: 200, body: { isNewUserVerification: true, token: expect.any(String) } });
    const me = await get(t, '/api/auth/verify', verified.body.token as string);
    expect(me.body.user).toMatchObject({
      email,
      emailVerified: true,
      providers: ['steam'],
      // A public profile says when the account was made: an old one counts as a referral's effort.
      auth: { providers: { steam: { data: { username: 'Gordon', createdAt: '2003-09-12T22:59:49.000Z' } } } },
    });

    const again = await steamSignIn({ steamid, personaname: 'Gordon' });
    expect(again.body).toMatchObject({ provider: 'steam', token: expect.any(String), user: { email } });
  });

  it('links Steam to the account that owns the typed address, once its inbox is proved', async () => {
    const owner = await buildUser(t);
    const first = await steamSignIn();
    const checked = await post(t, '/api/auth/check-email-for-steam', { tempToken: first.body.tempToken, email: owner.email });
    expect(checked.body).toMatchObject({ emailExists: true, needsLinking: true });
    // The signup token learns that the address has an owner, and nothing of the owner's account.
    const { sub: ownerId } = await t.deps.tokens.verifyAccess(owner.token);
    const info = await get(t, '/api/auth/temp-token-info', first.body.tempToken as string);
    expect(info).toMatchObject({ status: 200, body: { type: 'steam-link', data: { account: { username: expect.any(String) } } } });
    expect(Object.keys(info.body.data as object)).toEqual(['account']);
    expect(JSON.stringify(info.body)).not.toContain(ownerId);
    const link = await t.lastLink(owner.email, 'provider-link');
    const verified = await post(t, '/api/auth/verify-provider', { token: tokenOf(link), provider: 'steam' });
    expect(verified).toMatchObject({ status: 200, body: { message: 'Steam account verified successfully!' } });
    const me = await get(t, '/api/auth/verify', verified.body.token as string);
    expect(me.body.user).toMatchObject({ username: owner.username, providers: ['email', 'steam'] });
  });

  it('will not finish a signup that waits for the owner’s link as a new account', async () => {
    const owner = await buildUser(t);
    const first = await steamSignIn();
    await post(t, '/api/auth/check-email-for-steam', { tempToken: first.body.tempToken, email: owner.email });
    const complete = await post(t, '/api/auth/complete-signup', { tempToken: first.body.tempToken, username: uniqueUsername('x') });
    expect(complete).toMatchObject({ status: 409, body: { code: 'EMAIL_TAKEN_VERIFIED' } });
  });

  it('asks the owner of an account with two-factor for their code after the link, and binds the link to the address', async () => {
    const owner = await buildUserWith2FA(t);
    const first = await steamSignIn();
    await post(t, '/api/auth/check-email-for-steam', { tempToken: first.body.tempToken, email: owner.email });
    const link = await t.lastLink(owner.email, 'provider-link');
    const verified = await post(t, '/api/auth/verify-provider', { token: tokenOf(link), provider: 'steam' });
    expect(verified).toMatchObject({ status: 200, body: { requires2FA: true, tempToken: expect.any(String) } });
    expect(verified.body.token).toBeUndefined();
  });

  it('resends the link once a minute from the verification page', async () => {
    const owner = await buildUser(t);
    const first = await steamSignIn();
    await post(t, '/api/auth/check-email-for-steam', { tempToken: first.body.tempToken, email: owner.email });
    expect(await post(t, '/api/auth/resend-verification', { email: owner.email, provider: 'steam' })).toMatchObject({
      status: 429,
      body: { code: 'RESEND_COOLDOWN' },
    });
  });

  it('takes over an address whose account never proved it (-overwrite)', async () => {
    const holder = await buildUnverifiedUser(t);
    const first = await steamSignIn();
    const tempToken = first.body.tempToken as string;
    const checked = await post(t, '/api/auth/check-email-for-steam', { tempToken, email: holder.email });
    expect(checked.body).toMatchObject({ emailExists: true, needsLinking: false });
    const info = await get(t, '/api/auth/temp-token-info', tempToken);
    expect(info.body.type).toBe('steam-overwrite');
    const complete = await post(t, '/api/auth/complete-signup', { tempToken, username: uniqueUsername('o'), email: holder.email });
    expect(complete).toMatchObject({ status: 200, body: { requiresEmailVerification: true } });
  });

  it('lists Steam as on once its Web API key is set', async () => {
    const listed = await get(t, '/api/oauth/providers');
    expect(listed.body.providers).toEqual(expect.arrayContaining([{ id: 'steam', enabled: true, signIn: true }]));
  });
});

describe('Steam assertions refused', () => {
  it('refuses an assertion from another endpoint than the configured one', async () => {
    expect(await tampered((body) => (body['openid.op_endpoint'] = 'https://evil.example/openid/login'))).toMatchObject(
      refusedBecause('the assertion is not from Steam'),
    );
  });

  it('refuses a claimed_id that is not the identity, or not a Steam community id', async () => {
    expect(await tampered((body) => (body['openid.identity'] = 'https://steamcommunity.com/openid/id/76561197960287930'))).toMatchObject(
      refusedBecause('the assertion names no Steam account'),
    );
    expect(
      await tampered((body) => {
        body['openid.claimed_id'] = body['openid.identity'] = 'https://evil.example/openid/id/76561197960287930';
      }),
    ).toMatchObject(refusedBecause('the assertion names no Steam account'));
  });

  it('refuses a foreign return_to, and other signed fields', async () => {
    expect(await tampered((body) => (body['openid.return_to'] = 'https://evil.example/auth/steam/callback'))).toMatchObject(
      refusedBecause('the assertion was made for another address'),
    );
    expect(await tampered((body) => (body['openid.signed'] = 'signed,claimed_id,identity'))).toMatchObject(
      refusedBecause('the assertion signs the wrong fields'),
    );
  });

  it('refuses a nonce older than five minutes', async () => {
    const stale = new Date(Date.now() - 6 * 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    expect(await tampered((body) => (body['openid.response_nonce'] = `${stale}abcdef`))).toMatchObject(
      refusedBecause('the assertion is too old'),
    );
  });

  it('refuses a nonce that is not Steam’s form (a 4 KB one, say) as a clear 400', async () => {
    const now = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
    expect(await tampered((body) => (body['openid.response_nonce'] = `${now}${'x'.repeat(4000)}`))).toMatchObject(
      refusedBecause('the assertion is too old'),
    );
  });

  it('refuses a nonce seen before, even validly signed', async () => {
    await steamSignIn();
    fakes().steam.replayNonce(true);
    try {
      expect(await steamSignIn()).toMatchObject(refusedBecause('the assertion was already used'));
    } finally {
      fakes().steam.replayNonce(false);
    }
  });

  it('refuses what Steam does not confirm (is_valid:false)', async () => {
    fakes().steam.badSignature(true);
    try {
      expect(await steamSignIn()).toMatchObject(refusedBecause('Steam did not confirm the sign-in'));
    } finally {
      fakes().steam.badSignature(false);
    }
  });

  it('says a sign-in cancelled at Steam was cancelled', async () => {
    const started = await startOAuth(t, 'steam');
    const body = { 'openid.ns': 'http://specs.openid.net/auth/2.0', 'openid.mode': 'cancel', state: started.state };
    expect(await postCallback(t, 'steam', body, { cookie: started.cookie })).toMatchObject(
      refusedBecause('the sign-in was cancelled at Steam'),
    );
  });
});
