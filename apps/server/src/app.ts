import { resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_PREFIX, PRODUCT_NAME } from '@arcana/shared';
import type { ResolvedConfig } from './config.js';
import { parseJsonStrictly, refuseMalformedText } from './lib/well-formed-text.js';
import { registerApiExplorer } from './lib/api-explorer.js';
import { createOperationDescriber } from './openapi/describe-operations.js';
import { handleError } from './lib/error-handler.js';
import { registerSecurityHeaders } from './lib/security-headers.js';
import { assembleModules, type AppModule } from './platform/app-module.js';
import type { Platform } from './platform/platform.js';
import { createPlatformModule } from './platform/platform-module.js';
import { createAdminModule } from './modules/admin/admin.module.js';
import { createApiKeysModule } from './modules/api-keys/api-keys.module.js';
import { createAuthModule } from './modules/auth/auth.module.js';
import { createCardsModule } from './modules/cards/cards.module.js';
import { createDevtoolsModule } from './modules/devtools/devtools.module.js';
import { createDrawsModule } from './modules/draws/draws.module.js';
import { createFairnessModule } from './modules/fairness/fairness.module.js';
import { createHealthModule } from './modules/health/health.module.js';
import { createIntegrationsModule } from './modules/integrations/integrations.module.js';
import { createMetricsModule } from './modules/metrics/metrics.module.js';
import { createModelsModule } from './modules/models/models.module.js';
import { createNotificationsModule } from './modules/notifications/notifications.module.js';
import { createOAuthModule } from './modules/oauth/oauth.module.js';
import { createObserverModule } from './modules/observer/observer.module.js';
import { createOverlaysModule } from './modules/overlays/overlays.module.js';
import { createPicturesModule } from './modules/pictures/pictures.module.js';
import { createPlayerLinksModule } from './modules/player-links/player-links.module.js';
import { createPlaysModule } from './modules/plays/plays.module.js';
import { createCraftingModule } from './modules/crafting/crafting.module.js';
import { isChannelLive } from './modules/rewards/index.js';
import { createProjectsModule } from './modules/projects/projects.module.js';
import { createRewardsModule } from './modules/rewards/rewards.module.js';
import { createSessionsModule } from './modules/sessions/sessions.module.js';
import { createSettingsModule } from './modules/settings/settings.module.js';
import { createSharesModule } from './modules/shares/shares.module.js';
import { createProfilesModule } from './modules/profiles/profiles.module.js';
import { createTradingModule } from './modules/trading/trading.module.js';
import { createTwoFactorModule } from './modules/two-factor/two-factor.module.js';
import { createUsersModule } from './modules/users/users.module.js';
import { createWalletModule } from './modules/wallet/wallet.module.js';
import { createWebhooksModule } from './modules/webhooks/webhooks.module.js';
import { createUserMessages } from './realtime/kept-messages.js';
import { createRealtimeModule } from './realtime/realtime.module.js';
import { answersWaitForAfterEffects } from './outbox/answers-wait.js';
import { registerWebApp } from './web-app/web-app.js';

/** Builds the whole app without listening, so tests drive it over HTTP with their own database. */
export async function buildApp(platform: Platform): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: platform.log,
    trustProxy: trustProxyOption(platform.config.trustProxy),
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
  answersWaitForAfterEffects(app, platform.outbox, platform.jobs);
  app.addHook('onResponse', async (request, reply) => {
    platform.metrics.observeRequest(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
  });

  registerSecurityHeaders(app, platform.config.publicUrl);
  await app.register(fastifyCookie);
  const operations = createOperationDescriber(platform.config.publicUrl);
  app.addHook('onRoute', operations.onRoute);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${PRODUCT_NAME} API`, version: '1.0.0' },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A session’s access token (log in)' },
          dockToken: {
            type: 'http',
            scheme: 'dock',
            description: 'An OBS dock’s token, from its secret address (the stream overlay page of the Forge)',
          },
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

  const { modules, readOnly } = createModules(platform);
  assembleModules(platform, modules);
  await app.register(
    async (api) => {
      // The web app's files are compressed once at build time; the API's answers here, by negotiation:
      // an inventory of a thousand cards is nearly 500 KB of JSON. Brotli at the plugin's quality 4 is
      // about as fast as gzip; bodies sent to the API stay as they come.
      await api.register(fastifyCompress, { encodings: ['br', 'gzip'], globalDecompression: false });
      api.addHook('onRequest', readOnly);
      api.addHook('preValidation', refuseMalformedText);
      for (const module of modules) await module.routes?.(api);
      api.setNotFoundHandler((request, reply) =>
        reply.status(404).send({ error: `No API route ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' }),
      );
    },
    { prefix: API_PREFIX },
  );

  for (const module of modules) if (module.onReady) app.addHook('onReady', module.onReady);
  app.addHook('onClose', () => platform.background.drain());
  app.addHook('onReady', async () => platform.outbox.start());
  app.addHook('onClose', () => platform.outbox.stop());
  app.addHook('onReady', async () => platform.jobs.start());
  app.addHook('onClose', () => platform.jobs.stop());
  for (const module of modules) module.attach?.(app);
  registerWebApp(app, resolve(platform.config.webDistDir), platform.config.publicUrl);
  return app;
}

