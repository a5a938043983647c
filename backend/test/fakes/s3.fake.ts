import { randomBytes, createHash } from 'crypto';
import { createServer, IncomingMessage, ServerResponse } from 'http';
import { mkdtemp, readFile, rm, stat, unlink, writeFile } from 'fs/promises';
import { existsSync } from 'fs';
import { AddressInfo } from 'net';
import { tmpdir } from 'os';
import { join } from 'path';
import { closeServer, RunningFake } from './index';

/**
 * A local S3-compatible server (path-style: /bucket/key) storing objects on disk under a temp dir, speaking what the
 * AWS SDK v3 sends for the media storage. Wire formats from the Amazon S3 API Reference
 * (https://docs.aws.amazon.com/AmazonS3/latest/API/): API_PutObject.html, API_GetObject.html (Range -> 206 and
 * Content-Range; InvalidRange 416), API_HeadObject.html (404 without a body), API_DeleteObject.html (204, also for a
 * missing key), API_CreateMultipartUpload.html (InitiateMultipartUploadResult), API_UploadPart.html,
 * API_CompleteMultipartUpload.html (CompleteMultipartUploadResult), API_AbortMultipartUpload.html, and
 * ErrorResponses.html (the <Error><Code>…</Code></Error> body: NoSuchKey, NoSuchBucket, NoSuchUpload, AccessDenied).
 * SigV4 signatures are not checked, but a request without an Authorization header is refused (AccessDenied).
 */
export const FAKE_S3_BUCKET = 'media-test';

export interface S3Fake extends RunningFake {
  /** Keys stored in the bucket now. */
  keys: () => string[];
  requests: Array<{ method: string; path: string }>;
}

const xml = (res: ServerResponse, status: number, body: string) => {
  res.writeHead(status, { 'Content-Type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
};
const s3Error = (res: ServerResponse, status: number, code: string, message: string, head = false) => {
  if (head) return void res.writeHead(status).end();
  xml(res, status, `<Error><Code>${code}</Code><Message>${message}</Message></Error>`);
};
const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
const etag = (data: Buffer) => `"${createHash('md5').update(data).digest('hex')}"`;

export async function startS3Fake(): Promise<S3Fake> {
  const dir = await mkdtemp(join(tmpdir(), 'fake-s3-'));
  const objects = new Map<string, { file: string; type: string; etag: string }>();
  const uploads = new Map<string, { key: string; type: string; parts: Map<number, Buffer> }>();
  const requests: S3Fake['requests'] = [];
  const fileOf = (key: string) => join(dir, createHash('sha256').update(key).digest('hex'));

  const store = async (key: string, data: Buffer, type: string) => {
    const file = fileOf(key);
    await writeFile(file, data);
    objects.set(key, { file, type, etag: etag(data) });
    return objects.get(key)!;
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const [, bucket, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const method = req.method ?? 'GET';
    const head = method === 'HEAD';
    requests.push({ method, path: url.pathname });
    if (!req.headers.authorization) return s3Error(res, 403, 'AccessDenied', 'Access Denied', head);
    if (bucket !== FAKE_S3_BUCKET)
      return s3Error(res, 404, 'NoSuchBucket', 'The specified bucket does not exist', head);
    if (!key) return s3Error(res, 400, 'InvalidRequest', 'Only object requests are supported', head);
    const q = url.searchParams;
    const type = req.headers['content-type'] ?? 'binary/octet-stream';

    if (method === 'POST' && q.has('uploads')) {
      const id = randomBytes(12).toString('hex');
      uploads.set(id, { key, type, parts: new Map() });
      return xml(
        res,
        200,
        `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
      );
    }
    const uploadId = q.get('uploadId');
    if (uploadId) {
      const upload = uploads.get(uploadId);
      if (!upload) return s3Error(res, 404, 'NoSuchUpload', 'The specified upload does not exist');
      if (method === 'PUT') {
        const data = await readBody(req);
        upload.parts.set(Number(q.get('partNumber')), data);
        return void res.writeHead(200, { ETag: etag(data) }).end();
      }
      if (method === 'POST') {
        const wanted = [...(await readBody(req)).toString().matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map((m) =>
          Number(m[1]),
        );
        if (wanted.some((n) => !upload.parts.has(n))) return s3Error(res, 400, 'InvalidPart', 'A part was not found');
        const object = await store(upload.key, Buffer.concat(wanted.map((n) => upload.parts.get(n)!)), upload.type);
        uploads.delete(uploadId);
        return xml(
          res,
          200,
          `<CompleteMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><ETag>${object.etag}</ETag></CompleteMultipartUploadResult>`,
        );
      }
      if (method === 'DELETE') {
        uploads.delete(uploadId);
        return void res.writeHead(204).end();
      }
    }
    if (method === 'PUT') {
      const object = await store(key, await readBody(req), type);
      return void res.writeHead(200, { ETag: object.etag }).end();
    }
    if (method === 'DELETE') {
      const object = objects.get(key);
      objects.delete(key);
      if (object) await unlink(object.file).catch(() => undefined);
      return void res.writeHead(204).end();
    }
    if (method === 'GET' || head) {
      const object = objects.get(key);
      if (!object || !existsSync(object.file))
        return s3Error(res, 404, 'NoSuchKey', 'The specified key does not exist.', head);
      const size = (await stat(object.file)).size;
      const headers = { 'Content-Type': object.type, ETag: object.etag, 'Accept-Ranges': 'bytes' };
      const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
      if (range && !head) {
        const start = Number(range[1]);
        const end = Math.min(range[2] ? Number(range[2]) : size - 1, size - 1);
        if (start >= size || end < start)
          return s3Error(res, 416, 'InvalidRange', 'The requested range is not satisfiable');
        const data = (await readFile(object.file)).subarray(start, end + 1);
        res.writeHead(206, {
          ...headers,
          'Content-Length': data.length,
          'Content-Range': `bytes ${start}-${end}/${size}`,
        });
        return void res.end(data);
      }
      res.writeHead(200, { ...headers, 'Content-Length': size });
      return void res.end(head ? undefined : await readFile(object.file));
    }
    s3Error(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: Error) => s3Error(res, 500, 'InternalError', err.message));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    env: {
      MEDIA_STORAGE: 's3',
      MEDIA_S3_BUCKET: FAKE_S3_BUCKET,
      MEDIA_S3_ENDPOINT: `http://127.0.0.1:${port}`,
      MEDIA_S3_REGION: 'us-east-1',
      MEDIA_S3_ACCESS_KEY_ID: 'fake-access-key',
      MEDIA_S3_SECRET_ACCESS_KEY: 'fake-secret-key',
      MEDIA_S3_FORCE_PATH_STYLE: 'true',
    },
    keys: () => [...objects.keys()],
    requests,
    close: async () => {
      await closeServer(server);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
