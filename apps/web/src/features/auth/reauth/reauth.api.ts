import { AUTH_PATHS } from '@arcana/shared';
import type { TMessageResponse, TReauthenticateBody, TReauthenticateResponse } from '@arcana/shared/schemas';
import { api, postTo } from '../../../api/api';

/** "Confirm it's you": a proof of presence opens sensitive actions in this session for a while. */
const reauthApi = api.injectEndpoints({
  endpoints: (build) => ({
    reauthenticate: build.mutation<TReauthenticateResponse, TReauthenticateBody>({ query: postTo(AUTH_PATHS.reauthenticate) }),
    /** For an account with neither a password nor two-factor: a link to the account's e-mail. */
    reauthenticateByEmail: build.mutation<TMessageResponse, void>({
      query: () => ({ url: AUTH_PATHS.reauthenticateByEmail, method: 'POST' }),
    }),
  }),
});

export const { useReauthenticateMutation, useReauthenticateByEmailMutation } = reauthApi;
