import { createUser } from '../support/factories';
import { createTestApp, TestApp, XHR } from '../support/test-app';

/** Issue 28: saved rental and creative-finance analyses belong to their student only. */
describe('saved tool analyses', () => {
  let t: TestApp;
  let a: string;
  let b: string;
  beforeAll(async () => {
    t = await createTestApp({ worker: false });
    a = await t.cookieFor(await createUser(t.ds));
    b = await t.cookieFor(await createUser(t.ds));
  });
  afterAll(() => t.close());

  const as = (cookie: string) => ({
    get: (path: string) => t.http().get(`/api/tool-analyses${path}`).set('Cookie', cookie),
    post: (body: object) => t.http().post('/api/tool-analyses').set(XHR).set('Cookie', cookie).send(body),
    put: (path: string, body: object) =>
      t.http().put(`/api/tool-analyses${path}`).set(XHR).set('Cookie', cookie).send(body),
    delete: (path: string) => t.http().delete(`/api/tool-analyses${path}`).set(XHR).set('Cookie', cookie),
  });

  const rental = {
    kind: 'rental',
    name: '  12 Elm St duplex  ',
    inputs: { purchasePrice: '200,000', downPayment: '40000', interestRate: '7', monthlyRent: '$2,000' },
  };
  const subjectTo = {
    kind: 'creative-finance',
    strategy: 'subject-to',
    name: 'Oak Ave take-over',
    inputs: { propertyValue: '250000', loanBalance: '180000', monthlyPayment: '1350', vacancyRate: '8' },
  };

  it('saves, lists, reopens, changes and deletes a rental and a creative-finance analysis', async () => {
    const created = await as(a).post(rental).expect(201);
    expect(created.body).toMatchObject({
      kind: 'rental',
      strategy: null,
      name: '12 Elm St duplex',
      inputs: rental.inputs,
    });
    const cf = await as(a).post(subjectTo).expect(201);
    expect(cf.body).toMatchObject({ kind: 'creative-finance', strategy: 'subject-to', inputs: subjectTo.inputs });

    const rentals = await as(a).get('?kind=rental').expect(200);
    expect(rentals.body.map((x: { name: string }) => x.name)).toEqual(['12 Elm St duplex']);
    const all = await as(a).get('').expect(200);
    expect(all.body).toHaveLength(2);

    const id = created.body.id as string;
    expect((await as(a).get(`/${id}`).expect(200)).body.inputs).toEqual(rental.inputs);
    const changed = await as(a)
      .put(`/${id}`, { ...rental, name: 'Elm St, new rent', inputs: { ...rental.inputs, monthlyRent: '2100' } })
      .expect(200);
    expect(changed.body).toMatchObject({ name: 'Elm St, new rent', inputs: { monthlyRent: '2100' } });
    expect((await as(a).get('?kind=rental').expect(200)).body[0].name).toBe('Elm St, new rent');

    expect((await as(a).delete(`/${id}`).expect(200)).body).toEqual({ success: true, message: 'Analysis deleted' });
    await as(a).get(`/${id}`).expect(404);
    await as(a).delete(`/${id}`).expect(404);
    expect((await as(a).get('?kind=rental').expect(200)).body).toEqual([]);
    expect((await as(a).get('?kind=creative-finance').expect(200)).body).toHaveLength(1);
  });

  it("keeps one student's analyses from another (404, never theirs)", async () => {
    const mine = await as(a)
      .post({ ...rental, name: 'Private' })
      .expect(201);
    const id = mine.body.id as string;
    expect((await as(b).get('').expect(200)).body).toEqual([]);
    await as(b)
      .get(`/${id}`)
      .expect(404)
      .expect((r) => expect(r.body.message).toBe('Analysis not found'));
    await as(b).put(`/${id}`, rental).expect(404);
    await as(b).delete(`/${id}`).expect(404);
    expect((await as(a).get(`/${id}`).expect(200)).body.name).toBe('Private');
    await as(a).get('/not-a-uuid').expect(404);
    await t.http().get('/api/tool-analyses').expect(401);
  });

  it('refuses bad input with a clear 400', async () => {
    const cases: Array<[object, string]> = [
      [{ ...rental, name: '   ' }, 'Name is required'],
      [{ ...rental, name: 'x'.repeat(121) }, 'Name must be at most 120 characters'],
      [{ ...rental, kind: 'flip' }, 'Kind must be one of: rental, creative-finance'],
      [
        { ...subjectTo, strategy: undefined },
        'Strategy must be one of: subject-to, seller-financing, lease-option (creative finance only)',
      ],
      [
        { ...rental, strategy: 'subject-to' },
        'Strategy must be one of: subject-to, seller-financing, lease-option (creative finance only)',
      ],
      // a field of another form, a value that is not a number, one too long, not an object at all
      [{ ...rental, inputs: { optionFee: '5000' } }, expect.stringContaining('Inputs must be an object')],
      [{ ...rental, inputs: { monthlyRent: '<script>' } }, expect.stringContaining('Inputs must be an object')],
      [{ ...rental, inputs: { monthlyRent: '1'.repeat(21) } }, expect.stringContaining('Inputs must be an object')],
      [{ ...rental, inputs: { monthlyRent: 2000 } }, expect.stringContaining('Inputs must be an object')],
      [{ ...rental, inputs: ['1'] }, expect.stringContaining('Inputs must be an object')],
      [{ ...subjectTo, inputs: { termYears: '30' } }, expect.stringContaining('Inputs must be an object')],
    ] as Array<[object, string]>;
    for (const [body, message] of cases) {
      const res = await as(a).post(body).expect(400);
      const got = Array.isArray(res.body.message) ? res.body.message[0] : res.body.message;
      expect({ body, message: got }).toEqual({ body, message });
    }
    await as(a).get('?kind=flip').expect(400);
  });
});
