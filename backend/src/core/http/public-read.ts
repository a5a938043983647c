import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';

/** Browsers and a CDN may reuse a public read this long, then revalidate with its ETag (304 when unchanged). */
export const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=60';

interface Serialized {
  body: Buffer;
  /** The same bytes gzipped, for the callers that accept it (every browser); null when gzip would not be smaller. */
  gzipped: Buffer | null;
  etag: string;
}

/** Below this a JSON answer is sent as it is (nginx's gzip_min_length in frontend/nginx.conf). */
const GZIP_MIN_BYTES = 1024;

/**
 * The JSON bytes (plain and gzipped) and weak ETag of each answer object, kept as long as the object lives. A public
 * read served from the public-read cache returns the same object until an admin changes it, so its JSON is written,
 * compressed and hashed once per change instead of on every request (the success stories are ~8 KB, ~3 KB gzipped).
 */
const serialized = new WeakMap<object, Serialized>();

function serialize(value: object): Serialized {
  let done = serialized.get(value);
  if (!done) {
    const body = Buffer.from(JSON.stringify(value));
    const hash = createHash('sha1').update(body).digest('base64').slice(0, 27);
    const gzipped = body.length >= GZIP_MIN_BYTES ? gzipSync(body, { level: 9 }) : null;
    // A weak ETag names the content, not its encoding: the gzipped and the plain answer share it.
    done = {
      body,
      gzipped: gzipped && gzipped.length < body.length ? gzipped : null,
      etag: `W/"${body.length.toString(16)}-${hash}"`,
    };
    serialized.set(value, done);
  }
  return done;
}

/**
 * Sends a public GET's answer, the same for every anonymous visitor: cacheable (Cache-Control, ETag; 304 when the
 * browser's copy matches) and sent from its serialized bytes, gzipped for a caller that accepts gzip. A signed-in
 * caller's answer stays no-store (set by JwtAuthGuard) and is sent as usual. The handlers of the hottest reads call
 * this with @Res() instead of going through a Nest interceptor: Nest's interceptor chain (rxjs and
 * AsyncResource.bind on every call) cost more than the rest of such a request (docs/operations.md, issue 17).
 */
export function sendPublicRead(req: Request, res: Response, value: object): void {
  if ((req as Request & { user?: unknown }).user) {
    res.json(value);
    return;
  }
  const { body, gzipped, etag } = serialize(value);
  res.setHeader('Cache-Control', PUBLIC_READ_CACHE_CONTROL);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  // Express keeps an ETag that is already set, and answers 304 when it matches the request's If-None-Match.
  res.setHeader('ETag', etag);
  if (!gzipped) return void res.send(body);
  res.setHeader('Vary', 'Accept-Encoding');
  if (!req.acceptsEncodings('gzip')) return void res.send(body);
  res.setHeader('Content-Encoding', 'gzip');
  res.send(gzipped);
}
