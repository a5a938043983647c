import { createContext, useContext, useEffect } from 'react';
import type { Schemas } from '../api/types';
import { route } from '../api/route';
import { refreshPublicRead, usePublicRead, type PublicRead } from './public-read';

export type SiteConfig = Schemas['SiteConfigDto'];
export type SuccessStoryList = Schemas['SuccessStoryListDto'];

/**
 * The public site's two reads, GET /api/site-config (outbound links, the active landing video, support e-mail,
 * course portal) and GET /api/success-stories, as the components shared by both apps see them. Each app reads them
 * through its own one cache: the landing app (no Redux) through its small plain client (shared/public-read.ts, the
 * default below), the router app through RTK Query (shared/site-reads.api.ts, provided in app/providers.tsx).
 */
export interface SiteReads {
  useSiteConfig: () => PublicRead<SiteConfig>;
  /** Active stories for visitors; an admin (`asAdmin`) is answered every story, read from the server. */
  useSuccessStories: (asAdmin: boolean) => PublicRead<SuccessStoryList>;
}

const SITE_CONFIG_URL = route('get', '/api/site-config').url;
const STORIES_URL = route('get', '/api/success-stories').url;

/** The landing app's reads: one request per address for the whole page, kept for the session. */
export const plainSiteReads: SiteReads = {
  useSiteConfig: () => usePublicRead<SiteConfig>(SITE_CONFIG_URL),
  useSuccessStories: (asAdmin) => {
    const read = usePublicRead<SuccessStoryList>(STORIES_URL);
    useEffect(() => {
      // The browser may hold the visitor's copy of the answer (kept up to 30 s): an admin's answer differs.
      if (asAdmin) void refreshPublicRead(STORIES_URL, { fromServer: true });
    }, [asAdmin]);
    return read;
  },
};

export const SiteReadsContext = createContext<SiteReads>(plainSiteReads);

export const useSiteConfig = () => useContext(SiteReadsContext).useSiteConfig();
export const useSuccessStories = (asAdmin: boolean) => useContext(SiteReadsContext).useSuccessStories(asAdmin);
