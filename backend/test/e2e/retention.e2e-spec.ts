import { randomBytes } from 'crypto';
import { AnalyticsRollupService } from '../../src/modules/admin/analytics/analytics-rollup.service';
import { VisitorRetentionService } from '../../src/modules/visitors/retention/visitor-retention.service';
import { createAdmin } from '../support/factories';
import { createTestApp, TestApp, XHR } from '../support/test-app';

const DAY = 86_400_000;

describe('retention: raw visitor data past RETENTION_MONTHS is purged, the dashboard keeps its history', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ worker: false, env: { RETENTION_MONTHS: '13' } });
  });
  afterAll(() => t.close());

  /** A visitor first and last seen at `at`, with one e-mail sign-up action then. */
  async function visitor(at: Date, fields: { email?: string; hasPurchased?: boolean; utmSource: string }) {
    const [{ id }] = await t.ds.query(
      `INSERT INTO visitors ("sessionId", email, "hasPurchased", "utmSource", "createdAt", "lastVisitedAt")
       VALUES ($1, $2, $3, $4, $5, $5) RETURNING id`,
      [randomBytes(8).toString('hex'), fields.email ?? null, fields.hasPurchased ?? false, fields.utmSource, at],
    );
    await t.ds.query(
      `INSERT INTO visitor_actions ("visitorId", action, "actionData", "createdAt") VALUES ($1, 'email_signup', '{}', $2)`,
      [id, at],
    );
    return id as string;
  }
  const exists = async (table: string, id: string) =>
    (await t.ds.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id])).length === 1;
  const actionsOf = async (visitorId: string) =>
    (await t.ds.query(`SELECT 1 FROM visitor_actions WHERE "visitorId" = $1`, [visitorId])).length;

  it('deletes old actions and old anonymous visitors in batches; keeps sign-ups, buyers and recent data; the rollup keeps the old day', async () => {
    const tag = randomBytes(3).toString('hex');
    const now = new Date();
    const old = new Date(now.getTime() - 430 * DAY); // 14 months ago
    const recent = new Date(now.getTime() - 30 * DAY);
    const anonymous = await Promise.all([1, 2, 3].map(() => visitor(old, { utmSource: `old_${tag}` })));
    const signedUp = await visitor(old, { utmSource: `old_${tag}`, email: `kept_${tag}@example.test` });
    const buyer = await visitor(old, { utmSource: `old_${tag}`, hasPurchased: true });
    const fresh = await visitor(recent, { utmSource: `new_${tag}` });

    // The old day was rolled up back when it was recent.
    const rollup = t.app.get(AnalyticsRollupService);
    const day = new Date(`${old.toISOString().slice(0, 10)}T00:00:00Z`);
    await rollup.rebuild(day, new Date(day.getTime() + DAY), new Date(day.getTime() + 2 * DAY));
    const admin = await t.cookieFor(await createAdmin(t.ds));
    const report = async () =>
      (
        await t
          .http()
          .get(`/api/admin/analytics?from=${day.toISOString().slice(0, 10)}&to=${day.toISOString().slice(0, 10)}`)
          .set('Cookie', admin)
          .set(XHR)
          .expect(200)
      ).body;
    const before = (await report()).sources.find((s: { source: string }) => s.source === `old_${tag}`);
    expect(before).toMatchObject({ visits: 5, signups: 5 });

    // Batches of 2: several statements, each short.
    const result = await t.app.get(VisitorRetentionService).purge(now, 2, 0);
    expect(result.actions).toBeGreaterThanOrEqual(5);
    expect(result.visitors).toBeGreaterThanOrEqual(3);
    for (const id of anonymous) expect(await exists('visitors', id)).toBe(false);
    expect(await exists('visitors', signedUp)).toBe(true);
    expect(await exists('visitors', buyer)).toBe(true);
    expect(await actionsOf(signedUp)).toBe(0); // their old actions are raw data too
    expect(await exists('visitors', fresh)).toBe(true);
    expect(await actionsOf(fresh)).toBe(1);

    // Rebuilding, as the 10-minute refresh and a late purchase would, leaves the old day's figures alone.
    await rollup.refresh();
    await rollup.rebuild(day, new Date(day.getTime() + DAY));
    expect((await report()).sources.find((s: { source: string }) => s.source === `old_${tag}`)).toEqual(before);

    // A second run finds nothing more.
    expect(await t.app.get(VisitorRetentionService).purge(now, 2, 0)).toMatchObject({ actions: 0, visitors: 0 });
  });

  it('computes the cutoff in calendar months (13 by default, the 31st clamped to the month end)', () => {
    const retention = t.app.get(VisitorRetentionService);
    expect(retention.cutoff(new Date('2026-11-26T10:00:00Z')).toISOString()).toBe('2025-10-26T10:00:00.000Z');
    expect(retention.cutoff(new Date('2027-03-31T00:00:00Z')).toISOString()).toBe('2026-02-28T00:00:00.000Z');
  });
});
