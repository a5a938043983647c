import { GooglePlacesFake, startGooglePlacesFake } from '../fakes/google-places.fake';
import { RentCastFake, startRentCastFake } from '../fakes/rentcast.fake';
import { createTestApp, TestApp, XHR } from '../support/test-app';

/** Configuration is read once per process, so the wrong-key case has its own suite. */
describe('address search and property lookup with keys the providers refuse', () => {
  let t: TestApp;
  let places: GooglePlacesFake;
  let rentcast: RentCastFake;
  beforeAll(async () => {
    places = await startGooglePlacesFake();
    rentcast = await startRentCastFake();
    t = await createTestApp({
      worker: false,
      env: { ...places.env, ...rentcast.env, GOOGLE_PLACES_API_KEY: 'revoked-key', RENTCAST_API_KEY: 'revoked-key' },
    });
  });
  afterAll(async () => {
    await t.close();
    await places.close();
    await rentcast.close();
  });

  it('answers 502 with a clear message when Google refuses the key (400 API_KEY_INVALID)', async () => {
    const res = await t.http().post('/api/autocomplete/address').set(XHR).send({ input: '123 Main' }).expect(502);
    expect(res.body).toEqual({
      statusCode: 502,
      message: 'The address search provider refused the request (check the Google Places API key).',
      requestId: expect.any(String),
    });
    await t.http().post('/api/place/details').set(XHR).send({ place_id: 'ChIJfakeAustinMain123' }).expect(502);
  });

  it('answers 502 with a clear message when RentCast answers 401', async () => {
    const res = await t
      .http()
      .post('/api/property/lookup')
      .set(XHR)
      .send({ address: '123 Main Street, Austin, TX 78701' })
      .expect(502);
    expect(res.body).toEqual({
      statusCode: 502,
      message: 'The property data provider refused the request (check the RentCast API key).',
      requestId: expect.any(String),
    });
    expect(rentcast.requests.at(-1)!.apiKey).toBe('revoked-key');
  });
});
