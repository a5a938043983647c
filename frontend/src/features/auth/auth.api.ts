import { api } from '../../api/api';
import type { Schemas } from '../../api/types';
import { route } from '../../api/route';

type MessageAnswer = Schemas['AuthMessageResponseDto'];

/**
 * Spec 1 §7: the account-recovery calls of the login pages. Checking the session, signing in and out are plain calls
 * of the AuthProvider (it ships with the landing page, without RTK Query).
 */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<MessageAnswer, Schemas['EmailRequestDto']>({
      query: (body) => ({ ...route('post', '/api/auth/forgot-password'), body }),
    }),
    forgotUsername: build.mutation<MessageAnswer, Schemas['EmailRequestDto']>({
      query: (body) => ({ ...route('post', '/api/auth/forgot-username'), body }),
    }),
    resetPassword: build.mutation<MessageAnswer, Schemas['ResetPasswordDto']>({
      query: (body) => ({ ...route('post', '/api/auth/reset-password'), body }),
    }),
    /** "E-mail me a sign-in link", offered after a sign-in refused with 429. */
    requestSignInLink: build.mutation<MessageAnswer, Schemas['SignInLinkRequestDto']>({
      query: (body) => ({ ...route('post', '/api/auth/sign-in-link'), body }),
    }),
    consumeSignInLink: build.mutation<Schemas['LoginResponseDto'], Schemas['SignInLinkConsumeDto']>({
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
