import { lazy } from 'react';

export const AdminDashboardPage = lazy(() => import('./pages/AdminDashboardPage'));
export const AdminUsersPage = lazy(() => import('./pages/AdminUsersPage'));
export const AdminVideosPage = lazy(() => import('./pages/AdminVideosPage'));
export const AdminSuccessStoriesPage = lazy(() => import('./pages/AdminSuccessStoriesPage'));
export const AdminLeadsPage = lazy(() => import('./pages/AdminLeadsPage'));
export const AdminAnalyticsPage = lazy(() => import('./pages/AdminAnalyticsPage'));
