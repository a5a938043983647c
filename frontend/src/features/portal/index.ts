import { lazyPage } from '../../shared/lazy-page';
import { FixFlipAnalyzer } from '../analyzer';

// The dashboard opens on its Fix & Flip tab: the analyzer loads with the page, not after it.
export const StudentDashboardPage = lazyPage(
  () => {
    void FixFlipAnalyzer.preload();
    return import('./pages/StudentDashboardPage');
  },
  () => import('./portal.api').then((m) => m.studentDashboardData),
);
export const RentalUnderwriterPage = lazyPage(() => import('./pages/RentalUnderwriterPage'));
export const CreativeFinancePage = lazyPage(() => import('./pages/CreativeFinancePage'));
export const ScriptsObjectionsPage = lazyPage(() => import('./pages/ScriptsObjectionsPage'));
