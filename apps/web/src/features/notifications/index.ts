export { notificationsApi, putNotification } from './notifications.api';
export {
  notificationPreferencesApi,
  putNotificationPreferences,
  toldWays,
  useChangeNotificationPreferencesMutation,
  useNotificationPreferencesQuery,
} from './notification-preferences.api';
export { NOTIFICATION_TYPE_LABELS } from './notification-type-labels';
export { NotificationIcon } from './NotificationIcon';
export { NotificationTime } from './NotificationTime';
