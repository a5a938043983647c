import { createServer, IncomingMessage, ServerResponse } from 'http';
import { AddressInfo } from 'net';
import {
  FAKE_RENT_ESTIMATES,
  FAKE_RENTCAST_PROPERTIES,
  FAKE_VALUE_ESTIMATES,
  RENTCAST_ERRORS,
} from './fixtures/rentcast.fixtures';
import { closeServer, RunningFake } from './index';

export { FAKE_RENTCAST_PROPERTIES } from './fixtures/rentcast.fixtures';

/**
 * A local RentCast API (fixtures/rentcast.fixtures.ts names the reference pages). It refuses what RentCast refuses:
 * a missing or wrong X-Api-Key (401), another method (405), an address not in the documented "Street, City, State
 * Zip" form (400), other search parameters beside an address on /properties (400); nothing known → 404.
 * Addresses match as RentCast's geocoder would: street suffixes in either form (Street/St, Avenue/Ave...), any case.
 * Deterministic: an address containing "ratelimit" → 429, "boom" → 500.
 */
export const FAKE_RENTCAST_KEY = 'fake-rentcast-key';

export interface RentCastFake extends RunningFake {
  requests: Array<{ path: string; query: URLSearchParams; apiKey: string | undefined }>;
}

const SUFFIXES: Record<string, string> = { street: 'st', avenue: 'ave', road: 'rd', court: 'ct', boulevard: 'blvd' };
/** "123 Main Street, Austin, TX 78701" and "123 main st, austin, tx 78701" are one address. */
const canonical = (address: string) =>
  address
    .toLowerCase()
    .replace(/\b(street|avenue|road|court|boulevard)\b/g, (w) => SUFFIXES[w])
    .replace(/\s+/g, ' ')
    .trim();
/** The documented form: street, city, two-letter state and a 5-digit zip ("Street, City, State Zip"). */
const WELL_FORMED = /^[^,]+, [^,]+, [A-Za-z]{2},? \d{5}$/;

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

export async function startRentCastFake(): Promise<RentCastFake> {
  const requests: RentCastFake['requests'] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const apiKey = req.headers['x-api-key'] as string | undefined;
    requests.push({ path: url.pathname, query: url.searchParams, apiKey });
    if (req.method !== 'GET') return send(res, 405, RENTCAST_ERRORS.methodNotAllowed);
    if (apiKey !== FAKE_RENTCAST_KEY) return send(res, 401, RENTCAST_ERRORS.apiKeyInvalid);
    const address = url.searchParams.get('address') ?? '';
    if (address.toLowerCase().includes('ratelimit')) return send(res, 429, RENTCAST_ERRORS.rateLimit);
    if (address.toLowerCase().includes('boom')) return send(res, 500, RENTCAST_ERRORS.server);
    if (!WELL_FORMED.test(address.trim())) return send(res, 400, RENTCAST_ERRORS.badAddress(address));
    const property = FAKE_RENTCAST_PROPERTIES.find(
      (p) => canonical(p.formattedAddress) === canonical(address.replace(/, (\d{5})$/, ' $1')),
    );

    if (url.pathname === '/v1/properties') {
      if ([...url.searchParams.keys()].some((k) => k !== 'address'))
        return send(res, 400, RENTCAST_ERRORS.otherParameters);
      return property ? send(res, 200, [property]) : send(res, 404, RENTCAST_ERRORS.notFound);
    }
    const estimates =
      url.pathname === '/v1/avm/value'
        ? FAKE_VALUE_ESTIMATES
        : url.pathname === '/v1/avm/rent/long-term'
          ? FAKE_RENT_ESTIMATES
          : null;
    if (!estimates) return send(res, 404, { status: 404, error: 'resource/not-found', message: 'Not found' });
    const estimate = property ? estimates[property.id] : undefined;
    return estimate ? send(res, 200, estimate) : send(res, 404, RENTCAST_ERRORS.notFound);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    env: { RENTCAST_BASE_URL: `http://127.0.0.1:${port}/v1`, RENTCAST_API_KEY: FAKE_RENTCAST_KEY },
    requests,
    close: () => closeServer(server),
  };
}
