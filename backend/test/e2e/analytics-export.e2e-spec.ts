import { randomBytes } from 'crypto';
import { AnalyticsRollupService } from '../../src/modules/admin/analytics/analytics-rollup.service';
import { createAdmin, createUser } from '../support/factories';
import { createTestApp, TestApp, XHR } from '../support/test-app';

describe('marketing report as CSV', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.cookieFor(await createAdmin(t.ds));
  });
  afterAll(() => t.close());

  const download = (path: string) => t.http().get(`/api/admin/analytics/${path}`).set('Cookie', admin).set(XHR);
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

  it('downloads a part of the report with the shared CSV rules: quoting, formulas defused, CRLF lines', async () => {
    const source = `=cmd,${randomBytes(3).toString('hex')}`;
    await t.ds.query(`INSERT INTO visitors ("sessionId", "utmSource", "utmMedium") VALUES ($1, $2, 'say "hi"')`, [
      randomBytes(8).toString('hex'),
      source,
    ]);
    await t.worker!.get(AnalyticsRollupService).refresh();

    const res = await download('sources/export.csv').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="sources-${day(29)}_${day(0)}.csv"`);
    const lines = res.text.split('\r\n');
    expect(lines[0]).toBe('Source,Medium,Campaign,Referrer,Visits,Sign-ups,Purchases');
    expect(lines).toContain(`"'${source}","say ""hi""",,,1,0,0`);
    expect(lines.at(-1)).toBe('');
  });

  it('writes a line a day for the range asked, and the funnel with its rates', async () => {
    const daily = await download(`daily/export.csv?from=${day(6)}&to=${day(0)}`).expect(200);
    const lines = daily.text.trim().split('\r\n');
    expect(lines[0]).toBe('Day,Visitors,Sign-ups,Enroll clicks,Purchases');
    expect(lines).toHaveLength(8);
    expect(lines[1].startsWith(`${day(6)},`)).toBe(true);
    expect(daily.headers['content-disposition']).toBe(`attachment; filename="daily-${day(6)}_${day(0)}.csv"`);

    const funnel = (await download('funnel/export.csv').expect(200)).text.split('\r\n');
    expect(funnel[0]).toBe(
      'Step,Count,Conversion from previous step (%),Beyond the previous step (from before this range)',
    );
    expect(funnel[1]).toMatch(/^Visits,\d+,,0$/);
  });

  it('answers 404 for an unknown part, 400 for a bad range, and only to admins', async () => {
    const unknown = await download('visitors/export.csv').expect(404);
    expect(unknown.body.message).toBe('No such part of the report: funnel, daily, sources, campaigns');
    const bad = await download(`daily/export.csv?from=${day(0)}&to=${day(3)}`).expect(400);
    expect(bad.body.message).toBe('from must not be after to');
    const student = await t.cookieFor(await createUser(t.ds));
    await t.http().get('/api/admin/analytics/daily/export.csv').set('Cookie', student).set(XHR).expect(403);
  });
});
