import { isValidElement } from 'react';
import { matchRoutes } from 'react-router-dom';
import { startSessionCheck } from '../shared/auth/session-check';
import { isPreloadable, type PageData } from '../shared/lazy-page';
import { hasRole, RequireRole, type RequireRoleProps, type Role } from './RequireRole';
import { routes } from './routes';

/** The role the route's guard asks for (its RequireRole element), if any. */
function guardedBy(elements: unknown[]): Role | undefined {
  const guard = elements.find((e) => isValidElement(e) && e.type === RequireRole);
  return isValidElement<RequireRoleProps>(guard) ? guard.props.role : undefined;
}

/** Starts a page's first requests once the boot's session check says the user may open it (see PageData). */
async function startPageData(data: () => Promise<PageData>, role: Role | undefined): Promise<void> {
  const [check, prefetch, { store }] = await Promise.all([startSessionCheck(), data(), import('./store')]);
  if (role === undefined || hasRole(check.user, role)) prefetch(store.dispatch);
}

/**
 * Starts loading the lazy chunks of the route being opened (its layouts and its page) at once: otherwise each waits
 * for the one above it (and the page for the session check) before it is even requested. The page's data starts as
 * soon as the session check allows it. Resolves when the chunks are here (or one failed: React then shows why).
 *
 * Its own module, which main.tsx loads beside the app: the route table needs neither React DOM nor Ant Design, so the
 * page's chunks are asked for while the app's own code still downloads.
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  const elements = (matchRoutes(routes, pathname) ?? []).map(({ route }) => route.element);
  const role = guardedBy(elements);
  const chunks: Promise<unknown>[] = [];
  for (const element of elements) {
    const type: unknown = isValidElement(element) ? element.type : undefined;
    if (!isPreloadable(type)) continue;
    chunks.push(type.preload());
    // A failure here is the page's own to show: its hooks ask again when it renders.
    if (type.data) startPageData(type.data, role).catch(() => undefined);
  }
  return Promise.all(chunks);
}
