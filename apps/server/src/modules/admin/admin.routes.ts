import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_PATHS, FAILED_WORK_SHOWN } from '@arcana/shared';
import {
  ZAdminActionResponse,
  ZAdminStats,
  ZAdminUsersPage,
  ZAdminUsersQuery,
  ZAuditPage,
  ZAuditQuery,
  ZFailedWorkList,
  ZFailedWorkParams,
  ZFailedWorkRetried,
  ZRequestIdBody,
  ZSystemSettings,
  ZUserIdParams,
} from '@arcana/shared/schemas';
import type { Platform } from '../../platform/platform.js';
import { authOf } from '../sessions/index.js';
import { clientOf } from '../../lib/client-info.js';
import { adminStats, listUsers } from './user-directory.js';
import { systemSettings } from './system-settings.js';
import { listFailedEvents, retryFailedEvent } from '../../outbox/domain-events.repo.js';
import { listDeadJobs, retryDeadJob } from '../../jobs/jobs.repo.js';
import type { JobQueueName } from '../../jobs/job-queues.js';
import { notFound } from '../../lib/app-error.js';
import { scrubFailure } from '../../lib/error-serializer.js';
import { listAudit, recordAudit } from '../../lib/audit.js';
import { ADMIN_MESSAGES } from './admin.messages.js';
import type { OAuthService } from '../oauth/index.js';
import type { AuthGuard } from '../sessions/index.js';
import type { createRolesService } from './roles.service.js';

export interface AdminParts {
  roles: ReturnType<typeof createRolesService>;
  oauth: OAuthService;
  requireAuth: AuthGuard;
}

/** The admin panel's calls: admins only (the guard answers 403 ACCESS_DENIED to anyone else). */
export function registerAdminRoutes(fastify: FastifyInstance, deps: Platform, { roles, oauth, requireAuth: preHandler }: AdminParts) {
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

  app.get(ADMIN_PATHS.failedWork, { preHandler, config, schema: { tags, response: { 200: ZFailedWorkList } } }, async () => {
    const [events, jobs] = await Promise.all([listFailedEvents(deps.db, FAILED_WORK_SHOWN), listDeadJobs(deps.db, FAILED_WORK_SHOWN)]);
    const items = [
      ...events.rows.map(({ type, ...row }) => ({ ...row, kind: 'event' as const, name: type })),
      ...jobs.rows.map(({ queue, key: _key, ...row }) => ({ ...row, kind: 'job' as const, name: queue, username: null })),
    ]
      .sort((a, b) => b.failedAt.getTime() - a.failedAt.getTime())
      .slice(0, FAILED_WORK_SHOWN)
      .map((row) => ({
        ...row,
        lastError: row.lastError && scrubFailure(row.lastError),
        createdAt: row.createdAt.toISOString(),
        failedAt: row.failedAt.toISOString(),
      }));
    return { items, total: events.total + jobs.total };
  });

  /** Back in line after its cause was mended; the outbox or the runner is woken, so it goes at once. */
  app.post(
    ADMIN_PATHS.retryFailedWork,
    { preHandler, config, schema: { tags, params: ZFailedWorkParams, response: { 200: ZFailedWorkRetried } } },
    async (req) => {
      const { kind, id } = req.params;
      const { id: actorId, client } = actorOf(req);
      const name = await deps.db.transaction(async (tx) => {
        const retried = kind === 'event' ? await retryFailedEvent(tx, id) : await retryDeadJob(tx, id);
        if (!retried) throw notFound('FAILED_WORK_NOT_FOUND', ADMIN_MESSAGES.failedWorkNotFound);
        const [action, meta] =
          kind === 'event'
            ? (['outbox.retry', { eventId: id, type: retried }] as const)
            : (['jobs.retry', { jobId: id, queue: retried }] as const);
        await recordAudit(tx, { actorId, subjectId: null, action, meta, client });
        return retried;
      });
      if (kind === 'event') void deps.outbox.dispatch();
      else deps.jobs.wake(name as JobQueueName);
      return { message: ADMIN_MESSAGES.failedWorkRetried(kind, name) };
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
