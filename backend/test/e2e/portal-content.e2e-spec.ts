import { createAdmin, createUser } from '../support/factories';
import { createTestApp, TestApp, XHR } from '../support/test-app';

describe('portal course content', () => {
  let t: TestApp;
  let adminCookie: string;
  let studentCookie: string;
  beforeAll(async () => {
    t = await createTestApp({ worker: false });
    adminCookie = await t.cookieFor(await createAdmin(t.ds));
    studentCookie = await t.cookieFor(await createUser(t.ds));
  });
  afterAll(() => t.close());

  const admin = (method: 'post' | 'put' | 'delete', path: string) =>
    t.http()[method](`/api/admin/${path}`).set(XHR).set('Cookie', adminCookie);

  it('lets an admin create recordings that students see by requiresLogin and isActive', async () => {
    const created = await admin('post', 'course-recordings')
      .send({
        title: 'Week 1 Live Call',
        videoUrl: 'https://vimeo.com/123',
        duration: '1h 15m',
        category: 'Live Calls',
        tags: ['offers', 'sellers', 'scripts', 'extra'],
      })
      .expect(201);
    expect(created.body).toMatchObject({ success: true, recording: expect.anything() });
    expect(created.body.recording).toMatchObject({
      title: 'Week 1 Live Call',
      requiresLogin: true,
      isActive: true,
      tags: ['offers', 'sellers', 'scripts', 'extra'],
      sortOrder: 0,
    });
    await admin('post', 'course-recordings')
      .send({ title: 'Public teaser', videoUrl: 'https://vimeo.com/1', requiresLogin: false })
      .expect(201);
    await admin('post', 'course-recordings')
      .send({ title: 'Hidden', videoUrl: 'https://vimeo.com/2', isActive: false })
      .expect(201);

    const anon = await t.http().get('/api/course/recordings').expect(200);
    expect(anon.body).toEqual({ success: true, recordings: [expect.objectContaining({ title: 'Public teaser' })] });
    const student = await t.http().get('/api/course/recordings').set('Cookie', studentCookie).expect(200);
    expect(student.body.recordings.map((r: { title: string }) => r.title).sort()).toEqual([
      'Public teaser',
      'Week 1 Live Call',
    ]);
    const all = await t.http().get('/api/admin/course-recordings').set('Cookie', adminCookie).expect(200);
    expect(all.body.recordings).toHaveLength(3);
  });

  it('validates recordings, resources and tools with the spec messages', async () => {
    const cases: Array<[string, object, string]> = [
      ['course-recordings', { title: 'x', videoUrl: 'not a url' }, 'Please enter a valid video URL'],
      ['course-recordings', { title: '', videoUrl: 'https://v.test/1' }, 'Title is required'],
      ['course-resources', { title: 'Guide', url: 'ftp//nope', resourceType: 'pdf' }, 'Please enter a valid URL'],
      ['course-resources', { title: 'Guide', url: 'https://r.test/guide.pdf' }, 'Resource type is required'],
      ['course-tools', { title: 'Calc', category: 'Calculators' }, 'Tool type is required'],
      ['course-tools', { title: 'Calc', toolType: 'calculator' }, 'Category is required'],
      [
        'course-tools',
        { title: 'Calc', toolType: 'calculator', category: 'Calculators', url: 'nope' },
        'Please enter a valid URL',
      ],
      [
        'course-tools',
        { title: 'Calc', toolType: 'calculator', category: 'Calculators', fileUrl: 'nope' },
        'Please enter a valid URL',
      ],
    ];
    for (const [path, body, message] of cases) {
      const res = await admin('post', path).send(body).expect(400);
      expect({ path, message: res.body.message }).toEqual({ path, message });
    }
  });

  it('updates and deletes resources and tools; unknown ids are 404', async () => {
    const res = await admin('post', 'course-resources')
      .send({ title: 'Offer Template', url: 'https://r.test/offer.pdf', resourceType: 'pdf', category: 'Templates' })
      .expect(201);
    const upd = await admin('put', `course-resources/${res.body.resource.id}`)
      .send({ iconName: 'file-text', requiresLogin: false })
      .expect(200);
    expect(upd.body).toMatchObject({
      success: true,
      resource: { title: 'Offer Template', iconName: 'file-text', requiresLogin: false },
    });
    const anon = await t.http().get('/api/course/resources').expect(200);
    expect(anon.body).toEqual({
      success: true,
      resources: [expect.objectContaining({ title: 'Offer Template', resourceType: 'pdf', category: 'Templates' })],
    });

    const tool = await admin('post', 'course-tools')
      .send({ title: 'Deal Calculator', toolType: 'calculator', category: 'Calculators', url: 'https://t.test/calc' })
      .expect(201);
    const visible = await t.http().get('/api/course/tools').set('Cookie', studentCookie).expect(200);
    expect(visible.body.tools.map((x: { title: string }) => x.title)).toEqual(['Deal Calculator']);
    const deleted = await admin('delete', `course-tools/${tool.body.tool.id}`).expect(200);
    expect(deleted.body).toEqual({ success: true });
    await admin('delete', `course-tools/${tool.body.tool.id}`).expect(404);
    const nf = await admin('put', 'course-resources/not-a-uuid').send({ title: 'x' }).expect(404);
    expect(nf.body).toEqual({ statusCode: 404, message: 'Resource not found' });
  });

  it('keeps the admin routes for admins', async () => {
    await t
      .http()
      .post('/api/admin/course-recordings')
      .set(XHR)
      .set('Cookie', studentCookie)
      .send({ title: 'x', videoUrl: 'https://v.test' })
      .expect(403);
    await t.http().get('/api/admin/course-tools').expect(401);
  });
});
