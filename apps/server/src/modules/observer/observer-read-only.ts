import type { FastifyReply, FastifyRequest } from 'fastify';
import { isApiKeySecret, SESSION_ENDING_MESSAGES } from '@arcana/shared';
import type { Platform } from '../../platform/platform.js';
import type { Database } from '../../db/client.js';
import { findSessionProfile } from '../users/index.js';
import { AppError, unauthorized } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import { bearerToken, GUARD_MESSAGES, type RequestAuth } from '../sessions/index.js';
import { clientOf } from '../../lib/client-info.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Every refusal of an observer is on the record before it is answered. */
async function refuseObserverAct(db: Database, request: FastifyRequest, who: { actorId: string; subjectId: string }): Promise<never> {
  await recordAudit(db, {
    ...who,
    action: 'observe.refused',
    meta: { method: request.method, route: request.routeOptions.url },
    client: clientOf(request),
  });
  throw new AppError('OBSERVER_READ_ONLY', 403, GUARD_MESSAGES.observerReadOnly);
}

/**
 * Observer mode is read-only, enforced here for every route at once
 * (docs/product-rules.md "Observer mode"): a request that could change something, carrying a live
 * observer's token, is refused with 403 OBSERVER_READ_ONLY and audited before any route sees it,
 * whatever its body, unless the route is marked `observerAllowed` (logout, stop-observing, refresh). An
 * observer token whose observing has ended is refused as the guard refuses it (401), with no trace: the
 * trail holds what observers did, not routes a caller makes up. A token that does not verify is left to
 * the route's own checks.
 */
export function createObserverReadOnlyHook({ db, tokens }: Pick<Platform, 'db' | 'tokens'>) {
  return async function refuseObserverWrites(request: FastifyRequest, _reply: FastifyReply) {
    // No such route: the 404 answers, and nothing a caller makes up reaches the trail.
    if (SAFE_METHODS.has(request.method) || !request.routeOptions.url || request.routeOptions.config.observerAllowed) return;
    const token = bearerToken(request);
    // A game server's key is no session's token: not verified as one, which would fail on every grant.
    const claims = token && !isApiKeySecret(token) ? await tokens.verifyAccess(token).catch(() => undefined) : undefined;
    if (!claims?.act) return;
    const lookup = await findSessionProfile(db, claims.sub, claims.sid);
    if (lookup.status !== 'ok' || lookup.session.actorId !== claims.act.sub) {
      throw unauthorized('SESSION_ENDED', SESSION_ENDING_MESSAGES.invalidToken);
    }
    await refuseObserverAct(db, request, { actorId: claims.act.sub, subjectId: claims.sub });
  };
}

/** For the few GETs that write (the hook lets every GET through): an observer may not make them, and is audited as above. */
export async function refuseObserver(db: Database, request: FastifyRequest, auth: RequestAuth): Promise<void> {
  if (auth.actorId) await refuseObserverAct(db, request, { actorId: auth.actorId, subjectId: auth.user.id });
}
