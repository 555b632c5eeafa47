import { AUTH_PATHS } from '@arcana/shared';
import type {
  TChangePasswordBody,
  TCompleteSignupBody,
  TCompleteSignupResponse,
  TForgotPasswordBody,
  TLoginBody,
  TLoginResponse,
  TMessageResponse,
  TResendVerificationBody,
  TResetPasswordBody,
  TSetPasswordBody,
  TSignupBody,
  TSignupResponse,
  TTempTokenInfo,
  TVerifyEmailBody,
  TVerifyEmailResponse,
} from '@arcana/shared/schemas';
import { api, postTo } from '../../api/api';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<TLoginResponse, TLoginBody>({ query: postTo(AUTH_PATHS.login) }),
    signup: build.mutation<TSignupResponse, TSignupBody>({ query: postTo(AUTH_PATHS.signup) }),
    tempTokenInfo: build.query<TTempTokenInfo, string>({
      query: (tempToken) => ({ url: AUTH_PATHS.tempTokenInfo, headers: { authorization: `Bearer ${tempToken}` } }),
    }),
    completeSignup: build.mutation<TCompleteSignupResponse, TCompleteSignupBody>({ query: postTo(AUTH_PATHS.completeSignup) }),
    verifyEmail: build.mutation<TVerifyEmailResponse, TVerifyEmailBody>({ query: postTo(AUTH_PATHS.verifyEmail) }),
    resendVerification: build.mutation<{ message: string; retryAfterSeconds: number }, TResendVerificationBody>({
      query: postTo(AUTH_PATHS.resendVerification),
    }),
    forgotPassword: build.mutation<TMessageResponse, TForgotPasswordBody>({ query: postTo(AUTH_PATHS.forgotPassword) }),
    resetPassword: build.mutation<TMessageResponse, TResetPasswordBody>({ query: postTo(AUTH_PATHS.resetPassword) }),
    changePassword: build.mutation<TMessageResponse, TChangePasswordBody>({ query: postTo(AUTH_PATHS.changePassword) }),
    setPassword: build.mutation<TMessageResponse, TSetPasswordBody>({ query: postTo(AUTH_PATHS.setPassword), invalidatesTags: ['User'] }),
    logout: build.mutation<TMessageResponse, { refreshToken?: string }>({ query: postTo(AUTH_PATHS.logout) }),
  }),
});

export const {
  useLoginMutation,
  useSignupMutation,
  useTempTokenInfoQuery,
  useCompleteSignupMutation,
  useVerifyEmailMutation,
  useResendVerificationMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useLogoutMutation,
  useChangePasswordMutation,
  useSetPasswordMutation,
} = authApi;
