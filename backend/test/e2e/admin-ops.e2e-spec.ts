import { startRentCastFake, RentCastFake } from '../fakes/rentcast.fake';
import { createAdmin, createUser } from '../support/factories';
import { eventually } from '../support/eventually';
import { createTestApp, TestApp, XHR } from '../support/test-app';

interface Ops {
  api: string;
  database: string;
  redis: string;
  workers: Array<{ status: string; running: string[]; stopped: string[] }>;
  queues: Array<{ name: string; waiting: number; failed: number; boardUrl: string }>;
  queueBoardUrl: string;
  providers: Array<{
    provider: string;
    lastSuccessAt: string | null;
    lastErrorAt: string | null;
    lastError: string | null;
  }>;
  mailLastDay: { sent: number; refused: number; bounced: number } | null;
}

describe('admin ops page (GET /api/admin/ops)', () => {
  let t: TestApp;
  let rentcast: RentCastFake;
  let admin: string;
  beforeAll(async () => {
    rentcast = await startRentCastFake();
    t = await createTestApp({ env: rentcast.env });
    admin = await t.cookieFor(await createAdmin(t.ds));
  });
  afterAll(async () => {
    await t.close();
    await rentcast.close();
  });

  const ops = async () => (await t.http().get('/api/admin/ops').set('Cookie', admin).expect(200)).body.ops as Ops;

  it('is for admins only', async () => {
    await t.http().get('/api/admin/ops').expect(401);
    const student = await t.cookieFor(await createUser(t.ds));
    await t.http().get('/api/admin/ops').set('Cookie', student).expect(403);
  });

  it('shows the API, PostgreSQL, Redis and the worker up, and every queue with its link on the queue board', async () => {
    // The worker reports every 10 s, the first just after it starts; a report whose Redis ping timed out under load is
    // skipped, and the page shows the worker from its next one.
    await eventually("the worker's first report", ops, (o) => o.workers.length > 0);
    const res = await t.http().get('/api/admin/ops').set('Cookie', admin).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.body.ops as Ops;
    expect(body).toMatchObject({ api: 'up', database: 'up', redis: 'up', queueBoardUrl: '/api/queues' });
    expect(body.workers).toHaveLength(1);
    expect(body.workers[0]).toMatchObject({ status: 'ok', stopped: [] });
    expect(body.workers[0].running).toEqual(expect.arrayContaining(['email', 'webhooks', 'campaigns']));
    expect(body.queues.map((q) => q.name)).toEqual(
      expect.arrayContaining(['email', 'webhooks', 'campaigns', 'contact-sync', 'thinkific-sync', 'reports']),
    );
    expect(body.queues.find((q) => q.name === 'contact-sync')?.boardUrl).toBe('/api/queues/queue/contact-sync');
  });

  it("counts the day's mail and shows a provider's last success and last error", async () => {
    const before = (await ops()).mailLastDay!;
    await t.enqueueTestMail({ to: 'ops@example.test', subject: 'Ops figures', text: 'x' });
    await t.mail.waitFor((m) => m.to.includes('ops@example.test'));

    const lookup = (address: string) => t.http().post('/api/property/lookup').set(XHR).send({ address });
    await lookup('123 Main Street, Austin, TX 78701').expect(200);
    await lookup('1 Boom Way, Austin, TX 78701').expect(502);

    const after = await eventually(
      'the mail and provider figures',
      () => ops(),
      (o) => o.mailLastDay!.sent > before.sent && o.providers.some((p) => p.lastErrorAt !== null),
      { timeoutMs: 10_000 },
    );
    expect(after.mailLastDay).toEqual({ sent: before.sent + 1, refused: before.refused, bounced: before.bounced });
    const rentcastStatus = after.providers.find((p) => p.provider === 'RentCast');
    expect(rentcastStatus?.lastSuccessAt).toEqual(expect.any(String));
    expect(rentcastStatus?.lastErrorAt).toEqual(expect.any(String));
    expect(rentcastStatus?.lastError).toMatch(/^unavailable: /);
  });
});
