import type { Schemas } from '../api/types';
import { route } from '../api/route';
import { refreshPublicRead, usePublicRead } from './public-read';

export type SiteConfig = Schemas['SiteConfigDto'];

/**
 * GET /api/site-config: outbound links of the public site (checkout, webinar, scheduling, video embed,
 * support e-mail, course portal) and the active landing video. Read once and kept for the session.
 */
const SITE_CONFIG_URL = route('get', '/api/site-config').url;

export const useSiteConfig = () => usePublicRead<SiteConfig>(SITE_CONFIG_URL);

/** After an admin changes the active video: every component showing the configuration gets the new one. */
export const refreshSiteConfig = () => refreshPublicRead(SITE_CONFIG_URL);
