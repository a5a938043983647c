/** What other features may use of auth (import from 'features/auth', never from its files). */
export { PASSWORD_HINT, PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT, SESSION_ENDED } from './auth.constants';
