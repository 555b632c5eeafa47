import { NOTIFICATION_PATHS, type NotificationType } from '@arcana/shared';
import type { TNotificationPreferences, TNotificationPreferencesChange } from '@arcana/shared/schemas';
import type { AppStore, RootState } from '../../state/store';
import { api } from '../../api/api';

/**
 * How the user wants each type of notification told (docs/product-rules.md "Notifications"): read as
 * the realtime link opens, changed from Settings › Notifications at once (undone if refused), and
 * followed when another tab changes them.
 */
export const notificationPreferencesApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Read again with the account (a link back after a gap too long to replay).
    notificationPreferences: build.query<TNotificationPreferences, void>({
      query: () => NOTIFICATION_PATHS.preferences,
      providesTags: ['User'],
    }),
    changeNotificationPreferences: build.mutation<TNotificationPreferences, TNotificationPreferencesChange>({
      query: (body) => ({ url: NOTIFICATION_PATHS.preferences, method: 'PUT', body }),
      async onQueryStarted(change, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          notificationPreferencesApi.util.updateQueryData('notificationPreferences', undefined, (draft) => {
            for (const changed of change.preferences) {
              const preference = draft.preferences.find((p) => p.type === changed.type);
              if (preference) Object.assign(preference, changed);
            }
          }),
        );
        const answer = await queryFulfilled.catch(() => null);
        if (answer) putNotificationPreferences({ dispatch }, answer.data);
        else patch.undo();
      },
    }),
  }),
});

export const { useNotificationPreferencesQuery, useChangeNotificationPreferencesMutation } = notificationPreferencesApi;

/** The preferences as the server last said them (the answer, or another tab's word). */
export const putNotificationPreferences = ({ dispatch }: Pick<AppStore, 'dispatch'>, preferences: TNotificationPreferences) =>
  dispatch(notificationPreferencesApi.util.upsertQueryData('notificationPreferences', undefined, preferences));

/** How a notification of this type is told in this tab: both ways until the preferences are known. */
export function toldWays(state: RootState, type: NotificationType) {
  const known = notificationPreferencesApi.endpoints.notificationPreferences.select()(state).data;
  return known?.preferences.find((preference) => preference.type === type) ?? { toast: true, browser: true };
}
