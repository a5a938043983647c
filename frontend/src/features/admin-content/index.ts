import { lazy } from 'react';

export const AdminCourseContentPage = lazy(() => import('./pages/AdminCourseContentPage'));
