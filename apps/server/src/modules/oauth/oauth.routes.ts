import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INTEGRATION_PATHS, LOGIN_PROVIDERS, OAUTH_PATHS, TWITCH_PATHS } from '@arcana/shared';
import {
  ZMessageResponse,
  ZOAuthCallbackBody,
  ZOAuthCallbackResponse,
  ZOAuthInitBody,
  ZOAuthProviders,
  ZOAuthStart,
  ZProjectIdParams,
} from '@arcana/shared/schemas';
import type { Platform } from '../../platform/platform.js';
import { authOf, bearerToken, requireRecentProof } from '../sessions/index.js';
import { refuseObserver } from '../observer/index.js';
import { clientOf } from '../../lib/client-info.js';
import { TRUSTED_DEVICE_COOKIE } from '../two-factor/index.js';
import { OAUTH_FLOW_TTL_S, type Intent } from './oauth.service.js';
import type { TwitchService } from '../rewards/index.js';
import type { AuthGuard } from '../sessions/index.js';
import type { createUnlinkService } from './unlink.service.js';
import type { OAuthService } from './oauth.service.js';

export interface OAuthParts {
  oauth: OAuthService;
  unlinking: ReturnType<typeof createUnlinkService>;
  twitch: TwitchService;
  requireAuth: AuthGuard;
}

// A name, not yet a known one: an unknown provider answers 'Invalid provider', and the name is safe in a cookie's.
const ZProviderParams = z.object({ provider: z.string().regex(/^[a-z]{1,16}$/, 'Invalid provider') });
/** One cookie per provider, so sign-ins begun in two tabs with two providers do not undo each other. */
const flowCookie = (provider: string) => `arcana_oauth_${provider}`;
const FLOW_COOKIE_PATH = '/api';
const isSignInProvider = (provider: string) => (LOGIN_PROVIDERS as readonly string[]).includes(provider);

export function registerOAuthRoutes(
  fastify: FastifyInstance,
  deps: Platform,
  { oauth: service, unlinking, requireAuth, twitch }: OAuthParts,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const secure = deps.config.publicUrl.startsWith('https://');
  const tags = ['oauth'];

  /**
   * Linking needs the signed-in user (not an observer: read-only, even on a GET). A new way to sign
   * in is sensitive, as a new password is: it needs a recent proof (sudo mode). Signing in again with
   * a linked one is itself such a proof, and an integration is no way in.
   */
  async function linkingIntent(req: FastifyRequest, reply: FastifyReply, provider: string): Promise<Extract<Intent, { kind: 'link' }>> {
    await requireAuth(req, reply);
    const auth = authOf(req);
    await refuseObserver(deps.db, req, auth);
    const newSignIn = isSignInProvider(provider) && !auth.profile.identities.some((identity) => identity.provider === provider);
    if (newSignIn) requireRecentProof(auth, deps.config.reauthWindowSeconds);
    return { kind: 'link', userId: auth.user.id, sessionId: auth.sessionId };
  }

  async function start(provider: string, intent: Intent, reply: FastifyReply) {
    const { cookie, ...started } = await service.start(provider, intent);
    reply.setCookie(flowCookie(provider), cookie, {
      path: FLOW_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure,
      maxAge: OAUTH_FLOW_TTL_S,
    });
    return started;
  }

  app.get(OAUTH_PATHS.providers, { schema: { tags, response: { 200: ZOAuthProviders } } }, () => service.providers());

  app.get(OAUTH_PATHS.auth, { schema: { tags, params: ZProviderParams, response: { 200: ZOAuthStart } } }, async (req, reply) =>
    start(req.params.provider, bearerToken(req) ? await linkingIntent(req, reply, req.params.provider) : { kind: 'login' }, reply),
  );

  app.post(
    OAUTH_PATHS.init,
    { schema: { tags, params: ZProviderParams, body: ZOAuthInitBody, response: { 200: ZOAuthStart } } },
    async (req, reply) =>
      start(req.params.provider, req.body.isLinking ? await linkingIntent(req, reply, req.params.provider) : { kind: 'login' }, reply),
  );

  app.post(
    OAUTH_PATHS.callback,
    { schema: { tags, params: ZProviderParams, body: ZOAuthCallbackBody, response: { 200: ZOAuthCallbackResponse } } },
    async (req, reply) => {
      const { provider } = req.params;
      const cookie = req.cookies[flowCookie(provider)];
      // A sign-in's cookie is good for one callback, whatever its outcome.
      reply.clearCookie(flowCookie(provider), { path: FLOW_COOKIE_PATH });
      return service.callback(provider, req.body, cookie, {
        client: clientOf(req),
        trustedDevice: req.cookies[TRUSTED_DEVICE_COOKIE],
        linkingUser: async () => {
          await requireAuth(req, reply);
          return authOf(req).user.id;
        },
      });
    },
  );

  // The integrations' connect and disconnect (docs/product-rules.md "Integrations") are the same link and unlink.
  for (const path of [OAUTH_PATHS.unlink, INTEGRATION_PATHS.disconnect]) {
    app.delete(path, { preHandler: requireAuth, schema: { tags, params: ZProviderParams, response: { 200: ZMessageResponse } } }, (req) =>
      unlinking.unlink(authOf(req), req.params.provider),
    );
  }

  // A project's Twitch channel is connected through Twitch's consent, as a link is, for its creator only.
  app.post(TWITCH_PATHS.connect, { schema: { tags, params: ZProjectIdParams, response: { 200: ZOAuthStart } } }, async (req, reply) => {
    await requireAuth(req, reply);
    const auth = authOf(req);
    await refuseObserver(deps.db, req, auth);
    await twitch.mayConnect(auth.user, req.params.projectId);
    return start('twitch', { kind: 'channel', userId: auth.user.id, sessionId: auth.sessionId, projectId: req.params.projectId }, reply);
  });

  app.post(
    INTEGRATION_PATHS.connect,
    { schema: { tags: ['integrations'], params: ZProviderParams, response: { 200: ZOAuthStart } } },
    async (req, reply) => start(req.params.provider, await linkingIntent(req, reply, req.params.provider), reply),
  );
}
