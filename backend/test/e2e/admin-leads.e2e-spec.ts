import { Lead } from '../../src/modules/visitors/entities/lead.entity';
import { createAdmin, createUser } from '../support/factories';
import { createTestApp, TestApp, XHR } from '../support/test-app';

describe('leads and the queue board', () => {
  let t: TestApp;
  let adminCookie: string;
  let studentCookie: string;

  beforeAll(async () => {
    t = await createTestApp({ worker: false });
    adminCookie = await t.cookieFor(await createAdmin(t.ds));
    studentCookie = await t.cookieFor(await createUser(t.ds));
  });
  afterAll(() => t.close());

  const lead = { firstName: 'Ann', lastName: 'Lee', email: 'Ann.Lee@Example.test', phone: '(123) 456-7890' };
  const post = (body: Record<string, unknown>) => t.http().post('/api/leads').set(XHR).send(body);

  it('takes a lead from anyone, with each of the three phone shapes', async () => {
    for (const phone of ['(123) 456-7890', '1234567890', '+441234567890']) {
      const res = await post({ ...lead, phone }).expect(201);
      expect(res.body).toEqual({ success: true, id: expect.any(String) });
    }
    const row = await t.ds.getRepository(Lead).findOneByOrFail({ phone: '1234567890' });
    expect(row.email).toBe('ann.lee@example.test');
  });

  it('answers the spec messages for bad leads', async () => {
    for (const phone of ['123-456-7890', '12345', '+123', '+1234567890123456', '(123)456-7890', '']) {
      expect((await post({ ...lead, phone }).expect(400)).body.message).toBe('Please enter a valid phone number');
    }
    expect((await post({ ...lead, firstName: ' ' }).expect(400)).body.message).toBe('First name is required');
    expect((await post({ ...lead, lastName: '' }).expect(400)).body.message).toBe('Last name is required');
    expect((await post({ ...lead, email: 'nope' }).expect(400)).body.message).toBe(
      'Please enter a valid email address',
    );
    await t.http().post('/api/leads').send(lead).expect(403); // no X-Requested-With
  });

  it('lists leads for admins with search and paging', async () => {
    await post({ firstName: 'Zed', lastName: 'Quinn', email: 'zed@example.test', phone: '5550001111' }).expect(201);
    const all = await t.http().get('/api/admin/leads').set('Cookie', adminCookie).expect(200);
    expect(all.body).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(all.body.leads[0]).toMatchObject({ firstName: 'Zed', lastName: 'Quinn' }); // newest first

    const found = await t.http().get('/api/admin/leads?search=zed%20qu').set('Cookie', adminCookie).expect(200);
    expect(found.body.total).toBe(1);
    const page2 = await t.http().get('/api/admin/leads?page=2&pageSize=3').set('Cookie', adminCookie).expect(200);
    expect(page2.body).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page2.body.leads).toHaveLength(1);
    expect((await t.http().get('/api/admin/leads?search=%25').set('Cookie', adminCookie).expect(200)).body.total).toBe(
      0,
    );
    expect(
      (await t.http().get('/api/admin/leads?pageSize=1000').set('Cookie', adminCookie).expect(400)).body.message,
    ).toBe('pageSize must be at most 100');
  });

  it('exports matching leads as CSV', async () => {
    await post({ firstName: '=cmd', lastName: 'O"Brien, Jr', email: 'csv@example.test', phone: '5559998888' }).expect(
      201,
    );
    const res = await t.http().get('/api/admin/leads/export.csv?search=csv').set('Cookie', adminCookie).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="leads.csv"');
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toBe('First Name,Last Name,Email,Phone,Created At');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^'=cmd,"O""Brien, Jr",csv@example\.test,5559998888,\d{4}-\d\d-\d\dT/);
    const full = await t.http().get('/api/admin/leads/export.csv').set('Cookie', adminCookie).expect(200);
    expect(full.text.trim().split('\r\n')).toHaveLength(6);
  });

  it.each(['/api/admin/leads', '/api/admin/leads/export.csv'])(
    'refuses %s to anonymous (401) and students (403)',
    async (path) => {
      await t.http().get(path).expect(401);
      await t.http().get(path).set('Cookie', studentCookie).expect(403);
    },
  );

  describe('Bull Board at /api/queues', () => {
    it('is refused to anonymous callers and students with the JSON error shape', async () => {
      expect((await t.http().get('/api/queues').expect(401)).body).toEqual({
        statusCode: 401,
        message: 'Authentication required',
      });
      expect(
        (await t.http().get('/api/queues/api/queues').set('Cookie', studentCookie).expect(403)).body.statusCode,
      ).toBe(403);
    });

    it('shows every queue to admins', async () => {
      const page = await t.http().get('/api/queues').set('Cookie', adminCookie).expect(200);
      expect(page.text).toContain('<div id="root"');
      const res = await t.http().get('/api/queues/api/queues').set('Cookie', adminCookie).expect(200);
      const names = res.body.queues.map((q: { name: string }) => q.name);
      expect(names).toEqual(
        expect.arrayContaining(['email', 'webhooks', 'campaigns', 'contact-sync', 'thinkific-sync']),
      );
    });

    it('needs X-Requested-With for its actions', async () => {
      await t.http().put('/api/queues/api/queues/email/pause').set('Cookie', adminCookie).expect(403);
      await t.http().put('/api/queues/api/queues/email/pause').set('Cookie', studentCookie).set(XHR).expect(403);
    });
  });
});
