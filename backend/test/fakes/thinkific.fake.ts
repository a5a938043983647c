import { createServer, IncomingMessage, ServerResponse } from 'http';
import { AddressInfo } from 'net';
import { closeServer, RunningFake } from './index';
import type { ThinkificApiEnrollment } from '../../src/modules/thinkific/thinkific.types';

const API_PATH = '/api/public/v1';
export const FAKE_THINKIFIC_API_KEY = 'fake-thinkific-key';
export const FAKE_THINKIFIC_SUBDOMAIN = 'fake-school';

export interface ThinkificFake extends RunningFake {
  /** The enrollments the fake serves from GET /enrollments; tests push into it. */
  enrollments: ThinkificApiEnrollment[];
  /** Every request received (path, query, when), for assertions on pagination, filters and pacing. */
  requests: Array<{ path: string; query: URLSearchParams; at: number }>;
  /** Answer the next N requests with 429 and this Retry-After (seconds), as the Admin API does over its limit. */
  throttleNext(count: number, retryAfterSeconds: number): void;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

/**
 * A local Thinkific Admin API (https://api.thinkific.com/api/public/v1): X-Auth-API-Key and X-Auth-Subdomain
 * headers, page/limit pagination with meta.pagination, `query[updated_after]` on /enrollments, and its
 * error answers ({"error": "..."} with 401 for bad credentials, 404 for unknown paths, 405 for other methods), and
 * 429 with Retry-After over the rate limit (support.thinkific.dev/hc/en-us/articles/4422684774935 "Rate Limits";
 * 4422657182743 "Pagination").
 */
export async function startThinkificFake(): Promise<ThinkificFake> {
  const enrollments: ThinkificApiEnrollment[] = [];
  const requests: ThinkificFake['requests'] = [];
  let throttled = 0;
  let retryAfter = 1;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push({ path: url.pathname, query: url.searchParams, at: Date.now() });
    if (throttled > 0) {
      throttled--;
      res.setHeader('Retry-After', String(retryAfter));
      return send(res, 429, { error: 'Too Many Requests' });
    }
    if (
      req.headers['x-auth-api-key'] !== FAKE_THINKIFIC_API_KEY ||
      req.headers['x-auth-subdomain'] !== FAKE_THINKIFIC_SUBDOMAIN
    ) {
      return send(res, 401, { error: 'Invalid API key or subdomain' });
    }
    if (req.method !== 'GET') return send(res, 405, { error: 'Method not allowed' });
    if (url.pathname === `${API_PATH}/courses`)
      return send(res, 200, {
        items: [{ id: 68, name: 'Investor Agent Certification', slug: 'investor-agent-certification' }],
        meta: { pagination: { current_page: 1, next_page: null, prev_page: null, total_pages: 1, total_items: 1 } },
      });
    if (url.pathname !== `${API_PATH}/enrollments`) return send(res, 404, { error: 'Not found' });
    const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
    const limit = Math.min(250, Math.max(1, Number(url.searchParams.get('limit') ?? 25) || 25));
    const after = url.searchParams.get('query[updated_after]');
    const matching = after
      ? enrollments.filter((e) => e.updated_at && new Date(e.updated_at) > new Date(after))
      : enrollments;
    const totalPages = Math.max(1, Math.ceil(matching.length / limit));
    send(res, 200, {
      items: matching.slice((page - 1) * limit, page * limit),
      meta: {
        pagination: {
          current_page: page,
          next_page: page < totalPages ? page + 1 : null,
          prev_page: page > 1 ? page - 1 : null,
          total_pages: totalPages,
          total_items: matching.length,
          entries_info: `${matching.length} entries`,
        },
      },
    });
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
      retryAfter = seconds;
    },
    close: () => closeServer(server),
  };
}
