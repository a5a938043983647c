/** What the app and other features may use of auth; everything else in this folder is private to it. */
import { lazyPage } from '../../shared/lazy-page';

export { AuthProvider } from './AuthProvider';
export { PASSWORD_HINT, PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT, SESSION_ENDED } from './auth.constants';

export const StudentLoginPage = lazyPage(() => import('./pages/StudentLoginPage'));
export const AdminLoginPage = lazyPage(() => import('./pages/AdminLoginPage'));
export const ResetPasswordPage = lazyPage(() => import('./pages/ResetPasswordPage'));
export const SignInLinkPage = lazyPage(() => import('./pages/SignInLinkPage'));
/** The landing page's floating admin control (loads its dialog and antd on first use). */
export const AdminFloatingControl = lazyPage(() => import('./components/AdminFloatingControl'));
