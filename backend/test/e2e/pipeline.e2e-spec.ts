import { createUser } from '../support/factories';
import { createTestApp, TestApp, XHR } from '../support/test-app';

describe('deal pipeline API', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ worker: false });
    cookie = await t.cookieFor(await createUser(t.ds));
  });
  afterAll(() => t.close());

  async function newDeal(): Promise<{ id: string; statusUpdatedAt: string }> {
    const res = await t
      .http()
      .post('/api/fix-flip/properties')
      .set(XHR)
      .set('Cookie', cookie)
      .send({ address: '456 Oak Avenue', squareFeet: 2000, rehabLevel: 'light', arv: 250000 })
      .expect(201);
    return res.body.property;
  }
  const move = (id: string, body: object) =>
    t.http().put(`/api/fix-flip/properties/${id}/status`).set(XHR).set('Cookie', cookie).send(body);

  it('moves a deal from any status to any other and keeps every move', async () => {
    const deal = await newDeal();
    for (const status of ['closed', 'offer_sent', 'countered', 'chasing', 'under_contract', 'pending']) {
      const res = await move(deal.id, { status }).expect(200);
      expect(res.body).toMatchObject({
        success: true,
        message: 'Deal status updated',
        property: { status, lossReason: null },
      });
    }
    const history = await t
      .http()
      .get(`/api/fix-flip/properties/${deal.id}/status-history`)
      .set('Cookie', cookie)
      .expect(200);
    expect(history.body.map((h: { fromStatus: string; toStatus: string }) => `${h.fromStatus}>${h.toStatus}`)).toEqual([
      'chasing>closed',
      'closed>offer_sent',
      'offer_sent>countered',
      'countered>chasing',
      'chasing>under_contract',
      'under_contract>pending',
    ]);
  });

  it('stamps statusUpdatedAt on a move and records nothing when nothing changes', async () => {
    const deal = await newDeal();
    const moved = await move(deal.id, { status: 'offer_sent' }).expect(200);
    expect(new Date(moved.body.property.statusUpdatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(deal.statusUpdatedAt).getTime(),
    );
    const [{ statusUpdatedAt: stamped }] = await t.ds.query(
      `SELECT "statusUpdatedAt" FROM fix_flip_properties WHERE id = $1`,
      [deal.id],
    );
    const again = await move(deal.id, { status: 'offer_sent' }).expect(200);
    expect(again.body.message).toBe('Deal is already in this status');
    const [{ statusUpdatedAt: after }] = await t.ds.query(
      `SELECT "statusUpdatedAt" FROM fix_flip_properties WHERE id = $1`,
      [deal.id],
    );
    expect(after).toEqual(stamped);
    const [{ n }] = await t.ds.query(`SELECT count(*)::int AS n FROM deal_status_changes WHERE "propertyId" = $1`, [
      deal.id,
    ]);
    expect(n).toBe(1);
  });

  it('requires a valid loss reason for lost and clears it on the way out', async () => {
    const deal = await newDeal();
    const missing = await move(deal.id, { status: 'lost' }).expect(400);
    expect(missing.body).toEqual({ statusCode: 400, message: 'Loss reason is required when marking deal as lost' });
    const bad = await move(deal.id, { status: 'lost', lossReason: 'bad_luck' }).expect(400);
    expect(bad.body.message).toMatch(/^Loss reason must be one of/);

    const lost = await move(deal.id, { status: 'lost', lossReason: 'inspection_issues' }).expect(200);
    expect(lost.body.property).toMatchObject({ status: 'lost', lossReason: 'inspection_issues' });
    const [row] = await t.ds.query(
      `SELECT "lossReason" FROM deal_status_changes WHERE "propertyId" = $1 AND "toStatus" = 'lost'`,
      [deal.id],
    );
    expect(row.lossReason).toBe('inspection_issues');

    const reason = await move(deal.id, { status: 'lost', lossReason: 'price_too_high' }).expect(200);
    expect(reason.body.property.lossReason).toBe('price_too_high');

    const back = await move(deal.id, { status: 'chasing', lossReason: 'other' }).expect(200);
    expect(back.body.property).toMatchObject({ status: 'chasing', lossReason: null });
  });

  it('refuses unknown statuses and needs the X-Requested-With header', async () => {
    const deal = await newDeal();
    const res = await move(deal.id, { status: 'archived' }).expect(400);
    expect(res.body.message).toMatch(/^Status must be one of/);
    await t
      .http()
      .put(`/api/fix-flip/properties/${deal.id}/status`)
      .set('Cookie', cookie)
      .send({ status: 'closed' })
      .expect(403);
    await t.http().put(`/api/fix-flip/properties/${deal.id}/status`).set(XHR).send({ status: 'closed' }).expect(401);
  });
});
