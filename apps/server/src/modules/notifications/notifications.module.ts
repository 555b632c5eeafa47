import { offering } from '../../platform/app-module.js';
import type { Platform } from '../../platform/platform.js';
import type { UserMessages } from '../../realtime/kept-messages.js';
import type { AuthGuard } from '../sessions/index.js';
import { createNotificationPreferences } from './notification-preferences.js';
import { registerNotificationRoutes, type NotificationsParts } from './notifications.routes.js';
import { createNotificationsService } from './notifications.service.js';
import { tellOfNotices } from './owed-notices.js';

/** The bell: notifications owed by facts, kept, read and chosen by kind. */
export function createNotificationsModule(
  platform: Platform,
  { requireAuth, userMessages }: { requireAuth: AuthGuard; userMessages: UserMessages },
) {
  const parts: NotificationsParts = {
    notifications: createNotificationsService(platform),
    notificationPreferences: createNotificationPreferences(platform),
    requireAuth,
  };
  return offering(
    {
      name: 'notifications',
      routes: (api) => registerNotificationRoutes(api, parts),
      handlers: { 'notice.owed': [tellOfNotices(userMessages)] },
    },
    { notifications: parts.notifications },
  );
}
