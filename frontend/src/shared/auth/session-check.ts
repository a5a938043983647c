// With its extension: vite.config.ts imports this file, and Vite's native config loader wants one.
import { route } from '../../api/route.ts';

/** Who is signed in: dist/spa.html preloads it, the page's first script sends it, the session module reads it. */
export const SESSION_CHECK = route('get', '/api/auth/check');

declare global {
  interface Window {
    /** The session check the page's first script sent before the body was read (app/app-shell-boot.ts). */
    firstSessionCheck?: Promise<Response>;
  }
}
