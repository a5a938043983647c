import { seedBuiltInSuccessStories } from '../../src/modules/admin/success-stories/success-stories.seeder';
import { createAdmin, createUser } from '../support/factories';
import { createTestApp, TestApp, XHR } from '../support/test-app';

const story = (overrides: Record<string, unknown> = {}) => ({
  title: 'First investor deal in 30 days',
  studentName: 'Jane Doe',
  studentInitials: 'JD',
  studentRole: 'New Agent',
  studentLocation: 'Reno, NV',
  beforeStory: 'No investor clients.',
  afterStory: 'Closed a flip for a local investor.',
  testimonialQuote: 'The scripts worked.',
  dealDetails: { 'Deal Size': '$300,000' },
  tags: ['New Agent'],
  ...overrides,
});

describe('success stories', () => {
  let t: TestApp;
  let admin: string;
  let student: string;
  beforeAll(async () => {
    t = await createTestApp({ worker: false });
    admin = await t.cookieFor(await createAdmin(t.ds));
    student = await t.cookieFor(await createUser(t.ds));
  });
  afterAll(() => t.close());
  beforeEach(() => t.ds.query('DELETE FROM success_stories'));

  const create = (body: Record<string, unknown>, cookie = admin) =>
    t.http().post('/api/success-stories').set(XHR).set('Cookie', cookie).send(body);
  const titles = async (cookie?: string) => {
    const req = t.http().get('/api/success-stories');
    if (cookie) req.set('Cookie', cookie);
    const res = await req.expect(200);
    return res.body.stories.map((s: { title: string }) => s.title);
  };

  it('lets an admin create a story with defaults, and answers it', async () => {
    const res = await create(story()).expect(201);
    expect(res.body).toEqual({
      success: true,
      story: {
        ...story(),
        id: expect.any(String),
        imageUrl: null,
        videoUrl: null,
        isActive: true,
        isFeatured: false,
        sortOrder: 0,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
  });

  it('lists active stories, featured first then by sortOrder, to anonymous callers and students; all to admins', async () => {
    await create(story({ title: 'C', sortOrder: 1 })).expect(201);
    await create(story({ title: 'A', sortOrder: 2, isFeatured: true })).expect(201);
    await create(story({ title: 'B', sortOrder: 0 })).expect(201);
    await create(story({ title: 'Hidden', sortOrder: -5, isActive: false })).expect(201);
    expect(await titles()).toEqual(['A', 'B', 'C']);
    expect(await titles(student)).toEqual(['A', 'B', 'C']);
    expect(await titles(admin)).toEqual(['A', 'Hidden', 'B', 'C']);
  });

  it('answers the stories in the listing shape', async () => {
    await create(story()).expect(201);
    const res = await t.http().get('/api/success-stories').expect(200);
    expect(Object.keys(res.body)).toEqual(['stories']);
    expect(res.body.stories[0]).toMatchObject({
      studentName: 'Jane Doe',
      tags: ['New Agent'],
      dealDetails: { 'Deal Size': '$300,000' },
    });
  });

  it('lets an admin update and delete a story', async () => {
    const id = (await create(story()).expect(201)).body.story.id;
    const upd = await t
      .http()
      .put(`/api/success-stories/${id}`)
      .set(XHR)
      .set('Cookie', admin)
      .send({ title: 'Renamed', isActive: false, imageUrl: '' })
      .expect(200);
    expect(upd.body.story).toMatchObject({
      title: 'Renamed',
      isActive: false,
      studentName: 'Jane Doe',
      imageUrl: null,
    });
    expect(await titles()).toEqual([]);
    await t.http().delete(`/api/success-stories/${id}`).set(XHR).set('Cookie', admin).expect(200, { success: true });
    expect(await titles(admin)).toEqual([]);
  });

  it('answers 404 for an unknown or malformed story id', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    await t
      .http()
      .put(`/api/success-stories/${unknown}`)
      .set(XHR)
      .set('Cookie', admin)
      .send({ title: 'x' })
      .expect(404);
    await t.http().delete(`/api/success-stories/${unknown}`).set(XHR).set('Cookie', admin).expect(404);
    const res = await t.http().delete('/api/success-stories/not-a-uuid').set(XHR).set('Cookie', admin).expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Success story not found' });
  });

  it('keeps writes to admins: 401 anonymous, 403 students', async () => {
    const id = (await create(story()).expect(201)).body.story.id;
    await create(story()).set('Cookie', '').expect(401);
    await t.http().post('/api/success-stories').set(XHR).send(story()).expect(401);
    await create(story(), student).expect(403);
    await t.http().put(`/api/success-stories/${id}`).set(XHR).set('Cookie', student).send({ title: 'x' }).expect(403);
    await t.http().delete(`/api/success-stories/${id}`).set(XHR).set('Cookie', student).expect(403);
    await t.http().delete(`/api/success-stories/${id}`).set(XHR).expect(401);
    expect(await titles(admin)).toEqual([story().title]);
  });

  it('requires the X-Requested-With header on writes', async () => {
    await t.http().post('/api/success-stories').set('Cookie', admin).send(story()).expect(403);
  });

  describe('validation (spec 3 §5)', () => {
    const rejects = async (body: Record<string, unknown>, message: string) => {
      const res = await create(body).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message });
    };
    it('requires the before story', () => rejects(story({ beforeStory: undefined }), 'Before story is required'));
    it('treats a blank before story as missing', () =>
      rejects(story({ beforeStory: '   ' }), 'Before story is required'));
    it('requires the testimonial quote', () =>
      rejects(story({ testimonialQuote: '' }), 'Testimonial quote is required'));
    it('requires initials', () => rejects(story({ studentInitials: undefined }), 'Initials are required'));
    it('limits initials to 3 characters', () =>
      rejects(story({ studentInitials: 'ABCD' }), 'Initials must be 3 characters or less'));
    it('requires title, student name and after story', async () => {
      await rejects(story({ title: '' }), 'Title is required');
      await rejects(story({ studentName: undefined }), 'Student name is required');
      await rejects(story({ afterStory: '' }), 'After story is required');
    });
    it('checks image and video URLs when given', async () => {
      await rejects(story({ imageUrl: 'not a url' }), 'Image URL must be a valid URL');
      await rejects(story({ videoUrl: 'javascript:alert(1)' }), 'Video URL must be a valid URL');
      const ok = await create(story({ imageUrl: 'https://cdn.example.com/a.jpg', videoUrl: '' })).expect(201);
      expect(ok.body.story).toMatchObject({ imageUrl: 'https://cdn.example.com/a.jpg', videoUrl: null });
    });
    it('rejects malformed tags, deal details, flags and unknown fields', async () => {
      await rejects(story({ tags: 'a,b' }), 'tags must be a list of text');
      await rejects(story({ dealDetails: { Size: 5 } }), 'dealDetails must be an object of label to text');
      await rejects(story({ isActive: 'yes' }), 'isActive must be true or false');
      await rejects(story({ sortOrder: 1.5 }), 'sortOrder must be a whole number');
      await rejects(story({ isAdmin: true }), 'property isAdmin should not exist');
    });
    it('validates updates with the same rules', async () => {
      const id = (await create(story()).expect(201)).body.story.id;
      const res = await t
        .http()
        .put(`/api/success-stories/${id}`)
        .set(XHR)
        .set('Cookie', admin)
        .send({ testimonialQuote: ' ' })
        .expect(400);
      expect(res.body.message).toBe('Testimonial quote is required');
    });
    it('trims tags and drops empty ones', async () => {
      const res = await create(story({ tags: [' Quick Success ', '', 'New Agent'] })).expect(201);
      expect(res.body.story.tags).toEqual(['Quick Success', 'New Agent']);
    });
  });

  describe('built-in stories seeder', () => {
    it('seeds the 8 built-in stories once, active, so every landing chip matches several', async () => {
      expect(await seedBuiltInSuccessStories(t.app)).toBe('8 built-in success stories created');
      expect(await seedBuiltInSuccessStories(t.app)).toBeUndefined();
      const res = await t.http().get('/api/success-stories').expect(200);
      const stories: Array<{ tags: string[]; isFeatured: boolean; studentInitials: string }> = res.body.stories;
      expect(stories).toHaveLength(8);
      expect(stories.slice(0, 3).every((s) => s.isFeatured)).toBe(true);
      for (const chip of ['Quick Success', 'New Agent', 'Network Growth', 'Income Growth', 'Fast Results']) {
        const n = stories.filter((s) => s.tags.some((tag) => tag.toLowerCase().includes(chip.toLowerCase()))).length;
        expect({ chip, many: n >= 3 }).toEqual({ chip, many: true });
      }
    });

    it('does not re-create stories in an installation that already manages its own', async () => {
      await create(story()).expect(201);
      expect(await seedBuiltInSuccessStories(t.app)).toBeUndefined();
      expect(await titles(admin)).toHaveLength(1);
    });
  });

  it('sends a list over 1 KB in brotli or gzip to a caller that accepts it (as browsers do), the same JSON plain to others', async () => {
    for (const studentName of ['Gzip Reader', 'Second Reader', 'Third Reader', 'Fourth Reader'])
      await create(
        story({ studentName, beforeStory: 'No investor clients, and a long way from any. '.repeat(4) }),
      ).expect(201);
    const get = (acceptEncoding: string) =>
      t.http().get('/api/success-stories').set('Accept-Encoding', acceptEncoding).expect(200);
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBeGreaterThan(1024);
    // supertest decodes the compressed answers; the headers say how they travelled.
    const gzipped = await get('gzip');
    const brotli = await get('gzip, deflate, br');
    const refused = await get('br;q=0, gzip;q=0.8');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(refused.headers['content-encoding']).toBe('gzip');
    expect(Number(brotli.headers['content-length'])).toBeLessThan(Number(gzipped.headers['content-length']));
    expect(Number(gzipped.headers['content-length'])).toBeLessThan(Number(plain.headers['content-length']));
    for (const answer of [plain, gzipped, brotli, refused]) {
      expect(answer.body).toEqual(plain.body);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.headers.vary).toContain('Accept-Encoding');
      expect(answer.headers.etag).toBe(plain.headers.etag);
    }
    const etag = plain.headers.etag;
    const notModified = await t
      .http()
      .get('/api/success-stories')
      .set('Accept-Encoding', 'br')
      .set('If-None-Match', etag);
    expect(notModified.status).toBe(304);
    expect(notModified.headers.etag).toBe(etag);
    expect(notModified.headers).not.toHaveProperty('content-length');
    await t.http().get('/api/success-stories').set('If-None-Match', 'W/"other"').expect(200);
    const head = await t.http().head('/api/success-stories').set('Accept-Encoding', 'gzip').expect(200);
    expect(head.headers['content-length']).toBe(gzipped.headers['content-length']);
  });
});
