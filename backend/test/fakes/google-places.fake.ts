import { createServer, IncomingMessage, ServerResponse } from 'http';
import { AddressInfo } from 'net';
import {
  DETAIL_FIELDS,
  FAKE_PLACES,
  GOOGLE_ERRORS,
  placeDetails,
  placeStreet,
  placeText,
} from './fixtures/google-places.fixtures';
import { closeServer, readJson, RunningFake } from './index';

export { FAKE_PLACES, placeText } from './fixtures/google-places.fixtures';

/**
 * A local Places API (New) (fixtures/google-places.fixtures.ts names the reference pages). It refuses what Google
 * refuses: a missing or wrong X-Goog-Api-Key, a key whose project has not enabled the API, a details call without
 * X-Goog-FieldMask or with a field it does not know, a wrong method or path. Deterministic inputs: "overlimit" →
 * 429 RESOURCE_EXHAUSTED per minute, every time; "busy" → the same once per distinct input, then an answer;
 * "dailylimit" → 429 RESOURCE_EXHAUSTED per day; "boom" → 500.
 */
export const FAKE_GOOGLE_PLACES_KEY = 'fake-google-places-key';
/** A key from a project where only the legacy Places API is enabled. */
export const LEGACY_ONLY_GOOGLE_KEY = 'legacy-only-key';

export interface GooglePlacesFake extends RunningFake {
  /** Every request received, for assertions on keys, session tokens, region codes and field masks. */
  requests: Array<{
    method: string;
    path: string;
    query: URLSearchParams;
    headers: IncomingMessage['headers'];
    body: unknown;
  }>;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(body));
}

function autocomplete(body: Record<string, unknown>, res: ServerResponse, seen: Set<string>) {
  const input = typeof body.input === 'string' ? body.input.toLowerCase() : '';
  if (!input) return send(res, 400, GOOGLE_ERRORS.inputMissing);
  if (input.includes('overlimit')) return send(res, 429, GOOGLE_ERRORS.quota);
  if (input.includes('dailylimit')) return send(res, 429, GOOGLE_ERRORS.quotaPerDay);
  // "busy": over the per-minute quota the first time this input is asked for, then answered.
  if (input.includes('busy') && !seen.has(input)) {
    seen.add(input);
    return send(res, 429, GOOGLE_ERRORS.quota);
  }
  if (input.includes('boom')) return send(res, 500, GOOGLE_ERRORS.internal);
  const regions = Array.isArray(body.includedRegionCodes) ? (body.includedRegionCodes as string[]) : null;
  const suggestions = FAKE_PLACES.filter((p) => placeText(p).toLowerCase().includes(input))
    .filter(() => !regions || regions.map((r) => r.toLowerCase()).includes('us'))
    .map((p) => ({
      placePrediction: {
        place: `places/${p.placeId}`,
        placeId: p.placeId,
        text: { text: placeText(p), matches: [{ endOffset: input.length }] },
        structuredFormat: {
          mainText: { text: placeStreet(p), matches: [{ endOffset: Math.min(input.length, placeStreet(p).length) }] },
          secondaryText: { text: `${p.city}, ${p.state}, USA` },
        },
        types: ['geocode', 'premise', 'street_address'],
      },
    }));
  // Google answers {} (no "suggestions" key) when nothing matches.
  send(res, 200, suggestions.length ? { suggestions } : {});
}

function details(placeId: string, fieldMask: string | undefined, res: ServerResponse) {
  if (!fieldMask) return send(res, 400, GOOGLE_ERRORS.fieldMaskMissing);
  const fields = fieldMask.split(',').map((f) => f.trim());
  const unknown = fields.filter((f) => !(DETAIL_FIELDS as readonly string[]).includes(f));
  if (unknown.length)
    return send(res, 400, {
      error: { code: 400, message: `Invalid field: ${unknown[0]}`, status: 'INVALID_ARGUMENT' },
    });
  const place = FAKE_PLACES.find((p) => p.placeId === placeId);
  if (!place) return send(res, 404, GOOGLE_ERRORS.notFound);
  const all = placeDetails(place);
  send(res, 200, Object.fromEntries(fields.map((f) => [f, all[f as keyof typeof all]])));
}

export async function startGooglePlacesFake(): Promise<GooglePlacesFake> {
  const requests: GooglePlacesFake['requests'] = [];
  const busySeen = new Set<string>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const body = req.method === 'POST' ? await readJson(req) : undefined;
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
      });
      const key = req.headers['x-goog-api-key'];
      if (url.searchParams.has('key') && !key) return send(res, 403, GOOGLE_ERRORS.serviceDisabled);
      if (key === undefined) return send(res, 403, GOOGLE_ERRORS.keyMissing);
      if (key === LEGACY_ONLY_GOOGLE_KEY) return send(res, 403, GOOGLE_ERRORS.serviceDisabled);
      if (key !== FAKE_GOOGLE_PLACES_KEY) return send(res, 400, GOOGLE_ERRORS.apiKeyInvalid);
      if (url.pathname === '/v1/places:autocomplete') {
        if (req.method !== 'POST') return send(res, 404, GOOGLE_ERRORS.notFound);
        if (!String(req.headers['content-type']).startsWith('application/json') || typeof body !== 'object' || !body)
          return send(res, 400, GOOGLE_ERRORS.inputMissing);
        return autocomplete(body as Record<string, unknown>, res, busySeen);
      }
      const match = /^\/v1\/places\/([^/]+)$/.exec(url.pathname);
      if (match && req.method === 'GET') return details(match[1], req.headers['x-goog-fieldmask'] as string, res);
      send(res, 404, GOOGLE_ERRORS.notFound);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    env: { GOOGLE_PLACES_BASE_URL: `http://127.0.0.1:${port}/v1`, GOOGLE_PLACES_API_KEY: FAKE_GOOGLE_PLACES_KEY },
    requests,
    close: () => closeServer(server),
  };
}
