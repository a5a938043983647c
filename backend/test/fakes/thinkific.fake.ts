import { createServer, IncomingMessage, ServerResponse } from 'http';
import { AddressInfo } from 'net';
import {
  collectionPage,
  FAKE_API_COURSES,
  FakeApiEnrollment,
  PAGE_LIMIT_DEFAULT,
  PAGE_LIMIT_MAX,
  THINKIFIC_API_ERRORS,
} from './fixtures/thinkific-admin-api.fixtures';
import { closeServer, RunningFake } from './index';

export { apiEnrollment, type FakeApiEnrollment } from './fixtures/thinkific-admin-api.fixtures';

const API_PATH = '/api/public/v1';
export const FAKE_THINKIFIC_API_KEY = 'fake-thinkific-key';
export const FAKE_THINKIFIC_SUBDOMAIN = 'fake-school';
/** An OAuth access token the fake accepts as Authorization: Bearer (the other way in, per the reference). */
export const FAKE_THINKIFIC_ACCESS_TOKEN = 'fake-thinkific-oauth-access-token';

export interface ThinkificFake extends RunningFake {
  /** The enrollments the fake serves from GET /enrollments; tests push into it. */
  enrollments: FakeApiEnrollment[];
  /** Every request received (method, path, query, when), for assertions on pagination, filters and pacing. */
  requests: Array<{ method: string; path: string; query: URLSearchParams; at: number }>;
  /**
   * Answer the next N requests with 429 and a RateLimit-Reset header this many seconds ahead, as the Admin API does
   * over its 120 requests a minute.
   */
  throttleNext(count: number, resetInSeconds: number): void;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

/** Credentials as the reference takes them: the API key with its subdomain, or an OAuth bearer token. */
function authenticated(req: IncomingMessage): boolean {
  const bearer = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
  if (bearer !== undefined) return bearer === FAKE_THINKIFIC_ACCESS_TOKEN;
  return (
    req.headers['x-auth-api-key'] === FAKE_THINKIFIC_API_KEY &&
    req.headers['x-auth-subdomain'] === FAKE_THINKIFIC_SUBDOMAIN
  );
}

/** A positive whole number from the query, else the default. */
const whole = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/**
 * A local Thinkific Admin API (fixtures/thinkific-admin-api.fixtures.ts names the pages it follows): GET /courses and
 * GET /enrollments in the reference's records and paging envelope (limit 25 by default, at most 250;
 * query[updated_after]); 401 {"error": "Authentication Error"} without a valid X-Auth-API-Key + X-Auth-Subdomain or
 * bearer token; {"error": "Record not found."} for other paths; 429 with RateLimit-Reset when told to throttle. It
 * serves reads only: any other method is refused (405).
 */
export async function startThinkificFake(): Promise<ThinkificFake> {
  const enrollments: FakeApiEnrollment[] = [];
  const requests: ThinkificFake['requests'] = [];
  let throttled = 0;
  let resetIn = 1;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push({ method: req.method ?? '', path: url.pathname, query: url.searchParams, at: Date.now() });
    if (throttled > 0) {
      throttled--;
      res.setHeader('RateLimit-Reset', String(Math.ceil((Date.now() + resetIn * 1000) / 1000)));
      return send(res, 429, THINKIFIC_API_ERRORS.tooManyRequests);
    }
    if (!authenticated(req)) return send(res, 401, THINKIFIC_API_ERRORS.authentication);
    if (req.method !== 'GET') return send(res, 405, THINKIFIC_API_ERRORS.methodNotAllowed);
    const page = whole(url.searchParams.get('page'), 1);
    const limit = Math.min(PAGE_LIMIT_MAX, whole(url.searchParams.get('limit'), PAGE_LIMIT_DEFAULT));
    if (url.pathname === `${API_PATH}/courses`) return send(res, 200, collectionPage(FAKE_API_COURSES, page, limit));
    if (url.pathname !== `${API_PATH}/enrollments`) return send(res, 404, THINKIFIC_API_ERRORS.notFound);
    const after = url.searchParams.get('query[updated_after]');
    const matching = after ? enrollments.filter((e) => new Date(e.updated_at) > new Date(after)) : enrollments;
    send(res, 200, collectionPage(matching, page, limit));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    env: {
      THINKIFIC_BASE_URL: `http://127.0.0.1:${port}${API_PATH}`,
      THINKIFIC_API_KEY: FAKE_THINKIFIC_API_KEY,
      THINKIFIC_SUBDOMAIN: FAKE_THINKIFIC_SUBDOMAIN,
    },
    enrollments,
    requests,
    throttleNext: (count, seconds) => {
      throttled = count;
      resetIn = seconds;
    },
    close: () => closeServer(server),
  };
}
