import { greetingName } from '../shared/auth/greeting-name';
import type { AuthUser } from '../shared/auth/auth-context';

/** The attribute of the dashboard frame's placeholder for the student's name (prerender.tsx renders it). */
export const SHELL_NAME_ATTR = 'data-shell-name';

/**
 * Gives the frame painted before the app (app/app-shell-boot.ts) the signed-in student's name: the dashboard's frame,
 * unseen until then (prerender.tsx), shows with its greeting whole, as the page will show it.
 */
export function greetInAppShell(user: AuthUser | null): void {
  if (!user) return;
  document.querySelectorAll(`.app-shell [${SHELL_NAME_ATTR}]`).forEach((name) => name.replaceWith(greetingName(user)));
}
