import { api, type PageData } from '../../api/api';
import type { Schemas } from '../../api/types';
import { route, type ResponseBody } from '../../api/route';

export type AdminUser = Schemas['AuthUserDto'];
export type DashboardStats = Schemas['DashboardStatsDto'];
export type CreateAdminUser = Schemas['CreateAdminUserDto'];
export type UpdateAdminUser = Schemas['UpdateAdminUserDto'];
export type Lead = Schemas['LeadDto'];
export type LeadPage = Schemas['LeadPageDto'];
export type Video = Schemas['VideoDto'];
export type SuccessStory = Schemas['SuccessStoryDto'];
export type SuccessStoryInput = Schemas['CreateSuccessStoryDto'];
export type Analytics = Schemas['AnalyticsDto'];
export type WebhookEvent = Schemas['WebhookEventDto'];

/** Spec 3 §9: dashboard stats are cached for 30 s and not retried (the base query never retries). */
export const DASHBOARD_STATS_CACHE_S = 30;

const tagged = api.enhanceEndpoints({
  addTagTypes: [
    'AdminStats',
    'AdminUsers',
    'AdminLeads',
    'AdminVideos',
    'AdminStories',
    'HistoricalBuyers',
    'FailedWebhooks',
  ],
});

/** Spec 3 §7: the admin calls (users and stats, leads, videos, success stories). */
export const adminApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getDashboardStats: build.query<ResponseBody<'get', '/api/admin/dashboard-stats'>, void>({
      query: () => route('get', '/api/admin/dashboard-stats'),
      keepUnusedDataFor: DASHBOARD_STATS_CACHE_S,
      providesTags: ['AdminStats'],
    }),

    listAdminUsers: build.query<AdminUser[], void>({
      query: () => route('get', '/api/admin/users'),
      transformResponse: (res: ResponseBody<'get', '/api/admin/users'>) => res.users,
      providesTags: ['AdminUsers'],
    }),
    createAdminUser: build.mutation<ResponseBody<'post', '/api/admin/users'>, CreateAdminUser>({
      query: (body) => ({ ...route('post', '/api/admin/users'), body }),
      invalidatesTags: ['AdminUsers', 'AdminStats'],
    }),
    updateAdminUser: build.mutation<
      ResponseBody<'put', '/api/admin/users/{id}'>,
      { id: string; body: UpdateAdminUser }
    >({
      query: ({ id, body }) => ({ ...route('put', '/api/admin/users/{id}', { id }), body }),
      invalidatesTags: ['AdminUsers'],
    }),
    deleteAdminUser: build.mutation<ResponseBody<'delete', '/api/admin/users/{id}'>, string>({
      query: (id) => route('delete', '/api/admin/users/{id}', { id }),
      invalidatesTags: ['AdminUsers', 'AdminStats'],
    }),

    getHistoricalBuyers: build.query<ResponseBody<'get', '/api/admin/thinkific/historical-buyers'>, void>({
      query: () => route('get', '/api/admin/thinkific/historical-buyers'),
      providesTags: ['HistoricalBuyers'],
    }),
    inviteHistoricalBuyers: build.mutation<ResponseBody<'post', '/api/admin/thinkific/historical-buyers/invite'>, void>(
      {
        query: () => route('post', '/api/admin/thinkific/historical-buyers/invite'),
        invalidatesTags: ['HistoricalBuyers', 'AdminUsers', 'AdminStats'],
      },
    ),

    getAnalytics: build.query<ResponseBody<'get', '/api/admin/analytics'>, { from: string; to: string }>({
      query: (params) => ({ ...route('get', '/api/admin/analytics'), params }),
    }),

    listLeads: build.query<
      ResponseBody<'get', '/api/admin/leads'>,
      { search?: string; page: number; pageSize: number }
    >({
      query: (params) => ({ ...route('get', '/api/admin/leads'), params }),
      providesTags: ['AdminLeads'],
    }),

    listVideos: build.query<Video[], void>({
      query: () => route('get', '/api/videos'),
      transformResponse: (res: ResponseBody<'get', '/api/videos'>) => res.videos,
      providesTags: ['AdminVideos'],
    }),
    activateVideo: build.mutation<ResponseBody<'patch', '/api/videos/{id}/activate'>, string>({
      query: (id) => route('patch', '/api/videos/{id}/activate', { id }),
      invalidatesTags: ['AdminVideos'],
    }),
    deleteVideo: build.mutation<ResponseBody<'delete', '/api/videos/{id}'>, string>({
      query: (id) => route('delete', '/api/videos/{id}', { id }),
      invalidatesTags: ['AdminVideos', 'AdminStats'],
    }),

    listAdminSuccessStories: build.query<SuccessStory[], void>({
      query: () => route('get', '/api/success-stories'),
      transformResponse: (res: ResponseBody<'get', '/api/success-stories'>) => res.stories,
      providesTags: ['AdminStories'],
    }),
    createAdminSuccessStory: build.mutation<ResponseBody<'post', '/api/success-stories'>, SuccessStoryInput>({
      query: (body) => ({ ...route('post', '/api/success-stories'), body }),
      invalidatesTags: ['AdminStories', 'AdminStats'],
    }),
    updateAdminSuccessStory: build.mutation<
      ResponseBody<'put', '/api/success-stories/{id}'>,
      { id: string; body: SuccessStoryInput }
    >({
      query: ({ id, body }) => ({ ...route('put', '/api/success-stories/{id}', { id }), body }),
      invalidatesTags: ['AdminStories'],
    }),
    reorderAdminSuccessStories: build.mutation<SuccessStory[], string[]>({
      query: (ids) => ({ ...route('put', '/api/success-stories/order'), body: { ids } }),
      transformResponse: (res: ResponseBody<'put', '/api/success-stories/order'>) => res.stories,
      // The new order shows at once; the server's answer replaces it, a failure puts the old order back.
      async onQueryStarted(ids, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          adminApi.util.updateQueryData('listAdminSuccessStories', undefined, (list) =>
            ids.map((id) => list.find((s) => s.id === id)).filter((s): s is SuccessStory => !!s),
          ),
        );
        try {
          const { data } = await queryFulfilled;
          void dispatch(adminApi.util.upsertQueryData('listAdminSuccessStories', undefined, data));
        } catch {
          patch.undo();
        }
      },
    }),
    deleteAdminSuccessStory: build.mutation<ResponseBody<'delete', '/api/success-stories/{id}'>, string>({
      query: (id) => route('delete', '/api/success-stories/{id}', { id }),
      invalidatesTags: ['AdminStories', 'AdminStats'],
    }),

    listFailedWebhooks: build.query<ResponseBody<'get', '/api/admin/webhook-events'>, void>({
      query: () => ({ ...route('get', '/api/admin/webhook-events'), params: { status: 'failed' } }),
      providesTags: ['FailedWebhooks'],
    }),
    retryWebhook: build.mutation<ResponseBody<'post', '/api/admin/webhook-events/{id}/retry'>, string>({
      query: (id) => route('post', '/api/admin/webhook-events/{id}/retry', { id }),
      invalidatesTags: ['FailedWebhooks'],
    }),
  }),
});

export const {
  useGetDashboardStatsQuery,
  useListAdminUsersQuery,
  useCreateAdminUserMutation,
  useUpdateAdminUserMutation,
  useDeleteAdminUserMutation,
  useGetHistoricalBuyersQuery,
  useInviteHistoricalBuyersMutation,
  useGetAnalyticsQuery,
  useListLeadsQuery,
  useListVideosQuery,
  useActivateVideoMutation,
  useDeleteVideoMutation,
  useListAdminSuccessStoriesQuery,
  useCreateAdminSuccessStoryMutation,
  useUpdateAdminSuccessStoryMutation,
  useDeleteAdminSuccessStoryMutation,
  useReorderAdminSuccessStoriesMutation,
  useListFailedWebhooksQuery,
  useRetryWebhookMutation,
} = adminApi;

/** What /admin opens with: the dashboard's figures (see PageData). */
export const dashboardPageData: PageData = (dispatch) => {
  dispatch(adminApi.util.prefetch('getDashboardStats', undefined, {}));
};
