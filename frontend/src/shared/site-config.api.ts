import { api } from '../api/api';
import type { Schemas } from '../api/types';
import { route } from '../api/route';

export type SiteConfig = Schemas['SiteConfigDto'];

/**
 * GET /api/site-config: outbound links of the public site (checkout, webinar, scheduling, video embed,
 * support e-mail, course portal) and the active landing video. Read once and cached for the session.
 */
export const siteConfigApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSiteConfig: build.query<SiteConfig, void>({
      query: () => route('get', '/api/site-config'),
    }),
  }),
});

export const { useGetSiteConfigQuery } = siteConfigApi;
