import { api } from '../../api/api';
import type { Schemas } from '../../api/types';

export type AuthUser = Schemas['AuthUserDto'];
type AuthCheck = Schemas['AuthCheckResponseDto'];
type LoginAnswer = Schemas['LoginResponseDto'];
type MessageAnswer = Schemas['AuthMessageResponseDto'];

/** Spec 1 §7: the auth calls. The session itself lives in an httpOnly cookie set by the server. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkAuth: build.query<AuthCheck, void>({
      query: () => ({ url: '/api/auth/check' }),
      keepUnusedDataFor: 0,
    }),
    login: build.mutation<LoginAnswer, Schemas['LoginDto']>({
      query: (body) => ({ url: '/api/auth/login', method: 'POST', body }),
    }),
    logout: build.mutation<MessageAnswer, void>({
      query: () => ({ url: '/api/auth/logout', method: 'POST' }),
    }),
    logoutEverywhere: build.mutation<MessageAnswer, void>({
      query: () => ({ url: '/api/auth/logout-all', method: 'POST' }),
    }),
    forgotPassword: build.mutation<MessageAnswer, Schemas['EmailRequestDto']>({
      query: (body) => ({ url: '/api/auth/forgot-password', method: 'POST', body }),
    }),
    forgotUsername: build.mutation<MessageAnswer, Schemas['EmailRequestDto']>({
      query: (body) => ({ url: '/api/auth/forgot-username', method: 'POST', body }),
    }),
    resetPassword: build.mutation<MessageAnswer, Schemas['ResetPasswordDto']>({
      query: (body) => ({ url: '/api/auth/reset-password', method: 'POST', body }),
    }),
  }),
});

export const { useForgotPasswordMutation, useForgotUsernameMutation, useResetPasswordMutation } = authApi;
