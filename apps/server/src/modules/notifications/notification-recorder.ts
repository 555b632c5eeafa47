import type { FastifyBaseLogger } from 'fastify';
import { shortAddress } from '@arcana/shared';
import type { Database } from '../../db/client.js';
import type { EventBus } from '../../realtime/event-bus.js';
import { recordNotices, type NewNotice } from './notices.repo.js';

/** Turns account events into stored notifications (the types of docs/product-rules.md "Notifications"), then announces each one. */
export function recordNotifications(bus: EventBus, db: Database, log: FastifyBaseLogger): () => void {
  // Awaited by the request that caused it: a burst of requests cannot queue up unwritten notifications.
  const record = async (entry: NewNotice, requestId: string | null = null) => {
    try {
      const [notification] = await recordNotices(db, [entry]);
      if (notification) await bus.emit('notificationCreated', { userId: entry.userId, notification, requestId });
    } catch (err) {
      log.error({ err, type: entry.type }, 'could not record a notification');
    }
  };

  const stops = [
    bus.on('notificationRequested', ({ requestId, ...entry }) => record(entry, requestId)),
    bus.on('walletLinked', ({ userId, publicKey, requestId }) =>
      record(
        {
          userId,
          type: 'wallet_linked',
          title: 'Wallet Connected',
          message: `Wallet ${shortAddress(publicKey)} is now linked to your account.`,
          redirectUrl: '/inventory',
        },
        requestId,
      ),
    ),
    bus.on('walletUnlinked', ({ userId, publicKey, requestId }) =>
      record(
        {
          userId,
          type: 'wallet_unlinked',
          title: 'Wallet Disconnected',
          message: `Wallet ${shortAddress(publicKey)} is no longer linked to your account.`,
          redirectUrl: '/settings?tab=integrations',
        },
        requestId,
      ),
    ),
    // A new Steam link whose game details are private stays pending; the warning says where to verify it.
    bus.on('steamPrivacyChecked', ({ userId, hasAccess, afterLink }) =>
      hasAccess || !afterLink
        ? undefined
        : record({
            userId,
            type: 'steam_privacy_warning',
            title: 'Steam Profile Private',
            message:
              'Your Steam game details are private, so your Steam integration is pending. Make them public in Steam, then press Verify.',
            redirectUrl: '/settings?tab=integrations',
          }),
    ),
  ];
  return () => stops.forEach((stop) => stop());
}
