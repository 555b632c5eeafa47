import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { SESSION_ENDING_MESSAGES, ACCESS_TOKEN_TTL_S, TEMP_TOKEN_TTL_S, TWO_FACTOR_LOGIN_TTL_S } from '@arcana/shared';
import { unauthorized } from './app-error.js';

export type TempPurpose = 'signup' | '2fa';
const TEMP_TTL_S: Record<TempPurpose, number> = { signup: TEMP_TOKEN_TTL_S, '2fa': TWO_FACTOR_LOGIN_TTL_S };

export interface AccessClaims {
  sub: string;
  sid: string;
  /** The actor, as OAuth token exchange names it: set while an admin observes this user. */
  act?: { sub: string };
}

export interface TokenService {
  /** Lasts ACCESS_TOKEN_TTL_S unless told otherwise (an observer's token lasts as long as its session). */
  signAccess(claims: AccessClaims, ttlSeconds?: number): Promise<string>;
  verifyAccess(token: string): Promise<AccessClaims>;
  signTemp(purpose: TempPurpose, subject: string): Promise<string>;
  /** Accepts only a temp token made for this purpose; its id (jti) lets a single-use one be spent. */
  verifyTemp(purpose: TempPurpose, token: string): Promise<TempClaims>;
  /** State a browser carries between two requests (an OAuth sign-in's cookie): signed, so it cannot be altered. */
  signBrowserState(kind: string, subject: string, state: Record<string, unknown>, ttlSeconds: number): Promise<string>;
  /** The state, if this server signed it for this kind and it has not expired. */
  verifyBrowserState(kind: string, token: string): Promise<Record<string, unknown> & { sub: string }>;
}

export interface TempClaims {
  sub: string;
  jti: string;
  expiresAt: Date;
}

const ISSUER = 'arcana';
/** Verified access tokens kept so a client's repeated token skips the HMAC; bounded, and re-checked for expiry. */
const VERIFIED_CACHE_MAX = 10_000;

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);

  async function verify(token: string, audience: string) {
    try {
      // A token without an expiry would be good forever: it is refused, whoever signed it.
      const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience, algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
      return payload;
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw unauthorized('TOKEN_EXPIRED', SESSION_ENDING_MESSAGES.tokenExpired);
      throw unauthorized('INVALID_TOKEN', SESSION_ENDING_MESSAGES.invalidToken);
    }
  }

  const sign = (payload: Record<string, unknown>, audience: string, subject: string, ttlSeconds: number) =>
    new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(key);

  const verified = new Map<string, AccessClaims & { expiresAt: number }>();

  function remember(token: string, claims: AccessClaims, exp: number | undefined) {
    if (!exp) return;
    if (verified.size >= VERIFIED_CACHE_MAX) verified.delete(verified.keys().next().value as string);
    verified.set(token, { ...claims, expiresAt: exp * 1000 });
  }

  return {
    signAccess: ({ sub, sid, act }, ttlSeconds = ACCESS_TOKEN_TTL_S) => sign(act ? { sid, act } : { sid }, 'access', sub, ttlSeconds),
    async verifyAccess(token) {
      const cached = verified.get(token);
      if (cached && cached.expiresAt > Date.now()) return { sub: cached.sub, sid: cached.sid, act: cached.act };
      if (cached) verified.delete(token);
      const payload = await verify(token, 'access');
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') {
        throw unauthorized('INVALID_TOKEN', SESSION_ENDING_MESSAGES.invalidToken);
      }
      const act = payload.act as { sub?: unknown } | undefined;
      const claims = { sub: payload.sub, sid: payload.sid, act: typeof act?.sub === 'string' ? { sub: act.sub } : undefined };
      remember(token, claims, payload.exp);
      return claims;
    },
    signTemp: (purpose, subject) => sign({ jti: randomUUID() }, `temp:${purpose}`, subject, TEMP_TTL_S[purpose]),
    async verifyTemp(purpose, token) {
      const payload = await verify(token, `temp:${purpose}`);
      if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string' || !payload.exp) {
        throw unauthorized('INVALID_TOKEN', SESSION_ENDING_MESSAGES.invalidToken);
      }
      return { sub: payload.sub, jti: payload.jti, expiresAt: new Date(payload.exp * 1000) };
    },
    signBrowserState: (kind, subject, state, ttlSeconds) => sign(state, `browser:${kind}`, subject, ttlSeconds),
    async verifyBrowserState(kind, token) {
      const payload = await verify(token, `browser:${kind}`);
      return { ...payload, sub: String(payload.sub) };
    },
  };
}
