import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NOTIFICATION_PATHS } from '@arcana/shared';
import {
  ZBulkNotificationResponse,
  ZMarkReadBody,
  ZMarkReadResponse,
  ZNotificationIdParams,
  ZNotificationList,
  ZNotificationListQuery,
  ZNotificationPreferences,
  ZNotificationPreferencesChange,
  ZRequestIdBody,
  ZUnreadCount,
} from '@arcana/shared/schemas';
import { authOf } from '../sessions/index.js';
import type { AuthGuard } from '../sessions/index.js';
import type { createNotificationPreferences } from './notification-preferences.js';
import type { NotificationsService } from './notifications.service.js';

export interface NotificationsParts {
  notifications: NotificationsService;
  notificationPreferences: ReturnType<typeof createNotificationPreferences>;
  requireAuth: AuthGuard;
}

export function registerNotificationRoutes(
  fastify: FastifyInstance,
  { notifications: service, notificationPreferences: preferences, requireAuth: preHandler }: NotificationsParts,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];
  const me = (req: Parameters<typeof authOf>[0]) => authOf(req).user.id;

  app.get(
    NOTIFICATION_PATHS.list,
    { preHandler, schema: { tags, querystring: ZNotificationListQuery, response: { 200: ZNotificationList } } },
    (req) => service.list(me(req), req.query.limit, req.query.cursor),
  );
  app.get(NOTIFICATION_PATHS.preferences, { preHandler, schema: { tags, response: { 200: ZNotificationPreferences } } }, (req) =>
    preferences.read(me(req)),
  );
  app.put(
    NOTIFICATION_PATHS.preferences,
    { preHandler, schema: { tags, body: ZNotificationPreferencesChange, response: { 200: ZNotificationPreferences } } },
    (req) => preferences.change(me(req), req.body.preferences),
  );
  app.get(NOTIFICATION_PATHS.unreadCount, { preHandler, schema: { tags, response: { 200: ZUnreadCount } } }, async (req) => ({
    unreadCount: await service.unreadCount(me(req)),
  }));
  app.patch(
    NOTIFICATION_PATHS.markRead,
    { preHandler, schema: { tags, params: ZNotificationIdParams, body: ZRequestIdBody, response: { 200: ZMarkReadResponse } } },
    (req) => service.markRead(me(req), req.params.id, req.body.requestId),
  );
  app.post(
    NOTIFICATION_PATHS.markReadByBody,
    { preHandler, schema: { tags, body: ZMarkReadBody, response: { 200: ZMarkReadResponse } } },
    (req) => service.markRead(me(req), req.body.notificationId, req.body.requestId),
  );
  app.patch(
    NOTIFICATION_PATHS.markAllRead,
    { preHandler, schema: { tags, body: ZRequestIdBody, response: { 200: ZBulkNotificationResponse } } },
    (req) => service.markAllRead(me(req), req.body.requestId),
  );
  app.delete(
    NOTIFICATION_PATHS.deleteAll,
    { preHandler, schema: { tags, body: ZRequestIdBody, response: { 200: ZBulkNotificationResponse } } },
    (req) => service.deleteAll(me(req), req.body.requestId),
  );
}
