import { vi } from 'vitest';

/** A request as a handler sees it. */
export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** An answer: a status (200 by default), a JSON body, headers. */
export interface ApiReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type ApiHandler = ApiReply | ((call: ApiCall) => ApiReply | Promise<ApiReply>);

/**
 * Stands in for the API at the network edge (the global fetch), as the browser would reach it: handlers keyed
 * `'METHOD /api/path'` answer like the real routes (status, JSON body, headers). Everything the app asked is in
 * `calls`; a request no handler knows answers 404 and is listed in `unhandled` (a test can assert it is empty).
 * Relative URLs resolve against jsdom's location, as in a browser (Node's Request needs absolute ones).
 */
export function serveApi(handlers: Record<string, ApiHandler>) {
  const calls: ApiCall[] = [];
  const unhandled: string[] = [];
  const NodeRequest = globalThis.Request;
  class BrowserRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
    }
  }
  vi.stubGlobal('Request', BrowserRequest);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new BrowserRequest(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    let body: unknown = text || undefined;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON: the text */
    }
    const call: ApiCall = { method: request.method, path: url.pathname, query: url.searchParams, body };
    calls.push(call);
    const key = `${call.method} ${call.path}`;
    const handler = handlers[key];
    if (!handler) {
      unhandled.push(key);
      return json({ status: 404, body: { statusCode: 404, message: `No handler for ${key}` } });
    }
    return json(typeof handler === 'function' ? await handler(call) : handler);
  });
  return { calls, unhandled, callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}

function json({ status = 200, body, headers = {} }: ApiReply): Response {
  const empty = body === undefined || status === 204;
  return new Response(empty ? null : JSON.stringify(body), {
    status,
    headers: empty ? headers : { 'Content-Type': 'application/json', ...headers },
  });
}

/** The refusal body every API error has (ErrorDto). */
export const refusal = (status: number, message: string): ApiReply => ({
  status,
  body: { statusCode: status, message, error: 'Error' },
});
