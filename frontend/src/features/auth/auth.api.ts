import { api } from '../../api/api';
import { route, type RequestBody, type ResponseBody } from '../../api/route';

/**
 * Spec 1 §7: the account-recovery calls of the login pages. Checking the session, signing in and out are plain calls
 * of the AuthProvider (it ships with the landing page, without RTK Query).
 */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<
      ResponseBody<'post', '/api/auth/forgot-password'>,
      RequestBody<'post', '/api/auth/forgot-password'>
    >({
      query: (body) => ({ ...route('post', '/api/auth/forgot-password'), body }),
    }),
    forgotUsername: build.mutation<
      ResponseBody<'post', '/api/auth/forgot-username'>,
      RequestBody<'post', '/api/auth/forgot-username'>
    >({
      query: (body) => ({ ...route('post', '/api/auth/forgot-username'), body }),
    }),
    resetPassword: build.mutation<
      ResponseBody<'post', '/api/auth/reset-password'>,
      RequestBody<'post', '/api/auth/reset-password'>
    >({
      query: (body) => ({ ...route('post', '/api/auth/reset-password'), body }),
    }),
    /** "E-mail me a sign-in link", offered after a sign-in refused with 429. */
    requestSignInLink: build.mutation<
      ResponseBody<'post', '/api/auth/sign-in-link'>,
      RequestBody<'post', '/api/auth/sign-in-link'>
    >({
      query: (body) => ({ ...route('post', '/api/auth/sign-in-link'), body }),
    }),
    consumeSignInLink: build.mutation<
      ResponseBody<'post', '/api/auth/sign-in-link/consume'>,
      RequestBody<'post', '/api/auth/sign-in-link/consume'>
    >({
      query: (body) => ({ ...route('post', '/api/auth/sign-in-link/consume'), body }),
    }),
  }),
});

export const {
  useForgotPasswordMutation,
  useForgotUsernameMutation,
  useResetPasswordMutation,
  useRequestSignInLinkMutation,
  useConsumeSignInLinkMutation,
} = authApi;
