import { fullName, greetingName } from '../shared/auth/greeting-name';
import type { AuthUser } from '../shared/auth/auth-context';

/**
 * The attribute of a frame's placeholder for the signed-in person's name (prerender.tsx renders it); its value is the
 * role whose pages the frame shows.
 */
export const SHELL_NAME_ATTR = 'data-shell-name';

/**
 * Gives the frame painted before the app (app/app-shell-boot.ts) the signed-in person's name: the student dashboard's
 * frame (greeting) or /admin's (the badge), unseen until then (prerender.tsx), shows with the name whole, as the page
 * will show it. Only a frame of the person's own role: a student never sees the admin's, nor an admin the student's.
 */
export function greetInAppShell(user: AuthUser | null): void {
  if (!user) return;
  const name = user.userType === 'admin' ? fullName(user) : greetingName(user);
  document
    .querySelectorAll(`.app-shell [${SHELL_NAME_ATTR}="${user.userType}"]`)
    .forEach((mark) => mark.replaceWith(name));
}
