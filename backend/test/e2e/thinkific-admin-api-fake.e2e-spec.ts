import { THINKIFIC_API_ERRORS } from '../fakes/fixtures/thinkific-admin-api.fixtures';
import {
  apiEnrollment,
  FAKE_THINKIFIC_ACCESS_TOKEN,
  FAKE_THINKIFIC_API_KEY,
  FAKE_THINKIFIC_SUBDOMAIN,
  startThinkificFake,
  ThinkificFake,
} from '../fakes/thinkific.fake';

/**
 * The Thinkific Admin API fake is a contract written from Thinkific's reference (fixtures/thinkific-admin-api
 * .fixtures.ts), not from our client: these calls go straight to it and check it answers and refuses as the
 * reference says.
 */
describe('Thinkific Admin API fake answers and refuses as the reference says', () => {
  let fake: ThinkificFake;
  const keyHeaders = { 'X-Auth-API-Key': FAKE_THINKIFIC_API_KEY, 'X-Auth-Subdomain': FAKE_THINKIFIC_SUBDOMAIN };
  beforeAll(async () => {
    fake = await startThinkificFake();
    for (let i = 0; i < 30; i++) fake.enrollments.push(apiEnrollment(100 + i, { user_id: 900 + i }));
  });
  afterAll(() => fake.close());

  const call = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    fetch(`${fake.env.THINKIFIC_BASE_URL}${path}`, { method, headers }).then(async (res) => ({
      status: res.status,
      headers: res.headers,
      body: (await res.json()) as Record<string, unknown>,
    }));

  it('refuses a missing API key, a missing subdomain, a wrong key and a wrong bearer token with 401', async () => {
    const refused: Array<Record<string, string>> = [
      {},
      { 'X-Auth-API-Key': FAKE_THINKIFIC_API_KEY },
      { 'X-Auth-Subdomain': FAKE_THINKIFIC_SUBDOMAIN },
      { 'X-Auth-API-Key': 'wrong', 'X-Auth-Subdomain': FAKE_THINKIFIC_SUBDOMAIN },
      { Authorization: 'Bearer expired-or-wrong' },
      { ...keyHeaders, Authorization: 'Bearer expired-or-wrong' },
    ];
    for (const headers of refused) {
      const res = await call('/enrollments', headers);
      expect([res.status, res.body]).toEqual([401, THINKIFIC_API_ERRORS.authentication]);
    }
  });

  it('answers the key with its subdomain, or an OAuth bearer token, in the reference envelope (25 a page)', async () => {
    for (const headers of [keyHeaders, { Authorization: `Bearer ${FAKE_THINKIFIC_ACCESS_TOKEN}` }]) {
      const res = await call('/enrollments', headers);
      expect(res.status).toBe(200);
      expect((res.body.items as unknown[]).length).toBe(25);
      expect(res.body.meta).toEqual({
        pagination: {
          current_page: 1,
          next_page: 2,
          prev_page: null,
          total_pages: 2,
          total_items: 30,
          entries_info: '1-25 of 30',
        },
      });
    }
    const last = await call('/enrollments?page=2', keyHeaders);
    expect(last.body.meta).toMatchObject({ pagination: { current_page: 2, next_page: null, prev_page: 1 } });
    expect((last.body.items as unknown[]).length).toBe(5);
    // Every record carries each field the reference requires.
    expect(Object.keys((last.body.items as object[])[0]).sort()).toEqual(
      [
        'activated_at',
        'completed',
        'completed_at',
        'course_id',
        'course_name',
        'expired',
        'expiry_date',
        'id',
        'is_free_trial',
        'percentage_completed',
        'started_at',
        'updated_at',
        'user_email',
        'user_id',
        'user_name',
      ].sort(),
    );
  });

  it('caps limit at 250 and filters by query[updated_after]', async () => {
    fake.enrollments.push(apiEnrollment(999, { updated_at: '2027-01-01T00:00:00Z' }));
    try {
      const capped = await call('/enrollments?limit=1000', keyHeaders);
      expect((capped.body.items as unknown[]).length).toBe(31);
      const recent = await call(
        `/enrollments?${new URLSearchParams({ 'query[updated_after]': '2026-12-31T00:00:00Z' }).toString()}`,
        keyHeaders,
      );
      expect((recent.body.items as Array<{ id: number }>).map((e) => e.id)).toEqual([999]);
    } finally {
      fake.enrollments.pop();
    }
  });

  it('refuses what it does not serve: another method (405) and another path (404 Record not found.)', async () => {
    const post = await call('/enrollments', keyHeaders, 'POST');
    expect(post.status).toBe(405);
    const other = await call('/users', keyHeaders);
    expect([other.status, other.body]).toEqual([404, THINKIFIC_API_ERRORS.notFound]);
  });

  it('answers 429 with a RateLimit-Reset time (no Retry-After) when over the limit', async () => {
    fake.throttleNext(1, 2);
    const before = Date.now();
    const res = await call('/courses', keyHeaders);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeNull();
    const reset = Number(res.headers.get('ratelimit-reset')) * 1000;
    expect(reset).toBeGreaterThanOrEqual(before + 2000);
    expect(reset).toBeLessThan(before + 4000);
    expect((await call('/courses', keyHeaders)).status).toBe(200);
  });
});
