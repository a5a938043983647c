import { createServer, IncomingMessage, ServerResponse } from 'http';
import { AddressInfo } from 'net';
import { closeServer, RunningFake } from './index';

/**
 * A local RentCast API: GET /v1/properties?address=... with X-Api-Key. Deterministic:
 * - a wrong key answers 401 (as RentCast does: {status, error, message});
 * - an address containing "ratelimit" answers 429; "boom" answers 500;
 * - an address starting with a known street answers a one-item array, anything else an empty array.
 */
export const FAKE_RENTCAST_KEY = 'fake-rentcast-key';

export const FAKE_RENTCAST_PROPERTIES = [
  {
    id: '123-Main-St,-Austin,-TX-78701',
    formattedAddress: '123 Main St, Austin, TX 78701',
    addressLine1: '123 Main St',
    street: '123 Main Street',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    county: 'Travis',
    propertyType: 'Single Family',
    bedrooms: 3,
    bathrooms: 2.5,
    squareFootage: 1850,
    lotSize: 6500,
    yearBuilt: 1978,
  },
  {
    id: '456-Oak-Ave,-Dallas,-TX-75201',
    formattedAddress: '456 Oak Ave, Dallas, TX 75201',
    addressLine1: '456 Oak Ave',
    street: '456 Oak Avenue',
    city: 'Dallas',
    state: 'TX',
    zipCode: '75201',
    county: 'Dallas',
    propertyType: 'Single Family',
    bedrooms: 4,
    bathrooms: 2,
    squareFootage: 2200,
    lotSize: 8000,
    yearBuilt: 1995,
  },
];

export interface RentCastFake extends RunningFake {
  requests: Array<{ path: string; query: URLSearchParams; apiKey: string | undefined }>;
}

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
    if (url.pathname !== '/v1/properties' || req.method !== 'GET')
      return send(res, 404, { status: 404, error: 'not-found', message: 'Not found' });
    if (apiKey !== FAKE_RENTCAST_KEY) {
      return send(res, 401, {
        status: 401,
        error: 'auth/api-key-invalid',
        message: 'Your API key is invalid. Please check your API key and try again.',
      });
    }
    const address = (url.searchParams.get('address') ?? '').toLowerCase();
    if (address.includes('ratelimit'))
      return send(res, 429, { status: 429, error: 'rate-limit-exceeded', message: 'Too many requests' });
    if (address.includes('boom'))
      return send(res, 500, { status: 500, error: 'server-error', message: 'Internal error' });
    const hit = FAKE_RENTCAST_PROPERTIES.find(
      (p) => address.startsWith(p.street.toLowerCase()) || address.startsWith(p.addressLine1.toLowerCase()),
    );
    const { street: _street, ...record } = hit ?? ({} as (typeof FAKE_RENTCAST_PROPERTIES)[number]);
    send(res, 200, hit ? [record] : []);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    env: { RENTCAST_BASE_URL: `http://127.0.0.1:${port}/v1`, RENTCAST_API_KEY: FAKE_RENTCAST_KEY },
    requests,
    close: () => closeServer(server),
  };
}
