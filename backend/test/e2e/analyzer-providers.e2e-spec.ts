import { FAKE_PLACES } from '../fakes/fixtures/google-places.fixtures';
import { startGooglePlacesFake, GooglePlacesFake } from '../fakes/google-places.fake';
import { RentCastFake, startRentCastFake, FAKE_RENTCAST_KEY } from '../fakes/rentcast.fake';
import { createUser } from '../support/factories';
import { createTestApp, TestApp, XHR } from '../support/test-app';

/**
 * The analyzer's provider calls against fakes that speak Places API (New) and RentCast as their references document
 * them (test/fakes/fixtures). A call in the wrong format is refused by the fake, so these tests fail if the client
 * drifts from the providers' contracts.
 */
describe('address search, property lookup and estimates against the provider fakes', () => {
  let t: TestApp;
  let places: GooglePlacesFake;
  let rentcast: RentCastFake;
  const [austin, dallas, , wichita] = FAKE_PLACES;
  beforeAll(async () => {
    places = await startGooglePlacesFake();
    rentcast = await startRentCastFake();
    t = await createTestApp({ worker: false, env: { ...places.env, ...rentcast.env } });
  });
  afterAll(async () => {
    await t.close();
    await places.close();
    await rentcast.close();
  });
  beforeEach(() => t.resetRateLimits());

  const post = (path: string, body: object) => t.http().post(path).set(XHR).send(body);

  describe('Places API (New): one search session, autocomplete then details', () => {
    it('suggests US addresses and ends the session with a details call carrying the same token and a field mask', async () => {
      const token = '7b4f2a6c-1d3e-4f5a-9b8c-0d1e2f3a4b5c';
      const suggestions = await post('/api/autocomplete/address', { input: '123 Main', sessionToken: token }).expect(
        200,
      );
      expect(suggestions.body).toEqual({
        success: true,
        predictions: [
          {
            place_id: austin.placeId,
            description: '123 Main Street, Austin, TX, USA',
            structured_formatting: { main_text: '123 Main Street', secondary_text: 'Austin, TX, USA' },
          },
        ],
      });
      const search = places.requests.at(-1)!;
      expect(search.method).toBe('POST');
      expect(search.path).toBe('/v1/places:autocomplete');
      expect(search.headers['x-goog-api-key']).toBe(places.env.GOOGLE_PLACES_API_KEY);
      expect(search.query.has('key')).toBe(false); // never the legacy ?key= form
      expect(search.body).toMatchObject({ input: '123 Main', sessionToken: token, includedRegionCodes: ['us'] });

      const details = await post('/api/place/details', { place_id: austin.placeId, sessionToken: token }).expect(200);
      expect(details.body).toEqual({
        success: true,
        place: {
          street: '123 Main Street',
          city: 'Austin',
          state: 'TX',
          zipCode: '78701',
          county: 'Travis County',
          formattedAddress: '123 Main Street, Austin, TX 78701, USA',
          latitude: 30.2672,
          longitude: -97.7431,
        },
      });
      const call = places.requests.at(-1)!;
      expect(call.method).toBe('GET');
      expect(call.path).toBe(`/v1/places/${austin.placeId}`);
      expect(call.query.get('sessionToken')).toBe(token);
      expect(call.headers['x-goog-fieldmask']).toBe('addressComponents,location,formattedAddress');
    });

    it('answers an empty list when Google has no suggestion ({} in the New API)', async () => {
      const res = await post('/api/autocomplete/address', { input: 'qqq unknown street' }).expect(200);
      expect(res.body).toEqual({ success: true, predictions: [] });
    });

    it('retries a per-minute 429 with backoff, then answers 503; a per-day 429 is not retried; 502 when it fails', async () => {
      const asked = (input: string) =>
        places.requests.filter((r) => (r.body as { input?: string } | undefined)?.input === input).length;
      // Over the per-minute quota once, then answered: the search succeeds after one retry.
      const busy = await post('/api/autocomplete/address', { input: 'busy 123 Main' }).expect(200);
      expect(busy.body).toEqual({ success: true, predictions: [] });
      expect(asked('busy 123 Main')).toBe(2);
      // Still over it after three attempts: 503.
      const over = await post('/api/autocomplete/address', { input: 'overlimit road' }).expect(503);
      expect(over.body.message).toBe('The address search provider is over its quota. Please try again later.');
      expect(asked('overlimit road')).toBe(3);
      // The day's quota is spent: one call, no retry.
      const daily = await post('/api/autocomplete/address', { input: 'dailylimit road' }).expect(503);
      expect(daily.body.message).toBe('The address search provider is over its quota. Please try again later.');
      expect(asked('dailylimit road')).toBe(1);
      const boom = await post('/api/autocomplete/address', { input: 'boom street' }).expect(502);
      expect(boom.body.message).toBe('The address search provider is unavailable. Please try again later.');
    });

    it('validates the input and the session token (Places New: at most 36 URL-safe characters)', async () => {
      expect((await post('/api/autocomplete/address', { input: '  ' }).expect(400)).body.message).toBe(
        'input is required',
      );
      await post('/api/autocomplete/address', { input: 'abc', sessionToken: 'x y' }).expect(400);
      await post('/api/autocomplete/address', { input: 'abc', sessionToken: 'a'.repeat(37) }).expect(400);
    });

    it('answers success false for an unknown place (404 NOT_FOUND)', async () => {
      const res = await post('/api/place/details', { place_id: 'ChIJunknown' }).expect(200);
      expect(res.body).toEqual({ success: false, message: 'No details were found for this place.' });
    });
  });

  describe('RentCast: property records by "Street, City, State Zip"', () => {
    it('looks a property up from the place parts, in the documented format and with no other parameter', async () => {
      const res = await post('/api/property/lookup', {
        address: '123 Main Street',
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
      }).expect(200);
      expect(res.body).toEqual({
        success: true,
        property: {
          city: 'Austin',
          state: 'TX',
          zipCode: '78701',
          county: 'Travis',
          squareFeet: 1850,
          bedrooms: 3,
          bathrooms: 2.5,
          lotSize: 6500,
        },
      });
      const call = rentcast.requests.at(-1)!;
      expect(call.path).toBe('/v1/properties');
      expect(call.apiKey).toBe(FAKE_RENTCAST_KEY);
      expect([...call.query.entries()]).toEqual([['address', '123 Main Street, Austin, TX 78701']]);
    });

    it('accepts a whole address typed by hand in that format', async () => {
      const res = await post('/api/property/lookup', { address: '456 Oak Ave, Dallas, TX 75201' }).expect(200);
      expect(res.body.property).toMatchObject({ city: 'Dallas', squareFeet: 2200 });
    });

    it("does not take Google's display text for an address RentCast can geolocate", async () => {
      const res = await post('/api/property/lookup', { address: '123 Main Street, Austin, TX, USA' }).expect(200);
      expect(res.body).toEqual({
        success: false,
        message:
          'RentCast could not find this address. Enter it as "Street, City, State Zip" (e.g. 123 Main St, Austin, TX 78701).',
      });
    });

    it('answers success false when RentCast has no record (404)', async () => {
      const res = await post('/api/property/lookup', {
        address: '789 Pine Road',
        city: wichita.city,
        state: 'KS',
        zipCode: '67202',
      }).expect(200);
      expect(res.body).toEqual({ success: false, message: 'Could not find property details for this address.' });
    });

    it('answers 503 on RentCast rate limit and 502 on its errors', async () => {
      const limited = await post('/api/property/lookup', { address: '1 Ratelimit Way, Austin, TX 78701' }).expect(503);
      expect(limited.body.message).toBe('The property data provider rate limit was reached. Please try again shortly.');
      const boom = await post('/api/property/lookup', { address: '1 Boom Way, Austin, TX 78701' }).expect(502);
      expect(boom.body.message).toBe('The property data provider is unavailable. Please try again later.');
      expect((await post('/api/property/lookup', {}).expect(400)).body.message).toBe('address is required');
    });

    it('limits paid calls per caller (30 per 15 minutes), lookups and estimates together', async () => {
      const cookie = await t.cookieFor(await createUser(t.ds));
      const where = { address: '456 Oak Avenue', city: 'Dallas', state: 'TX', zipCode: '75201' };
      const call = (path: string) => t.http().post(path).set(XHR).set('Cookie', cookie).send(where);
      for (let i = 0; i < 20; i++) await call('/api/property/lookup').expect(200);
      for (let i = 0; i < 10; i++) await call('/api/property/value-estimate').expect(200);
      const refused = await call('/api/property/value-estimate').expect(429);
      expect(refused.body).toEqual({
        statusCode: 429,
        message: 'Too many property lookups. Please wait 15 minutes and try again.',
      });
      await post('/api/property/lookup', where).expect(200); // another caller is not affected
    });

    it('limits paid calls per client address (60 per 15 minutes) whoever is signed in there', async () => {
      const where = { address: '456 Oak Avenue', city: 'Dallas', state: 'TX', zipCode: '75201' };
      const callAs = async (cookie: string) =>
        t.http().post('/api/property/lookup').set(XHR).set('Cookie', cookie).send(where);
      for (const n of [1, 2]) {
        const cookie = await t.cookieFor(await createUser(t.ds, { username: `ip-quota-${n}` }));
        for (let i = 0; i < 30; i++) expect([i, (await callAs(cookie)).status]).toEqual([i, 200]);
      }
      const third = await t.cookieFor(await createUser(t.ds, { username: 'ip-quota-3' }));
      const refused = await callAs(third);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe('Too many property lookups. Please wait 15 minutes and try again.');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    });

    it('limits paid calls per account to 100 a day, whatever the 15-minute windows allow', async () => {
      const cookie = await t.cookieFor(await createUser(t.ds));
      const where = { address: '456 Oak Avenue', city: 'Dallas', state: 'TX', zipCode: '75201' };
      const call = () => t.http().post('/api/property/lookup').set(XHR).set('Cookie', cookie).send(where);
      for (let i = 0; i < 100; i++) {
        // As if each 30 calls were 15 minutes apart: the short window and the per-address counter start again.
        if (i % 30 === 0) {
          await t.resetRateLimits('property-lookup');
          await t.resetRateLimits('property-lookup-ip');
        }
        expect((await call()).status).toBe(200);
      }
      await t.resetRateLimits('property-lookup');
      await t.resetRateLimits('property-lookup-ip');
      const refused = await call().expect(429);
      expect(refused.body.message).toMatch(/^Too many property lookups\. Please wait (2[34] hours) and try again\.$/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    });
  });

  describe('RentCast estimates', () => {
    it('answers the suggested ARV: value, range and comparable sales with address, price, distance and date', async () => {
      const res = await post('/api/property/value-estimate', {
        address: '123 Main Street',
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
        squareFeet: 1850,
        bedrooms: 3,
      }).expect(200);
      expect(res.body.success).toBe(true);
      expect(res.body.estimate).toMatchObject({ estimate: 412000, low: 389000, high: 435000 });
      expect(res.body.estimate.comparables).toHaveLength(3);
      expect(res.body.estimate.comparables[0]).toEqual({
        address: '118 Main St, Austin, TX 78701',
        price: 405000,
        distance: 0.12,
        listedDate: '2026-08-02T00:00:00.000Z',
        squareFeet: 1790,
        bedrooms: 3,
        bathrooms: 2,
      });
      const call = rentcast.requests.at(-1)!;
      expect(call.path).toBe('/v1/avm/value');
      expect(call.query.get('address')).toBe('123 Main Street, Austin, TX 78701');
      expect(call.query.get('squareFootage')).toBe('1850');
      expect(call.query.get('bedrooms')).toBe('3');
    });

    it('answers the rent estimate for the rental underwriter', async () => {
      const res = await post('/api/property/rent-estimate', { address: '123 Main St, Austin, TX 78701' }).expect(200);
      expect(res.body.estimate).toMatchObject({ estimate: 2450, low: 2300, high: 2600 });
      expect(res.body.estimate.comparables.map((c: { price: number }) => c.price)).toEqual([2400, 2525]);
      expect(rentcast.requests.at(-1)!.path).toBe('/v1/avm/rent/long-term');
    });

    it('says so when RentCast has no estimate', async () => {
      const res = await post('/api/property/rent-estimate', {
        address: '456 Oak Ave',
        city: dallas.city,
        state: 'TX',
        zipCode: '75201',
      }).expect(200);
      expect(res.body).toEqual({ success: false, message: 'RentCast has no estimate for this address.' });
    });
  });
});
