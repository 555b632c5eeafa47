import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_PATHS, FAILED_EVENTS_SHOWN } from '@arcana/shared';
import {
  ZAdminActionResponse,
  ZAdminStats,
  ZAdminUsersPage,
  ZAdminUsersQuery,
  ZAuditPage,
  ZAuditQuery,
  ZFailedEventParams,
  ZFailedEventRetried,
  ZFailedEvents,
  ZRequestIdBody,
  ZSystemSettings,
  ZUserIdParams,
} from '@arcana/shared/schemas';
import type { AppDeps } from '../../deps.js';
import type { Services } from '../../services.js';
import { authOf } from '../sessions/index.js';
import { clientOf } from '../../lib/client-info.js';
import { adminStats, listUsers } from './user-directory.js';
import { systemSettings } from './system-settings.js';
import { listFailedEvents, retryFailedEvent } from '../../outbox/domain-events.repo.js';
import { notFound } from '../../lib/app-error.js';
import { scrubFailure } from '../../lib/error-serializer.js';
import { listAudit, recordAudit } from '../../lib/audit.js';
import { ADMIN_MESSAGES } from './admin.messages.js';

/** The admin panel's calls: admins only (the guard answers 403 ACCESS_DENIED to anyone else). */
export function registerAdminRoutes(fastify: FastifyInstance, deps: AppDeps, { roles, oauth, requireAuth: preHandler }: Services) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const config = { access: 'admin' as const };
  /** Changing who may do what, or deleting an account: sudo mode, as observing is (a stolen token alone cannot). */
  const sensitive = { ...config, recentAuth: true };
  const actorOf = (req: Parameters<typeof authOf>[0]) => ({ id: authOf(req).user.id, client: clientOf(req) });

  app.get(ADMIN_PATHS.stats, { preHandler, config, schema: { tags, response: { 200: ZAdminStats } } }, () => adminStats(deps.db));

  app.get(ADMIN_PATHS.system, { preHandler, config, schema: { tags, response: { 200: ZSystemSettings } } }, () =>
    systemSettings(deps, oauth.providers().providers),
  );

  app.get(ADMIN_PATHS.failedEvents, { preHandler, config, schema: { tags, response: { 200: ZFailedEvents } } }, async () => {
    const { rows, total } = await listFailedEvents(deps.db, FAILED_EVENTS_SHOWN);
    const events = rows.map((row) => ({
      ...row,
      lastError: row.lastError && scrubFailure(row.lastError),
      createdAt: row.createdAt.toISOString(),
      failedAt: row.failedAt.toISOString(),
    }));
    return { events, total };
  });

  /** Back in line after its cause was mended; the dispatcher is woken so it goes at once. */
  app.post(
    ADMIN_PATHS.retryFailedEvent,
    { preHandler, config, schema: { tags, params: ZFailedEventParams, response: { 200: ZFailedEventRetried } } },
    async (req) => {
      const { eventId } = req.params;
      const type = await deps.db.transaction(async (tx) => {
        const retried = await retryFailedEvent(tx, eventId);
        if (!retried) throw notFound('FAILED_EVENT_NOT_FOUND', ADMIN_MESSAGES.failedEventNotFound);
        const { id: actorId, client } = actorOf(req);
        await recordAudit(tx, { actorId, subjectId: null, action: 'outbox.retry', meta: { eventId, type: retried }, client });
        return retried;
      });
      void deps.outbox.dispatch();
      return { message: ADMIN_MESSAGES.failedEventRetried(type) };
    },
  );

  app.get(
    ADMIN_PATHS.users,
    { preHandler, config, schema: { tags, querystring: ZAdminUsersQuery, response: { 200: ZAdminUsersPage } } },
    (req) => listUsers(deps.db, req.query),
  );

  for (const [path, role, on] of [
    [ADMIN_PATHS.grant, 'admin', true],
    [ADMIN_PATHS.revoke, 'admin', false],
    [ADMIN_PATHS.grantDeveloper, 'developer', true],
    [ADMIN_PATHS.revokeDeveloper, 'developer', false],
  ] as const) {
    app.post(
      path,
      {
        preHandler,
        config: sensitive,
        schema: { tags, params: ZUserIdParams, body: ZRequestIdBody, response: { 200: ZAdminActionResponse } },
      },
      (req) => roles.setRole(actorOf(req), req.params.userId, role, on, req.body.requestId),
    );
  }

  app.delete(
    ADMIN_PATHS.user,
    {
      preHandler,
      config: sensitive,
      schema: { tags, params: ZUserIdParams, body: ZRequestIdBody, response: { 200: ZAdminActionResponse } },
    },
    (req) => roles.deleteUser(actorOf(req), req.params.userId, req.body.requestId),
  );

  app.get(
    ADMIN_PATHS.audit,
    { preHandler, config, schema: { tags, querystring: ZAuditQuery, response: { 200: ZAuditPage } } },
    async (req) => {
      const { page, nextCursor } = await listAudit(deps.db, req.query.limit, req.query.cursor);
      return { entries: page.map(({ cursorAt: _cursor, at, ...entry }) => ({ ...entry, at: at.toISOString() })), nextCursor };
    },
  );
}
