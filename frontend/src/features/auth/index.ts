/** What the app and other features may use of auth; everything else in this folder is private to it. */
import { lazy } from 'react';

export { AuthProvider } from './AuthProvider';
export { PASSWORD_HINT, PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT, SESSION_ENDED } from './auth.constants';

export const StudentLoginPage = lazy(() => import('./pages/StudentLoginPage'));
export const AdminLoginPage = lazy(() => import('./pages/AdminLoginPage'));
export const ResetPasswordPage = lazy(() => import('./pages/ResetPasswordPage'));
/** The landing page's floating admin control (loads its dialog and antd on first use). */
export const AdminFloatingControl = lazy(() => import('./components/AdminFloatingControl'));
