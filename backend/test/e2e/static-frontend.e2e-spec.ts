import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { brotliCompressSync, gzipSync } from 'zlib';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * The built frontend as the API serves it: a file with brotli and gzip copies beside it (the production build
 * writes them) is sent as the copy the browser accepts, unchanged; without a copy it is compressed as before.
 * Each copy here holds its own text, so the test tells which file was sent.
 */
describe('static frontend: precompressed copies', () => {
  let t: TestApp;
  let dir: string;
  const raw = `/* raw */ ${'console.log("a line of the app");\n'.repeat(60)}`;
  const fromBr = `/* from .br */ ${'x'.repeat(2000)}`;
  const fromGz = `/* from .gz */ ${'y'.repeat(2000)}`;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'iac-static-'));
    mkdirSync(join(dir, 'assets'));
    const page = `<!doctype html><title>Site</title>${'<p>text</p>'.repeat(200)}`;
    writeFileSync(join(dir, 'index.html'), page);
    writeFileSync(join(dir, 'index.html.br'), brotliCompressSync(page));
    writeFileSync(join(dir, 'assets', 'app-1.js'), raw);
    writeFileSync(join(dir, 'assets', 'app-1.js.br'), brotliCompressSync(fromBr));
    writeFileSync(join(dir, 'assets', 'app-1.js.gz'), gzipSync(fromGz));
    writeFileSync(join(dir, 'assets', 'plain-1.js'), raw);
    t = await createTestApp({ worker: false, env: { STATIC_DIR: dir } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (path: string, acceptEncoding: string) =>
    t
      .http()
      .get(path)
      .set('Accept-Encoding', acceptEncoding)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks).toString()));
      })
      .expect(200);

  it('sends the brotli copy to a browser that accepts it, as JavaScript, cached for a year, varying by encoding', async () => {
    const res = await get('/assets/app-1.js', 'gzip, deflate, br, zstd');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body).toBe(fromBr);
    // A subresource's security headers only; the page's policy comes with the page.
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect((await get('/', 'br')).headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers an asset that is not in the build with a 404, never the page without its policy', async () => {
    const res = await t.http().get('/assets/app-0-gone.js').expect(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('sends the gzip copy where brotli is not accepted, and the file itself where nothing is', async () => {
    const gz = await get('/assets/app-1.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body).toBe(fromGz);
    const plain = await get('/assets/app-1.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(raw);
  });

  it('keeps a page uncached when its copy is sent, asked for by its file name too', async () => {
    for (const path of ['/', '/index.html']) {
      const res = await get(path, 'br');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('still compresses a file that has no copy', async () => {
    const res = await get('/assets/plain-1.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.body).toBe(raw);
  });
});
