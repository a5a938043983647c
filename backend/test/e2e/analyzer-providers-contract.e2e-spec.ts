import { GOOGLE_ERRORS } from '../fakes/fixtures/google-places.fixtures';
import { RENTCAST_ERRORS } from '../fakes/fixtures/rentcast.fixtures';
import {
  FAKE_GOOGLE_PLACES_KEY,
  GooglePlacesFake,
  LEGACY_ONLY_GOOGLE_KEY,
  startGooglePlacesFake,
} from '../fakes/google-places.fake';
import { FAKE_RENTCAST_KEY, RentCastFake, startRentCastFake } from '../fakes/rentcast.fake';
import { createTestApp, TestApp, XHR } from '../support/test-app';

/**
 * The Places and RentCast fakes are contracts: they refuse what Google and RentCast refuse (the fixture files name
 * the reference pages), so a client that drifts fails its tests. The first part calls the fakes directly, as a
 * misbehaving client would; the second runs the app with a key made for the legacy Places API only.
 */
describe('Places API (New) and RentCast fakes refuse what the providers refuse', () => {
  let places: GooglePlacesFake;
  let rentcast: RentCastFake;
  let t: TestApp;
  const placeId = 'ChIJfakeAustinMain123';

  beforeAll(async () => {
    places = await startGooglePlacesFake();
    rentcast = await startRentCastFake();
    t = await createTestApp({
      worker: false,
      env: { ...places.env, ...rentcast.env, GOOGLE_PLACES_API_KEY: LEGACY_ONLY_GOOGLE_KEY },
    });
  });
  afterAll(async () => {
    await t.close();
    await places.close();
    await rentcast.close();
  });

  const base = () => places.env.GOOGLE_PLACES_BASE_URL;
  const googleCall = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
    fetch(`${base()}${path}`, {
      ...init,
      headers: { 'Content-Type': 'application/json', ...init.headers },
    }).then(async (res) => ({ status: res.status, body: await res.json() }));

  describe('Places API (New)', () => {
    it('answers a well-formed autocomplete and details call (the baseline the refusals differ from)', async () => {
      const ok = await googleCall('/places:autocomplete', {
        method: 'POST',
        headers: { 'X-Goog-Api-Key': FAKE_GOOGLE_PLACES_KEY },
        body: JSON.stringify({ input: '123 Main' }),
      });
      expect(ok.status).toBe(200);
      const details = await googleCall(`/places/${placeId}`, {
        headers: { 'X-Goog-Api-Key': FAKE_GOOGLE_PLACES_KEY, 'X-Goog-FieldMask': 'formattedAddress' },
      });
      expect(details).toEqual({ status: 200, body: { formattedAddress: '123 Main Street, Austin, TX 78701, USA' } });
    });

    it('refuses a wrong method: GET on autocomplete, POST on details', async () => {
      const get = await googleCall('/places:autocomplete', { headers: { 'X-Goog-Api-Key': FAKE_GOOGLE_PLACES_KEY } });
      expect(get).toEqual({ status: 404, body: GOOGLE_ERRORS.notFound });
      const post = await googleCall(`/places/${placeId}`, {
        method: 'POST',
        headers: { 'X-Goog-Api-Key': FAKE_GOOGLE_PLACES_KEY, 'X-Goog-FieldMask': 'location' },
        body: '{}',
      });
      expect(post).toEqual({ status: 404, body: GOOGLE_ERRORS.notFound });
    });

    it('refuses details without X-Goog-FieldMask (there is no default mask)', async () => {
      const res = await googleCall(`/places/${placeId}`, { headers: { 'X-Goog-Api-Key': FAKE_GOOGLE_PLACES_KEY } });
      expect(res).toEqual({ status: 400, body: GOOGLE_ERRORS.fieldMaskMissing });
    });

    it('refuses a call without a key, a wrong key, and the legacy ?key= form', async () => {
      const none = await googleCall('/places:autocomplete', { method: 'POST', body: JSON.stringify({ input: 'a' }) });
      expect(none).toEqual({ status: 403, body: GOOGLE_ERRORS.keyMissing });
      const wrong = await googleCall('/places:autocomplete', {
        method: 'POST',
        headers: { 'X-Goog-Api-Key': 'not-a-key' },
        body: JSON.stringify({ input: 'a' }),
      });
      expect(wrong).toEqual({ status: 400, body: GOOGLE_ERRORS.apiKeyInvalid });
      const legacyForm = await googleCall(`/places/${placeId}?key=${FAKE_GOOGLE_PLACES_KEY}`, {
        headers: { 'X-Goog-FieldMask': 'location' },
      });
      expect(legacyForm.status).toBe(403);
    });

    it('refuses a key whose project has only the legacy Places API (403 PERMISSION_DENIED, SERVICE_DISABLED)', async () => {
      const res = await googleCall('/places:autocomplete', {
        method: 'POST',
        headers: { 'X-Goog-Api-Key': LEGACY_ONLY_GOOGLE_KEY },
        body: JSON.stringify({ input: '123 Main' }),
      });
      expect(res).toEqual({ status: 403, body: GOOGLE_ERRORS.serviceDisabled });
    });

    it('makes the app answer 502 naming the provider and the API to enable when the key is legacy-only', async () => {
      const notEnabled = {
        statusCode: 502,
        message:
          'The address search provider refused the request: "Places API (New)" (places.googleapis.com) is not enabled for the Google Places API key.',
        requestId: expect.any(String),
      };
      const search = await t.http().post('/api/autocomplete/address').set(XHR).send({ input: '123 Main' }).expect(502);
      expect(search.body).toEqual(notEnabled);
      const details = await t.http().post('/api/place/details').set(XHR).send({ place_id: placeId }).expect(502);
      expect(details.body).toEqual(notEnabled);
      // The client sent the key it was given, in the New API's header, and did not repeat a refused call.
      const calls = places.requests.filter((r) => r.headers['x-goog-api-key'] === LEGACY_ONLY_GOOGLE_KEY);
      expect(calls.map((r) => `${r.method} ${r.path}`)).toEqual([
        'POST /v1/places:autocomplete', // from the direct call above
        'POST /v1/places:autocomplete',
        `GET /v1/places/${placeId}`,
      ]);
    });
  });

  describe('RentCast', () => {
    const address = encodeURIComponent('123 Main St, Austin, TX 78701');
    const rentcastCall = (path: string, init: RequestInit = {}) =>
      fetch(`${rentcast.env.RENTCAST_BASE_URL}${path}`, init).then(async (res) => ({
        status: res.status,
        body: await res.json(),
      }));

    it('refuses another method than GET on every endpoint', async () => {
      for (const path of ['/properties', '/avm/value', '/avm/rent/long-term'])
        for (const method of ['POST', 'PUT', 'DELETE'])
          expect(
            await rentcastCall(`${path}?address=${address}`, { method, headers: { 'X-Api-Key': FAKE_RENTCAST_KEY } }),
          ).toEqual({ status: 405, body: RENTCAST_ERRORS.methodNotAllowed });
    });

    it('refuses a missing or wrong X-Api-Key with 401', async () => {
      expect(await rentcastCall(`/properties?address=${address}`)).toEqual({
        status: 401,
        body: RENTCAST_ERRORS.apiKeyInvalid,
      });
      expect(await rentcastCall(`/avm/value?address=${address}`, { headers: { 'X-Api-Key': 'revoked' } })).toEqual({
        status: 401,
        body: RENTCAST_ERRORS.apiKeyInvalid,
      });
      // The same call with the key is answered.
      expect(
        (await rentcastCall(`/properties?address=${address}`, { headers: { 'X-Api-Key': FAKE_RENTCAST_KEY } })).status,
      ).toBe(200);
    });
  });
});
