import { FixFlipAnalyzer } from '../analyzer';

/** The student pages, each loaded by its route (app/routes.tsx). */
// The dashboard opens on its Fix & Flip tab: the analyzer loads with the page, not after it.
export const loadStudentDashboardPage = () => {
  void FixFlipAnalyzer.preload();
  return import('./pages/StudentDashboardPage');
};
export const studentDashboardData = () => import('./portal.api').then((m) => m.studentDashboardData);
export const loadRentalUnderwriterPage = () => import('./pages/RentalUnderwriterPage');
export const loadCreativeFinancePage = () => import('./pages/CreativeFinancePage');
export const loadScriptsObjectionsPage = () => import('./pages/ScriptsObjectionsPage');
