import type { FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';

/**
 * Headers on every response, page and API alike. Scripts come only from our own origin (the built app
 * has no inline script); styles may be inline because the component library sets them at run time;
 * pictures may be data: or blob: URLs (the 2FA QR code, the cropper's preview). No site may frame us.
 * HSTS only where the site is served over https.
 */
export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): Promise<void> {
  const https = publicUrl.startsWith('https://');
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
  });
}
