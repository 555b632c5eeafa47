import { API_PREFIX, AUTH_PATHS } from '@arcana/shared';
import type {
  TChangePasswordBody,
  TConfirmTokenBody,
  TMessageResponse,
  TRequestEmailChangeBody,
  TSetPasswordBody,
  TUpdateProfileBody,
  TUserResponse,
} from '@arcana/shared/schemas';
import { api, postTo } from '../../api/api';
import { replaceSessionUser } from '../sessions';

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<TUserResponse, TUpdateProfileBody>({
      query: postTo(AUTH_PATHS.updateProfile),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(replaceSessionUser(data.user));
      },
    }),
    changePassword: build.mutation<TMessageResponse, TChangePasswordBody>({ query: postTo(AUTH_PATHS.changePassword) }),
    setPassword: build.mutation<TMessageResponse, TSetPasswordBody>({ query: postTo(AUTH_PATHS.setPassword), invalidatesTags: ['User'] }),
    requestEmailChange: build.mutation<TMessageResponse, TRequestEmailChangeBody>({
      query: postTo(AUTH_PATHS.requestEmailChange),
      invalidatesTags: ['User'],
    }),
    confirmEmailChange: build.mutation<TMessageResponse, TConfirmTokenBody>({
      query: postTo(AUTH_PATHS.confirmEmailChange),
      invalidatesTags: ['User'],
    }),
    /** The link "Confirm it's you" e-mails to an account with neither a password nor two-factor. */
    confirmReauthentication: build.mutation<TMessageResponse, TConfirmTokenBody>({ query: postTo(AUTH_PATHS.confirmReauthentication) }),
    requestAccountDeletion: build.mutation<TMessageResponse, void>({
      query: () => ({ url: AUTH_PATHS.requestAccountDeletion, method: 'POST' }),
    }),
  }),
});

export const {
  useUpdateProfileMutation,
  useChangePasswordMutation,
  useSetPasswordMutation,
  useRequestEmailChangeMutation,
  useConfirmEmailChangeMutation,
  useConfirmReauthenticationMutation,
  useRequestAccountDeletionMutation,
} = settingsApi;

/**
 * Links that end this browser's session (account deletion, cancelling an e-mail change) are sent
 * outside the API cache on purpose: the realtime channel ends the session while the call is still
 * answering, and resetting the cache would abort a cached mutation.
 */
const postEndingSession =
  (path: string) =>
  async (body: TConfirmTokenBody): Promise<TMessageResponse> => {
    const res = await fetch(`${API_PREFIX}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const data = (await res.json().catch(() => ({}))) as TMessageResponse;
    if (!res.ok) throw { status: res.status, data };
    return data;
  };

export const confirmAccountDeletion = postEndingSession(AUTH_PATHS.confirmAccountDeletion);
/** The old address's link: undoes an e-mail change, and the server ends every session of the account. */
export const cancelEmailChange = postEndingSession(AUTH_PATHS.cancelEmailChange);
