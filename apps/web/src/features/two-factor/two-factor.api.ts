import { TWO_FACTOR_PATHS } from '@arcana/shared';
import type {
  TBackupCodesResponse,
  TLoginResponse,
  TMessageResponse,
  TTwoFactorDisableBody,
  TTwoFactorSetupResponse,
  TTwoFactorStatus,
  TTwoFactorVerifyBody,
  TVerifyLoginBody,
} from '@arcana/shared/schemas';
import { api, postTo } from '../../api/api';

/** The login's second step answers like a login that needed no second step. */
type TVerifyLoginResponse = Exclude<TLoginResponse, { requires2FA: true }>;

export const twoFactorApi = api.injectEndpoints({
  endpoints: (build) => ({
    verifyLogin: build.mutation<TVerifyLoginResponse, TVerifyLoginBody>({ query: postTo(TWO_FACTOR_PATHS.verifyLogin) }),
    twoFactorStatus: build.query<TTwoFactorStatus, void>({ query: () => TWO_FACTOR_PATHS.status, providesTags: ['Auth'] }),
    setupTwoFactor: build.mutation<TTwoFactorSetupResponse, void>({ query: () => ({ url: TWO_FACTOR_PATHS.setup, method: 'POST' }) }),
    enableTwoFactor: build.mutation<TMessageResponse, TTwoFactorVerifyBody>({
      query: (body) => ({ url: TWO_FACTOR_PATHS.verify, method: 'POST', body }),
      invalidatesTags: ['User', 'Auth'],
    }),
    disableTwoFactor: build.mutation<TMessageResponse, TTwoFactorDisableBody>({
      query: (body) => ({ url: TWO_FACTOR_PATHS.disable, method: 'POST', body }),
      invalidatesTags: ['User', 'Auth'],
    }),
    regenerateBackupCodes: build.mutation<TBackupCodesResponse, void>({
      query: () => ({ url: TWO_FACTOR_PATHS.backupCodes, method: 'POST' }),
      invalidatesTags: ['Auth'],
    }),
  }),
});

export const {
  useTwoFactorStatusQuery,
  useSetupTwoFactorMutation,
  useEnableTwoFactorMutation,
  useDisableTwoFactorMutation,
  useRegenerateBackupCodesMutation,
  useVerifyLoginMutation,
} = twoFactorApi;
