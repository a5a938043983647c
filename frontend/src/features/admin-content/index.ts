import { lazyPage } from '../../shared/lazy-page';

export const AdminCourseContentPage = lazyPage(() => import('./pages/AdminCourseContentPage'));
