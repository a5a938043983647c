import { api } from '../../api/api';
import type { Schemas } from '../../api/types';
import { route } from '../../api/route';

export type AuthUser = Schemas['AuthUserDto'];
type AuthCheck = Schemas['AuthCheckResponseDto'];
type LoginAnswer = Schemas['LoginResponseDto'];
type MessageAnswer = Schemas['AuthMessageResponseDto'];

/** Spec 1 §7: the auth calls. The session itself lives in an httpOnly cookie set by the server. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkAuth: build.query<AuthCheck, void>({
      query: () => route('get', '/api/auth/check'),
      keepUnusedDataFor: 0,
    }),
    login: build.mutation<LoginAnswer, Schemas['LoginDto']>({
      query: (body) => ({ ...route('post', '/api/auth/login'), body }),
    }),
    logout: build.mutation<MessageAnswer, void>({
      query: () => route('post', '/api/auth/logout'),
    }),
    logoutEverywhere: build.mutation<MessageAnswer, void>({
      query: () => route('post', '/api/auth/logout-all'),
    }),
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
