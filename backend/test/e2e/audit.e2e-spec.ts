import { createAdmin, createUser, TEST_PASSWORD } from '../support/factories';
import { createTestApp, TestApp, XHR } from '../support/test-app';

interface AuditRow {
  actorId: string | null;
  action: string;
  route: string | null;
  targetId: string | null;
  status: number;
  ip: string | null;
  details: Record<string, unknown> | null;
}

describe('audit trail: who changed what, and who signed in', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Client addresses come from X-Forwarded-For only because this app trusts its loopback proxy.
    t = await createTestApp({ worker: false, env: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(() => t.close());

  const rows = (actorId: string): Promise<AuditRow[]> =>
    t.ds.query(
      `SELECT "actorId", action, route, "targetId", status, ip, details FROM audit_events WHERE "actorId" = $1 ORDER BY id`,
      [actorId],
    );
  const as = async (cookie: string, method: 'put' | 'delete', url: string, body?: object) =>
    t.http()[method](url).set('Cookie', cookie).set(XHR).set('X-Forwarded-For', '203.0.113.77').send(body);

  it('records a role change with its before and after, the admin and their network; other fields by name only', async () => {
    const admin = await createAdmin(t.ds);
    const student = await createUser(t.ds);
    const cookie = await t.cookieFor(admin);
    const res = await as(cookie, 'put', `/api/admin/users/${student.id}`, {
      userType: 'admin',
      email: 'renamed@example.test',
    });
    expect(res.status).toBe(200);
    expect(await rows(admin.id)).toEqual([
      {
        actorId: admin.id,
        action: 'updateAdminUser',
        route: 'PUT /api/admin/users/:id',
        targetId: student.id,
        status: 200,
        ip: '203.0.113.0',
        details: { userType: { before: 'student', after: 'admin' }, fields: ['userType', 'email'] },
      },
    ]);
    // The new address is personal data: the trail names the field, never the value.
    const [{ text }] = await t.ds.query(`SELECT string_agg(audit_events::text, ' ') AS text FROM audit_events`);
    expect(text).not.toContain('renamed@example.test');
  });

  it('records a refused admin action with its status', async () => {
    const admin = await createAdmin(t.ds);
    const res = await as(await t.cookieFor(admin), 'delete', `/api/admin/users/${admin.id}`);
    expect(res.status).toBe(409);
    expect(await rows(admin.id)).toEqual([
      expect.objectContaining({ action: 'deleteAdminUser', targetId: admin.id, status: 409, details: null }),
    ]);
  });

  it('records an admin route restricted on its method (not its controller) once, and none of its reads', async () => {
    const admin = await createAdmin(t.ds);
    const cookie = await t.cookieFor(admin);
    await t.http().get('/api/admin/privacy-settings').set('Cookie', cookie).expect(200);
    const res = await as(cookie, 'put', '/api/admin/privacy-settings', { consentMode: 'never', policy: '' });
    expect(res.status).toBe(200);
    expect(await rows(admin.id)).toEqual([
      expect.objectContaining({
        action: 'updatePrivacySettings',
        route: 'PUT /api/admin/privacy-settings',
        status: 200,
      }),
    ]);
  });

  it('records sign-ins and refused sign-ins (an unknown account without an actor), with no address stored', async () => {
    const user = await createUser(t.ds);
    const login = (username: string, password: string) =>
      t.http().post('/api/auth/login').set(XHR).set('X-Forwarded-For', '198.51.100.9').send({ username, password });
    await login(user.username, TEST_PASSWORD).expect(200);
    await login(user.email!, 'not-the-password-1').expect(401);
    const unknown = `nobody_${Date.now()}@example.test`;
    await login(unknown, 'not-the-password-1').expect(401);
    expect(await rows(user.id)).toEqual([
      expect.objectContaining({ action: 'signIn', status: 200, ip: '198.51.100.0', route: null }),
      expect.objectContaining({ action: 'signInRefused', status: 401, ip: '198.51.100.0' }),
    ]);
    const anonymous: AuditRow[] = await t.ds.query(
      `SELECT "actorId", action, status FROM audit_events WHERE "actorId" IS NULL AND action = 'signInRefused'`,
    );
    expect(anonymous).toContainEqual({ actorId: null, action: 'signInRefused', status: 401 });
    const [{ text }] = await t.ds.query(`SELECT string_agg(audit_events::text, ' ') AS text FROM audit_events`);
    expect(text).not.toContain(unknown);
    expect(text).not.toContain(user.email!);
  });

  it('cannot be changed: the database refuses UPDATE, DELETE and TRUNCATE, and the API has no route for it', async () => {
    const admin = await createAdmin(t.ds);
    await as(await t.cookieFor(admin), 'delete', `/api/admin/users/${admin.id}`);
    await expect(t.ds.query(`UPDATE audit_events SET status = 200`)).rejects.toThrow(/append-only: UPDATE refused/);
    await expect(t.ds.query(`DELETE FROM audit_events`)).rejects.toThrow(/append-only: DELETE refused/);
    await expect(t.ds.query(`TRUNCATE audit_events`)).rejects.toThrow(/append-only: TRUNCATE refused/);
    const cookie = await t.cookieFor(admin);
    for (const method of ['put', 'delete'] as const)
      expect((await as(cookie, method, '/api/admin/audit')).status).toBe(404);
    expect(await rows(admin.id)).toHaveLength(1);
  });

  it('lists the trail to admins, newest first, filtered and paged; a bad filter is a 400 with its message', async () => {
    const admin = await createAdmin(t.ds);
    const student = await createUser(t.ds);
    const cookie = await t.cookieFor(admin);
    await as(cookie, 'put', `/api/admin/users/${student.id}`, { enrollmentStatus: 'suspended' });
    await as(cookie, 'delete', `/api/admin/users/${admin.id}`);
    const get = (query: string) => t.http().get(`/api/admin/audit?${query}`).set('Cookie', cookie).set(XHR);

    const mine = (await get(`actor=${admin.username}`).expect(200)).body;
    expect(mine.events.map((e: { action: string }) => e.action)).toEqual(['deleteAdminUser', 'updateAdminUser']);
    expect(mine.events[1]).toMatchObject({
      actor: { id: admin.id, username: admin.username },
      summary: "Change a user's details, role, status or password",
      details: { enrollmentStatus: { before: 'active', after: 'suspended' } },
    });
    expect(mine.nextBefore).toBeNull();
    const refused = (await get(`actor=${admin.email}&outcome=refused`).expect(200)).body;
    expect(refused.events).toEqual([expect.objectContaining({ action: 'deleteAdminUser', status: 409 })]);
    const older = (await get(`actor=${admin.username}&before=${mine.events[0].id}`).expect(200)).body;
    expect(older.events.map((e: { id: string }) => e.id)).toEqual([mine.events[1].id]);
    expect((await get('actor=nobody-at-all').expect(200)).body).toEqual({ events: [], nextBefore: null });

    for (const [query, message] of [
      ['outcome=maybe', 'outcome must be done or refused'],
      ['before=abc', 'before must be an event id'],
      ['from=yesterday', 'from must be an ISO 8601 date'],
      ['action=drop%20table', 'action must be an operation name such as deleteAdminUser'],
    ]) {
      const res = await get(query).expect(400);
      expect(JSON.stringify(res.body.message)).toContain(message);
    }
  });
});
