import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEVTOOLS_PATHS, hasAccess, TEST_EMAILS_PER_HOUR } from '@arcana/shared';
import {
  ZEmailTemplateList,
  ZEmailTemplateParams,
  ZEmailTemplatePreview,
  ZSteamAchievementsQuery,
  ZSteamAchievementsResponse,
  ZTestEmailResponse,
  ZTestNotificationBody,
  ZTestNotificationResponse,
} from '@arcana/shared/schemas';
import type { Platform } from '../../platform/platform.js';
import { badRequest, forbidden, notFound } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import { authOf } from '../sessions/index.js';
import { clientOf } from '../../lib/client-info.js';
import { findUserIdentity, findUserById } from '../users/index.js';
import { DEVTOOLS_MESSAGES } from './devtools.messages.js';
import { listTemplates, previewTemplate, sampleLink, templateKey } from './email-previews.js';
import { steamAchievementsOf } from './steam-achievements.js';
import { oweNotices } from '../notifications/index.js';
import type { SteamWebApi } from '../integrations/index.js';
import type { AuthGuard } from '../sessions/index.js';

export interface DevtoolsParts {
  steamApi: SteamWebApi;
  requireAuth: AuthGuard;
}

const HOUR_S = 60 * 60;

/**
 * The developer tools' calls (docs/product-rules.md "Developer tools"): the four widgets are admin-only;
 * a developer may test notifications on themselves.
 */
export function registerDevtoolsRoutes(
  fastify: FastifyInstance,
  deps: Platform,
  { steamApi: steam, requireAuth: preHandler }: DevtoolsParts,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['developer tools'];
  const admin = { access: 'admin' as const };

  app.get(DEVTOOLS_PATHS.emailTemplates, { preHandler, config: admin, schema: { tags, response: { 200: ZEmailTemplateList } } }, () =>
    listTemplates(),
  );
  app.get(
    DEVTOOLS_PATHS.emailTemplate,
    { preHandler, config: admin, schema: { tags, params: ZEmailTemplateParams, response: { 200: ZEmailTemplatePreview } } },
    (req) => previewTemplate(req.params.name, deps.config.publicUrl),
  );

  // Only to the admin's own verified inbox, so the tool cannot mail anyone else; counted, and audited.
  app.post(
    DEVTOOLS_PATHS.sendEmailTemplate,
    { preHandler, config: admin, schema: { tags, params: ZEmailTemplateParams, response: { 200: ZTestEmailResponse } } },
    async (req) => {
      const { user } = authOf(req);
      const key = templateKey(req.params.name);
      if (!user.email || !user.emailVerifiedAt) throw forbidden('VERIFIED_EMAIL_REQUIRED', DEVTOOLS_MESSAGES.verifiedEmailRequired);
      await deps.rateLimiter.hit([{ key: `test-email:${user.id}`, max: TEST_EMAILS_PER_HOUR, windowSeconds: HOUR_S }]);
      await deps.mail.sendTest(user.email, key, user.username, sampleLink(deps.config.publicUrl, key));
      await recordAudit(deps.db, {
        actorId: user.id,
        subjectId: user.id,
        action: 'email.test',
        meta: { template: req.params.name },
        client: clientOf(req),
      });
      return { message: DEVTOOLS_MESSAGES.testEmailSent(user.email), to: user.email };
    },
  );

  app.get(
    DEVTOOLS_PATHS.steamAchievements,
    { preHandler, config: admin, schema: { tags, querystring: ZSteamAchievementsQuery, response: { 200: ZSteamAchievementsResponse } } },
    async (req) => {
      const steamId = req.query.steamId ?? (await findUserIdentity(deps.db, authOf(req).user.id, 'steam'))?.providerUserId;
      if (!steamId) throw badRequest('STEAM_NOT_LINKED', DEVTOOLS_MESSAGES.steamNotLinked);
      return steamAchievementsOf(steam, { steamId, appId: req.query.appId });
    },
  );

  app.post(
    DEVTOOLS_PATHS.testNotification,
    {
      preHandler,
      config: { access: 'developer' },
      schema: { tags, body: ZTestNotificationBody, response: { 200: ZTestNotificationResponse } },
    },
    async (req) => {
      const { user } = authOf(req);
      const { userId = user.id, redirectUrl, ...notification } = req.body;
      if (userId !== user.id && !hasAccess(user, 'admin')) throw forbidden('ACCESS_DENIED', DEVTOOLS_MESSAGES.notificationToOthers);
      const recipient = userId === user.id ? user : await findUserById(deps.db, userId);
      if (!recipient) throw notFound('USER_NOT_FOUND', 'User not found');
      // Any type and text, to anyone an admin names: who sent it is kept, since it reads like the app's own.
      await deps.db.transaction(async (tx) => {
        await recordAudit(tx, {
          actorId: user.id,
          subjectId: userId,
          action: 'notification.test',
          meta: notification,
          client: clientOf(req),
        });
        await oweNotices(tx, [{ userId, notice: { redirectUrl: redirectUrl ?? null, ...notification } }]);
      });
      return { message: DEVTOOLS_MESSAGES.notificationSent(recipient.username), userId };
    },
  );
}
