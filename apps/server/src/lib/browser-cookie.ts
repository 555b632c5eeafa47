import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Platform } from '../platform/platform.js';

/** The browser's own id, set by the server and signed by it: httpOnly, so no script reads or writes it. */
export const BROWSER_COOKIE = 'arcana_browser';
/** Browsers keep a cookie at most about 400 days. */
const BROWSER_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;

/**
 * The browser a request comes from (docs/product-rules.md "Earning rules"): the id in the cookie the
 * server set it; without one, or with one the server did not sign, a new id is set now. A body never
 * names the browser, so the sharer's own browser is known by what the server gave it.
 */
export function createBrowserCookie({ jwtSecret: secret, publicUrl }: Pick<Platform['config'], 'jwtSecret' | 'publicUrl'>) {
  const signatureOf = (id: string) => createHmac('sha256', secret).update(`referral-browser:${id}`).digest('base64url');
  const holds = (id: string, signature: string) => {
    const expected = Buffer.from(signatureOf(id));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  return {
    of(req: FastifyRequest, reply: FastifyReply): string {
      const [id = '', signature = ''] = (req.cookies[BROWSER_COOKIE] ?? '').split('.');
      if (id && signature && holds(id, signature)) return id;
      const fresh = randomUUID();
      void reply.setCookie(BROWSER_COOKIE, `${fresh}.${signatureOf(fresh)}`, {
        path: '/api',
        httpOnly: true,
        sameSite: 'lax',
        secure: publicUrl.startsWith('https://'),
        maxAge: BROWSER_COOKIE_MAX_AGE_S,
      });
      return fresh;
    },
  };
}

export type BrowserCookie = ReturnType<typeof createBrowserCookie>;
