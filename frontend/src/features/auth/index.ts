/** What the app and other features may use of auth; everything else in this folder is private to it. */
import { lazyComponent } from '../../shared/lazy-component';

export { AuthProvider } from './AuthProvider';
export { PASSWORD_HINT, PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT, SESSION_ENDED } from './auth.constants';

/** The sign-in pages, each loaded by its route (app/routes.tsx). */
export const loadStudentLoginPage = () => import('./pages/StudentLoginPage');
export const loadAdminLoginPage = () => import('./pages/AdminLoginPage');
export const loadResetPasswordPage = () => import('./pages/ResetPasswordPage');
export const loadSignInLinkPage = () => import('./pages/SignInLinkPage');
/** The landing page's floating admin control (loads its dialog and antd on first use). */
export const AdminFloatingControl = lazyComponent(() => import('./components/AdminFloatingControl'));
