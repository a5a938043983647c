/** /admin/course-content, loaded by its route (app/routes.tsx). */
export const loadAdminCourseContentPage = () => import('./pages/AdminCourseContentPage');
