import { resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_PREFIX, PRODUCT_NAME } from '@arcana/shared';
import type { ResolvedConfig } from './config.js';
import type { AppDeps } from './deps.js';
import { parseJsonStrictly, refuseMalformedText } from './lib/well-formed-text.js';
import { registerApiExplorer } from './lib/api-explorer.js';
import { createOperationDescriber } from './openapi/describe-operations.js';
import { handleError } from './lib/error-handler.js';
import { registerSecurityHeaders } from './lib/security-headers.js';
import { registerAuthRoutes } from './modules/auth/index.js';
import { registerOAuthRoutes } from './modules/oauth/index.js';
import { registerIntegrationRoutes } from './modules/integrations/index.js';
import { registerHealthRoutes } from './modules/health/index.js';
import { registerWalletRoutes } from './modules/wallet/index.js';
import { registerCardRoutes } from './modules/cards/index.js';
import { registerFairnessRoutes } from './modules/fairness/index.js';
import { registerProjectRoutes, registerReviewRoutes } from './modules/projects/index.js';
import { registerApiGrantRoutes, registerEventSubRoute, registerRewardRoutes } from './modules/rewards/index.js';
import { registerApiKeyRoutes } from './modules/api-keys/index.js';
import { registerPlayerLinkRoutes } from './modules/player-links/index.js';
import { registerWebhookRoutes } from './modules/webhooks/index.js';
import { registerMetricsRoutes } from './modules/metrics/index.js';
import { registerNotificationRoutes } from './modules/notifications/index.js';
import { registerSettingsRoutes } from './modules/settings/index.js';
import { registerTwoFactorRoutes } from './modules/two-factor/index.js';
import { registerAdminRoutes, promoteConfiguredAdmins } from './modules/admin/index.js';
import { registerObserverRoutes } from './modules/observer/index.js';
import { registerModelRoutes } from './modules/models/index.js';
import { registerOverlayRoutes } from './modules/overlays/index.js';
import { registerShareRoutes } from './modules/shares/index.js';
import { registerDevtoolsRoutes } from './modules/devtools/index.js';
import { attachRealtime } from './realtime/socket-server.js';
import { createServices } from './services.js';
import { routeOutbox } from './outbox-routes.js';
import { handleJobs } from './job-handlers.js';
import { answersWaitForAfterEffects } from './outbox/answers-wait.js';
import { registerWebApp } from './web-app/web-app.js';

/** Builds the whole app without listening, so tests drive it over HTTP with their own database. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.log,
    trustProxy: trustProxyOption(deps.config.trustProxy),
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  parseJsonStrictly(app);
  app.decorateRequest('auth', null);
  // While shutting down, answers close their connection, so keep-alive sockets do not hold the exit.
  app.addHook('onSend', async (_request, reply) => {
    if (!app.server.listening) reply.header('connection', 'close');
  });
  answersWaitForAfterEffects(app, deps.outbox, deps.jobs);
  app.addHook('onResponse', async (request, reply) => {
    deps.metrics.observeRequest(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
  });

  registerSecurityHeaders(app, deps.config.publicUrl);
  await app.register(fastifyCookie);
  const operations = createOperationDescriber(deps.config.publicUrl);
  app.addHook('onRoute', operations.onRoute);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${PRODUCT_NAME} API`, version: '1.0.0' },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A session’s access token (log in)' },
          projectKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'ak_live_… or ak_test_…',
            description: 'A project key, made in the Forge',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (documents) =>
      'openapiObject' in documents ? operations.transformObject(documents as never) : documents.swaggerObject,
  });
  await registerApiExplorer(app);

  const services = createServices(deps);
  await app.register(
    async (api) => {
      // The web app's files are compressed once at build time; the API's answers here, by negotiation:
      // an inventory of a thousand cards is nearly 500 KB of JSON. Brotli at the plugin's quality 4 is
      // about as fast as gzip; bodies sent to the API stay as they come.
      await api.register(fastifyCompress, { encodings: ['br', 'gzip'], globalDecompression: false });
      api.addHook('onRequest', services.observerReadOnly);
      api.addHook('preValidation', refuseMalformedText);
      registerHealthRoutes(api, deps.pingDatabase);
      registerMetricsRoutes(api, deps);
      registerAuthRoutes(api, deps, services);
      registerOAuthRoutes(api, deps, services);
      registerIntegrationRoutes(api, deps, services);
      registerWalletRoutes(api, deps, services);
      registerCardRoutes(api, deps, services);
      registerFairnessRoutes(api, services);
      registerProjectRoutes(api, services);
      registerReviewRoutes(api, services);
      registerRewardRoutes(api, services);
      registerOverlayRoutes(api, deps, services);
      registerShareRoutes(api, services);
      registerModelRoutes(api, deps, services);
      registerNotificationRoutes(api, services);
      await registerSettingsRoutes(api, deps, services);
      registerTwoFactorRoutes(api, deps, services);
      registerAdminRoutes(api, deps, services);
      registerObserverRoutes(api, services);
      registerDevtoolsRoutes(api, deps, services);
      registerEventSubRoute(api, services);
      registerApiKeyRoutes(api, deps, services);
      registerPlayerLinkRoutes(api, services);
      registerApiGrantRoutes(api, services);
      registerWebhookRoutes(api, deps, services);
      api.setNotFoundHandler((request, reply) =>
        reply.status(404).send({ error: `No API route ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' }),
      );
    },
    { prefix: API_PREFIX },
  );

  routeOutbox(deps, services);
  handleJobs(deps, services);
  app.addHook('onReady', () => promoteConfiguredAdmins({ ...deps, sessions: services.sessions }));
  app.addHook('onClose', () => deps.background.drain());
  app.addHook('onReady', async () => deps.outbox.start());
  app.addHook('onClose', () => deps.outbox.stop());
  app.addHook('onReady', async () => deps.jobs.start());
  app.addHook('onClose', () => deps.jobs.stop());
  attachRealtime(app, deps, services);
  registerWebApp(app, resolve(deps.config.webDistDir), deps.config.publicUrl);
  return app;
}

/** A hop count becomes Fastify's function form: trust that many proxies from the right, never the client's entries. */
const trustProxyOption = (setting: ResolvedConfig['trustProxy']) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
