export { notificationsApi, putNotification } from './notifications.api';
