import type { paths } from './schema';

/**
 * Typed request paths: every endpoint takes its URL and method from the generated `paths` (docs/openapi.json →
 * schema.d.ts), so a renamed route, a wrong method or a missing path parameter fails `tsc`:
 *
 *   query: (id) => route('delete', '/api/videos/{id}', { id })        // ok
 *   query: (id) => route('delete', '/api/video/{id}', { id })         // error: no such path
 *   query: () => route('post', '/api/auth/check')                     // error: check has no POST
 */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

type Operation<P extends keyof paths, M extends HttpMethod> = NonNullable<paths[P][M]>;

/** The paths that answer method M. */
export type PathOf<M extends HttpMethod> = {
  [P in keyof paths]: [Operation<P, M>] extends [never] ? never : P;
}[keyof paths];

/** The {name} parameters of a path, as strings. */
type PathParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? { [K in Name | keyof PathParams<Rest>]: string }
  : Record<never, never>;

/** The JSON body an operation takes. */
export type RequestBody<M extends HttpMethod, P extends PathOf<M>> =
  Operation<P, M> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

/** The JSON answer of an operation's first 2xx response (null for one without a body, as 204). */
export type ResponseBody<M extends HttpMethod, P extends PathOf<M>> =
  Operation<P, M> extends { responses: infer R } ? JsonOf<R, 200> | JsonOf<R, 201> | JsonOf<R, 202> | NoBody<R> : never;

type JsonOf<R, S extends number> = R extends { [K in S]: { content: { 'application/json': infer B } } } ? B : never;
type NoBody<R> = [JsonOf<R, 200> | JsonOf<R, 201> | JsonOf<R, 202>] extends [never] ? null : never;

type ParamsArg<P extends string> = keyof PathParams<P> extends never ? [] : [params: PathParams<P>];

/** The request for `method path` with its {parameters} filled in (URL-encoded). */
export function route<M extends HttpMethod, P extends PathOf<M>>(
  method: M,
  path: P,
  ...params: ParamsArg<P & string>
): { url: string; method: Uppercase<M> } {
  const values = (params[0] ?? {}) as Record<string, string>;
  const url = (path as string).replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(values[name]));
  return { url, method: method.toUpperCase() as Uppercase<M> };
}
