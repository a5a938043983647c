import { createServer, IncomingMessage, ServerResponse } from 'http';
import { AddressInfo } from 'net';
import { closeServer, RunningFake } from './index';

/**
 * A local Google Places web service (legacy JSON format): /maps/api/place/autocomplete/json and
 * /maps/api/place/details/json. Deterministic, so browser tests can type an address and pick a suggestion.
 *
 * - key must be FAKE_GOOGLE_PLACES_KEY, else status REQUEST_DENIED (HTTP 200, as Google answers);
 * - an input containing "overlimit" answers OVER_QUERY_LIMIT; "boom" answers HTTP 500;
 * - inputs matching no known address answer ZERO_RESULTS; an unknown place_id answers NOT_FOUND.
 */
export const FAKE_GOOGLE_PLACES_KEY = 'fake-google-places-key';

interface FakePlace {
  place_id: string;
  main: string;
  secondary: string;
  city: string;
  county: string;
  state: string;
  stateName: string;
  zip: string;
}

/** Addresses known to the fake; RentCast's fake knows the first two (the third has no property record). */
export const FAKE_PLACES: FakePlace[] = [
  {
    place_id: 'fake-place-austin-main',
    main: '123 Main Street',
    secondary: 'Austin, TX, USA',
    city: 'Austin',
    county: 'Travis County',
    state: 'TX',
    stateName: 'Texas',
    zip: '78701',
  },
  {
    place_id: 'fake-place-austin-mainor',
    main: '1234 Main Street',
    secondary: 'Austin, TX, USA',
    city: 'Austin',
    county: 'Travis County',
    state: 'TX',
    stateName: 'Texas',
    zip: '78702',
  },
  {
    place_id: 'fake-place-dallas-oak',
    main: '456 Oak Avenue',
    secondary: 'Dallas, TX, USA',
    city: 'Dallas',
    county: 'Dallas County',
    state: 'TX',
    stateName: 'Texas',
    zip: '75201',
  },
  {
    place_id: 'fake-place-wichita-pine',
    main: '789 Pine Road',
    secondary: 'Wichita, KS, USA',
    city: 'Wichita',
    county: 'Sedgwick County',
    state: 'KS',
    stateName: 'Kansas',
    zip: '67202',
  },
  {
    place_id: 'fake-place-miami-elm',
    main: '12 Elm Court',
    secondary: 'Miami, FL, USA',
    city: 'Miami',
    county: 'Miami-Dade County',
    state: 'FL',
    stateName: 'Florida',
    zip: '33101',
  },
  {
    place_id: 'fake-place-denver-main',
    main: '5 Main Street',
    secondary: 'Denver, CO, USA',
    city: 'Denver',
    county: 'Denver County',
    state: 'CO',
    stateName: 'Colorado',
    zip: '80202',
  },
];

export const placeDescription = (p: FakePlace) => `${p.main}, ${p.secondary}`;

export interface GooglePlacesFake extends RunningFake {
  /** Every request received (path and query), for assertions on keys and session tokens. */
  requests: Array<{ path: string; query: URLSearchParams }>;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(body));
}

function autocomplete(q: URLSearchParams, res: ServerResponse) {
  const input = (q.get('input') ?? '').toLowerCase();
  if (!input) return send(res, 200, { status: 'INVALID_REQUEST', predictions: [] });
  if (input.includes('overlimit'))
    return send(res, 200, {
      status: 'OVER_QUERY_LIMIT',
      error_message: 'You have exceeded your daily request quota.',
      predictions: [],
    });
  if (input.includes('boom')) return send(res, 500, { error: 'internal' });
  const predictions = FAKE_PLACES.filter((p) => placeDescription(p).toLowerCase().includes(input)).map((p) => ({
    description: placeDescription(p),
    place_id: p.place_id,
    reference: p.place_id,
    structured_formatting: { main_text: p.main, secondary_text: p.secondary, main_text_matched_substrings: [] },
    terms: placeDescription(p)
      .split(', ')
      .map((value, offset) => ({ offset, value })),
    types: ['premise', 'geocode'],
  }));
  send(res, 200, predictions.length ? { status: 'OK', predictions } : { status: 'ZERO_RESULTS', predictions: [] });
}

function details(q: URLSearchParams, res: ServerResponse) {
  const place = FAKE_PLACES.find((p) => p.place_id === q.get('place_id'));
  if (!place) return send(res, 200, { status: 'NOT_FOUND', html_attributions: [] });
  const [number, ...street] = place.main.split(' ');
  send(res, 200, {
    status: 'OK',
    html_attributions: [],
    result: {
      address_components: [
        { long_name: number, short_name: number, types: ['street_number'] },
        { long_name: street.join(' '), short_name: street.join(' '), types: ['route'] },
        { long_name: place.city, short_name: place.city, types: ['locality', 'political'] },
        { long_name: place.county, short_name: place.county, types: ['administrative_area_level_2', 'political'] },
        { long_name: place.stateName, short_name: place.state, types: ['administrative_area_level_1', 'political'] },
        { long_name: 'United States', short_name: 'US', types: ['country', 'political'] },
        { long_name: place.zip, short_name: place.zip, types: ['postal_code'] },
      ],
    },
  });
}

export async function startGooglePlacesFake(): Promise<GooglePlacesFake> {
  const requests: GooglePlacesFake['requests'] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push({ path: url.pathname, query: url.searchParams });
    if (req.method !== 'GET') return send(res, 405, { error: 'method not allowed' });
    if (url.searchParams.get('key') !== FAKE_GOOGLE_PLACES_KEY) {
      return send(res, 200, {
        status: 'REQUEST_DENIED',
        error_message: 'The provided API key is invalid.',
        predictions: [],
      });
    }
    if (url.pathname === '/maps/api/place/autocomplete/json') return autocomplete(url.searchParams, res);
    if (url.pathname === '/maps/api/place/details/json') return details(url.searchParams, res);
    send(res, 404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    env: {
      GOOGLE_PLACES_BASE_URL: `http://127.0.0.1:${port}/maps/api/place`,
      GOOGLE_PLACES_API_KEY: FAKE_GOOGLE_PLACES_KEY,
    },
    requests,
    close: () => closeServer(server),
  };
}
