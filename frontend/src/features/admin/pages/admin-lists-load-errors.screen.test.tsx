// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../../api/types';
import { refusal, serveApi, type ApiReply } from '../../../test/api';
import { findAlert, renderPage } from '../../../test/render';
import { ADMIN } from '../../../test/fixtures';
import { loadAdminCourseContentPage } from '../../admin-content';
import { loadCampaignsPage } from '../../campaigns';
import AdminAnalyticsPage from './AdminAnalyticsPage';
import AdminDashboardPage from './AdminDashboardPage';
import AdminLeadsPage from './AdminLeadsPage';
import AdminSuccessStoriesPage from './AdminSuccessStoriesPage';
import AdminUsersPage from './AdminUsersPage';
import AdminVideosPage from './AdminVideosPage';

// Other features' pages, through their index.ts, as the route table loads them.
const { default: CampaignsPage } = await loadCampaignsPage();
const { default: AdminCourseContentPage } = await loadAdminCourseContentPage();

/**
 * Issue 27 (the admin half of e2e/honest-errors.spec.ts): a list whose load failed says "Failed to load ..." with
 * Retry, never its empty state, and is not asked again behind the admin's back; Retry asks again and shows the list.
 */

interface AdminList {
  path: string;
  Page: ComponentType;
  /** The list's call, as serveApi keys it. */
  api: string;
  failed: string;
  /** The list's empty state, which must not show for a failed load: the answer after Retry is empty, so it shows then. */
  empty?: string;
  /** The answer after Retry (typed by the OpenAPI document). */
  loaded: ApiReply;
  /** A text the loaded list shows (besides `empty`). */
  shows?: string;
  /** The page polls, and its route starts the call too: the number of calls is not the point there (as in the browser test). */
  countsCalls?: false;
}

const ADMIN_LISTS: AdminList[] = [
  {
    path: '/admin/users',
    Page: AdminUsersPage,
    api: 'GET /api/admin/users',
    failed: 'Failed to load users',
    loaded: { body: { success: true, users: [ADMIN] } satisfies Schemas['AdminUserListDto'] },
    shows: 'boss@example.com',
  },
  {
    path: '/admin/success-stories',
    Page: AdminSuccessStoriesPage,
    api: 'GET /api/success-stories',
    failed: 'Failed to load success stories',
    empty: 'No success stories found. Create your first success story!',
    loaded: { body: { stories: [] } satisfies Schemas['SuccessStoryListDto'] },
  },
  {
    path: '/admin/videos',
    Page: AdminVideosPage,
    api: 'GET /api/videos',
    failed: 'Failed to load videos',
    empty: 'No videos uploaded yet',
    loaded: { body: { videos: [] } satisfies Schemas['VideoListDto'] },
  },
  {
    path: '/admin/emails',
    Page: CampaignsPage,
    api: 'GET /api/campaigns',
    failed: 'Failed to load campaigns',
    empty: 'No campaigns yet',
    loaded: { body: [] satisfies Schemas['CampaignDto'][] },
    countsCalls: false,
  },
  {
    path: '/admin/leads',
    Page: AdminLeadsPage,
    api: 'GET /api/admin/leads',
    failed: 'Failed to load leads',
    empty: 'No leads found',
    loaded: { body: { leads: [], page: 1, pageSize: 20, total: 0 } satisfies Schemas['LeadPageDto'] },
  },
  {
    path: '/admin/analytics',
    Page: AdminAnalyticsPage,
    api: 'GET /api/admin/analytics',
    failed: 'Failed to load analytics',
    empty: 'No visits in this range.',
    loaded: {
      body: {
        from: '2026-02-04',
        to: '2026-03-05',
        asOf: null,
        funnel: [],
        daily: [],
        sources: [],
        campaigns: [],
        complaintRate: null,
        complaintRateLimit: 0.3,
      } satisfies Schemas['AnalyticsDto'],
    },
  },
  {
    path: '/admin/course-content',
    Page: AdminCourseContentPage,
    api: 'GET /api/admin/course-recordings',
    failed: 'Failed to load recordings',
    loaded: { body: { success: true, recordings: [] } satisfies Schemas['RecordingListDto'] },
  },
  {
    path: '/admin',
    Page: AdminDashboardPage,
    api: 'GET /api/admin/dashboard-stats',
    failed: 'Failed to load the dashboard figures',
    loaded: { body: { users: 1234, videos: 2, leads: 3, successStories: 4 } satisfies Schemas['DashboardStatsDto'] },
    shows: (1234).toLocaleString('en-US'),
  },
];

/** The calls around the lists: the session, the site's settings, and the other parts of the pages. */
const AROUND: Parameters<typeof serveApi>[0] = {
  'GET /api/auth/check': {
    body: { success: true, authenticated: true, user: ADMIN } satisfies Schemas['AuthCheckResponseDto'],
  },
  'GET /api/site-config': { body: {} },
  'GET /api/admin/thinkific/historical-buyers': { body: { count: 0 } satisfies Schemas['HistoricalBuyersDto'] },
  'GET /api/campaigns/stats': {
    body: {
      activeCampaigns: 0,
      emailsSent: 0,
      engagementRate: null,
      totalVisitors: 0,
    } satisfies Schemas['CampaignStatsDto'],
  },
  'GET /api/constant-contact/test': {
    body: {
      configured: false,
      connected: false,
      account: null,
      message: 'Not configured',
    } satisfies Schemas['ConstantContactTestDto'],
  },
};

describe('admin lists that fail to load', () => {
  for (const list of ADMIN_LISTS)
    it(`${list.path}: "${list.failed}" with Retry, which loads it`, async () => {
      let failing = true;
      const api = serveApi({
        ...AROUND,
        [list.api]: () => (failing ? refusal(500, 'Internal server error') : list.loaded),
      });
      renderPage(<list.Page />, list.path);

      const alert = await findAlert(list.failed);
      if (list.empty) expect(screen.queryByText(list.empty, { exact: true })).toBeNull();
      expect(api.unhandled).toEqual([]);

      // Not retried behind the admin's back: one call, and one more only for Retry (counted until the list shows).
      const before = api.callsTo(list.api).length;
      if (list.countsCalls !== false) expect(before).toBe(1);

      failing = false;
      fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
      if (list.empty) expect(await screen.findByText(list.empty, { exact: true })).toBeTruthy();
      if (list.shows) expect((await screen.findAllByText(list.shows, { exact: true })).length).toBeGreaterThan(0);
      await waitFor(() => expect(screen.queryByText(list.failed, { exact: true })).toBeNull());
      expect(alert.isConnected).toBe(false);
      expect(api.callsTo(list.api)).toHaveLength(before + 1);
    });
});
