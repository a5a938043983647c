import { INestApplication } from '@nestjs/common';
import type { FastifyInstance, RouteOptions } from 'fastify';

export interface AppRoute {
  method: string;
  /** The path as registered, e.g. /api/fix-flip/properties/:dealId */
  path: string;
  /** "METHOD /api/path", the key of route-expectations.ts */
  key: string;
  params: string[];
}

/** A path with handlers for (nearly) every HTTP verb is a pass-through (@All: the queue board), not routes of its own. */
const MANY_VERBS = 6;

/** What the router was given, per app: recorded by recordRoutes as each route is added. */
const registered = new WeakMap<INestApplication, Pick<RouteOptions, 'method' | 'url'>[]>();

/** Records every route Fastify is given from now on; call before the app's init (test-app.ts does). */
export function recordRoutes(app: INestApplication): void {
  const routes: Pick<RouteOptions, 'method' | 'url'>[] = [];
  registered.set(app, routes);
  (app.getHttpAdapter().getInstance() as FastifyInstance).addHook('onRoute', ({ method, url }) => {
    routes.push({ method, url });
  });
}

/**
 * The application's own route table, as the router was given it at start-up: every handler any module
 * registered, with no hand-kept list in between (Fastify's implied HEAD routes left out).
 */
export function appRoutes(app: INestApplication): AppRoute[] {
  const verbsOf = new Map<string, Set<string>>();
  for (const route of registered.get(app) ?? []) {
    const verbs = verbsOf.get(route.url) ?? new Set<string>();
    for (const method of [route.method].flat()) if (method !== 'HEAD') verbs.add(method);
    verbsOf.set(route.url, verbs);
  }
  const routes: AppRoute[] = [];
  for (const [path, verbs] of verbsOf) {
    if (verbs.size > MANY_VERBS) continue;
    const params = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);
    for (const method of verbs) routes.push({ method, path, key: `${method} ${path}`, params });
  }
  return routes.sort((a, b) => a.key.localeCompare(b.key));
}

export const isMutating = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(values[name] ?? ''));
}
