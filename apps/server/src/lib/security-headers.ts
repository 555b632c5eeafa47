import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Headers on every response, page and API alike. Scripts come only from our own origin (the built app
 * has no inline script); styles may be inline because the component library sets them at run time;
 * pictures may be data: or blob: URLs (the 2FA QR code, the cropper's preview). No site may frame us.
 * HSTS only where the site is served over https.
 */
function helmetOptions(https: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // WebAssembly compiled, never script evaluated: the 3D viewer's mesh decoder is WebAssembly.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        // A card's 3D model is fetched with the session's token, then handed to the viewer as a blob.
        connectSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // A provider's sign-in opened in a popup (linking from settings) must keep its way back to us:
    // helmet's `same-origin` would cut the popup off its opener as soon as it reached the provider.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    // Headers only old Internet Explorer and Flash read: every response would carry them for nothing.
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    xDnsPrefetchControl: false,
  };
}

/**
 * helmet decides the headers; they are the same for every response, so it runs once, at start, and
 * each response gets the finished set (helmet run per request cost more than half of a small route's
 * throughput here).
 */
export function securityHeaders(publicUrl: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(helmetOptions(publicUrl.startsWith('https://')))({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/** A policy that lets our own pages frame the page it guards, and no other site. */
export const framedBySelfPolicy = (policy: string) => policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'");

/** A page the app frames itself (the overlay's live preview in the dashboard): only our origin may frame it. */
export function framedBySelf(reply: FastifyReply): FastifyReply {
  const policy = String(reply.getHeader('content-security-policy') ?? '');
  return reply.header('content-security-policy', framedBySelfPolicy(policy)).header('x-frame-options', 'SAMEORIGIN');
}

/** The page a linking popup comes back to from the provider. */
const POPUP_CALLBACK = /^\/integrations\/[^/?]+\/callback(?:\?|$)/;

export function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): void {
  const headers = securityHeaders(publicUrl);
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
    // Any other policy here would move the popup to a new browsing context group as it returns,
    // cutting it off from the page that opened it (which would then see it as closed).
    if (POPUP_CALLBACK.test(request.url)) reply.header('cross-origin-opener-policy', 'unsafe-none');
  });
}
