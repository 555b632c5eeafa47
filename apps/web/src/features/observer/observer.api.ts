import type { Dispatch } from '@reduxjs/toolkit';
import { ADMIN_PATHS, userPath } from '@arcana/shared';
import type { TObserveResponse, TStopObservingResponse } from '@arcana/shared/schemas';
import { api } from '../../api/api';
import { credentialsReceived } from '../../state/session.slice';

/** Entering and leaving observer mode: the server answers the token to use from then on. */
export const observerApi = api.injectEndpoints({
  endpoints: (build) => ({
    startObserving: build.mutation<TObserveResponse, { userId: string }>({
      query: ({ userId }) => ({ url: userPath(ADMIN_PATHS.observe, userId), method: 'POST' }),
    }),
    stopObserving: build.mutation<TStopObservingResponse, void>({ query: () => ({ url: ADMIN_PATHS.stopObserving, method: 'POST' }) }),
  }),
});

export const { useStartObservingMutation, useStopObservingMutation } = observerApi;

/**
 * docs/product-rules.md "Observer mode": the token in use becomes the observer's (entering) or the
 * admin's own again (exiting); the refresh token stays the admin's throughout. Every cached answer was
 * about the other person, so the cache starts over.
 */
export function switchToken(dispatch: Dispatch, token: string) {
  dispatch(credentialsReceived({ token }));
  dispatch(api.util.resetApiState());
}
