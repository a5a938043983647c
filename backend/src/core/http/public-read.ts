import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import { Encoding, rememberedEncoding } from './accept-encoding';

/** Browsers and a CDN may reuse a public read this long, then revalidate with its ETag (304 when unchanged). */
export const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=60';

interface Serialized {
  body: Buffer;
  /** The same bytes compressed, for the callers that accept it (every browser); null when small (GZIP_MIN_BYTES). */
  br: Buffer | null;
  gzip: Buffer | null;
  etag: string;
}

/** Below this a JSON answer is sent as it is (nginx's gzip_min_length in frontend/nginx.conf). */
const GZIP_MIN_BYTES = 1024;

/**
 * The JSON bytes (plain, brotli and gzip) and weak ETag of each answer object, kept as long as the object lives. A
 * public read served from the public-read cache returns the same object until an admin changes it, so its JSON is
 * written, compressed (at the highest levels: once per change) and hashed once per change instead of on every
 * request. The success stories are ~8 KB: ~2.9 KB gzipped, ~2.3 KB in brotli.
 */
const serialized = new WeakMap<object, Serialized>();

function compressed(body: Buffer, encoding: Encoding): Buffer | null {
  if (body.length < GZIP_MIN_BYTES) return null;
  const out =
    encoding === 'br'
      ? brotliCompressSync(body, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
        })
      : gzipSync(body, { level: 9 });
  return out.length < body.length ? out : null;
}

function serialize(value: object): Serialized {
  let done = serialized.get(value);
  if (!done) {
    const body = Buffer.from(JSON.stringify(value));
    const hash = createHash('sha1').update(body).digest('base64').slice(0, 27);
    // A weak ETag names the content, not its encoding: the compressed and the plain answers share it.
    done = {
      body,
      br: compressed(body, 'br'),
      gzip: compressed(body, 'gzip'),
      etag: `W/"${body.length.toString(16)}-${hash}"`,
    };
    serialized.set(value, done);
  }
  return done;
}

/**
 * Sends a public GET's answer, the same for every anonymous visitor: cacheable (Cache-Control, ETag; 304 when the
 * browser's copy matches) and sent from its serialized bytes, compressed for a caller that accepts it. A signed-in
 * caller's answer stays no-store (set by JwtAuthGuard) and is sent as usual. The handlers of the hottest reads call
 * this with @Res() instead of going through a Nest interceptor (rxjs and AsyncResource.bind on every call cost more
 * than the rest of such a request), and write the answer without Express's res.send (content negotiation, type and
 * freshness checks on every call): docs/operations.md, issue 17.
 */
export function sendPublicRead(req: Request, res: Response, value: object): void {
  if ((req as Request & { user?: unknown }).user) {
    res.json(value);
    return;
  }
  const s = serialize(value);
  res.setHeader('Cache-Control', PUBLIC_READ_CACHE_CONTROL);
  res.setHeader('ETag', s.etag);
  if (s.gzip) res.setHeader('Vary', 'Accept-Encoding');
  // Express's freshness check (If-None-Match against the ETag just set, `Cache-Control: no-cache` honoured), asked
  // only when the caller names a copy: most calls carry none.
  if (req.headers['if-none-match'] !== undefined && req.fresh) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const encoding = s.gzip ? rememberedEncoding(req.headers['accept-encoding']) : null;
  const body = (encoding && s[encoding]) || s.body;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  if (body !== s.body) res.setHeader('Content-Encoding', encoding!);
  res.setHeader('Content-Length', body.length);
  res.end(body);
}
