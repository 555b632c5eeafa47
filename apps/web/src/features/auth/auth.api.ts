import { AUTH_PATHS } from '@arcana/shared';
import type {
  TCheckEmailForSteamBody,
  TCheckEmailForSteamResponse,
  TCompleteSignupBody,
  TCompleteSignupResponse,
  TForgotPasswordBody,
  TLoginBody,
  TLoginResponse,
  TMessageResponse,
  TResendVerificationBody,
  TResetPasswordBody,
  TSignupBody,
  TSignupResponse,
  TTempTokenInfo,
  TVerifyEmailBody,
  TVerifyEmailResponse,
  TVerifyProviderBody,
} from '@arcana/shared/schemas';
import { api, postTo } from '../../api/api';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<TLoginResponse, TLoginBody>({ query: postTo(AUTH_PATHS.login) }),
    signup: build.mutation<TSignupResponse, TSignupBody>({ query: postTo(AUTH_PATHS.signup) }),
    tempTokenInfo: build.query<TTempTokenInfo, string>({
      query: (tempToken) => ({ url: AUTH_PATHS.tempTokenInfo, headers: { authorization: `Bearer ${tempToken}` } }),
    }),
    checkEmailForSteam: build.mutation<TCheckEmailForSteamResponse, TCheckEmailForSteamBody>({
      query: postTo(AUTH_PATHS.checkEmailForSteam),
    }),
    completeSignup: build.mutation<TCompleteSignupResponse, TCompleteSignupBody>({ query: postTo(AUTH_PATHS.completeSignup) }),
    verifyEmail: build.mutation<TVerifyEmailResponse, TVerifyEmailBody>({ query: postTo(AUTH_PATHS.verifyEmail) }),
    verifyProvider: build.mutation<TVerifyEmailResponse, TVerifyProviderBody>({ query: postTo(AUTH_PATHS.verifyProvider) }),
    resendVerification: build.mutation<{ message: string; retryAfterSeconds: number }, TResendVerificationBody>({
      query: postTo(AUTH_PATHS.resendVerification),
    }),
    forgotPassword: build.mutation<TMessageResponse, TForgotPasswordBody>({ query: postTo(AUTH_PATHS.forgotPassword) }),
    resetPassword: build.mutation<TMessageResponse, TResetPasswordBody>({ query: postTo(AUTH_PATHS.resetPassword) }),
  }),
});

export const {
  useLoginMutation,
  useSignupMutation,
  useTempTokenInfoQuery,
  useCheckEmailForSteamMutation,
  useCompleteSignupMutation,
  useVerifyEmailMutation,
  useVerifyProviderMutation,
  useResendVerificationMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
} = authApi;
