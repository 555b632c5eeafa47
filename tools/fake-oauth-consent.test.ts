import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOAuth, type FakeOAuth } from './fake-oauth';
import { configure, finishCodeFlow, normaliseTokenAnswers } from './fake-oauth.test-support';

/** The page a person (or Playwright) sees when the fake is not set to approve on its own. */
describe('fake OAuth consent page', () => {
  let fake: FakeOAuth;
  beforeAll(async () => void (fake = await startFakeOAuth()));
  afterAll(() => fake.close());

  async function openConsentPage() {
    const twitch = fake.providers.twitch;
    const config = configure(twitch, client.ClientSecretPost(twitch.clientSecret));
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: twitch.redirectUris[0] ?? '',
      scope: 'user:read:email',
      state: 'st4te',
    });
    const page = await (await fetch(url)).text();
    const field = (name: string) => new RegExp(`name="${name}"[^>]*value="([^"]*)"`).exec(page)?.[1];
    const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1] ?? '';
    const submit = (fields: Record<string, string>) =>
      fetch(action, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ request: field('request') ?? '', ...fields }) });
    return { config, page, field, submit };
  }

  it('prefills the next user, and signs in whoever is typed when Authorize is pressed', async () => {
    fake.nextUser('twitch', { id: '5550001', username: 'queued', email: 'queued@example.com' });
    const { config, field, submit } = await openConsentPage();
    expect([field('id'), field('username'), field('email')]).toEqual(['5550001', 'queued', 'queued@example.com']);

    const answer = await submit({ decision: 'authorize', id: '5550002', username: 'Typed', email: 'typed@example.com' });
    const callback = new URL(answer.headers.get('location') ?? '');
    expect(callback.searchParams.get('state')).toBe('st4te');
    normaliseTokenAnswers(config, fake.providers.twitch.tokenEndpoint);
    const tokens = await finishCodeFlow({ config, callback, state: 'st4te', verifier: undefined });
    const helix = await client.fetchProtectedResource(
      config,
      tokens.access_token,
      new URL(fake.providers.twitch.profileEndpoint),
      'GET',
      undefined,
      new Headers({ 'client-id': fake.providers.twitch.clientId }),
    );
    expect(await helix.json()).toMatchObject({ data: [{ id: '5550002', login: 'typed', email: 'typed@example.com' }] });
  });

  it('sends the user back with access_denied and the state when Cancel is pressed, and the request cannot be reused', async () => {
    const { submit } = await openConsentPage();
    const answer = await submit({ decision: 'cancel' });
    const callback = new URL(answer.headers.get('location') ?? '');
    expect(Object.fromEntries(callback.searchParams)).toMatchObject({ error: 'access_denied', state: 'st4te' });
    expect((await submit({ decision: 'authorize' })).status).toBe(400);
  });

  it('needs no script and loads nothing from elsewhere', async () => {
    const { page } = await openConsentPage();
    expect(page).not.toMatch(/<script|<link|src=/);
  });
});
