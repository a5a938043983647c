import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../../shared/auth/use-auth';
import { adminApi, DASHBOARD_STATS_CACHE_S, useGetDashboardStatsQuery } from '../admin.api';
import AdminLayout from '../../../shared/layout/AdminLayout';
import LoadError from '../../../shared/components/LoadError';
import AdminDashboardBody from '../components/AdminDashboardBody';

/**
 * The dashboard's figures, not retried (spec 3 §9). A hook subscribing to a failed entry fetches it again, so when
 * the call started with the page's code (dashboardPageData) has already failed, the page shows that answer and reads
 * the entry without subscribing until Retry.
 */
function useDashboardStats(signedOut: boolean) {
  const cached = adminApi.endpoints.getDashboardStats.useQueryState(undefined);
  const [holdFailure, setHoldFailure] = useState(cached.isError);
  const stats = useGetDashboardStatsQuery(undefined, {
    skip: signedOut || holdFailure,
    refetchOnMountOrArgChange: DASHBOARD_STATS_CACHE_S,
  });
  if (!holdFailure) return stats;
  return { data: undefined, isLoading: false, isError: true, isFetching: false, refetch: () => setHoldFailure(false) };
}

/** Spec 3 §2 /admin: stat cards, section cards and Quick Actions. */
export default function AdminDashboardPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const stats = useDashboardStats(!user);
  const value = (n: number | undefined) => (stats.isError || n === undefined ? '-' : n);
  const figures = {
    'Total Users': value(stats.data?.users),
    Videos: value(stats.data?.videos),
    Leads: value(stats.data?.leads),
    Stories: value(stats.data?.successStories),
  };

  return (
    <AdminLayout title="Admin Dashboard">
      {stats.isError && (
        <div style={{ marginBottom: 16 }}>
          <LoadError what="the dashboard figures" query={stats} />
        </div>
      )}
      <AdminDashboardBody figures={figures} loading={stats.isLoading} onNavigate={(to) => void navigate(to)} />
    </AdminLayout>
  );
}
