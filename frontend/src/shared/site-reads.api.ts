import { api } from '../api/api';
import { route, type ResponseBody } from '../api/route';
import type { PublicRead } from './public-read';
import type { SiteReads } from './site-config';

const tagged = api.enhanceEndpoints({ addTagTypes: ['SiteConfig'] });

/** The router app's copy of the public site's reads (shared/site-config.ts): cached once, in the one createApi. */
export const siteReadsApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getSiteConfig: build.query<ResponseBody<'get', '/api/site-config'>, void>({
      query: () => route('get', '/api/site-config'),
      providesTags: ['SiteConfig'],
    }),
    listPublicSuccessStories: build.query<ResponseBody<'get', '/api/success-stories'>, { asAdmin: boolean }>({
      // The browser may hold the visitor's copy of the answer (kept up to 30 s): an admin's answer differs.
      query: ({ asAdmin }) => ({
        ...route('get', '/api/success-stories'),
        ...(asAdmin ? { headers: { 'Cache-Control': 'no-cache' } } : {}),
      }),
    }),
  }),
});

const read = <T>({ data, isLoading, isError }: { data?: T; isLoading: boolean; isError: boolean }): PublicRead<T> => ({
  data,
  isLoading,
  isError,
});

export const rtkSiteReads: SiteReads = {
  useSiteConfig: () => read(siteReadsApi.useGetSiteConfigQuery()),
  useSuccessStories: (asAdmin) => read(siteReadsApi.useListPublicSuccessStoriesQuery({ asAdmin })),
};

/** After an admin changes the active video: every component showing the configuration gets the new one. */
export const refreshSiteConfig = () => siteReadsApi.util.invalidateTags(['SiteConfig']);
