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
  }),
});

export const { useForgotPasswordMutation, useForgotUsernameMutation, useResetPasswordMutation } = authApi;
