import { existsSync, readdirSync } from 'fs';
import { createAdmin } from '../support/factories';
import { startS3Fake, S3Fake } from '../fakes/s3.fake';
import { binary, fakeVideo } from '../support/fake-video';
import { createTestApp, TestApp, XHR } from '../support/test-app';

/**
 * Videos in an S3-compatible bucket (MEDIA_STORAGE=s3) against the local S3 server: nothing lands in MEDIA_DIR, and
 * a second API replica (same database, Redis and bucket) streams what the first one received.
 */
describe('media on S3-compatible storage', () => {
  let s3: S3Fake;
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    s3 = await startS3Fake();
    t = await createTestApp({ worker: false, env: s3.env });
    admin = await t.cookieFor(await createAdmin(t.ds));
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const localFiles = () => (existsSync(t.env.MEDIA_DIR) ? readdirSync(t.env.MEDIA_DIR) : []);
  const upload = (file: Buffer, name: string, title: string) =>
    t
      .http()
      .post('/api/videos/upload')
      .set(XHR)
      .set('Cookie', admin)
      .field('title', title)
      .attach('video', file, { filename: name, contentType: 'application/octet-stream' });

  it('uploads to the bucket, streams whole and by Range (206), activates and deletes the object', async () => {
    const file = fakeVideo('mp4', 20_000);
    const video = (await upload(file, 'intro.mp4', 'On S3').expect(201)).body.video;
    expect(video.size).toBe(20_000);
    expect(s3.keys()).toEqual([expect.stringMatching(/\.mp4$/)]);
    expect(localFiles()).toEqual([]);
    expect(s3.requests.every((r) => r.path.startsWith('/media-test/'))).toBe(true);

    const whole = await t
      .http()
      .get(`/api/videos/${video.id}/stream`)
      .set('Cookie', admin)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(Buffer.compare(whole.body, file)).toBe(0);

    const part = await t
      .http()
      .get(`/api/videos/${video.id}/stream`)
      .set('Cookie', admin)
      .set('Range', 'bytes=1000-1999')
      .buffer(true)
      .parse(binary)
      .expect(206);
    expect(part.headers['content-range']).toBe('bytes 1000-1999/20000');
    expect(part.headers['content-length']).toBe('1000');
    expect(Buffer.compare(part.body, file.subarray(1000, 2000))).toBe(0);
    expect(s3.requests.some((r) => r.method === 'GET')).toBe(true);

    await t.http().patch(`/api/videos/${video.id}/activate`).set(XHR).set('Cookie', admin).expect(200);
    expect((await t.http().get('/api/videos/active').expect(200)).body.video).toMatchObject({ id: video.id });

    await t.http().delete(`/api/videos/${video.id}`).set(XHR).set('Cookie', admin).expect(200);
    expect(s3.keys()).toEqual([]);
    await t.http().get(`/api/videos/${video.id}/stream`).set('Cookie', admin).expect(404);
  });

  it('a video uploaded through one replica (a multipart upload: over 5 MB) is streamed with Range by another', async () => {
    const replica = await t.startReplica();
    try {
      const SIZE = 6 * 1024 * 1024;
      const file = fakeVideo('webm', SIZE);
      const { id } = (await upload(file, 'shared.webm', 'Shared').expect(201)).body.video;
      // Only in the bucket: the replica cannot be reading a file the first one wrote to its disk.
      expect(s3.keys()).toHaveLength(1);
      expect(localFiles()).toEqual([]);
      expect(s3.requests.filter((r) => r.method === 'PUT').length).toBeGreaterThanOrEqual(2);
      const res = await replica
        .http()
        .get(`/api/videos/${id}/stream`)
        .set('Cookie', admin)
        .set('Range', `bytes=${5 * 1024 * 1024 - 50}-${5 * 1024 * 1024 + 49}`)
        .buffer(true)
        .parse(binary)
        .expect(206);
      const start = 5 * 1024 * 1024 - 50;
      expect(res.headers['content-range']).toBe(`bytes ${start}-${start + 99}/${SIZE}`);
      expect(res.headers['content-type']).toBe('video/webm');
      expect(Buffer.compare(res.body, file.subarray(start, start + 100))).toBe(0);
    } finally {
      await replica.close();
    }
  });
});
