import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { ADMIN_PATHS, failedWorkPath, REVIEW_PATHS, userPath } from '@arcana/shared';
import type {
  TAdminActionResponse,
  TAdminStats,
  TAdminUser,
  TAdminUserFilter,
  TAdminUsersPage,
  TFailedWork,
  TFailedWorkList,
  TFailedWorkRetried,
  TReviewCount,
  TSystemSettings,
} from '@arcana/shared/schemas';
import { api } from '../../api/api';
import { errorCode } from '../../api/error-text';
import type { RootState } from '../../state/store';

/** What the user list is asked for: the search and the filters that must hold. */
export interface UserListArgs {
  search: string;
  filters: TAdminUserFilter[];
}

function usersUrl({ search, filters }: UserListArgs, cursor: string | null) {
  const query = new URLSearchParams();
  if (search.trim()) query.set('search', search.trim());
  for (const filter of filters) query.set(filter, 'true');
  if (cursor) query.set('cursor', cursor);
  const text = query.toString();
  return text ? `${ADMIN_PATHS.users}?${text}` : ADMIN_PATHS.users;
}

/** Applies a change to the user in every list the cache holds (any search, any filters); answers the undo. */
function patchEveryList(
  dispatch: ThunkDispatch<RootState, unknown, UnknownAction>,
  state: RootState,
  change: (pages: TAdminUsersPage[]) => void,
) {
  const patches = adminApi.util
    .selectInvalidatedBy(state, ['User'])
    .filter(({ endpointName }) => endpointName === 'adminUsers')
    .map(({ originalArgs }) =>
      dispatch(adminApi.util.updateQueryData('adminUsers', originalArgs as UserListArgs, (draft) => change(draft.pages))),
    );
  return () => patches.forEach((patch) => patch.undo());
}

export type Role = 'admin' | 'developer';
const ROLE_PATHS = {
  admin: { grant: ADMIN_PATHS.grant, revoke: ADMIN_PATHS.revoke },
  developer: { grant: ADMIN_PATHS.grantDeveloper, revoke: ADMIN_PATHS.revokeDeveloper },
} as const;
const ROLE_FLAG = { admin: 'isAdmin', developer: 'isDeveloper' } as const;

const setRoleIn = (userId: string, role: Role, on: boolean) => (pages: TAdminUsersPage[]) =>
  pages.forEach((page) => page.users.forEach((user: TAdminUser) => user.id === userId && (user[ROLE_FLAG[role]] = on)));

/**
 * The admin panel's calls (docs/product-rules.md "Admin"): grant, revoke and delete change every cached
 * list at once and are undone if the server refuses. Each request carries a request id, so a retry
 * never acts twice.
 */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminStats: build.query<TAdminStats, void>({ query: () => ADMIN_PATHS.stats, providesTags: ['User'] }),
    /** The Review tab's badge: refreshed with the queue (a decision, a submission's notification). */
    reviewCount: build.query<TReviewCount, void>({ query: () => REVIEW_PATHS.count, providesTags: ['Reviews'] }),
    /** Fixed while the server runs: read once a visit. */
    systemSettings: build.query<TSystemSettings, void>({ query: () => ADMIN_PATHS.system }),
    /** What the outbox and the job runner gave up on: put back in line, it leaves the list. */
    failedWork: build.query<TFailedWorkList, void>({ query: () => ADMIN_PATHS.failedWork, providesTags: ['FailedWork'] }),
    retryFailedWork: build.mutation<TFailedWorkRetried, Pick<TFailedWork, 'kind' | 'id'>>({
      query: ({ kind, id }) => ({ url: failedWorkPath(kind, id), method: 'POST' }),
      // Another admin's Retry came first: the list is stale either way.
      invalidatesTags: (_result, error) => (!error || errorCode(error) === 'FAILED_WORK_NOT_FOUND' ? ['FailedWork'] : []),
    }),
    adminUsers: build.infiniteQuery<TAdminUsersPage, UserListArgs, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (lastPage) => lastPage.nextCursor },
      query: ({ queryArg, pageParam }) => usersUrl(queryArg, pageParam),
      providesTags: ['User'],
    }),
    setRole: build.mutation<TAdminActionResponse, { userId: string; role: Role; on: boolean }>({
      query: ({ userId, role, on }) => ({
        url: userPath(ROLE_PATHS[role][on ? 'grant' : 'revoke'], userId),
        method: 'POST',
        body: { requestId: crypto.randomUUID() },
      }),
      async onQueryStarted({ userId, role, on }, { dispatch, getState, queryFulfilled }) {
        const undo = patchEveryList(dispatch, getState() as RootState, setRoleIn(userId, role, on));
        await queryFulfilled.catch(undo);
      },
      invalidatesTags: (_result, error) => (error ? [] : ['User']),
    }),
    deleteUser: build.mutation<TAdminActionResponse, { userId: string }>({
      query: ({ userId }) => ({ url: userPath(ADMIN_PATHS.user, userId), method: 'DELETE', body: { requestId: crypto.randomUUID() } }),
      async onQueryStarted({ userId }, { dispatch, getState, queryFulfilled }) {
        const undo = patchEveryList(dispatch, getState() as RootState, (pages) =>
          pages.forEach((page) => (page.users = page.users.filter((user) => user.id !== userId))),
        );
        await queryFulfilled.catch(undo);
      },
      invalidatesTags: (_result, error) => (error ? [] : ['User']),
    }),
  }),
});

export const {
  useAdminStatsQuery,
  useReviewCountQuery,
  useSystemSettingsQuery,
  useFailedWorkQuery,
  useRetryFailedWorkMutation,
  useAdminUsersInfiniteQuery,
  useSetRoleMutation,
  useDeleteUserMutation,
} = adminApi;
