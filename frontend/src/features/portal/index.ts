import { FixFlipAnalyzer } from '../analyzer';
import { DealPipelineBoard } from '../pipeline';
import { tabFromSearch } from './dashboard-tab';

/** The student pages, each loaded by its route (app/routes.tsx). */
// The tab the dashboard opens on loads with the page, not after it: Fix & Flip, or the pipeline when the address
// names it (/student-dashboard?tab=pipeline opens the board without the analyzer's code). The other tabs load when
// first opened.
export const loadStudentDashboardPage = () => {
  const { pathname, search } = window.location;
  const tab = tabFromSearch(pathname === '/student-dashboard' ? search : '');
  if (tab === 'fix-flip') void FixFlipAnalyzer.preload();
  if (tab === 'pipeline') void DealPipelineBoard.preload();
  return import('./pages/StudentDashboardPage');
};
export const studentDashboardData = () => import('./portal.api').then((m) => m.studentDashboardData);
export const loadRentalUnderwriterPage = () => import('./pages/RentalUnderwriterPage');
export const loadCreativeFinancePage = () => import('./pages/CreativeFinancePage');
export const loadScriptsObjectionsPage = () => import('./pages/ScriptsObjectionsPage');
