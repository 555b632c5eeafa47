import { badRequest } from '../../lib/app-error.js';
import { OAUTH_MESSAGES } from './oauth.messages.js';

/**
 * Steam's sign-in, OpenID 2.0, written by hand and strict: generic OpenID clients follow whatever
 * endpoint and identity an assertion names, which is how other sites were spoofed. Every field is
 * compared with what we asked for, the nonce is spent once, and Steam itself must confirm the
 * signature (stateless check_authentication; Steam offers no associations).
 */
const OPENID_NS = 'http://specs.openid.net/auth/2.0';
const IDENTIFIER_SELECT = `${OPENID_NS}/identifier_select`;
/** The only identity Steam asserts: its community URL with a SteamID64. */
const STEAM_IDENTITY = /^https:\/\/steamcommunity\.com\/openid\/id\/(7656119\d{10})$/;
/** What Steam signs, in its order: an assertion that signs anything else is not Steam's. */
const SIGNED_FIELDS = 'signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle';
export const NONCE_MAX_AGE_MS = 5 * 60_000;
/** Steam's clock may run a little ahead of ours. */
const CLOCK_SKEW_MS = 60_000;
const CHECK_TIMEOUT_MS = 10_000;
/** OpenID 2.0's response nonce: the time of issue to the second, then at most a little of the printable ASCII Steam adds. */
const NONCE = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ)[\x21-\x7e]{0,64}$/;

const refused = (why: string) => badRequest('OAUTH_FAILED', OAUTH_MESSAGES.failedBecause(why));

/** Where the browser goes to sign in: Steam picks the identity; it comes back to returnTo, within realm. */
export function steamSignInUrl(endpoint: string, returnTo: string, realm: string): string {
  const url = new URL(endpoint);
  url.search = new URLSearchParams({
    'openid.ns': OPENID_NS,
    'openid.mode': 'checkid_setup',
    'openid.return_to': returnTo,
    'openid.realm': realm,
    'openid.identity': IDENTIFIER_SELECT,
    'openid.claimed_id': IDENTIFIER_SELECT,
  }).toString();
  return url.href;
}

/** OpenID 2.0's key-value form, as check_authentication answers. */
const keyValues = (text: string) =>
  new Map(
    text
      .split('\n')
      .filter((line) => line.includes(':'))
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]),
  );

export interface SteamAssertionCheck {
  /** The configured endpoint: the only op_endpoint accepted, and the one asked to confirm. */
  endpoint: string;
  /** Exactly the return_to this sign-in sent. */
  returnTo: string;
  fields: Record<string, string | undefined>;
  /** Spends the response nonce: false when it was seen before. */
  spendNonce: (nonce: string, keepUntil: Date) => Promise<boolean>;
  /** Sends check_authentication and reads the answer (throws when Steam cannot be reached or read). */
  post: (url: string, body: URLSearchParams, signal: AbortSignal) => Promise<{ ok: boolean; body: string }>;
  now: number;
}

/** The SteamID64 the assertion proves, or a refusal saying which check failed. */
export async function verifySteamAssertion({ endpoint, returnTo, fields, spendNonce, post, now }: SteamAssertionCheck): Promise<string> {
  const field = (name: string) => fields[`openid.${name}`];
  if (field('mode') === 'cancel') throw refused('the sign-in was cancelled at Steam');
  if (field('mode') !== 'id_res' || field('ns') !== OPENID_NS) throw refused('not an OpenID 2.0 assertion');
  if (field('op_endpoint') !== endpoint) throw refused('the assertion is not from Steam');
  const identity = STEAM_IDENTITY.exec(field('claimed_id') ?? '');
  if (!identity?.[1] || field('identity') !== field('claimed_id')) throw refused('the assertion names no Steam account');
  if (field('signed') !== SIGNED_FIELDS) throw refused('the assertion signs the wrong fields');
  if (field('return_to') !== returnTo) throw refused('the assertion was made for another address');
  const nonce = field('response_nonce') ?? '';
  const issuedAt = Date.parse(NONCE.exec(nonce)?.[1] ?? '');
  if (!Number.isFinite(issuedAt) || now - issuedAt > NONCE_MAX_AGE_MS || issuedAt - now > CLOCK_SKEW_MS)
    throw refused('the assertion is too old');
  if (!(await spendNonce(nonce, new Date(issuedAt + NONCE_MAX_AGE_MS)))) throw refused('the assertion was already used');
  const check = new URLSearchParams(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[0].startsWith('openid.') && entry[1] !== undefined),
  );
  check.set('openid.mode', 'check_authentication');
  const answer = await post(endpoint, check, AbortSignal.timeout(CHECK_TIMEOUT_MS));
  const confirmed = keyValues(answer.body);
  if (!answer.ok || confirmed.get('ns') !== OPENID_NS || confirmed.get('is_valid') !== 'true')
    throw refused('Steam did not confirm the sign-in');
  return identity[1];
}
