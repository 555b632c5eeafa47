import { randomBytes } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import { renderConsentPage, renderErrorPage } from './fake-consent-page';
import { closeServer, listenOnLoopback, randomToken, readForm, redirect, sendJson, sendText } from './fake-http';
import {
  checkSignInRequest,
  keyValueForm,
  OPENID_NS,
  positiveAssertion,
  responseNonce,
  returnToWith,
  signatureHolds,
} from './fake-steam-openid';
import { callWebApi, WEB_API_METHODS, type FakeSteamUser, type SteamDirectory } from './fake-steam-web-api';

/**
 * Steam on loopback: its OpenID 2.0 provider (/openid/login, sign-in and check_authentication) and the
 * Web API methods the app calls, so the server's hand-written strict OpenID check and its profile
 * and games fetches can be tested against the real message formats, forged and replayed ones included.
 */
export type { FakeSteamAchievement, FakeSteamGame, FakeSteamUser } from './fake-steam-web-api';

export interface FakeSteam {
  url: string;
  /** Stands for https://steamcommunity.com/openid/login (STEAM_OPENID_URL), and is the openid.op_endpoint it asserts. */
  openIdUrl: string;
  /** Stands for https://api.steampowered.com (STEAM_API_BASE_URL). */
  apiBaseUrl: string;
  apiKey: string;
  defaultUser: FakeSteamUser;
  /** Who signs in next (merged over the default user); the Web API knows them from now on. */
  nextUser(user: Partial<FakeSteamUser> & { steamid: string }): void;
  /** While on, /openid/login redirects straight back with an assertion, as if the user signed in. */
  autoApprove(on: boolean): void;
  /** While on, assertions carry a signature made with another key: check_authentication says is_valid:false. */
  badSignature(on: boolean): void;
  /** While on, assertions reuse the previous response_nonce (validly signed): only the relying party's nonce check can catch it. */
  replayNonce(on: boolean): void;
  /**
   * A private profile: GetOwnedGames answers {response:{}}, GetPlayerAchievements a 403 "Profile is not public",
   * and the summary says communityvisibilitystate 1.
   */
  privateProfile(steamid: string, on: boolean): void;
  requests: Array<{ method: string; path: string }>;
  close(): Promise<void>;
}

export interface FakeSteamOptions {
  port?: number;
  apiKey?: string;
  /** The clock for response nonces, in ms. */
  now?: () => number;
}

const DEFAULT_USER: FakeSteamUser = {
  steamid: '76561197960435530',
  personaname: 'Robin',
  // Steam's default (question mark) avatar.
  avatar: 'fef49e7fa7e1997310d705b2a6158ff8dc1cdfeb',
  games: [
    {
      appid: 440,
      name: 'Team Fortress 2',
      playtime_forever: 1234,
      achievements: [
        {
          apiname: 'TF_PLAY_GAME_EVERYCLASS',
          name: 'Head of the Class',
          description: 'Play a complete round with every class.',
          unlocktime: 1_700_000_000,
        },
        {
          apiname: 'TF_GET_HEALPOINTS',
          name: 'Team Doctor',
          description: 'Accumulate 25000 heal points as a Medic.',
          unlocktime: 1_700_086_400,
        },
        { apiname: 'TF_PLAY_GAME_EVERYMAP', name: 'World Traveler', description: 'Play a complete game on every official map.' },
        { apiname: 'TF_BURN_PLAYERSINMINIMUMTIME', name: 'Flamethrower', description: 'Set five enemies on fire in 30 seconds.' },
      ],
    },
    // Dota 2 has no Steam achievements: here it is the game that has "no stats".
    { appid: 570, name: 'Dota 2', playtime_forever: 56 },
  ],
};

const STEAMID64 = /^7656119\d{10}$/;
/** Not a Steam path: where the fake's own sign-in page posts. */
const CONSENT_PATH = '/openid/fake-consent';

