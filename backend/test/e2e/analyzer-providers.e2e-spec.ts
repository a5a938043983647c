import { startGooglePlacesFake, GooglePlacesFake } from '../fakes/google-places.fake';
import { RentCastFake, startRentCastFake, FAKE_RENTCAST_KEY } from '../fakes/rentcast.fake';
import { createUser } from '../support/factories';
import { createTestApp, TestApp, XHR } from '../support/test-app';

describe('address search and property lookup against the provider fakes', () => {
  let t: TestApp;
  let places: GooglePlacesFake;
  let rentcast: RentCastFake;
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

  const post = (path: string, body: object) => t.http().post(path).set(XHR).send(body);

  describe('POST /api/autocomplete/address', () => {
    it('answers suggestions with main and secondary text, passing key and session token', async () => {
      const res = await post('/api/autocomplete/address', {
        input: '123 Main',
        sessionToken: 'search-token-0001',
      }).expect(200);
      expect(res.body.success).toBe(true);
      expect(res.body.predictions[0]).toEqual({
        place_id: 'fake-place-austin-main',
        description: '123 Main Street, Austin, TX, USA',
        structured_formatting: { main_text: '123 Main Street', secondary_text: 'Austin, TX, USA' },
      });
      const call = places.requests.at(-1)!;
      expect(call.path).toBe('/maps/api/place/autocomplete/json');
      expect(call.query.get('input')).toBe('123 Main');
      expect(call.query.get('key')).toBe(places.env.GOOGLE_PLACES_API_KEY);
      expect(call.query.get('sessiontoken')).toBe('search-token-0001');
    });

    it('answers an empty list for ZERO_RESULTS', async () => {
      const res = await post('/api/autocomplete/address', { input: 'qqq unknown street' }).expect(200);
      expect(res.body).toEqual({ success: true, predictions: [] });
    });

    it('answers 503 when Google is over its quota and 502 when it fails', async () => {
      const over = await post('/api/autocomplete/address', { input: 'overlimit road' }).expect(503);
      expect(over.body.message).toBe('The address search provider is over its quota. Please try again later.');
      const boom = await post('/api/autocomplete/address', { input: 'boom street' }).expect(502);
      expect(boom.body.message).toBe('The address search provider is unavailable. Please try again later.');
    });

    it('validates the input', async () => {
      expect((await post('/api/autocomplete/address', { input: '  ' }).expect(400)).body.message).toBe(
        'input is required',
      );
      await post('/api/autocomplete/address', { input: 'abc', sessionToken: 'x y' }).expect(400);
    });
  });

  describe('POST /api/place/details', () => {
    it('answers city, state, zip and county with the same session token', async () => {
      const res = await post('/api/place/details', {
        place_id: 'fake-place-dallas-oak',
        sessionToken: 'search-token-0002',
      }).expect(200);
      expect(res.body).toEqual({
        success: true,
        place: { city: 'Dallas', state: 'TX', zipCode: '75201', county: 'Dallas County' },
      });
      const call = places.requests.at(-1)!;
      expect(call.path).toBe('/maps/api/place/details/json');
      expect(call.query.get('sessiontoken')).toBe('search-token-0002');
    });

    it('answers success false for an unknown place', async () => {
      const res = await post('/api/place/details', { place_id: 'no-such-place' }).expect(200);
      expect(res.body).toEqual({ success: false, message: 'No details were found for this place.' });
    });
  });

  describe('POST /api/property/lookup', () => {
    it('answers the property facts of a known address', async () => {
      const res = await post('/api/property/lookup', { address: '123 Main Street, Austin, TX, USA' }).expect(200);
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
      expect(call.apiKey).toBe(FAKE_RENTCAST_KEY);
      expect(call.query.get('address')).toBe('123 Main Street, Austin, TX, USA');
    });

    it('answers success false when RentCast has no record (empty array)', async () => {
      const res = await post('/api/property/lookup', { address: '789 Pine Road, Wichita, KS, USA' }).expect(200);
      expect(res.body).toEqual({ success: false, message: 'Could not find property details for this address.' });
    });

    it('answers 503 on RentCast rate limit and 502 on its errors', async () => {
      const limited = await post('/api/property/lookup', { address: '1 Ratelimit Way' }).expect(503);
      expect(limited.body.message).toBe('The property data provider rate limit was reached. Please try again shortly.');
      const boom = await post('/api/property/lookup', { address: '1 Boom Way' }).expect(502);
      expect(boom.body.message).toBe('The property data provider is unavailable. Please try again later.');
      expect((await post('/api/property/lookup', {}).expect(400)).body.message).toBe('address is required');
    });

    it('limits lookups per caller (30 per 15 minutes)', async () => {
      const cookie = await t.cookieFor(await createUser(t.ds));
      const lookup = () =>
        t.http().post('/api/property/lookup').set(XHR).set('Cookie', cookie).send({ address: '456 Oak Avenue' });
      for (let i = 0; i < 30; i++) await lookup().expect(200);
      const refused = await lookup().expect(429);
      expect(refused.body).toEqual({
        statusCode: 429,
        message: 'Too many property lookups. Please wait 15 minutes and try again.',
      });
      // another caller is not affected
      await post('/api/property/lookup', { address: '456 Oak Avenue' }).expect(200);
    });
  });
});
