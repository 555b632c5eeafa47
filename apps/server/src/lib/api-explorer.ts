import type { FastifyInstance } from 'fastify';
import fastifySwaggerUi, { type FastifySwaggerUiOptions } from '@fastify/swagger-ui';
import { API_DOCS_PATH, PRODUCT_NAME, TOKEN_STORAGE_KEY } from '@arcana/shared';
import { API_EXPLORER_CONTRAST_CSS } from './api-explorer-theme.js';
import { framedBySelfPolicy } from './security-headers.js';

/**
 * The API Explorer (developer tools): Swagger UI over the OpenAPI document that fastify-swagger builds
 * from the routes' zod schemas, at /api/docs (the document itself at /api/docs/json). The developer
 * tools page frames it, so these pages alone may be framed, by our own origin. Requests tried in it carry
 * the signed-in user's token, read from the app's storage at each request (same origin), so they
 * act as that user, with that user's rights, and nothing more.
 */
export async function registerApiExplorer(app: FastifyInstance) {
  // Serialised into the page as source (the plugin writes functions out), so it names the key itself.
  const requestInterceptor = new Function(
    'request',
    `var token = window.localStorage.getItem(${JSON.stringify(TOKEN_STORAGE_KEY)});
     if (token && !request.headers.Authorization) request.headers.Authorization = 'Bearer ' + token;
     return request;`,
  ) as NonNullable<FastifySwaggerUiOptions['uiConfig']>['requestInterceptor'];
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PATH,
    theme: { title: `${PRODUCT_NAME} API Explorer`, css: [{ filename: 'contrast.css', content: API_EXPLORER_CONTRAST_CSS }] },
    // BaseLayout: no top bar (its URL box would load any document, its logo is Swagger's). Tags start
    // folded: listing every operation at once, Swagger UI stopped drawing after the first few once
    // the document passed about 130 of them.
    uiConfig: { requestInterceptor, layout: 'BaseLayout', deepLinking: false, docExpansion: 'none', tryItOutEnabled: true },
    transformStaticCSP: framedBySelfPolicy,
    uiHooks: {
      onRequest: async (_request, reply) => {
        reply.header('x-frame-options', 'SAMEORIGIN');
      },
    },
  });
}
