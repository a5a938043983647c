import { getQueueToken } from '@nestjs/bullmq';
import { Queue } from 'bullmq';
import { execFileSync } from 'child_process';
import { createHmac, randomBytes } from 'crypto';
import Redis from 'ioredis';
import { QUEUES } from '../../src/core/queue/queues';
import { VisitorActionsWriter } from '../../src/modules/visitors/visitor-actions.writer';
import { ConstantContactFake, startConstantContactFake } from '../fakes/constant-contact.fake';
import { connectConstantContact } from '../support/campaigns';
import { eventually } from '../support/eventually';
import { createAdmin } from '../support/factories';
import { createTestApp, TEST_REDIS_URL, TestApp, XHR } from '../support/test-app';

const SECRET = 'people-webhook-secret';

/** Every string value under the app's Redis prefix, whatever the key's type. */
async function redisText(prefix: string): Promise<string> {
  const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
  const parts: string[] = [];
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      for (const key of keys) {
        const type = await redis.type(key);
        if (type === 'string') parts.push(key, (await redis.get(key)) ?? '');
        else if (type === 'hash') parts.push(key, JSON.stringify(await redis.hgetall(key)));
        else if (type === 'list') parts.push(key, ...(await redis.lrange(key, 0, -1)));
        else if (type === 'set') parts.push(key, ...(await redis.smembers(key)));
        else if (type === 'zset') parts.push(key, ...(await redis.zrange(key, 0, -1)));
        else if (type === 'stream') parts.push(key, JSON.stringify(await redis.xrange(key, '-', '+')));
        else parts.push(key);
      }
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return parts.join('\n');
}

