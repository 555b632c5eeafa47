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
import { api } from '../../api/api';

const post =
  <B>(url: string) =>
  (body: B) => ({ url, method: 'POST', body });

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<TLoginResponse, TLoginBody>({ query: post(AUTH_PATHS.login) }),
    signup: build.mutation<TSignupResponse, TSignupBody>({ query: post(AUTH_PATHS.signup) }),
    tempTokenInfo: build.query<TTempTokenInfo, string>({
      query: (tempToken) => ({ url: AUTH_PATHS.tempTokenInfo, headers: { authorization: `Bearer ${tempToken}` } }),
    }),
    completeSignup: build.mutation<TCompleteSignupResponse, TCompleteSignupBody>({ query: post(AUTH_PATHS.completeSignup) }),
    verifyEmail: build.mutation<TVerifyEmailResponse, TVerifyEmailBody>({ query: post(AUTH_PATHS.verifyEmail) }),
    resendVerification: build.mutation<{ message: string; retryAfterSeconds: number }, TResendVerificationBody>({
      query: post(AUTH_PATHS.resendVerification),
    }),
    forgotPassword: build.mutation<TMessageResponse, TForgotPasswordBody>({ query: post(AUTH_PATHS.forgotPassword) }),
    resetPassword: build.mutation<TMessageResponse, TResetPasswordBody>({ query: post(AUTH_PATHS.resetPassword) }),
    changePassword: build.mutation<TMessageResponse, TChangePasswordBody>({ query: post(AUTH_PATHS.changePassword) }),
    setPassword: build.mutation<TMessageResponse, TSetPasswordBody>({ query: post(AUTH_PATHS.setPassword), invalidatesTags: ['User'] }),
    logout: build.mutation<TMessageResponse, { refreshToken?: string }>({ query: post(AUTH_PATHS.logout) }),
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
} = authApi;
