import { Button, Card, Flex, Grid, Select, Spin, Tabs, Typography } from 'antd';
import { Suspense, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FixFlipAnalyzer } from '../../analyzer';
import { DealPipelineBoard } from '../../pipeline';
import { useAuth } from '../../../shared/auth/use-auth';
import LoadError from '../../../shared/components/LoadError';
import { lazyComponent } from '../../../shared/lazy-component';
import PortalHeader from '../components/PortalHeader';
import { greetingName } from '../../../shared/auth/greeting-name';
import { PORTAL_TEXT, PORTAL_TOOLS } from '../portal.constants';
import { searchWithTab, tabFromSearch, type DashboardTab } from '../dashboard-tab';
import { useListCourseRecordingsQuery, useListCourseResourcesQuery } from '../portal.api';

// Every tab is its own lazy chunk, loaded when it is first opened: the first view (Fix & Flip, whose code the route
// starts loading with the page) does not wait for the others' code (Training alone brings antd's Progress and
// Statistic). The analyzer and pipeline areas provide their tabs.
const ToolsTab = lazyComponent(() => import('../components/ToolsTab'));
const RecordingsTab = lazyComponent(() => import('../components/RecordingsTab'));
const ResourcesTab = lazyComponent(() => import('../components/ResourcesTab'));
const TrainingTab = lazyComponent(() => import('../components/TrainingTab'));

function Lazy({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Flex justify="center" style={{ padding: 32 }}>
          <Spin />
        </Flex>
      }
    >
      {children}
    </Suspense>
  );
}

function NotSignedIn() {
  const navigate = useNavigate();
  return (
    <Flex justify="center" align="center" style={{ minHeight: '60vh', padding: 16 }}>
      <Card style={{ maxWidth: 420, textAlign: 'center' }}>
        <Typography.Paragraph style={{ fontSize: 16 }}>{PORTAL_TEXT.notSignedIn}</Typography.Paragraph>
        <Button type="primary" onClick={() => navigate('/')}>
          {PORTAL_TEXT.goToLogin}
        </Button>
      </Card>
    </Flex>
  );
}

/** /student-dashboard (spec 2 §2.2): six tabs, Fix & Flip first. */
export default function StudentDashboardPage() {
  const { user, logout } = useAuth();
  const signedIn = !!user;
  const recordings = useListCourseRecordingsQuery(undefined, { skip: !signedIn });
  const resources = useListCourseResourcesQuery(undefined, { skip: !signedIn });
  // The tab is in the URL (?tab=pipeline), so reload and Back come back to it; each switch is a history entry.
  const [search, setSearch] = useSearchParams();
  const active = tabFromSearch(search);
  const setActive = (key: string) => setSearch(searchWithTab(search, key as DashboardTab));
  const screens = Grid.useBreakpoint();
  if (!user) return <NotSignedIn />;

  const items: Array<{ key: DashboardTab; label: string; children: ReactNode }> = [
    {
      key: 'fix-flip',
      label: 'Fix & Flip',
      children: (
        <Lazy>
          <FixFlipAnalyzer />
        </Lazy>
      ),
    },
    {
      key: 'pipeline',
      label: 'Deal Pipeline',
      children: (
        <Lazy>
          <DealPipelineBoard />
        </Lazy>
      ),
    },
    {
      key: 'tools',
      label: `Tools (${PORTAL_TOOLS.length})`,
      children: (
        <Lazy>
          <ToolsTab />
        </Lazy>
      ),
    },
    {
      key: 'recordings',
      label: recordings.isError ? 'Recordings' : `Recordings (${recordings.data?.length ?? 0})`,
      children: (
        <Lazy>
          <RecordingsTab
            recordings={recordings.data}
            loading={recordings.isLoading}
            failed={recordings.isError && <LoadError what="recordings" query={recordings} />}
          />
        </Lazy>
      ),
    },
    {
      key: 'resources',
      label: resources.isError ? 'Resources' : `Resources (${resources.data?.length ?? 0})`,
      children: (
        <Lazy>
          <ResourcesTab
            resources={resources.data}
            loading={resources.isLoading}
            failed={resources.isError && <LoadError what="resources" query={resources} />}
          />
        </Lazy>
      ),
    },
    {
      key: 'training',
      label: 'Training',
      children: (
        <Lazy>
          <TrainingTab />
        </Lazy>
      ),
    },
  ];

  return (
    <div style={{ minHeight: '100vh', background: '#f5f7fa' }}>
      <PortalHeader
        name={greetingName(user)}
        onLogout={async (everywhere) => {
          await logout({ everywhere });
          // A full load of the home page: nothing of this student's cached data survives.
          window.location.assign('/');
        }}
      />
      <main style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>
        {/* Hidden panes stay mounted: an analysis in progress survives a look at another tab. */}
        {/* On a phone the six tabs do not fit in a row: a select names them all instead of hiding some. */}
        <Tabs
          activeKey={active}
          onChange={setActive}
          items={items}
          renderTabBar={(props, DefaultTabBar) =>
            screens.sm === false ? (
              <Select
                className="portal-section-select"
                aria-label="Dashboard section"
                value={active}
                onChange={setActive}
                options={items.map(({ key, label }) => ({ value: key, label }))}
                style={{ width: '100%', marginBottom: 16 }}
                size="large"
              />
            ) : (
              <DefaultTabBar {...props} />
            )
          }
        />
      </main>
    </div>
  );
}