export async function startFakeSteam(options: FakeSteamOptions = {}): Promise<FakeSteam> {
  const secret = randomBytes(32);
  const now = options.now ?? Date.now;
  const directory: SteamDirectory = {
    apiKey: options.apiKey ?? '0123456789ABCDEF0123456789ABCDEF',
    users: new Map([[DEFAULT_USER.steamid, DEFAULT_USER]]),
    privateProfiles: new Set(),
  };
  const queued: FakeSteamUser[] = [];
  const waiting = new Map<string, { returnTo: string; user: FakeSteamUser }>();
  // OpenID 2.0 verifies each assertion once; counted per signature, so a replay the fake was told to make gets its own.
  const verifiable = new Map<string, number>();
  const requests: FakeSteam['requests'] = [];
  const switches = { approving: false, forging: false, replaying: false };
  let lastNonce: string | undefined;

  const assertionFor = (user: FakeSteamUser, returnTo: string) => {
    directory.users.set(user.steamid, user);
    const nonce = switches.replaying && lastNonce ? lastNonce : responseNonce(now());
    lastNonce = nonce;
    const fields = positiveAssertion({
      opEndpoint: openIdUrl,
      steamid: user.steamid,
      returnTo,
      nonce,
      secret: switches.forging ? randomBytes(32) : secret,
    });
    const sig = fields.get('openid.sig') ?? '';
    verifiable.set(sig, (verifiable.get(sig) ?? 0) + 1);
    return returnToWith(returnTo, fields);
  };

  const signIn = (params: URLSearchParams, res: ServerResponse) => {
    const check = checkSignInRequest(params);
    if ('problem' in check) return sendText(res, 400, 'text/html', renderErrorPage('Steam: invalid OpenID request', check.problem));
    const user = queued.shift() ?? DEFAULT_USER;
    if (switches.approving) return redirect(res, assertionFor(user, check.returnTo));
    const requestId = randomToken();
    waiting.set(requestId, { returnTo: check.returnTo, user });
    const page = renderConsentPage({
      title: 'Sign in through Steam (fake)',
      intro: `Sign in to ${new URL(check.returnTo).origin} with your Steam account.`,
      action: `${url}${CONSENT_PATH}`,
      requestId,
      fields: [
        { label: 'SteamID64', name: 'steamid', value: user.steamid, required: true },
        { label: 'Persona name', name: 'personaname', value: user.personaname, required: true },
      ],
    });
    sendText(res, 200, 'text/html', page);
  };

  const checkAuthentication = (params: URLSearchParams, res: ServerResponse) => {
    const sig = params.get('openid.sig') ?? '';
    const isValid = signatureHolds(secret, params) && (verifiable.get(sig) ?? 0) > 0;
    if (isValid) verifiable.set(sig, (verifiable.get(sig) ?? 1) - 1);
    sendText(
      res,
      200,
      'text/plain',
      keyValueForm([
        ['ns', OPENID_NS],
        ['is_valid', String(isValid)],
      ]),
    );
  };

  const modes = new Map([
    ['checkid_setup', signIn],
    ['check_authentication', checkAuthentication],
  ]);
  const answerOpenId = (params: URLSearchParams, res: ServerResponse) => {
    const mode = modes.get(params.get('openid.mode') ?? '');
    if (mode) return mode(params, res);
    sendText(
      res,
      400,
      'text/plain',
      keyValueForm([
        ['ns', OPENID_NS],
        ['error', 'Invalid openid.mode'],
      ]),
    );
  };

  const consent = (form: URLSearchParams, res: ServerResponse) => {
    const requestId = form.get('request') ?? '';
    const found = waiting.get(requestId);
    waiting.delete(requestId);
    if (!found) return sendText(res, 400, 'text/html', renderErrorPage('Expired request', 'Start the sign-in again.'));
    if (form.get('decision') !== 'authorize')
      return redirect(res, returnToWith(found.returnTo, new URLSearchParams({ 'openid.ns': OPENID_NS, 'openid.mode': 'cancel' })));
    const steamid = form.get('steamid')?.trim() ?? '';
    if (!STEAMID64.test(steamid))
      return sendText(res, 400, 'text/html', renderErrorPage('Not a SteamID64', 'It is 7656119 and ten more digits.'));
    const known = directory.users.get(steamid) ?? { ...found.user, steamid };
    redirect(res, assertionFor({ ...known, personaname: form.get('personaname')?.trim() || known.personaname }, found.returnTo));
  };

  const server = createServer((req, res) => {
    const address = new URL(req.url ?? '/', 'http://fake');
    const path = address.pathname.replace(/\/$/, '');
    requests.push({ method: req.method ?? 'GET', path: address.pathname });
    const webApiMethod = req.method === 'GET' ? WEB_API_METHODS.get(path) : undefined;
    if (webApiMethod) {
      const reply = callWebApi(webApiMethod, directory, address.searchParams);
      return 'html' in reply ? sendText(res, reply.status, 'text/html', reply.html) : sendJson(res, reply);
    }
    if (path === '/openid/login' && req.method === 'GET') return answerOpenId(address.searchParams, res);
    if (path === '/openid/login' && req.method === 'POST') return void readForm(req).then((form) => answerOpenId(form, res));
    if (path === CONSENT_PATH && req.method === 'POST') return void readForm(req).then((form) => consent(form, res));
    sendText(res, 404, 'text/html', renderErrorPage('Not Found', address.pathname));
  });
  const url = await listenOnLoopback(server, options.port ?? 0);
  const openIdUrl = `${url}/openid/login`;

  return {
    url,
    openIdUrl,
    apiBaseUrl: url,
    apiKey: directory.apiKey,
    defaultUser: DEFAULT_USER,
    requests,
    nextUser(user) {
      const next = { ...DEFAULT_USER, ...user };
      directory.users.set(next.steamid, next);
      queued.push(next);
    },
    autoApprove: (on) => void (switches.approving = on),
    badSignature: (on) => void (switches.forging = on),
    replayNonce: (on) => void (switches.replaying = on),
    privateProfile: (steamid, on) => void (on ? directory.privateProfiles.add(steamid) : directory.privateProfiles.delete(steamid)),
    close: () => closeServer(server),
  };
}
