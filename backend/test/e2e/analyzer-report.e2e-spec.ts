import type { Response } from 'supertest';
import { createUser } from '../support/factories';
import { pdfText } from '../support/pdf-text';
import { createTestApp, TestApp, XHR } from '../support/test-app';

/** Supertest keeps a PDF answer as raw bytes only when told to. */
const binary = (res: Response, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};

/**
 * Issue 28, part C: the lender-ready report. The PDF of a saved analysis (owner only) and read-only share links
 * (public, noindex, rate-limited, expiring and revocable), against a real database and Redis.
 */
describe('Fix & Flip report: PDF and share link (API)', () => {
  let t: TestApp;
  let owner: string;
  let other: string;
  let propertyId: string;
  const NOTES = 'Roof replaced in 2019; seller motivated by a job move.';

  beforeAll(async () => {
    t = await createTestApp({ worker: false });
    const a = await createUser(t.ds, { firstName: 'Rosa', lastName: 'Delgado' });
    const b = await createUser(t.ds);
    owner = await t.cookieFor(a);
    other = await t.cookieFor(b);
    const saved = await t
      .http()
      .post('/api/fix-flip/properties')
      .set(XHR)
      .set('Cookie', owner)
      .send({
        address: '4809 W Bay Ave',
        city: 'Tampa',
        state: 'FL',
        zipCode: '33611',
        squareFeet: 1500,
        bedrooms: 3,
        bathrooms: 2,
        rehabLevel: 'medium',
        arv: 300000,
        notes: NOTES,
        offerPrice: 150000,
      })
      .expect(201);
    propertyId = saved.body.property.id;
  });
  afterAll(() => t.close());
  beforeEach(() => t.resetRateLimits());

  const share = (cookie = owner, body: object = {}) =>
    t.http().post(`/api/fix-flip/properties/${propertyId}/share`).set(XHR).set('Cookie', cookie).send(body);

  it("gives the owner a PDF with the address, the student's name, the max buy price and the notes", async () => {
    const list = await t.http().get('/api/fix-flip/properties').set('Cookie', owner).expect(200);
    const maxBuy = list.body[0].summary.maxBuyPrice as number;
    const res = await t
      .http()
      .get(`/api/fix-flip/properties/${propertyId}/report.pdf`)
      .set('Cookie', owner)
      .buffer(true)
      .parse(binary)
      .expect(200)
      .expect('Content-Type', 'application/pdf');
    const body = res.body as Buffer;
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(body);
    expect(text).toContain('4809 W Bay Ave, Tampa, FL 33611');
    expect(text).toContain('Prepared by Rosa Delgado');
    // By hand, spec defaults: renovation 1,500 × 45 = 67,500; closing 3,000; commission 7,500; taxes
    // 0.015 × 300,000 × (132 / 30.44) / 12 = 1,626.15; carry rate 0.01 + 0.09 × 132 / 365 = 0.042548;
    // max buy (300,000 − 67,500 − 3,000 − 7,500 − 1,626.15) / 1.142548 = 192,879.30, shown as $192,879.
    expect(maxBuy).toBeCloseTo(192879.3, 1);
    expect(text).toMatch(/Max Buy Price\s*\$192,879/);
    expect(text).toContain(NOTES);
    expect(text).toContain('Offer tested: $150,000');
    expect(text).toContain('Scenarios');
    expect(text).toContain('Sensitivity');
  });

  it("answers 404 to another student's PDF, share and revoke, and 401 signed out", async () => {
    await t.http().get(`/api/fix-flip/properties/${propertyId}/report.pdf`).set('Cookie', other).expect(404);
    await share(other).expect(404);
    await t.http().delete(`/api/fix-flip/properties/${propertyId}/share`).set(XHR).set('Cookie', other).expect(404);
    await t.http().get(`/api/fix-flip/properties/${propertyId}/report.pdf`).expect(401);
  });

  it('shares read-only with noindex, signed out; a revoked link is 404 like an unknown one', async () => {
    const created = await share().expect(201);
    const { url, token, expiresAt } = created.body as { url: string; token: string; expiresAt: string };
    expect(url).toMatch(new RegExp(`/shared/${token}$`));
    const days = (Date.parse(expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    // Only a hash is stored.
    const rows = await t.ds.query<Array<{ tokenHash: string }>>(`SELECT "tokenHash" FROM fix_flip_share_links`);
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toContain(token);

    const pub = await t.http().get(`/api/shared-analyses/${token}`).expect(200);
    expect(pub.headers['x-robots-tag']).toBe('noindex');
    expect(pub.body.report.address).toBe('4809 W Bay Ave');
    expect(pub.body.report.preparedBy).toBe('Rosa Delgado');
    expect(pub.body.report.notes).toBe(NOTES);
    expect(pub.body.report.status).toBeUndefined();
    const pdf = await t
      .http()
      .get(`/api/shared-analyses/${token}/report.pdf`)
      .buffer(true)
      .parse(binary)
      .expect(200)
      .expect('X-Robots-Tag', 'noindex');
    expect(await pdfText(pdf.body as Buffer)).toContain('Prepared by Rosa Delgado');

    await t.http().delete(`/api/fix-flip/properties/${propertyId}/share`).set(XHR).set('Cookie', owner).expect(200);
    const revoked = await t.http().get(`/api/shared-analyses/${token}`).expect(404);
    const unknown = await t
      .http()
      .get(`/api/shared-analyses/${'x'.repeat(43)}`)
      .expect(404);
    const junk = await t.http().get(`/api/shared-analyses/not-a-token`).expect(404);
    expect(revoked.body.message).toBe(unknown.body.message);
    expect(junk.body.message).toBe(unknown.body.message);
    await t.http().get(`/api/shared-analyses/${token}/report.pdf`).expect(404);
  });

  it('a new link replaces the previous one; an expired link is 404', async () => {
    const first = (await share().expect(201)).body.token as string;
    const second = (await share(owner, { expiresInDays: 1 }).expect(201)).body.token as string;
    await t.http().get(`/api/shared-analyses/${first}`).expect(404);
    await t.http().get(`/api/shared-analyses/${second}`).expect(200);
    await t.ds.query(`UPDATE fix_flip_share_links SET "expiresAt" = now() - interval '1 second'`);
    const expired = await t.http().get(`/api/shared-analyses/${second}`).expect(404);
    expect(expired.body.message).toMatch(/not available/);
  });

  it('a deleted deal is not shown through its link (404), and is again once restored', async () => {
    const token = (await share().expect(201)).body.token as string;
    const del = () => t.http().delete(`/api/fix-flip/properties/${propertyId}`).set(XHR).set('Cookie', owner);
    await del().expect(200);
    await t.http().get(`/api/shared-analyses/${token}`).expect(404);
    await t.http().post(`/api/fix-flip/properties/${propertyId}/restore`).set(XHR).set('Cookie', owner).expect(200);
    await t.http().get(`/api/shared-analyses/${token}`).expect(200);
  });

  it('refuses a bad expiry with a clear 400', async () => {
    const res = await share(owner, { expiresInDays: 365 }).expect(400);
    expect(JSON.stringify(res.body.message)).toContain('expiresInDays must be a whole number from 1 to 90');
  });

  it('limits public reads per IP (429 naming the wait)', async () => {
    await t.resetRateLimits();
    for (let i = 0; i < 60; i++)
      await t
        .http()
        .get(`/api/shared-analyses/${'y'.repeat(43)}`)
        .expect(404);
    const refused = await t
      .http()
      .get(`/api/shared-analyses/${'y'.repeat(43)}`)
      .expect(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
