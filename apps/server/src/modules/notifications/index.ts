export { recordBurstNotices, recordCardNotices, recordNotices } from './notices.repo.js';
export { oweNotices } from './owed-notices.js';
export type { NotificationsService } from './notifications.service.js';
