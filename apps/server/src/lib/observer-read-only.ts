import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.js';
import { AppError } from './app-error.js';
import { recordAudit } from './audit.js';
import { bearerToken, GUARD_MESSAGES } from './auth-guard.js';
import { clientOf } from './client-info.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Observer mode is read-only, enforced here for every route at once (ARCHITECTURE §4): a request that
 * could change something, carrying an observer's token, is refused with 403 OBSERVER_READ_ONLY and
 * audited before any route sees it, whatever its body, unless the route is marked `observerAllowed`
 * (logout, stop-observing, refresh). A token that does not verify is left to the route's own checks.
 */
export function createObserverReadOnlyHook({ db, tokens }: Pick<AppDeps, 'db' | 'tokens'>) {
  return async function refuseObserverWrites(request: FastifyRequest, _reply: FastifyReply) {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config.observerAllowed) return;
    const token = bearerToken(request);
    const claims = token ? await tokens.verifyAccess(token).catch(() => undefined) : undefined;
    if (!claims?.act) return;
    await recordAudit(db, {
      actorId: claims.act.sub,
      subjectId: claims.sub,
      action: 'observe.refused',
      meta: { method: request.method, route: request.routeOptions.url ?? request.url.split('?')[0] },
      client: clientOf(request),
    });
    throw new AppError('OBSERVER_READ_ONLY', 403, GUARD_MESSAGES.observerReadOnly);
  };
}
