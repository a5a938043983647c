import { api } from '../../api/api';
import { route, type RequestBody, type ResponseBody } from '../../api/route';

/** /admin/privacy: when visitors are asked before tracking, and the privacy policy's text. */
export const privacySettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPrivacySettings: build.query<ResponseBody<'get', '/api/admin/privacy-settings'>, void>({
      query: () => route('get', '/api/admin/privacy-settings'),
    }),
    savePrivacySettings: build.mutation<
      ResponseBody<'put', '/api/admin/privacy-settings'>,
      RequestBody<'put', '/api/admin/privacy-settings'>
    >({
      query: (body) => ({ ...route('put', '/api/admin/privacy-settings'), body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) void dispatch(privacySettingsApi.util.upsertQueryData('getPrivacySettings', undefined, data));
      },
    }),
  }),
});

export const { useGetPrivacySettingsQuery, useSavePrivacySettingsMutation } = privacySettingsApi;
