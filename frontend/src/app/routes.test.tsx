// @vitest-environment jsdom
import { isValidElement, type ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ADMIN_ROUTES, ROUTES_WITH_DATA, STUDENT_ROUTES } from '../../e2e/support/routes';
import { RequireRole, type RequireRoleProps } from './RequireRole';
import { routes } from './routes';

/** Each route's path with the role of every RequireRole above it, and whether it has a loader. */
function walk(list: RouteObject[], roles: string[] = []): { path: string; roles: string[]; loader: boolean }[] {
  return list.flatMap((route) => {
    const element = route.element as ReactElement<RequireRoleProps> | undefined;
    const guard = isValidElement(element) && element.type === RequireRole ? [element.props.role] : [];
    const here = [...roles, ...guard];
    const own = route.path ? [{ path: route.path, roles: here, loader: !!route.loader }] : [];
    return [...own, ...walk(route.children ?? [], here)];
  });
}

// The route sweep (e2e/route-sweep.spec.ts) hears each area's guard refuse each role once in the browser; that the
// guard stands in front of every page of its area, and of no other, is read here from the table itself.
describe('the route table', () => {
  const table = walk(routes);

  it('puts every student page behind the student guard and every admin page behind the admin guard', () => {
    expect(table.filter((r) => r.roles.includes('student')).map((r) => r.path)).toEqual(STUDENT_ROUTES);
    expect(table.filter((r) => r.roles.includes('admin')).map((r) => r.path)).toEqual(ADMIN_ROUTES);
    expect(table.filter((r) => r.roles.length > 1)).toEqual([]);
  });

  it('starts page data from a loader only on the routes the sweep opens as every role', () => {
    expect(table.filter((r) => r.loader).map((r) => r.path)).toEqual(ROUTES_WITH_DATA);
  });
});
