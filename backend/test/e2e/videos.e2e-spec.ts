import { existsSync, readdirSync } from 'fs';
import { request as httpRequest } from 'http';
import { AddressInfo } from 'net';
import { join } from 'path';
import { Video } from '../../src/modules/media/entities/video.entity';
import { createAdmin, createUser } from '../support/factories';
import { binary, fakeVideo } from '../support/fake-video';
import { call, createTestApp, TestApp, XHR } from '../support/test-app';

const LIMIT = 256 * 1024;
const MISSING = '5f0c8a52-8d0e-4b43-9c83-6f7c6b3c9f11';

describe('landing videos (media module)', () => {
  let t: TestApp;
  let adminCookie: string;
  let studentCookie: string;
  let port: number;
  let mediaDir: string;

  beforeAll(async () => {
    t = await createTestApp({ worker: false, env: { MAX_UPLOAD_BYTES: String(LIMIT) } });
    mediaDir = t.env.MEDIA_DIR;
    adminCookie = await t.cookieFor(await createAdmin(t.ds));
    studentCookie = await t.cookieFor(await createUser(t.ds));
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const storedFiles = () => (existsSync(mediaDir) ? readdirSync(mediaDir) : []);
  const upload = (file: Buffer, name: string, title = 'Intro', cookie = adminCookie) =>
    t
      .http()
      .post('/api/videos/upload')
      .set(XHR)
      .set('Cookie', cookie)
      .field('title', title)
      .field('description', 'About the course')
      .attach('video', file, { filename: name, contentType: 'application/octet-stream' });

  /** A hand-written multipart request, sent chunk by chunk; resolves at the first answer. */
  function rawUpload(opts: { chunks: number; chunkSize: number; contentLength?: number }) {
    const boundary = 'xBOUNDARYx';
    const preamble = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nBig\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    );
    const data = fakeVideo('mp4', opts.chunkSize);
    return new Promise<{ status: number | 'reset'; body?: { statusCode: number; message: string }; sent: number }>(
      (resolve, reject) => {
        let sent = 0;
        const req = httpRequest({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/videos/upload',
          headers: {
            ...XHR,
            Cookie: adminCookie,
            'Content-Type': `multipart/form-data; boundary=${boundary}`,
            ...(opts.contentLength ? { 'Content-Length': String(opts.contentLength) } : {}),
          },
        });
        req.on('response', (res) => {
          let text = '';
          res.on('data', (c) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text), sent }));
        });
        // The server closes the connection right after its answer; a client still sending may see the reset first.
        req.on('error', (err) => (sent > 0 ? resolve({ status: 'reset', sent }) : reject(err)));
        let i = 0;
        const writeNext = () => {
          if (req.destroyed) return;
          if (i++ === opts.chunks) return void req.end(`\r\n--${boundary}--\r\n`);
          sent += opts.chunkSize;
          req.write(i === 1 ? Buffer.concat([preamble, data]) : data, () => setImmediate(writeNext));
        };
        writeNext();
      },
    );
  }

  describe('role refusals', () => {
    it.each([
      ['get', '/api/videos'],
      ['post', '/api/videos/upload'],
      ['patch', `/api/videos/${MISSING}/activate`],
      ['delete', `/api/videos/${MISSING}`],
    ])('%s %s: 401 anonymous, 403 student', async (method, path) => {
      await call(t.http(), method, path).set(XHR).expect(401);
      const res = await call(t.http(), method, path).set(XHR).set('Cookie', studentCookie).expect(403);
      expect(res.body).toEqual({ statusCode: 403, message: expect.any(String) });
    });

    it('needs X-Requested-With on uploads', async () => {
      await t
        .http()
        .post('/api/videos/upload')
        .set('Cookie', adminCookie)
        .attach('video', fakeVideo('mp4', 100), 'a.mp4')
        .expect(403);
    });
  });

  it('streams an MP4 upload to storage under a server-generated name', async () => {
    const file = fakeVideo('mp4', 100_000);
    const res = await upload(file, '../../etc/My Intro.mp4').expect(201);
    expect(res.body.video).toMatchObject({
      title: 'Intro',
      description: 'About the course',
      originalName: 'My Intro.mp4',
      mimeType: 'video/mp4',
      size: 100_000,
      isActive: false,
    });
    const row = await t.ds.getRepository(Video).findOneByOrFail({ id: res.body.video.id });
    expect(row.filename).toMatch(/^[0-9a-f-]{36}\.mp4$/);
    expect(storedFiles()).toContain(row.filename);
  });

  it('detects MOV and WebM by content, whatever the name says', async () => {
    expect((await upload(fakeVideo('mov', 5000), 'clip.mp4').expect(201)).body.video.mimeType).toBe('video/quicktime');
    expect((await upload(fakeVideo('webm', 5000), 'clip.bin').expect(201)).body.video.mimeType).toBe('video/webm');
  });

  it('refuses a file that is not a video with 415, keeping nothing', async () => {
    const before = storedFiles().length;
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4000)]);
    const res = await upload(png, 'sneaky.mp4').expect(415);
    expect(res.body.message).toBe('Unsupported video format. Please upload an MP4, WebM or MOV file.');
    expect(storedFiles()).toHaveLength(before);
    await t.http().post('/api/videos/upload').set(XHR).set('Cookie', adminCookie).send({ title: 'x' }).expect(415);
  });

  it('requires a title and a file', async () => {
    const before = storedFiles().length;
    expect((await upload(fakeVideo('mp4', 3000), 'a.mp4', '   ').expect(400)).body.message).toBe('Title is required');
    const noFile = await t
      .http()
      .post('/api/videos/upload')
      .set(XHR)
      .set('Cookie', adminCookie)
      .field('title', 'T')
      .expect(400);
    expect(noFile.body.message).toBe('Please select a video file');
    expect(storedFiles()).toHaveLength(before);
  });

  it('accepts a file of exactly the limit', async () => {
    expect((await upload(fakeVideo('mp4', LIMIT), 'max.mp4').expect(201)).body.video.size).toBe(LIMIT);
  });

  it('refuses a declared Content-Length over the limit with 413 before reading the body', async () => {
    const res = await rawUpload({ chunks: 1, chunkSize: 1024, contentLength: LIMIT * 40 });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ statusCode: 413, message: 'The video is larger than the maximum of 100MB' });
  });

  it('refuses a chunked upload with 413 as soon as it crosses the limit, keeping nothing', async () => {
    const before = storedFiles();
    // 64 MB offered against a 256 KB limit: more than loopback's socket buffers can take in (4 MB to send,
    // up to 32 MB to receive), so a server that stops reading at the limit refuses before the client is done.
    const offered = { chunks: 1024, chunkSize: 64 * 1024 };
    const res = await rawUpload(offered);
    if (res.status !== 'reset')
      expect(res.body).toEqual({ statusCode: 413, message: 'The video is larger than the maximum of 100MB' });
    else expect(res.sent).toBeGreaterThan(LIMIT);
    expect(res.sent).toBeLessThan(offered.chunks * offered.chunkSize);
    expect(storedFiles().sort()).toEqual(before.sort());
    expect(await t.ds.getRepository(Video).countBy({ title: 'Big' })).toBe(0);
  });

  describe('streaming', () => {
    let id: string;
    let file: Buffer;
    beforeAll(async () => {
      file = fakeVideo('webm', 10_000);
      id = (await upload(file, 'stream.webm', 'Stream me').expect(201)).body.video.id;
    });

    it('serves the whole file to admins while it is not active, 404 to others', async () => {
      const res = await t
        .http()
        .get(`/api/videos/${id}/stream`)
        .set('Cookie', adminCookie)
        .buffer(true)
        .parse(binary)
        .expect(200);
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.headers['content-type']).toBe('video/webm');
      expect(Buffer.compare(res.body, file)).toBe(0);
      await t.http().get(`/api/videos/${id}/stream`).expect(404);
      await t.http().get(`/api/videos/${id}/stream`).set('Cookie', studentCookie).expect(404);
      await t.http().get(`/api/videos/${MISSING}/stream`).set('Cookie', adminCookie).expect(404);
    });

    it('answers Range requests with 206 and the right bytes, 416 when unsatisfiable', async () => {
      const res = await t
        .http()
        .get(`/api/videos/${id}/stream`)
        .set('Cookie', adminCookie)
        .set('Range', 'bytes=100-199')
        .buffer(true)
        .parse(binary)
        .expect(206);
      expect(res.headers['content-range']).toBe('bytes 100-199/10000');
      expect(res.headers['content-length']).toBe('100');
      expect(Buffer.compare(res.body, file.subarray(100, 200))).toBe(0);

      const tail = await t
        .http()
        .get(`/api/videos/${id}/stream`)
        .set('Cookie', adminCookie)
        .set('Range', 'bytes=-16')
        .buffer(true)
        .parse(binary)
        .expect(206);
      expect(tail.headers['content-range']).toBe('bytes 9984-9999/10000');
      expect(Buffer.compare(tail.body, file.subarray(9984))).toBe(0);

      const bad = await t
        .http()
        .get(`/api/videos/${id}/stream`)
        .set('Cookie', adminCookie)
        .set('Range', 'bytes=20000-')
        .expect(416);
      expect(bad.headers['content-range']).toBe('bytes */10000');
    });

    it('activates one video at a time; the active one is public', async () => {
      expect((await t.http().get('/api/videos/active').expect(200)).body).toEqual({ video: null });
      const res = await t.http().patch(`/api/videos/${id}/activate`).set(XHR).set('Cookie', adminCookie).expect(200);
      expect(res.body.video).toMatchObject({ id, isActive: true });
      expect((await t.http().get('/api/videos/active').expect(200)).body.video).toMatchObject({
        id,
        title: 'Stream me',
        streamUrl: `/api/videos/${id}/stream`,
      });
      const anon = await t
        .http()
        .get(`/api/videos/${id}/stream`)
        .set('Range', 'bytes=0-3')
        .buffer(true)
        .parse(binary)
        .expect(206);
      expect([...anon.body]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
      await t.http().patch(`/api/videos/${MISSING}/activate`).set(XHR).set('Cookie', adminCookie).expect(404);
    });

    it('keeps exactly one active video under 10 concurrent activations, without 5xx', async () => {
      const ids = (await t.ds.getRepository(Video).find()).map((v) => v.id);
      const targets = Array.from({ length: 10 }, (_, i) => ids[i % ids.length]);
      const answers = await Promise.all(
        targets.map((v) => t.http().patch(`/api/videos/${v}/activate`).set(XHR).set('Cookie', adminCookie)),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
      const active = await t.ds.getRepository(Video).findBy({ isActive: true });
      expect(active).toHaveLength(1);
      expect(targets).toContain(active[0].id);
    });

    it('lists videos for admins, newest first', async () => {
      const res = await t.http().get('/api/videos').set('Cookie', adminCookie).expect(200);
      expect(res.body.videos.length).toBe(await t.ds.getRepository(Video).count());
      expect(res.body.videos[0]).toMatchObject({ title: 'Stream me', originalName: 'stream.webm', size: 10_000 });
      expect(res.body.videos[0]).not.toHaveProperty('filename');
    });

    it('deletes a video and its file', async () => {
      const row = await t.ds.getRepository(Video).findOneByOrFail({ id });
      expect(storedFiles()).toContain(row.filename);
      expect((await t.http().delete(`/api/videos/${id}`).set(XHR).set('Cookie', adminCookie).expect(200)).body).toEqual(
        { success: true },
      );
      expect(storedFiles()).not.toContain(row.filename);
      expect(existsSync(join(mediaDir, row.filename))).toBe(false);
      await t.http().delete(`/api/videos/${id}`).set(XHR).set('Cookie', adminCookie).expect(404);
      await t.http().get(`/api/videos/${id}/stream`).set('Cookie', adminCookie).expect(404);
    });
  });
});
