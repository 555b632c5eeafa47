import type { TObserveResponse, TStopObservingResponse } from '@arcana/shared/schemas';
import type { Platform } from '../../platform/platform.js';
import { AppError, forbidden, notFound } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { RequestAuth, SessionService } from '../sessions/index.js';
import type { ClientInfo } from '../../lib/client-info.js';
import { ADMIN_MESSAGES } from '../admin/index.js';
import { findUserById } from '../users/index.js';
import { oweNotices } from '../notifications/index.js';

/**
 * Observer mode (docs/product-rules.md "Observer mode"): an admin sees the app as one user does,
 * read-only. The guard refuses its writes; this opens and closes its session, audits both, and tells the
 * user they were viewed.
 */
export function createObserverService({ db, sessions }: Pick<Platform, 'db'> & { sessions: SessionService }) {
  return {
    async start(admin: RequestAuth, userId: string, client: ClientInfo): Promise<TObserveResponse> {
      if (admin.user.id === userId) throw forbidden('CANNOT_OBSERVE', ADMIN_MESSAGES.cannotObserveSelf);
      const observed = await findUserById(db, userId);
      if (!observed) throw notFound('USER_NOT_FOUND', ADMIN_MESSAGES.userNotFound);
      if (observed.isAdmin) throw forbidden('CANNOT_OBSERVE', ADMIN_MESSAGES.cannotObserveAdmin);
      const observerToken = await db.transaction(async (tx) => {
        const token = await sessions.startObserving({ id: admin.user.id, sessionId: admin.sessionId }, observed.id, client, tx);
        await recordAudit(tx, { actorId: admin.user.id, subjectId: observed.id, action: 'observe.start', client });
        await oweNotices(tx, [
          {
            userId: observed.id,
            notice: {
              type: 'system',
              title: ADMIN_MESSAGES.observedTitle,
              message: ADMIN_MESSAGES.observedMessage(admin.user.username),
              redirectUrl: null,
            },
          },
        ]);
        return token;
      });
      return { observerToken, message: ADMIN_MESSAGES.observing(observed.username) };
    },

    async stop(observer: RequestAuth, client: ClientInfo): Promise<TStopObservingResponse> {
      if (!observer.actorId) throw forbidden('NOT_OBSERVING', ADMIN_MESSAGES.notObserving);
      const token = await sessions.stopObserving(observer.sessionId, client);
      // The admin's own session ended while they observed (a logout elsewhere): they sign in again.
      if (!token) throw new AppError('SESSION_ENDED', 401, ADMIN_MESSAGES.stoppedObserving);
      return { token, message: ADMIN_MESSAGES.stoppedObserving };
    },
  };
}

export type ObserverService = ReturnType<typeof createObserverService>;