/**
 * The composition root (docs/decisions/045): each module built once, from the platform and the
 * services of the modules it names as its ports. The list's order is the order of the API's routes,
 * of each event type's handlers and of the sweep's rules.
 */
function createModules(platform: Platform): { modules: AppModule[]; readOnly: ReturnType<typeof createObserverModule>['readOnly'] } {
  const userMessages = createUserMessages();
  const users = createUsersModule(platform, { userMessages });
  const sessionsModule = createSessionsModule(platform, { profileCache: users.profileCache });
  const { sessions, requireAuth } = sessionsModule;
  const twoFactor = createTwoFactorModule(platform, { sessions, requireAuth });
  const auth = createAuthModule(platform, { sessions, twoFactor: twoFactor.twoFactor, requireAuth });
  const observer = createObserverModule(platform, { sessions, requireAuth });
  const integrations = createIntegrationsModule(platform, { requireAuth });
  const { steamApi } = integrations;
  const apiKeys = createApiKeysModule(platform, { requireAuth });
  const { requireApiKey } = apiKeys;
  const rewards = createRewardsModule(platform, { steamApi, userMessages, requireAuth, requireApiKey });
  const oauth = createOAuthModule(platform, { sessions, providerLinks: auth.providerLinks, steamApi, twitch: rewards.twitch, requireAuth });
  const draws = createDrawsModule(platform);
  const overlays = createOverlaysModule(platform, { requireAuth });
  const notifications = createNotificationsModule(platform, { requireAuth, userMessages });
  const shares = createSharesModule(platform, { referrals: rewards.referrals, requireAuth });
  const profiles = createProfilesModule(platform, { requireAuth });
  const pictures = createPicturesModule(platform);
  const wallet = createWalletModule(platform, { requireAuth });
  const plays = createPlaysModule(platform, {
    requireAuth,
    requireApiKey,
    userMessages,
    overlays: overlays.overlays,
    channelLive: isChannelLive,
  });
  const modules: AppModule[] = [
    createPlatformModule(platform),
    sessionsModule,
    users,
    draws,
    pictures,
    createHealthModule(platform),
    createMetricsModule(platform),
    auth,
    oauth,
    integrations,
    wallet,
    createCardsModule(platform, { draws: draws.draws, userMessages, requireAuth }),
    createFairnessModule(platform, { requireAuth }),
    createProjectsModule(platform, { requireAuth }),
    rewards,
    overlays,
    plays,
    createCraftingModule(platform, { draws: draws.draws, requireAuth, overlays: overlays.overlays }),
    shares,
    profiles,
    createTradingModule(platform, { requireAuth, usdtTransfers: wallet.usdtTransfers }),
    createModelsModule(platform, { shares: shares.shares, profiles: profiles.profiles, requireAuth }),
    notifications,
    createSettingsModule(platform, { sessions, pictures: pictures.pictures, requireAuth }),
    twoFactor,
    createAdminModule(platform, { sessions, oauth: oauth.oauth, requireAuth }),
    observer,
    createDevtoolsModule(platform, { steamApi, requireAuth }),
    apiKeys,
    createPlayerLinksModule(platform, { requireAuth, requireApiKey }),
    createWebhooksModule(platform, { requireAuth }),
    createRealtimeModule(platform, {
      userMessages,
      notifications: notifications.notifications,
      overlays: overlays.overlays,
      plays: plays.plays,
    }),
  ];
  return { modules, readOnly: observer.readOnly };
}

/** A hop count becomes Fastify's function form: trust that many proxies from the right, never the client's entries. */
const trustProxyOption = (setting: ResolvedConfig['trustProxy']) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
