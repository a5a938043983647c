import { createUser } from '../support/factories';
import { createTestApp, TestApp, XHR } from '../support/test-app';

describe('Fix & Flip analyzer API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ worker: false });
  });
  afterAll(() => t.close());

  const deal = {
    address: '123 Main Street',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    county: 'Travis County',
    squareFeet: 1500,
    bedrooms: 3,
    bathrooms: 2.5,
    lotSize: 6000,
    rehabLevel: 'medium',
    arv: 300000,
    needsPoolRenovation: false,
    notes: 'Corner lot',
  };

  describe('POST /api/fix-flip/calculate (public)', () => {
    it('answers the full breakdown to an anonymous visitor', async () => {
      const res = await t
        .http()
        .post('/api/fix-flip/calculate')
        .set(XHR)
        .send({ arv: 300000, squareFeet: 1500, rehabLevel: 'medium' })
        .expect(200);
      const a = res.body.analysis;
      expect(res.body.success).toBe(true);
      expect(a.renovationCost).toBe(67500);
      expect(a.closingCosts).toBe(3000);
      expect(a.agentCommission).toBe(7500);
      expect(a.holdingDays).toBe(132);
      expect(Math.abs(a.maxBuyPrice + a.totalCosts - 300000)).toBeLessThanOrEqual(0.011);
      expect(a.isProfitable).toBe(true);
      expect(a.seventyPercentRuleOffer).toBe(142500);
      expect(a.scenarios.map((s: { name: string }) => s.name)).toEqual(['best', 'base', 'worst']);
    });

    it('accepts numbers typed as text and a pool renovation', async () => {
      const plain = await t
        .http()
        .post('/api/fix-flip/calculate')
        .set(XHR)
        .send({ arv: '300,000', squareFeet: '1500', rehabLevel: 'medium' })
        .expect(200);
      const pool = await t
        .http()
        .post('/api/fix-flip/calculate')
        .set(XHR)
        .send({ arv: 300000, squareFeet: 1500, rehabLevel: 'medium', needsPoolRenovation: true })
        .expect(200);
      expect(pool.body.analysis.renovationCost - plain.body.analysis.renovationCost).toBe(50000);
    });

    it('says when a deal is not profitable', async () => {
      const res = await t
        .http()
        .post('/api/fix-flip/calculate')
        .set(XHR)
        .send({ arv: 90000, squareFeet: 2500, rehabLevel: 'very_heavy' })
        .expect(200);
      expect(res.body.analysis.maxBuyPrice).toBeLessThan(0);
      expect(res.body.analysis.isProfitable).toBe(false);
    });

    it.each([
      [{ squareFeet: 1500, rehabLevel: 'medium' }, 'ARV (After Repair Value) is required'],
      [{ arv: 300000, squareFeet: 1500 }, 'Please select a rehab level'],
      [{ arv: 300000, squareFeet: 1500, rehabLevel: 'gold_plated' }, 'Please select a rehab level'],
      [{ arv: 300000, rehabLevel: 'medium' }, 'Square footage is required for renovation cost calculations.'],
      [{ arv: 'lots', squareFeet: 1500, rehabLevel: 'medium' }, 'ARV (After Repair Value) is required'],
      [{ arv: -5, squareFeet: 1500, rehabLevel: 'medium' }, 'ARV must be greater than 0'],
      [
        { arv: 300000, squareFeet: 1500.5, rehabLevel: 'medium' },
        'Square footage must be a whole number greater than 0',
      ],
    ])('refuses %j with a clear message', async (body, message) => {
      const res = await t.http().post('/api/fix-flip/calculate').set(XHR).send(body).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message });
    });
  });

  describe('saved analyses', () => {
    it('needs a signed-in user', async () => {
      await t.http().get('/api/fix-flip/properties').expect(401);
      await t.http().post('/api/fix-flip/properties').set(XHR).send(deal).expect(401);
    });

    it('saves with the server-computed numbers and lists it', async () => {
      const user = await createUser(t.ds);
      const cookie = await t.cookieFor(user);
      const calc = await t.http().post('/api/fix-flip/calculate').set(XHR).send(deal).expect(400); // extra fields are not calculation inputs
      expect(calc.body.message).toMatch(/should not exist/);
      const saved = await t
        .http()
        .post('/api/fix-flip/properties')
        .set(XHR)
        .set('Cookie', cookie)
        .send(deal)
        .expect(201);
      expect(saved.body.success).toBe(true);
      const p = saved.body.property;
      expect(p).toMatchObject({
        address: '123 Main Street',
        city: 'Austin',
        rehabLevel: 'medium',
        renovationLevel: 'medium',
        arv: 300000,
        status: 'chasing',
        lossReason: null,
        bathrooms: 2.5,
        notes: 'Corner lot',
      });
      expect(p.renovationCost).toBe(67500);
      expect(p.expectedProfit).toBe(p.profitTarget);
      const expectedTotal =
        p.maxBuyPrice + p.renovationCost + p.closingCosts + p.agentCommission + p.taxes + p.hardMoneyCarryCost;
      expect(p.totalInvestment).toBeCloseTo(expectedTotal, 2);
      expect(p.analysis.scenarios).toHaveLength(3);

      const [row] = await t.ds.query(
        `SELECT "userId", "maxBuyPrice", "statusUpdatedAt" FROM fix_flip_properties WHERE id = $1`,
        [p.id],
      );
      expect(row.userId).toBe(user.id);
      expect(Number(row.maxBuyPrice)).toBe(p.maxBuyPrice);
      expect(row.statusUpdatedAt).not.toBeNull();

      const list = await t.http().get('/api/fix-flip/properties').set('Cookie', cookie).expect(200);
      expect(list.body.map((x: { id: string }) => x.id)).toEqual([p.id]);
    });

    it('keeps the derived numbers empty when square footage is unknown', async () => {
      const user = await createUser(t.ds);
      const res = await t
        .http()
        .post('/api/fix-flip/properties')
        .set(XHR)
        .set('Cookie', await t.cookieFor(user))
        .send({ address: '9 Nowhere Lane', rehabLevel: 'light', arv: 150000 })
        .expect(201);
      expect(res.body.property).toMatchObject({
        maxBuyPrice: null,
        renovationCost: null,
        totalInvestment: null,
        analysis: null,
        squareFeet: null,
      });
    });

    it.each([
      [{ rehabLevel: 'medium', arv: 1 }, 'Property address is required'],
      [{ address: '   ', rehabLevel: 'medium', arv: 1 }, 'Property address is required'],
      [{ address: 'A', arv: 1 }, 'Please select a rehab level'],
      [{ address: 'A', rehabLevel: 'medium' }, 'ARV (After Repair Value) is required'],
      [{ address: 'A', rehabLevel: 'medium', arv: 1, bedrooms: 2.5 }, 'Bedrooms must be a whole number'],
      [{ address: 'A'.repeat(501), rehabLevel: 'medium', arv: 1 }, 'Address must be at most 500 characters'],
    ])('refuses to save %j', async (body, message) => {
      const user = await createUser(t.ds);
      const res = await t
        .http()
        .post('/api/fix-flip/properties')
        .set(XHR)
        .set('Cookie', await t.cookieFor(user))
        .send(body)
        .expect(400);
      expect(res.body.message).toBe(message);
    });

    it('updates ARV and notes and recomputes the numbers', async () => {
      const user = await createUser(t.ds);
      const cookie = await t.cookieFor(user);
      const { body } = await t
        .http()
        .post('/api/fix-flip/properties')
        .set(XHR)
        .set('Cookie', cookie)
        .send(deal)
        .expect(201);
      const before = body.property;
      const res = await t
        .http()
        .put(`/api/fix-flip/properties/${before.id}`)
        .set(XHR)
        .set('Cookie', cookie)
        .send({ arv: 350000, notes: 'New comps' })
        .expect(200);
      const after = res.body.property;
      expect(after).toMatchObject({ arv: 350000, notes: 'New comps', address: before.address, status: 'chasing' });
      expect(after.maxBuyPrice).toBeGreaterThan(before.maxBuyPrice);
      expect(after.closingCosts).toBe(3500);
      expect(Math.abs(after.analysis.maxBuyPrice + after.analysis.totalCosts - 350000)).toBeLessThanOrEqual(0.011);
      const cleared = await t
        .http()
        .put(`/api/fix-flip/properties/${before.id}`)
        .set(XHR)
        .set('Cookie', cookie)
        .send({ arv: 350000, notes: '' })
        .expect(200);
      expect(cleared.body.property.notes).toBeNull();
      await t
        .http()
        .put(`/api/fix-flip/properties/${before.id}`)
        .set(XHR)
        .set('Cookie', cookie)
        .send({ notes: 'x' })
        .expect(400);
    });

    it('replaces the whole analysis when it is saved again from the analyzer (with an address)', async () => {
      const cookie = await t.cookieFor(await createUser(t.ds));
      const put = (id: string, body: object) =>
        t.http().put(`/api/fix-flip/properties/${id}`).set(XHR).set('Cookie', cookie).send(body);
      const { body } = await t.http().post('/api/fix-flip/properties').set(XHR).set('Cookie', cookie).send(deal);
      const id = body.property.id;
      const res = await put(id, { address: '9 Elm Court', squareFeet: 2000, rehabLevel: 'heavy', arv: 400000 }).expect(
        200,
      );
      expect(res.body.property).toMatchObject({
        id,
        address: '9 Elm Court',
        city: null, // left out, so cleared: the analyzer sends every field it shows
        squareFeet: 2000,
        rehabLevel: 'heavy',
        arv: 400000,
        notes: null,
        renovationCost: 125000, // 2,000 sq ft × $62.50 (heavy)
      });
      const list = await t.http().get('/api/fix-flip/properties').set('Cookie', cookie).expect(200);
      expect(list.body).toHaveLength(1);
      const bad = await put(id, { address: '9 Elm Court', squareFeet: 1500.5, rehabLevel: 'heavy', arv: 1 }).expect(
        400,
      );
      expect(bad.body.message).toBe('Square footage must be a whole number greater than 0');
    });

    it('deletes a deal with its history, restores it with Undo, and purges it after a day', async () => {
      const owner = await t.cookieFor(await createUser(t.ds));
      const other = await t.cookieFor(await createUser(t.ds));
      const create = async () =>
        (await t.http().post('/api/fix-flip/properties').set(XHR).set('Cookie', owner).send(deal).expect(201)).body
          .property.id as string;
      const del = (id: string, cookie = owner) =>
        t.http().delete(`/api/fix-flip/properties/${id}`).set(XHR).set('Cookie', cookie);
      const restore = (id: string, cookie = owner) =>
        t.http().post(`/api/fix-flip/properties/${id}/restore`).set(XHR).set('Cookie', cookie);
      const history = (id: string) =>
        t.http().get(`/api/fix-flip/properties/${id}/status-history`).set('Cookie', owner);
      const listIds = async () =>
        (
          (await t.http().get('/api/fix-flip/properties').set('Cookie', owner).expect(200)).body as { id: string }[]
        ).map((p) => p.id);

      const id = await create();
      await t
        .http()
        .put(`/api/fix-flip/properties/${id}/status`)
        .set(XHR)
        .set('Cookie', owner)
        .send({ status: 'offer_sent' });
      expect((await del(id, other).expect(404)).body.message).toBe('Property not found');
      const deleted = await del(id).expect(200);
      expect(deleted.body).toMatchObject({ success: true, message: 'Deal deleted' });
      expect(new Date(deleted.body.restorableUntil).getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
      expect(await listIds()).not.toContain(id);
      await history(id).expect(404);
      await del(id).expect(404);
      await restore(id, other).expect(404);

      const restored = await restore(id).expect(200);
      expect(restored.body).toMatchObject({
        success: true,
        message: 'Deal restored',
        property: { id, status: 'offer_sent' },
      });
      expect(await listIds()).toContain(id);
      expect((await history(id).expect(200)).body).toHaveLength(1);
      expect((await restore(id).expect(404)).body.message).toBe('This deal can no longer be restored');

      // A day later the deleted deal cannot come back; the next delete purges it and its history.
      await del(id).expect(200);
      await t.ds.query(`UPDATE fix_flip_properties SET "deletedAt" = now() - interval '25 hours' WHERE id = $1`, [id]);
      await restore(id).expect(404);
      await del(await create()).expect(200);
      expect(await t.ds.query(`SELECT id FROM fix_flip_properties WHERE id = $1`, [id])).toEqual([]);
      expect(await t.ds.query(`SELECT id FROM deal_status_changes WHERE "propertyId" = $1`, [id])).toEqual([]);
    });
  });

  describe('ownership', () => {
    it('never shows or changes another student’s deals (404, not 403)', async () => {
      const alice = await createUser(t.ds);
      const bob = await createUser(t.ds);
      const { body } = await t
        .http()
        .post('/api/fix-flip/properties')
        .set(XHR)
        .set('Cookie', await t.cookieFor(alice))
        .send(deal)
        .expect(201);
      const id = body.property.id;

      const bobList = await t
        .http()
        .get('/api/fix-flip/properties')
        .set('Cookie', await t.cookieFor(bob))
        .expect(200);
      expect(bobList.body).toEqual([]);
      const put = await t
        .http()
        .put(`/api/fix-flip/properties/${id}`)
        .set(XHR)
        .set('Cookie', await t.cookieFor(bob))
        .send({ arv: 1 })
        .expect(404);
      expect(put.body).toEqual({ statusCode: 404, message: 'Property not found' });
      await t
        .http()
        .put(`/api/fix-flip/properties/${id}/status`)
        .set(XHR)
        .set('Cookie', await t.cookieFor(bob))
        .send({ status: 'closed' })
        .expect(404);
      await t
        .http()
        .get(`/api/fix-flip/properties/${id}/status-history`)
        .set('Cookie', await t.cookieFor(bob))
        .expect(404);
      await t
        .http()
        .put('/api/fix-flip/properties/not-a-uuid')
        .set(XHR)
        .set('Cookie', await t.cookieFor(bob))
        .send({ arv: 1 })
        .expect(404);

      const [row] = await t.ds.query(`SELECT arv, status FROM fix_flip_properties WHERE id = $1`, [id]);
      expect(row).toEqual({ arv: '300000.00', status: 'chasing' });
      const aliceList = await t
        .http()
        .get('/api/fix-flip/properties')
        .set('Cookie', await t.cookieFor(alice))
        .expect(200);
      expect(aliceList.body).toHaveLength(1);
    });
  });

  describe('address search and lookup without provider keys', () => {
    it('answers success false with a clear "not configured" message', async () => {
      const auto = await t.http().post('/api/autocomplete/address').set(XHR).send({ input: '123 Main' }).expect(200);
      expect(auto.body).toEqual({
        success: false,
        predictions: [],
        message: expect.stringContaining('not configured'),
      });
      const details = await t.http().post('/api/place/details').set(XHR).send({ place_id: 'abc' }).expect(200);
      expect(details.body).toEqual({ success: false, message: expect.stringContaining('not configured') });
      const lookup = await t
        .http()
        .post('/api/property/lookup')
        .set(XHR)
        .send({ address: '123 Main Street' })
        .expect(200);
      expect(lookup.body).toEqual({ success: false, message: expect.stringContaining('not configured') });
    });

    it('still counts the calls, so one address cannot call without bound (429 with Retry-After)', async () => {
      await t.resetRateLimits();
      const lookup = (i: number) =>
        t
          .http()
          .post('/api/property/lookup')
          .set(XHR)
          .send({ address: `${i} Elm Street, Austin, TX 78701` });
      for (let i = 0; i < 30; i++) expect([i, (await lookup(i)).status]).toEqual([i, 200]);
      const refused = await lookup(30).expect(429);
      expect(refused.body.message).toBe('Too many property lookups. Please wait 15 minutes and try again.');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
      await t.resetRateLimits();
    });
  });
});
