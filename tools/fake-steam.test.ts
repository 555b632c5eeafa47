import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openConsentPage } from './fake-consent-page.test-support';
import { startFakeSteam, type FakeSteam } from './fake-steam';

const RETURN_TO = 'http://localhost:3000/auth/steam/callback?popup=1';
const IDENTIFIER_SELECT = 'http://specs.openid.net/auth/2.0/identifier_select';

describe('fake Steam (OpenID 2.0 and Web API)', () => {
  let steam: FakeSteam;
  beforeAll(async () => void (steam = await startFakeSteam()));
  afterEach(() => {
    steam.autoApprove(false);
    steam.badSignature(false);
    steam.replayNonce(false);
  });
  afterAll(() => steam.close());

  /** A relying party's checkid_setup request, as the server will make it. */
  function signInUrl(overrides: Record<string, string> = {}) {
    const url = new URL(steam.openIdUrl);
    url.search = new URLSearchParams({
      'openid.ns': 'http://specs.openid.net/auth/2.0',
      'openid.mode': 'checkid_setup',
      'openid.return_to': RETURN_TO,
      'openid.realm': 'http://localhost:3000/',
      'openid.identity': IDENTIFIER_SELECT,
      'openid.claimed_id': IDENTIFIER_SELECT,
      ...overrides,
    }).toString();
    return url;
  }

  /** The return_to the browser lands on after an automatic sign-in. */
  async function signIn() {
    steam.autoApprove(true);
    const response = await fetch(signInUrl(), { redirect: 'manual' });
    expect(response.status).toBe(302);
    return new URL(response.headers.get('location') ?? '');
  }

  /** The server's direct verification: every openid.* field back, with mode check_authentication. */
  async function checkAuthentication(callback: URL, change: Record<string, string> = {}) {
    const fields = new URLSearchParams([...callback.searchParams].filter(([name]) => name.startsWith('openid.')));
    for (const [name, value] of Object.entries({ ...change, 'openid.mode': 'check_authentication' })) fields.set(name, value);
    const response = await fetch(steam.openIdUrl, { method: 'POST', body: fields });
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    return response.text();
  }

  const webApi = (path: string, query: Record<string, string>) => fetch(`${steam.apiBaseUrl}${path}?${new URLSearchParams(query)}`);

  it('redirects to return_to with the positive assertion exactly as Steam words it', async () => {
    steam.nextUser({ steamid: '76561198000000001', personaname: 'Ada' });
    const callback = await signIn();
    expect(callback.origin + callback.pathname).toBe('http://localhost:3000/auth/steam/callback');
    expect(callback.searchParams.get('popup')).toBe('1');
    const identity = 'https://steamcommunity.com/openid/id/76561198000000001';
    expect(Object.fromEntries(callback.searchParams)).toEqual({
      popup: '1',
      'openid.ns': 'http://specs.openid.net/auth/2.0',
      'openid.mode': 'id_res',
      'openid.op_endpoint': steam.openIdUrl,
      'openid.claimed_id': identity,
      'openid.identity': identity,
      'openid.return_to': RETURN_TO,
      'openid.response_nonce': expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ\S+$/),
      'openid.assoc_handle': '1234567890',
      'openid.signed': 'signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle',
      'openid.sig': expect.stringMatching(/^[A-Za-z0-9+/]{43}=$/),
    });
  });

  it('says is_valid:true to check_authentication once per assertion, and false to a second check or a changed field', async () => {
    const callback = await signIn();
    const changed = await checkAuthentication(callback, { 'openid.claimed_id': 'https://steamcommunity.com/openid/id/76561198999999999' });
    expect(changed).toBe('ns:http://specs.openid.net/auth/2.0\nis_valid:false\n');
    expect(await checkAuthentication(callback)).toBe('ns:http://specs.openid.net/auth/2.0\nis_valid:true\n');
    expect(await checkAuthentication(callback)).toBe('ns:http://specs.openid.net/auth/2.0\nis_valid:false\n');
  });

  it('with badSignature, gives an assertion that check_authentication refuses', async () => {
    steam.badSignature(true);
    expect(await checkAuthentication(await signIn())).toContain('is_valid:false');
  });

  it('with replayNonce, reuses the previous response_nonce in a validly signed assertion, for the server to catch', async () => {
    const first = await signIn();
    steam.replayNonce(true);
    const replayed = await signIn();
    expect(replayed.searchParams.get('openid.response_nonce')).toBe(first.searchParams.get('openid.response_nonce'));
    expect(await checkAuthentication(replayed)).toContain('is_valid:true');
  });

  it('refuses a return_to outside the realm with an error page', async () => {
    const response = await fetch(signInUrl({ 'openid.realm': 'http://localhost:4000/' }), { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('realm');
  });

  it('signs in whoever is typed on its page, and answers openid.mode=cancel to Cancel', async () => {
    const typed = await (await openConsentPage(signInUrl())).press('authorize', { steamid: '76561198000000042', personaname: 'Typed' });
    expect(typed.location?.searchParams.get('openid.claimed_id')).toBe('https://steamcommunity.com/openid/id/76561198000000042');
    const cancelled = await (await openConsentPage(signInUrl())).press('cancel');
    expect(cancelled.location?.searchParams.get('openid.mode')).toBe('cancel');
  });

  it('answers GetPlayerSummaries in Steam’s shape, for the users it knows', async () => {
    const answer = await webApi('/ISteamUser/GetPlayerSummaries/v0002/', {
      key: steam.apiKey,
      steamids: `${steam.defaultUser.steamid},76561190000000000`,
    });
    expect(await answer.json()).toEqual({
      response: {
        players: [
          expect.objectContaining({
            steamid: steam.defaultUser.steamid,
            personaname: 'Robin',
            profileurl: `https://steamcommunity.com/profiles/${steam.defaultUser.steamid}/`,
            avatar: expect.stringMatching(/\.jpg$/),
            avatarmedium: expect.stringMatching(/_medium\.jpg$/),
            avatarfull: expect.stringMatching(/_full\.jpg$/),
            communityvisibilitystate: 3,
          }),
        ],
      },
    });
  });

  it('answers GetOwnedGames with the games, and with an empty response once the profile is private', async () => {
    const owned = (steamid: string) => webApi('/IPlayerService/GetOwnedGames/v0001/', { key: steam.apiKey, steamid, include_appinfo: '1' });
    steam.nextUser({ steamid: '76561198000000077', personaname: 'Hidden' });
    expect(await (await owned('76561198000000077')).json()).toMatchObject({
      response: { game_count: 2, games: [{ appid: 440, name: 'Team Fortress 2', playtime_forever: 1234 }, { appid: 570 }] },
    });
    steam.privateProfile('76561198000000077', true);
    expect(await (await owned('76561198000000077')).json()).toEqual({ response: {} });
    const summary = await webApi('/ISteamUser/GetPlayerSummaries/v0002/', { key: steam.apiKey, steamids: '76561198000000077' });
    expect(await summary.json()).toMatchObject({ response: { players: [{ communityvisibilitystate: 1 }] } });
  });

  describe('GetPlayerAchievements', () => {
    const achievements = (query: Record<string, string>) =>
      webApi('/ISteamUserStats/GetPlayerAchievements/v0001/', { key: steam.apiKey, ...query });
    const playerstats = async (query: Record<string, string>) => {
      const answer = await achievements(query);
      return { status: answer.status, body: (await answer.json()) as unknown };
    };

    it('answers the player’s unlocks under playerstats, with names and descriptions only when l is given', async () => {
      const query = { steamid: steam.defaultUser.steamid, appid: '440' };
      const english = await playerstats({ ...query, l: 'english' });
      expect(english.status).toBe(200);
      expect(english.body).toEqual({
        playerstats: {
          steamID: steam.defaultUser.steamid,
          gameName: 'Team Fortress 2',
          achievements: expect.arrayContaining([
            {
              apiname: 'TF_PLAY_GAME_EVERYCLASS',
              achieved: 1,
              unlocktime: 1_700_000_000,
              name: 'Head of the Class',
              description: 'Play a complete round with every class.',
            },
            { apiname: 'TF_PLAY_GAME_EVERYMAP', achieved: 0, unlocktime: 0, name: 'World Traveler', description: expect.any(String) },
          ]),
          success: true,
        },
      });
      const bare = await playerstats(query);
      expect(bare.body).toMatchObject({
        playerstats: {
          achievements: expect.arrayContaining([{ apiname: 'TF_PLAY_GAME_EVERYCLASS', achieved: 1, unlocktime: 1_700_000_000 }]),
        },
      });
    });

    it('refuses a private (or unknown) profile with 403 "Profile is not public"', async () => {
      steam.nextUser({ steamid: '76561198000000078', personaname: 'Shy' });
      steam.privateProfile('76561198000000078', true);
      const refusal = { status: 403, body: { playerstats: { error: 'Profile is not public', success: false } } };
      expect(await playerstats({ steamid: '76561198000000078', appid: '440' })).toEqual(refusal);
      expect(await playerstats({ steamid: '76561190000000000', appid: '440' })).toEqual(refusal);
    });

    it('refuses an app without achievements, or one the player never had, with 400 "Requested app has no stats"', async () => {
      const refusal = { status: 400, body: { playerstats: { error: 'Requested app has no stats', success: false } } };
      expect(await playerstats({ steamid: steam.defaultUser.steamid, appid: '570' })).toEqual(refusal);
      expect(await playerstats({ steamid: steam.defaultUser.steamid, appid: '999999' })).toEqual(refusal);
    });

    it('checks the key first, then answers a missing parameter with Steam’s HTML 400', async () => {
      const wrongKey = await achievements({ key: 'WRONG' });
      expect(wrongKey.status).toBe(403);
      expect(await wrongKey.text()).toContain('verify your <pre>key=</pre>');
      const noApp = await achievements({ steamid: steam.defaultUser.steamid });
      expect(noApp.status).toBe(400);
      expect(noApp.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await noApp.text()).toContain("Required parameter 'appid' is missing");
    });
  });

  it('answers a wrong Web API key with 403, as Steam does', async () => {
    const answer = await webApi('/ISteamUser/GetPlayerSummaries/v0002/', { key: 'WRONG', steamids: steam.defaultUser.steamid });
    expect(answer.status).toBe(403);
    expect(await answer.text()).toContain('verify your <pre>key=</pre>');
  });
});
