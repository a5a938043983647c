import { api, type PageData } from '../../api/api';
import type { Schemas } from '../../api/types';
import { route, type RequestBody, type ResponseBody } from '../../api/route';

export type Campaign = Schemas['CampaignDto'];
export type CampaignInput = Schemas['CreateCampaignDto'];
export type CampaignSaved = Schemas['CampaignSaveDto'];
export type EligibleVisitor = Schemas['EligibleVisitorDto'];
export type CampaignStats = Schemas['CampaignStatsDto'];
export type ProviderTest = Schemas['ConstantContactTestDto'];
export type ContactList = Schemas['ConstantContactListDto'];

/** Spec 3 §4, §9: campaigns refresh every 30 s; the provider connection is re-tested every 60 s. */
export const CAMPAIGNS_POLL_MS = 30_000;
export const PROVIDER_TEST_POLL_MS = 60_000;
export const SEND_AFTER_HOURS_CHOICES = [1, 24, 72, 168] as const;
export const AUTHORIZE_URL = route('get', '/api/constant-contact/oauth/authorize').url;

const tagged = api.enhanceEndpoints({ addTagTypes: ['Campaigns', 'CampaignStats'] });

export const campaignsApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    listCampaigns: build.query<ResponseBody<'get', '/api/campaigns'>, void>({
      query: () => route('get', '/api/campaigns'),
      providesTags: ['Campaigns'],
    }),
    getCampaignStats: build.query<ResponseBody<'get', '/api/campaigns/stats'>, void>({
      query: () => route('get', '/api/campaigns/stats'),
      providesTags: ['CampaignStats'],
    }),
    createCampaign: build.mutation<ResponseBody<'post', '/api/campaigns'>, CampaignInput>({
      query: (body) => ({ ...route('post', '/api/campaigns'), body }),
      invalidatesTags: ['Campaigns', 'CampaignStats'],
    }),
    updateCampaign: build.mutation<
      ResponseBody<'put', '/api/campaigns/{id}'>,
      { id: string; body: Partial<CampaignInput> }
    >({
      query: ({ id, body }) => ({ ...route('put', '/api/campaigns/{id}', { id }), body }),
      invalidatesTags: ['Campaigns'],
    }),
    activateCampaign: build.mutation<
      ResponseBody<'patch', '/api/campaigns/{id}/activate'>,
      { id: string; startsAt: string | null }
    >({
      query: ({ id, startsAt }) => ({ ...route('patch', '/api/campaigns/{id}/activate', { id }), body: { startsAt } }),
      invalidatesTags: ['Campaigns', 'CampaignStats'],
    }),
    pauseCampaign: build.mutation<ResponseBody<'patch', '/api/campaigns/{id}/pause'>, string>({
      query: (id) => route('patch', '/api/campaigns/{id}/pause', { id }),
      invalidatesTags: ['Campaigns', 'CampaignStats'],
    }),
    /** Asked each time the Activate confirmation opens: the number is "now". */
    getCampaignEligibleCount: build.query<ResponseBody<'get', '/api/campaigns/{id}/eligible-count'>, string>({
      query: (id) => route('get', '/api/campaigns/{id}/eligible-count', { id }),
      keepUnusedDataFor: 0,
    }),
    deleteCampaign: build.mutation<ResponseBody<'delete', '/api/campaigns/{id}'>, string>({
      query: (id) => route('delete', '/api/campaigns/{id}', { id }),
      invalidatesTags: ['Campaigns', 'CampaignStats'],
    }),
    getEligibleVisitors: build.query<ResponseBody<'get', '/api/campaigns/{id}/eligible-visitors'>, string>({
      query: (id) => route('get', '/api/campaigns/{id}/eligible-visitors', { id }),
      keepUnusedDataFor: 0,
    }),
    previewCampaign: build.mutation<
      ResponseBody<'post', '/api/campaigns/preview'>,
      RequestBody<'post', '/api/campaigns/preview'>
    >({
      query: (body) => ({ ...route('post', '/api/campaigns/preview'), body }),
    }),
    sendCampaignTest: build.mutation<ResponseBody<'post', '/api/campaigns/{id}/test-send'>, string>({
      query: (id) => route('post', '/api/campaigns/{id}/test-send', { id }),
    }),
    testConstantContact: build.query<ResponseBody<'get', '/api/constant-contact/test'>, void>({
      query: () => route('get', '/api/constant-contact/test'),
    }),
    listConstantContactLists: build.query<ResponseBody<'get', '/api/constant-contact/lists'>, void>({
      query: () => route('get', '/api/constant-contact/lists'),
    }),
  }),
});

export const {
  useListCampaignsQuery,
  useGetCampaignStatsQuery,
  useCreateCampaignMutation,
  useUpdateCampaignMutation,
  useActivateCampaignMutation,
  usePauseCampaignMutation,
  useGetCampaignEligibleCountQuery,
  useDeleteCampaignMutation,
  useLazyGetEligibleVisitorsQuery,
  useTestConstantContactQuery,
  useListConstantContactListsQuery,
  usePreviewCampaignMutation,
  useSendCampaignTestMutation,
} = campaignsApi;

/** What /admin/emails opens with: the campaigns, their stats and the provider's test (see PageData). */
export const campaignsPageData: PageData = (dispatch) => {
  dispatch(campaignsApi.util.prefetch('listCampaigns', undefined, {}));
  dispatch(campaignsApi.util.prefetch('getCampaignStats', undefined, {}));
  dispatch(campaignsApi.util.prefetch('testConstantContact', undefined, {}));
};
