import { verify } from 'argon2';
import { User } from '../../src/modules/auth/entities/user.entity';
import { createAdmin, createUser } from '../support/factories';
import { call, createTestApp, TestApp, XHR } from '../support/test-app';

describe('admin users and dashboard stats', () => {
  let t: TestApp;
  let admin: User;
  let adminCookie: string;
  let studentCookie: string;

  beforeAll(async () => {
    t = await createTestApp({ worker: false });
    admin = await createAdmin(t.ds, { username: 'boss' });
    adminCookie = await t.cookieFor(admin);
    studentCookie = await t.cookieFor(await createUser(t.ds));
  });
  afterAll(() => t.close());

  const users = () => t.ds.getRepository(User);
  const create = (body: Record<string, unknown>) =>
    t.http().post('/api/admin/users').set(XHR).set('Cookie', adminCookie).send(body);

  describe('role refusals', () => {
    const calls: Array<[string, string]> = [
      ['get', '/api/admin/users'],
      ['post', '/api/admin/users'],
      ['put', '/api/admin/users/00000000-0000-4000-8000-000000000000'],
      ['delete', '/api/admin/users/00000000-0000-4000-8000-000000000000'],
      ['get', '/api/admin/dashboard-stats'],
    ];
    it.each(calls)('%s %s: 401 anonymous, 403 student', async (method, path) => {
      const anon = await call(t.http(), method, path).set(XHR).send({});
      expect(anon.status).toBe(401);
      const student = await call(t.http(), method, path).set(XHR).set('Cookie', studentCookie).send({});
      expect(student.status).toBe(403);
      expect(student.body).toEqual({ statusCode: 403, message: expect.any(String) });
    });

    it('refuses a mutating call without X-Requested-With', async () => {
      await t.http().post('/api/admin/users').set('Cookie', adminCookie).send({}).expect(403);
    });
  });

  it('lists users as {success, users} without secrets', async () => {
    const res = await t.http().get('/api/admin/users').set('Cookie', adminCookie).expect(200);
    expect(res.body.success).toBe(true);
    expect(res.body.users.map((u: { username: string }) => u.username)).toContain('boss');
    const me = res.body.users.find((u: { username: string }) => u.username === 'boss');
    expect(Object.keys(me).sort()).toEqual(
      [
        'createdAt',
        'email',
        'enrollmentStatus',
        'firstName',
        'id',
        'lastLoginAt',
        'lastName',
        'userType',
        'username',
      ].sort(),
    );
  });

  it('answers the exact validation messages', async () => {
    const base = { username: 'newbie', email: 'newbie@example.test', password: 'plum-orchard-sky-42' };
    expect((await create({ ...base, username: '  ' }).expect(400)).body.message).toBe('Username is required');
    expect((await create({ ...base, email: 'not-an-email' }).expect(400)).body.message).toBe(
      'Please enter a valid email address',
    );
    // One password policy everywhere (admin create/edit, reset, set-password): 10+ characters, not guessable.
    expect((await create({ ...base, password: '12345' }).expect(400)).body.message).toBe(
      'Password must be at least 10 characters long.',
    );
    expect((await create({ ...base, password: 'abc123' }).expect(400)).body.message).toBe(
      'Password must be at least 10 characters long.',
    );
    expect((await create({ ...base, password: 'password123' }).expect(400)).body.message).toBe(
      'This password is too easy to guess. Use a longer phrase or less common words.',
    );
    // The account's own names count as guessable.
    expect(
      (await create({ ...base, username: 'zanzibarite', password: 'zanzibarite1' }).expect(400)).body.message,
    ).toBe('This password is too easy to guess. Use a longer phrase or less common words.');
    expect((await create({ ...base, userType: 'root' }).expect(400)).body.message).toBe(
      'User type must be admin or student',
    );
    expect((await create({ ...base, enrollmentStatus: 'gone' }).expect(400)).body.message).toBe(
      'Status must be active, inactive or suspended',
    );
  });

  it('creates a student by default, with a lower-case e-mail and an argon2id hash', async () => {
    const res = await create({
      username: 'carol',
      email: ' Carol@Example.TEST ',
      password: 'plum-orchard-sky-42',
      firstName: 'Carol',
    }).expect(201);
    expect(res.body.user).toMatchObject({
      username: 'carol',
      email: 'carol@example.test',
      userType: 'student',
      enrollmentStatus: 'active',
    });
    const row = await users().findOneByOrFail({ username: 'carol' });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verify(row.passwordHash, 'plum-orchard-sky-42')).toBe(true);
  });

  it('refuses duplicate usernames and e-mails with 409 and a clear message', async () => {
    await create({ username: 'dupe', email: 'dupe@example.test', password: 'plum-orchard-sky-42' }).expect(201);
    expect(
      (await create({ username: 'DUPE', email: 'other@example.test', password: 'plum-orchard-sky-42' }).expect(409))
        .body.message,
    ).toBe('A user with this username already exists');
    expect(
      (await create({ username: 'dupe2', email: 'Dupe@example.test', password: 'plum-orchard-sky-42' }).expect(409))
        .body.message,
    ).toBe('A user with this email already exists');
  });

  it('edits a user partially; a blank password keeps the current one', async () => {
    const user = await createUser(t.ds, { password: 'original-pass' });
    const put = (body: Record<string, unknown>) =>
      t.http().put(`/api/admin/users/${user.id}`).set(XHR).set('Cookie', adminCookie).send(body);
    const res = await put({ firstName: 'Renamed', enrollmentStatus: 'suspended', password: '' }).expect(200);
    expect(res.body.user).toMatchObject({
      firstName: 'Renamed',
      enrollmentStatus: 'suspended',
      username: user.username,
    });
    let row = await users().findOneByOrFail({ id: user.id });
    expect(await verify(row.passwordHash, 'original-pass')).toBe(true);

    expect((await put({ password: 'abcdef' }).expect(400)).body.message).toBe(
      'Password must be at least 10 characters long.',
    );
    await put({ password: 'brand-new-harbor-pass', userType: 'admin' }).expect(200);
    row = await users().findOneByOrFail({ id: user.id });
    expect(await verify(row.passwordHash, 'brand-new-harbor-pass')).toBe(true);
    expect(row.userType).toBe('admin');

    expect((await put({ username: 'boss' }).expect(409)).body.message).toBe('A user with this username already exists');
    await t
      .http()
      .put('/api/admin/users/5f0c8a52-8d0e-4b43-9c83-6f7c6b3c9f11')
      .set(XHR)
      .set('Cookie', adminCookie)
      .send({})
      .expect(404);
  });

  it('deletes a user', async () => {
    const user = await createUser(t.ds);
    const res = await t.http().delete(`/api/admin/users/${user.id}`).set(XHR).set('Cookie', adminCookie).expect(200);
    expect(res.body).toEqual({ success: true });
    expect(await users().findOneBy({ id: user.id })).toBeNull();
    await t.http().delete(`/api/admin/users/${user.id}`).set(XHR).set('Cookie', adminCookie).expect(404);
  });

  it('never lets an admin delete, demote or deactivate themselves', async () => {
    const me = `/api/admin/users/${admin.id}`;
    expect((await t.http().delete(me).set(XHR).set('Cookie', adminCookie).expect(409)).body.message).toBe(
      'You cannot delete your own account',
    );
    expect(
      (await t.http().put(me).set(XHR).set('Cookie', adminCookie).send({ userType: 'student' }).expect(409)).body
        .message,
    ).toBe('You cannot remove your own admin access');
    expect(
      (await t.http().put(me).set(XHR).set('Cookie', adminCookie).send({ enrollmentStatus: 'inactive' }).expect(409))
        .body.message,
    ).toBe('You cannot deactivate your own account');
    expect((await users().findOneByOrFail({ id: admin.id })).userType).toBe('admin');
  });

  it('keeps at least one active admin when two admins remove each other at once', async () => {
    // Only two active admins for this case: the suite's own admin is set aside meanwhile.
    await users().update({ id: admin.id }, { enrollmentStatus: 'inactive' });
    try {
      const a = await createAdmin(t.ds);
      const b = await createAdmin(t.ds);
      const [ra, rb] = await Promise.all([
        t
          .http()
          .delete(`/api/admin/users/${b.id}`)
          .set(XHR)
          .set('Cookie', await t.cookieFor(a)),
        t
          .http()
          .delete(`/api/admin/users/${a.id}`)
          .set(XHR)
          .set('Cookie', await t.cookieFor(b)),
      ]);
      const statuses = [ra.status, rb.status].sort();
      // Whichever runs second is either refused (last admin) or no longer signed in (its account is gone).
      expect(statuses[0]).toBe(200);
      expect([401, 409]).toContain(statuses[1]);
      expect(await users().countBy({ userType: 'admin', enrollmentStatus: 'active' })).toBe(1);
    } finally {
      await users().update({ id: admin.id }, { enrollmentStatus: 'active' });
    }
  });

  it('counts users, videos, leads and stories for the dashboard', async () => {
    await t
      .http()
      .post('/api/leads')
      .set(XHR)
      .send({ firstName: 'L', lastName: 'Ead', email: 'l@example.test', phone: '5551234567' })
      .expect(201);
    const res = await t.http().get('/api/admin/dashboard-stats').set('Cookie', adminCookie).expect(200);
    expect(res.body).toEqual({ users: await users().count(), videos: 0, leads: 1, successStories: 0 });
  });
});
