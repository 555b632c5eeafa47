import { createHmac } from 'node:crypto';
import { randomToken } from './fake-http';

/**
 * The OpenID 2.0 pieces Steam uses, in the exact form Steam sends them: Steam is an OpenID provider
 * with stateless ("dumb mode") verification only, so a relying party must POST every assertion back
 * with openid.mode=check_authentication.
 */

export const OPENID_NS = 'http://specs.openid.net/auth/2.0';
export const IDENTIFIER_SELECT = 'http://specs.openid.net/auth/2.0/identifier_select';
/** Steam keeps the real community host in the identity even when its endpoint is elsewhere; a test double must too. */
export const CLAIMED_ID_PREFIX = 'https://steamcommunity.com/openid/id/';
/** The association handle Steam puts in every assertion. */
const ASSOC_HANDLE = '1234567890';
/** What Steam signs, in its order. */
const SIGNED = 'signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle';

/** OpenID 2.0's key-value form of a message, which is also what its signature covers. */
export const keyValueForm = (pairs: Array<[string, string]>) => pairs.map(([key, value]) => `${key}:${value}\n`).join('');

/** OpenID 2.0's signature: HMAC-SHA256 over the signed fields (named in openid.signed) in key-value form, base64. */
export function signFields(secret: Buffer, fields: URLSearchParams) {
  const signed = (fields.get('openid.signed') ?? '').split(',');
  const form = keyValueForm(signed.map((name) => [name, fields.get(`openid.${name}`) ?? '']));
  return createHmac('sha256', secret).update(form).digest('base64');
}

/** OpenID 2.0's realm check, without wildcards: return_to must lie at or below the realm. */
function withinRealm(returnTo: string, realm: string) {
  try {
    const [to, within] = [new URL(returnTo), new URL(realm)];
    return to.origin === within.origin && to.pathname.startsWith(within.pathname);
  } catch {
    return false;
  }
}

/** The checkid_setup request as Steam accepts it, or why not. */
export function checkSignInRequest(params: URLSearchParams): { returnTo: string } | { problem: string } {
  const returnTo = params.get('openid.return_to') ?? '';
  if (params.get('openid.ns') !== OPENID_NS) return { problem: `openid.ns must be ${OPENID_NS}.` };
  if (params.get('openid.claimed_id') !== IDENTIFIER_SELECT || params.get('openid.identity') !== IDENTIFIER_SELECT)
    return { problem: 'openid.claimed_id and openid.identity must both be identifier_select.' };
  if (!withinRealm(returnTo, params.get('openid.realm') ?? '')) return { problem: 'openid.return_to is not within openid.realm.' };
  return { returnTo };
}

/** Steam's nonce: the time to the second, then random characters. */
export const responseNonce = (nowMs: number) => `${new Date(nowMs).toISOString().replace(/\.\d{3}Z$/, 'Z')}${randomToken(15)}`;

/** The positive assertion's fields, in the order Steam puts them in the redirect, with the signature last. */
export function positiveAssertion(options: { opEndpoint: string; steamid: string; returnTo: string; nonce: string; secret: Buffer }) {
  const identity = `${CLAIMED_ID_PREFIX}${options.steamid}`;
  const fields = new URLSearchParams({
    'openid.ns': OPENID_NS,
    'openid.mode': 'id_res',
    'openid.op_endpoint': options.opEndpoint,
    'openid.claimed_id': identity,
    'openid.identity': identity,
    'openid.return_to': options.returnTo,
    'openid.response_nonce': options.nonce,
    'openid.assoc_handle': ASSOC_HANDLE,
    'openid.signed': SIGNED,
  });
  fields.set('openid.sig', signFields(options.secret, fields));
  return fields;
}

/** The relying party's return_to, its own query kept, with the OpenID fields added. */
export function returnToWith(returnTo: string, fields: URLSearchParams) {
  const url = new URL(returnTo);
  for (const [name, value] of fields) url.searchParams.set(name, value);
  return url.href;
}

/** OpenID 2.0's direct verification: the signature recomputed over the fields sent back, under the one handle Steam issues. */
export const signatureHolds = (secret: Buffer, fields: URLSearchParams) =>
  fields.get('openid.ns') === OPENID_NS &&
  fields.get('openid.assoc_handle') === ASSOC_HANDLE &&
  fields.get('openid.sig') === signFields(secret, fields);
