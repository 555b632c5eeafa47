import { TWO_FACTOR_PATHS } from '@arcana/shared';
import type {
  TBackupCodesResponse,
  TMessageResponse,
  TTwoFactorDisableBody,
  TTwoFactorSetupResponse,
  TTwoFactorStatus,
  TTwoFactorVerifyBody,
} from '@arcana/shared/schemas';
import { api } from '../../../../api/api';

export const twoFactorApi = api.injectEndpoints({
  endpoints: (build) => ({
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
} = twoFactorApi;
