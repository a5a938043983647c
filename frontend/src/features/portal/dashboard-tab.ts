/** The student dashboard's tabs, in order; Fix & Flip is the default (spec 2 §2.2). */
export const DASHBOARD_TABS = ['fix-flip', 'pipeline', 'tools', 'recordings', 'resources', 'training'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];
export const DEFAULT_DASHBOARD_TAB: DashboardTab = 'fix-flip';

const isTab = (v: string | null): v is DashboardTab => DASHBOARD_TABS.includes(v as DashboardTab);

/** The tab a URL's query names (`?tab=pipeline`); the default for none or an unknown one. */
export function tabFromSearch(search: string | URLSearchParams): DashboardTab {
  const tab = new URLSearchParams(search).get('tab');
  return isTab(tab) ? tab : DEFAULT_DASHBOARD_TAB;
}

/** The query for a tab, other parameters kept: the default tab has no `tab` parameter, so /student-dashboard stays. */
export function searchWithTab(search: string | URLSearchParams, tab: DashboardTab): URLSearchParams {
  const next = new URLSearchParams(search);
  if (tab === DEFAULT_DASHBOARD_TAB) next.delete('tab');
  else next.set('tab', tab);
  return next;
}

/** A link to the dashboard open at a tab, e.g. the tools' "Back to Dashboard" to the Tools tab. */
export const dashboardPath = (tab: DashboardTab = DEFAULT_DASHBOARD_TAB) => {
  const query = searchWithTab('', tab).toString();
  return query ? `/student-dashboard?${query}` : '/student-dashboard';
};