describe("a person's data: find, export, erase (/admin/people)", () => {
  let t: TestApp;
  let cc: { fake: ConstantContactFake; close: () => Promise<void>; env: Record<string, string> };
  let admin: string;
  beforeAll(async () => {
    cc = await startConstantContactFake();
    t = await createTestApp({ env: { ...cc.env, THINKIFIC_WEBHOOK_SECRET: SECRET } });
    admin = await t.cookieFor(await createAdmin(t.ds));
    await connectConstantContact(t, admin);
  });
  afterAll(async () => {
    await t.close();
    await cc.close();
  });

  const people = (action: 'search' | 'export' | 'erase', body: object) =>
    t.http().post(`/api/admin/people/${action}`).set('Cookie', admin).set(XHR).send(body);

  /** The address as visitor, lead, buyer (Thinkific webhook → student account), analyst, bounce and contact. */
  async function everywhere(email: string) {
    const visitor = await t
      .http()
      .post('/api/visitors')
      .set(XHR)
      .send({ sessionId: randomBytes(8).toString('hex'), landingPage: '/', consent: true })
      .expect(200);
    const visitorId = visitor.body.visitor.id as string;
    await t
      .http()
      .post('/api/webinar-registrations')
      .set(XHR)
      .send({ visitorId, firstName: 'Erin', lastName: 'Erase', email, consent: true })
      .expect(200);
    await t
      .http()
      .post('/api/leads')
      .set(XHR)
      .send({ firstName: 'Erin', lastName: 'Erase', email, phone: '5125550100' })
      .expect(201);
    const raw = JSON.stringify({
      id: `2026${Date.now()}`,
      resource: 'enrollment',
      action: 'created',
      tenant_id: '59',
      created_at: new Date().toISOString(),
      payload: {
        id: 700_000 + Math.floor(Math.random() * 99_999),
        course: { id: 68, name: 'Investor Agent Certification' },
        course_id: 68,
        percentage_completed: '0',
        activated_at: new Date().toISOString(),
        user: { id: 900_000 + Math.floor(Math.random() * 99_999), email, first_name: 'Erin', last_name: 'Erase' },
      },
    });
    await t
      .http()
      .post('/api/webhooks/thinkific')
      .set('Content-Type', 'application/json')
      .set('X-Thinkific-Hmac-Sha256', createHmac('sha256', SECRET).update(raw).digest('hex'))
      .send(raw)
      .expect(200);
    const user = await eventually(
      'the student account',
      async () => (await t.ds.query(`SELECT id, "userType" FROM users WHERE email = $1`, [email]))[0],
      (row) => !!row,
    );
    // The purchase lands as a visitor action too, written by the worker's buffer: settled before anyone looks.
    await eventually(
      'the purchase action',
      async () => {
        await t.worker!.get(VisitorActionsWriter).flush();
        return t.ds.query(`SELECT 1 FROM visitor_actions WHERE "visitorId" = $1 AND action = 'purchase'`, [visitorId]);
      },
      (rows) => rows.length === 1,
    );
    const student = await t.cookieFor(user);
    await t
      .http()
      .post('/api/fix-flip/properties')
      .set('Cookie', student)
      .set(XHR)
      .send({
        address: '9 Erase Lane',
        city: 'Austin',
        state: 'TX',
        arv: 300000,
        squareFeet: 1500,
        rehabLevel: 'medium',
      })
      .expect(201);
    await t
      .http()
      .post('/api/tool-analyses')
      .set('Cookie', student)
      .set(XHR)
      .send({ kind: 'rental', name: 'Erin rental', inputs: { purchasePrice: '200000', monthlyRent: '2000' } })
      .expect(201);
    const [campaign] = await t.ds.query(
      `INSERT INTO email_campaigns (name, subject, "htmlContent", "sendAfterHours") VALUES ('c', 's', '<p>h</p>', 24) RETURNING id`,
    );
    await t.ds.query(
      `INSERT INTO email_sends ("campaignId", "visitorId", status, error) VALUES ($1, $2, 'failed', $3)`,
      [campaign.id, visitorId, `550 5.1.1 <${email}>: mailbox unavailable`],
    );
    await t.ds.query(
      `INSERT INTO suppressions (value, kind, reason, detail) VALUES ($1, 'address', 'hard_bounce', $2)`,
      [email, `550 5.1.1 <${email}>: mailbox unavailable`],
    );
    cc.fake.addContact(email, 'implicit', [cc.fake.listId]);
    // A mail still waiting in the queue for them.
    await t.app
      .get<Queue>(getQueueToken(QUEUES.email))
      .add('send', { kind: 'welcome', ref: { userId: user.id } }, { delay: 3_600_000 });
    return { userId: user.id as string, student, visitorId };
  }

  it('finds and exports every table that holds the address; a bad address is a 400', async () => {
    const email = `find_${randomBytes(3).toString('hex')}@example.test`;
    await everywhere(email);
    const found = (await people('search', { email: email.toUpperCase() }).expect(200)).body;
    expect(found).toMatchObject({ email, found: true });
    for (const table of [
      'users',
      'visitors',
      'visitor_actions',
      'leads',
      'email_sends',
      'suppressions',
      'enrollments',
      'webhook_events',
      'fix_flip_properties',
      'tool_analyses',
    ])
      expect({ table, found: found.tables[table].length > 0 }).toEqual({ table, found: true });
    expect(JSON.stringify(found.tables.users)).not.toMatch(/argon2|passwordHash|Token"/);
    expect(found.tables.users[0]).not.toHaveProperty('password');

    const file = await people('export', { email }).expect(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="personal-data.json"');
    expect(file.body).toMatchObject({ email, found: true, tables: found.tables, exportedAt: expect.any(String) });

    expect((await people('search', { email: 'nobody-here@example.test' }).expect(200)).body).toMatchObject({
      found: false,
    });
    expect((await people('search', { email: 'not an address' }).expect(400)).body.message).toBe(
      'email must be an e-mail address',
    );
  });

  it('erases a person who is everywhere: only the suppression entry is left in the database dump and in Redis', async () => {
    const email = `erase_${randomBytes(3).toString('hex')}@example.test`;
    const { student } = await everywhere(email);
    expect((await people('erase', { email, confirm: 'someone@else.test' }).expect(400)).body.message).toBe(
      'Type the address again to confirm: the two do not match',
    );

    const done = (await people('erase', { email, confirm: email }).expect(200)).body;
    expect(done.success).toBe(true);
    expect(done.erased).toMatchObject({ users: 1, fix_flip_properties: 1, tool_analyses: 1, enrollments: 1 });
    expect(done.erased.leads).toBeGreaterThanOrEqual(1); // the form's lead and the webinar sign-up's
    expect(done.jobsRemoved).toBeGreaterThanOrEqual(1);

    // The database: a full data dump names the address once, in the suppression list, with the erasure note only.
    const dump = execFileSync('pg_dump', ['--data-only', '--inserts', t.env.DATABASE_URL], { encoding: 'utf8' });
    const lines = dump.split('\n').filter((l) => l.toLowerCase().includes(email));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^INSERT INTO public\.suppressions /);
    expect(lines[0]).toContain("Erased at the person''s request");
    // The bounce's text is gone with the rest (a bare "550" could be part of the row's random id).
    expect(lines[0]).not.toContain('550 5.1.1');
    // Redis: no key or value names the address (queued mail, finished jobs, sessions).
    expect((await redisText(t.env.REDIS_PREFIX)).toLowerCase()).not.toContain(email);
    // Their session is over, their contact gone at Constant Contact, and the next campaign skips the address.
    expect((await t.http().get('/api/auth/check').set('Cookie', student).expect(200)).body.authenticated).toBe(false);
    expect(cc.fake.contacts.has(email)).toBe(false);
    // The audit trail records the erasure without the address.
    const [entry] = await t.ds.query(
      `SELECT action, status, details FROM audit_events WHERE action = 'erasePerson' ORDER BY id DESC LIMIT 1`,
    );
    expect(entry).toEqual({ action: 'erasePerson', status: 200, details: null });

    // Erasing again changes nothing and still answers.
    expect((await people('erase', { email, confirm: email }).expect(200)).body.erased).toMatchObject({ users: 0 });
  });
});
