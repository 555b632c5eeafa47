import { DEVTOOLS_PATHS } from '@arcana/shared';
import type {
  TEmailTemplateList,
  TEmailTemplatePreview,
  TSteamAchievementsResponse,
  TTestEmailResponse,
  TTestNotificationBody,
  TTestNotificationResponse,
} from '@arcana/shared/schemas';
import { api } from '../../api/api';

/** What the Steam verifier asks: whose achievements (none: the caller's linked Steam) in which game. */
export interface SteamAchievementsArgs {
  steamId?: string;
  appId: number;
}

const templatePath = (path: string, name: string) => path.replace(':name', encodeURIComponent(name));

/** The developer tools' calls (docs/product-rules.md "Developer tools"): the Email Tester, the Steam verifier, the Notification Tester. */
export const devtoolsApi = api.injectEndpoints({
  endpoints: (build) => ({
    emailTemplates: build.query<TEmailTemplateList, void>({
      query: () => DEVTOOLS_PATHS.emailTemplates,
      providesTags: ['EmailTemplate'],
    }),
    emailTemplate: build.query<TEmailTemplatePreview, string>({
      query: (name) => templatePath(DEVTOOLS_PATHS.emailTemplate, name),
      providesTags: (_result, _error, name) => [{ type: 'EmailTemplate', id: name }],
    }),
    /** Mails the template, with sample data, to the signed-in admin's own verified address. */
    sendTestEmail: build.mutation<TTestEmailResponse, string>({
      query: (name) => ({ url: templatePath(DEVTOOLS_PATHS.sendEmailTemplate, name), method: 'POST' }),
    }),
    steamAchievements: build.query<TSteamAchievementsResponse, SteamAchievementsArgs>({
      query: ({ steamId, appId }) => ({
        url: DEVTOOLS_PATHS.steamAchievements,
        params: steamId ? { steamId, appId } : { appId },
      }),
    }),
    /** The notification itself arrives through the realtime socket, as any other would. */
    sendTestNotification: build.mutation<TTestNotificationResponse, TTestNotificationBody>({
      query: (body) => ({ url: DEVTOOLS_PATHS.testNotification, method: 'POST', body }),
    }),
  }),
});

export const {
  useEmailTemplatesQuery,
  useEmailTemplateQuery,
  useSendTestEmailMutation,
  useLazySteamAchievementsQuery,
  useSendTestNotificationMutation,
} = devtoolsApi;
