import { AUTH_PATHS } from '@arcana/shared';
import type { TMessageResponse, TUser, TVerifyResponse } from '@arcana/shared/schemas';
import { useAppSelector } from '../../state/store';
import { api, postTo } from '../../api/api';

/** The signed-in user and whether an admin is observing: read by the guard, the header and most pages. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    session: build.query<TVerifyResponse, void>({ query: () => AUTH_PATHS.verify, providesTags: ['User', 'Auth'] }),
    logout: build.mutation<TMessageResponse, { refreshToken?: string }>({ query: postTo(AUTH_PATHS.logout) }),
  }),
});

export const { useSessionQuery, useLogoutMutation } = sessionApi;

/** Puts a user the server just sent (a profile update, the profileUpdated event) into the cache, without a refetch. */
export const replaceSessionUser = (user: TUser) =>
  sessionApi.util.updateQueryData('session', undefined, (draft) => void (draft.user = user));

/**
 * Fills the session with the user a login reply carries (a login never starts observing), so the
 * pages that read it do not ask /auth/verify what the reply just said. Synchronous: the entry is
 * there before anything renders with the new tokens.
 */
export const seedSession = (user: TUser) =>
  sessionApi.util.upsertQueryEntries([{ endpointName: 'session', arg: undefined, value: { user, isObserving: false } }]);

/**
 * The session's answer while this tab is signed in, and nothing once it is not. A skipped query keeps
 * handing out its last `data` (RTK Query's last result), so after a logout `data` still held the user
 * who left: the header kept their menu. `currentData` is the answer for now.
 */
export function useSignedInSession() {
  const isAuthenticated = useAppSelector((s) => s.session.isAuthenticated);
  const { currentData, isLoading } = useSessionQuery(undefined, { skip: !isAuthenticated });
  return { session: currentData, checking: isAuthenticated && isLoading };
}

/**
 * The signed-in user as the screens show it. `checking` is true while a stored session is verified:
 * the header and the landing button then show neither a visitor's controls nor a user's.
 */
export function useSessionUser() {
  const { session, checking } = useSignedInSession();
  return { user: session?.user, isObserving: session?.isObserving ?? false, checking };
}
