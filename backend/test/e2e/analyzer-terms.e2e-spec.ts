import { createUser } from '../support/factories';
import { createTestApp, TestApp, XHR } from '../support/test-app';

/**
 * Issue 28, part A: the Fix & Flip engine with the investor's own terms, through the API against a real database.
 */
describe('Fix & Flip terms, offer, sensitivity and one presentation (API)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ worker: false });
  });
  afterAll(() => t.close());

  const calculate = (body: object) => t.http().post('/api/fix-flip/calculate').set(XHR).send(body);

  describe('the spec formula under the defaults: 1,000 random deals against an independent implementation', () => {
    /** Spec 2 §9, written again from its text (not the app's code): the midpoint rate, holding days, 30.44, 365. */
    const SPEC = {
      very_light: { low: 15, high: 20, days: 97 },
      light: { low: 25, high: 35, days: 104 },
      medium: { low: 40, high: 50, days: 132 },
      heavy: { low: 55, high: 70, days: 180 },
      very_heavy: { low: 75, high: 100, days: 270 },
    } as const;
    type Level = keyof typeof SPEC;
    function spec(arv: number, sqft: number, level: Level, pool: boolean) {
      const { low, high, days } = SPEC[level];
      const renovation = sqft * ((low + high) / 2) + (pool ? 50000 : 0);
      const closing = 0.01 * arv;
      const commission = 0.025 * arv;
      const taxes = (0.015 * arv * (days / 30.44)) / 12;
      const carryRate = 0.01 + (0.09 * days) / 365;
      const maxBuy = (arv - renovation - closing - commission - taxes) / (1 + 0.1 + carryRate);
      return { renovation, closing, commission, taxes, maxBuy, carry: maxBuy * carryRate, profit: maxBuy * 0.1 };
    }
    /** A fixed seed, so a failure can be replayed (mulberry32). */
    function random(seed: number) {
      return () => {
        seed = (seed + 0x6d2b79f5) | 0;
        let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
        x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
        return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
      };
    }

    it('answers every one within a cent of the spec, and the summary follows the one presentation', async () => {
      const next = random(28);
      const levels = Object.keys(SPEC) as Level[];
      const inputs = Array.from({ length: 1000 }, () => ({
        arv: Math.round((1000 + next() * 1_999_000) * 100) / 100,
        squareFeet: 1 + Math.floor(next() * 8000),
        rehabLevel: levels[Math.floor(next() * levels.length)],
        needsPoolRenovation: next() < 0.2,
      }));
      const off: string[] = [];
      let losing = 0;
      for (let i = 0; i < inputs.length; i += 25) {
        const batch = inputs.slice(i, i + 25);
        const answers = await Promise.all(batch.map((input) => calculate(input)));
        answers.forEach((res, j) => {
          const input = batch[j];
          const want = spec(input.arv, input.squareFeet, input.rehabLevel, input.needsPoolRenovation);
          const a = res.body.analysis;
          const pairs: Array<[string, number, number]> = [
            ['renovationCost', a.renovationCost, want.renovation],
            ['closingCosts', a.closingCosts, want.closing],
            ['agentCommission', a.agentCommission, want.commission],
            ['taxes', a.taxes, want.taxes],
            ['maxBuyPrice', a.maxBuyPrice, want.maxBuy],
            ['hardMoneyCarryCost', a.hardMoneyCarryCost, want.carry],
            ['profitTarget', a.profitTarget, want.profit],
          ];
          for (const [name, got, expected] of pairs)
            if (res.status !== 200 || !(Math.abs(got - expected) <= 0.0051))
              off.push(`${JSON.stringify(input)} ${name}: ${got} vs ${expected}`);
          const noOffer = Math.round(want.maxBuy) <= 0;
          if (noOffer) losing++;
          const s = a.summary;
          const ok = noOffer
            ? s.hasOffer === false &&
              s.maxBuyPrice === 0 &&
              Math.abs(
                s.expectedProfit - (input.arv - (want.renovation + want.closing + want.commission + want.taxes)),
              ) <= 0.011
            : s.hasOffer === true && s.maxBuyPrice === a.maxBuyPrice && s.expectedProfit === a.profitTarget;
          if (!ok) off.push(`${JSON.stringify(input)} summary ${JSON.stringify(s)}`);
        });
      }
      expect(off).toEqual([]);
      // The sample holds both kinds of deal.
      expect(losing).toBeGreaterThan(50);
      expect(losing).toBeLessThan(950);
    });
  });

  describe('POST /api/fix-flip/calculate with terms and an offer', () => {
    it('answers the terms used, the offer and the grid (case A at 80% loan-to-cost, offer 180,000)', async () => {
      const res = await calculate({
        arv: 300000,
        squareFeet: 1500,
        rehabLevel: 'medium',
        assumptions: { loanToCost: 0.8 },
        offerPrice: '180,000',
      }).expect(200);
      const a = res.body.analysis;
      // Worked in fix-flip-terms.calculator.spec.ts: max buy 194,326.63; at 180,000 cash 111,253.05, profit 34,246.95
      expect(a.maxBuyPrice).toBe(194326.63);
      expect(a.assumptions).toMatchObject({ loanToCost: 0.8, annualInterestRate: 0.09, points: 0.01, profitRate: 0.1 });
      expect(a.atOffer).toMatchObject({ price: 180000, downPayment: 36000, cashNeeded: 111253.05, profit: 34246.95 });
      expect(a.atMaxBuyPrice).toMatchObject({ price: 194326.63, profit: 19432.66 });
      expect(a.sensitivity).toMatchObject({ basis: 'offer', price: 180000 });
      expect(a.sensitivity.rows).toHaveLength(5);
      expect(a.sensitivity.rows.every((r: { cells: unknown[] }) => r.cells.length === 5)).toBe(true);
    });

    it('GET /api/fix-flip/rules answers the spec defaults', async () => {
      const res = await t.http().get('/api/fix-flip/rules').expect(200);
      expect(res.body.defaultAssumptions).toEqual({
        annualInterestRate: 0.09,
        points: 0.01,
        loanToCost: 1,
        loanTermMonths: 12,
        holdingDaysByLevel: { very_light: 97, light: 104, medium: 132, heavy: 180, very_heavy: 270 },
        holdingDaysOverride: null,
        annualTaxRate: 0.015,
        insurancePerMonth: 0,
        utilitiesPerMonth: 0,
        agentCommissionRate: 0.025,
        closingCostRate: 0.01,
        profitRate: 0.1,
        rehabCostPerSqft: { very_light: 17.5, light: 30, medium: 45, heavy: 62.5, very_heavy: 87.5 },
        rehabBudget: null,
      });
      expect(res.body.sensitivityArvChanges).toEqual([-0.1, -0.05, 0, 0.05, 0.1]);
      expect(res.body.sensitivityRehabChanges).toEqual([-0.2, -0.1, 0, 0.1, 0.2]);
    });

    it.each([
      [{ points: 0.5 }, 'assumptions.points must be a fraction (0.09 = 9%) from 0 to 0.2'],
      [{ annualInterestRate: 'nine' }, 'assumptions.annualInterestRate must be a fraction (0.09 = 9%) from 0 to 1'],
      [{ loanToCost: 1.2 }, 'assumptions.loanToCost must be a fraction (0.09 = 9%) from 0 to 1'],
      [{ loanTermMonths: 6.5 }, 'assumptions.loanTermMonths must be a whole number of months from 1 to 360'],
      [{ holdingDaysOverride: 0 }, 'assumptions.holdingDaysOverride must be a whole number of days from 1 to 3650'],
      [
        { holdingDaysByLevel: { medium: -1 } },
        'assumptions.holdingDaysByLevel.medium must be a whole number of days from 1 to 3650',
      ],
      [
        { rehabCostPerSqft: { heavy: 20000 } },
        'assumptions.rehabCostPerSqft.heavy must be dollars per square foot from 0 to 10000',
      ],
      [{ insurancePerMonth: -5 }, 'assumptions.insurancePerMonth must be dollars a month from 0 to 1000000'],
      [{ rehabBudget: -1 }, 'assumptions.rehabBudget must be dollars from 0 to 999999999999'],
      [{ closingRate: 0.01 }, 'assumptions.property closingRate should not exist'],
    ])('refuses assumptions %j with a clear 400', async (assumptions, message) => {
      const res = await calculate({ arv: 300000, squareFeet: 1500, rehabLevel: 'medium', assumptions }).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message });
    });

    it.each([
      [{ assumptions: 'cheap money' }, 'assumptions must be an object'],
      [{ offerPrice: 0 }, 'Offer price must be greater than 0'],
      [{ offerPrice: 'soon' }, 'Offer price must be a valid number'],
    ])('refuses %j with a clear 400', async (extra, message) => {
      const res = await calculate({ arv: 300000, squareFeet: 1500, rehabLevel: 'medium', ...extra }).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message });
    });
  });

  it('answers odd shapes with a 400 and a message, never a 500', async () => {
    const base = { arv: 300000, squareFeet: 1500, rehabLevel: 'medium' };
    const odd: object[] = [
      { assumptions: [] },
      { assumptions: [1, 2] },
      { assumptions: { holdingDaysByLevel: 'x' } },
      { assumptions: { holdingDaysByLevel: [132] } },
      { assumptions: { rehabCostPerSqft: { gold: 5 } } },
      { assumptions: { points: 1e-320 } },
      { assumptions: { rehabBudget: '1e400' } },
      { assumptions: { holdingDaysOverride: '1e400' } },
    ];
    for (const extra of odd) {
      const res = await calculate({ ...base, ...extra });
      expect([JSON.stringify(extra), res.status, typeof res.body.message]).toEqual([
        JSON.stringify(extra),
        400,
        'string',
      ]);
    }
    // null terms and the largest accepted numbers still compute
    await calculate({ ...base, assumptions: null, offerPrice: null }).expect(200);
    const big = await calculate({
      arv: 999_999_999_999,
      squareFeet: 10_000_000,
      rehabLevel: 'very_heavy',
      needsPoolRenovation: true,
      offerPrice: 999_999_999_999,
      assumptions: {
        rehabBudget: 999_999_999_999,
        holdingDaysOverride: 3650,
        annualInterestRate: 1,
        profitRate: 0,
        loanToCost: 0,
      },
    }).expect(200);
    expect(big.body.analysis.summary.hasOffer).toBe(false);
    const cookie = await t.cookieFor(await createUser(t.ds));
    const tooBig = await t
      .http()
      .post('/api/fix-flip/properties')
      .set(XHR)
      .set('Cookie', cookie)
      .send({
        address: '1 Trillion Way',
        arv: 999_999_999_999,
        squareFeet: 1500,
        rehabLevel: 'medium',
        assumptions: { annualTaxRate: 0.5, holdingDaysOverride: 3650 },
      })
      .expect(400);
    expect(tooBig.body.message).toBe('This analysis cannot be saved: one of its amounts passes $999,999,999,999.');
    for (const comps of [[], 'x', { derivedArv: 1 }, { derivedArv: 1, items: 'x' }, { derivedArv: 1, items: [null] }]) {
      const res = await t
        .http()
        .post('/api/fix-flip/properties')
        .set(XHR)
        .set('Cookie', cookie)
        .send({ address: '1 Odd Way', ...base, comps });
      expect([JSON.stringify(comps), res.status, typeof res.body.message]).toEqual([
        JSON.stringify(comps),
        400,
        'string',
      ]);
    }
  });

  describe('saved analyses keep their terms, offer and comps', () => {
    const terms = {
      annualInterestRate: 0.12,
      points: 0.02,
      loanToCost: 0.9,
      insurancePerMonth: 150,
      utilitiesPerMonth: 200,
    };
    const comps = {
      derivedArv: 305000,
      items: [
        {
          id: 'c-1',
          address: '4809 W Bay Ave',
          price: 310000,
          included: true,
          adjustmentType: 'amount',
          adjustment: -5000,
        },
        { address: '4901 W Bay Ave', price: 420000, included: false, adjustmentType: 'percent', adjustment: 0.05 },
      ],
    };
    const numbers = { squareFeet: 1500, rehabLevel: 'medium', arv: 305000 };
    const deal = { address: '77 Terms Street', ...numbers };

    it('reopens with the same numbers after the student changes their default terms', async () => {
      const cookie = await t.cookieFor(await createUser(t.ds));
      const put = (body: object) =>
        t.http().put('/api/fix-flip/assumptions').set(XHR).set('Cookie', cookie).send(body).expect(200);
      await put({ name: 'Lone Star hard money', assumptions: terms });
      const calc = await calculate({ ...numbers, assumptions: terms, offerPrice: 190000 }).expect(200);
      const saved = await t
        .http()
        .post('/api/fix-flip/properties')
        .set(XHR)
        .set('Cookie', cookie)
        .send({ ...deal, assumptions: terms, offerPrice: 190000, comps })
        .expect(201);
      const p = saved.body.property;
      expect(p.analysis).toEqual(calc.body.analysis);
      expect(p.summary).toEqual(calc.body.analysis.summary);
      expect(p).toMatchObject({ offerPrice: 190000, comps, maxBuyPrice: calc.body.analysis.summary.maxBuyPrice });
      expect(p.assumptions).toEqual(calc.body.analysis.assumptions);

      // The student's defaults change; the saved analysis does not.
      await put({ name: 'Cheaper lender', assumptions: { annualInterestRate: 0.08, points: 0 } });
      const list = await t.http().get('/api/fix-flip/properties').set('Cookie', cookie).expect(200);
      const reopened = list.body.find((x: { id: string }) => x.id === p.id);
      expect(reopened.analysis).toEqual(calc.body.analysis);
      expect(reopened).toMatchObject({
        maxBuyPrice: p.maxBuyPrice,
        expectedProfit: p.expectedProfit,
        totalInvestment: p.totalInvestment,
        offerPrice: 190000,
        comps,
      });
      const [row] = await t.ds.query(`SELECT assumptions, "offerPrice", comps FROM fix_flip_properties WHERE id = $1`, [
        p.id,
      ]);
      expect(row.assumptions).toMatchObject(terms);
      expect(row.offerPrice).toBe('190000.00');
      expect(row.comps.derivedArv).toBe(305000);

      // The deal dialog changes ARV only: the terms, offer and comps stay.
      const edited = await t
        .http()
        .put(`/api/fix-flip/properties/${p.id}`)
        .set(XHR)
        .set('Cookie', cookie)
        .send({ arv: 320000, notes: 'New comps' })
        .expect(200);
      expect(edited.body.property.assumptions).toEqual(p.assumptions);
      expect(edited.body.property).toMatchObject({ offerPrice: 190000, comps });
      const recalc = await calculate({ ...numbers, arv: 320000, assumptions: terms, offerPrice: 190000 }).expect(200);
      expect(edited.body.property.analysis).toEqual(recalc.body.analysis);

      // The dialog may send a new offer (or terms) with the ARV; what it leaves out stays.
      const reoffered = await t
        .http()
        .put(`/api/fix-flip/properties/${p.id}`)
        .set(XHR)
        .set('Cookie', cookie)
        .send({ arv: 320000, offerPrice: 200000 })
        .expect(200);
      expect(reoffered.body.property).toMatchObject({ offerPrice: 200000, comps, assumptions: p.assumptions });
      expect(reoffered.body.property.analysis.atOffer.price).toBe(200000);
    });

    it('refuses a percent adjustment beyond ±100% and a bad comp', async () => {
      const cookie = await t.cookieFor(await createUser(t.ds));
      const save = (c: object) =>
        t
          .http()
          .post('/api/fix-flip/properties')
          .set(XHR)
          .set('Cookie', cookie)
          .send({ ...deal, comps: c })
          .expect(400);
      const pct = await save({
        derivedArv: 1,
        items: [{ address: 'A', included: true, adjustmentType: 'percent', adjustment: 2 }],
      });
      expect(pct.body.message).toBe(
        'comps.items.0.adjustment must be a fraction from -1 to 1 when adjustmentType is percent',
      );
      const kind = await save({
        derivedArv: 1,
        items: [{ address: 'A', included: true, adjustmentType: 'ratio', adjustment: 2 }],
      });
      expect(kind.body.message).toBe('comps.items.0.adjustmentType must be amount or percent');
      const noAddress = await save({
        derivedArv: 1,
        items: [{ included: true, adjustmentType: 'amount', adjustment: 0 }],
      });
      expect(noAddress.body.message).toBe('comps.items.0.address is required');
    });
  });

  describe('one presentation of a losing deal', () => {
    const losing = { address: '1 Money Pit Road', arv: 100000, squareFeet: 3000, rehabLevel: 'very_heavy' };

    it('the calculation, the saved record, the list and a status move carry the same figures', async () => {
      const cookie = await t.cookieFor(await createUser(t.ds));
      const { arv, squareFeet, rehabLevel } = losing;
      const calc = (await calculate({ arv, squareFeet, rehabLevel }).expect(200)).body.analysis;
      // fixed = 262,500 + 1,000 + 2,500 + 1,108.74 = 267,108.74; shortfall 167,108.74
      expect(calc.summary).toEqual({
        hasOffer: false,
        maxBuyPrice: 0,
        hardMoneyCarryCost: 0,
        expectedProfit: -167108.74,
        shortfall: 167108.74,
        totalInvestment: 267108.74,
        seventyPercentRuleOffer: null,
        differenceFromSeventyPercentRule: null,
      });
      const saved = (
        await t.http().post('/api/fix-flip/properties').set(XHR).set('Cookie', cookie).send(losing).expect(201)
      ).body.property;
      const card = {
        maxBuyPrice: 0,
        expectedProfit: -167108.74,
        profitTarget: -167108.74,
        totalInvestment: 267108.74,
        hardMoneyCarryCost: 0,
      };
      expect(saved).toMatchObject(card);
      expect(saved.summary).toEqual(calc.summary);
      const listed = (await t.http().get('/api/fix-flip/properties').set('Cookie', cookie).expect(200)).body[0];
      expect(listed).toMatchObject(card);
      expect(listed.summary).toEqual(calc.summary);
      const moved = await t
        .http()
        .put(`/api/fix-flip/properties/${saved.id}/status`)
        .set(XHR)
        .set('Cookie', cookie)
        .send({ status: 'offer_sent' })
        .expect(200);
      expect(moved.body.property).toMatchObject(card);
      const [row] = await t.ds.query(
        `SELECT "maxBuyPrice", "profitTarget", "hardMoneyCarryCost" FROM fix_flip_properties WHERE id = $1`,
        [saved.id],
      );
      expect(row).toEqual({ maxBuyPrice: '0.00', profitTarget: '-167108.74', hardMoneyCarryCost: '0.00' });
    });

    it('a row saved before the summary existed reads the same (recomputed with its stored terms)', async () => {
      const cookie = await t.cookieFor(await createUser(t.ds));
      const saved = (
        await t.http().post('/api/fix-flip/properties').set(XHR).set('Cookie', cookie).send(losing).expect(201)
      ).body.property;
      await t.ds.query(
        `UPDATE fix_flip_properties SET "analysisData" = "analysisData" - 'summary' - 'assumptions' WHERE id = $1`,
        [saved.id],
      );
      const listed = (await t.http().get('/api/fix-flip/properties').set('Cookie', cookie).expect(200)).body[0];
      expect(listed.analysis).toEqual(saved.analysis);
      expect(listed.summary).toEqual(saved.summary);
    });
  });

  describe('GET/PUT/DELETE /api/fix-flip/assumptions (one own set per student)', () => {
    it('answers the spec defaults, keeps a named set, and resets', async () => {
      const aliceUser = await createUser(t.ds);
      const alice = await t.cookieFor(aliceUser);
      const bob = await t.cookieFor(await createUser(t.ds));
      const get = (cookie: string) => t.http().get('/api/fix-flip/assumptions').set('Cookie', cookie).expect(200);
      const defaults = (await t.http().get('/api/fix-flip/rules').expect(200)).body.defaultAssumptions;
      expect((await get(alice)).body).toEqual({ name: null, isCustom: false, assumptions: defaults, updatedAt: null });

      const saved = await t
        .http()
        .put('/api/fix-flip/assumptions')
        .set(XHR)
        .set('Cookie', alice)
        .send({
          name: '  My lender  ',
          assumptions: { points: 0.02, holdingDaysByLevel: { heavy: 200 }, rehabBudget: null },
        })
        .expect(200);
      expect(saved.body).toMatchObject({
        name: 'My lender',
        isCustom: true,
        assumptions: { ...defaults, points: 0.02, holdingDaysByLevel: { ...defaults.holdingDaysByLevel, heavy: 200 } },
      });
      expect((await get(alice)).body).toEqual(saved.body);
      expect((await get(bob)).body.isCustom).toBe(false);

      // A second save replaces the set (one row per student).
      await t
        .http()
        .put('/api/fix-flip/assumptions')
        .set(XHR)
        .set('Cookie', alice)
        .send({ name: 'Second', assumptions: {} })
        .expect(200);
      expect((await get(alice)).body).toMatchObject({ name: 'Second', assumptions: defaults });
      const [{ count }] = await t.ds.query(
        `SELECT count(*)::int AS count FROM fix_flip_assumption_sets WHERE "userId" = $1`,
        [aliceUser.id],
      );
      expect(count).toBe(1);

      const reset = await t.http().delete('/api/fix-flip/assumptions').set(XHR).set('Cookie', alice).expect(200);
      expect(reset.body).toEqual({ name: null, isCustom: false, assumptions: defaults, updatedAt: null });
      expect((await get(alice)).body.isCustom).toBe(false);
    });

    it('needs a signed-in user and a valid set', async () => {
      await t.http().get('/api/fix-flip/assumptions').expect(401);
      const cookie = await t.cookieFor(await createUser(t.ds));
      const put = (body: object) =>
        t.http().put('/api/fix-flip/assumptions').set(XHR).set('Cookie', cookie).send(body).expect(400);
      expect((await put({ assumptions: {} })).body.message).toBe('Name is required');
      expect((await put({ name: 'x'.repeat(101), assumptions: {} })).body.message).toBe(
        'Name must be at most 100 characters',
      );
      expect((await put({ name: 'x' })).body.message).toBe('assumptions must be an object');
      expect((await put({ name: 'x', assumptions: { profitRate: 2 } })).body.message).toBe(
        'assumptions.profitRate must be a fraction (0.09 = 9%) from 0 to 1',
      );
    });
  });
});
