/**
 * Query parameters whose values are secrets or capabilities: API keys and OAuth codes of the providers, the reset
 * and set-password tokens of page links, and the signatures of e-mailed links (consent, unsubscribe, click — `s`),
 * which act for someone. Their values never reach a log line, inbound (access log) or outbound (provider calls).
 */
export const SECRET_QUERY_PARAMS: readonly string[] = [
  'token',
  's',
  'sig',
  'signature',
  'code',
  'state',
  'key',
  'api_key',
  'apikey',
  'access_token',
  'refresh_token',
  'client_secret',
];

export const MASK = '***';

/** A query part's parameter name as a server reads it: decoded, lower-case, without a `[...]` suffix. */
function nameOf(part: string): string {
  const raw = part.split('=', 1)[0].replace(/\+/g, ' ');
  let name = raw;
  try {
    name = decodeURIComponent(raw);
  } catch {
    // malformed percent-encoding: compare the name as written
  }
  return name.replace(/\[.*$/, '').toLowerCase();
}

/**
 * The URL (absolute, or a path with its query as a request line has it) with the value of every secret query
 * parameter replaced by ***; the other parameters are kept exactly as written. Names match without regard to case
 * and after percent-decoding, so `?Tok%65n=` is masked too.
 */
export function maskSecretParams(url: string, secretNames: readonly string[] = SECRET_QUERY_PARAMS): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const hash = url.indexOf('#', start);
  const end = hash < 0 ? url.length : hash;
  const secrets = new Set(secretNames.map((n) => n.toLowerCase()));
  const query = url
    .slice(start + 1, end)
    .split('&')
    .map((part) => (part.includes('=') && secrets.has(nameOf(part)) ? `${part.split('=', 1)[0]}=${MASK}` : part))
    .join('&');
  return `${url.slice(0, start)}?${query}${url.slice(end)}`;
}

/** A parsed query object (the request's parsed query) with the secret parameters' values masked; a copy, never the original. */
export function maskSecretQuery(
  query: unknown,
  secretNames: readonly string[] = SECRET_QUERY_PARAMS,
): Record<string, unknown> | undefined {
  if (!query || typeof query !== 'object') return undefined;
  const secrets = new Set(secretNames.map((n) => n.toLowerCase()));
  return Object.fromEntries(
    Object.entries(query as Record<string, unknown>).map(([name, value]) => [
      name,
      secrets.has(name.toLowerCase()) ? MASK : value,
    ]),
  );
}

/**
 * The log's request serializer, on top of pino's standard one: the URL's and the parsed query's secrets are masked (the
 * access log line of `GET /api/consent/confirm?v=…&s=…` or `/reset-password?token=…` keeps no capability).
 */
export function redactRequestForLog<T extends { url?: unknown; query?: unknown }>(req: T): T {
  if (typeof req.url === 'string') req.url = maskSecretParams(req.url);
  if (req.query !== undefined) req.query = maskSecretQuery(req.query);
  return req;
}
