import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../shared/components/PageSpinner';
import { AntdShell } from './AntdShell';

/** Layout route for every antd page (the shell itself has no router: the landing page's dialog uses it too). */
export default function AntdLayout() {
  return (
    <AntdShell>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </AntdShell>
  );
}
