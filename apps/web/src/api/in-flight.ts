import { QueryStatus } from '@reduxjs/toolkit/query';
import type { AppStore } from '../state/store';
import { api, type TAG_TYPES } from './api';

/**
 * An event put into the cache in place reaches only the answers already there. An answer still on its
 * way may have been read before the event happened, and would land over it: while one of these
 * endpoints is fetching, its tags are invalidated, which fetches it again once every request in
 * flight has ended.
 */
export function refetchWhatIsInFlight(
  { dispatch, getState }: Pick<AppStore, 'dispatch' | 'getState'>,
  endpointNames: readonly string[],
  tags: readonly (typeof TAG_TYPES)[number][],
) {
  const inFlight = Object.values(getState()[api.reducerPath].queries).some(
    (query) => query?.status === QueryStatus.pending && endpointNames.includes(query.endpointName),
  );
  if (inFlight) dispatch(api.util.invalidateTags([...tags]));
}
