import { INestApplication } from '@nestjs/common';

export interface AppRoute {
  method: string;
  /** Express path as registered, e.g. /api/fix-flip/properties/:dealId */
  path: string;
  /** "METHOD /api/path", the key of route-expectations.ts */
  key: string;
  params: string[];
}

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
}

/** Catch-all layers Nest registers for middleware (every HTTP verb on /api and /api/{*path}) are not routes. */
const MIDDLEWARE_VERB_COUNT = 10;

/**
 * The application's own route table, read at runtime from the Express router Nest built:
 * every handler any module registered, with no hand-kept list in between.
 */
export function appRoutes(app: INestApplication): AppRoute[] {
  const instance = app.getHttpAdapter().getInstance() as { router?: { stack: Layer[] }; _router?: { stack: Layer[] } };
  const stack = (instance.router ?? instance._router)?.stack ?? [];
  const seen = new Map<string, AppRoute>();
  for (const layer of stack) {
    if (!layer.route) continue;
    const verbs = Object.keys(layer.route.methods).filter((m) => layer.route!.methods[m] && m !== '_all');
    if (verbs.length > MIDDLEWARE_VERB_COUNT || verbs.length === 0) continue;
    for (const path of ([] as string[]).concat(layer.route.path)) {
      for (const verb of verbs) {
        const method = verb.toUpperCase();
        const key = `${method} ${path}`;
        if (!seen.has(key))
          seen.set(key, { method, path, key, params: [...path.matchAll(/:(\w+)/g)].map((m) => m[1]) });
      }
    }
  }
  return [...seen.values()].sort((a, b) => a.key.localeCompare(b.key));
}

export const isMutating = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(values[name] ?? ''));
}
