import { lazy } from 'react';

export const StudentDashboardPage = lazy(() => import('./pages/StudentDashboardPage'));
export const RentalUnderwriterPage = lazy(() => import('./pages/RentalUnderwriterPage'));
export const CreativeFinancePage = lazy(() => import('./pages/CreativeFinancePage'));
export const ScriptsObjectionsPage = lazy(() => import('./pages/ScriptsObjectionsPage'));
