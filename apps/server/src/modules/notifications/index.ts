export { oweNotices, tellOfNotices } from './owed-notices.js';
export { registerNotificationRoutes } from './notifications.routes.js';
export { createNotificationsService } from './notifications.service.js';
export { createNotificationPreferences } from './notification-preferences.js';
export { recordCardNotices, recordNotices } from './notices.repo.js';
