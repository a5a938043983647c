import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { PublicReadCache } from '../cache/public-read-cache';
import { requestUser } from './decorators/current-user.decorator';
import { rememberedEncoding } from './accept-encoding';

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

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * A public GET whose answer is the same for every anonymous visitor and is built from the value cached under `key`
 * in the PublicReadCache (the handler returns its DTO as usual). Anonymous callers get it cacheable
 * (Cache-Control, ETag; 304 when their copy matches) from bytes written, compressed and hashed once per cached
 * version of that value, compressed for a caller that accepts it. Signed-in callers get the usual JSON answer,
 * no-store (JwtAuthGuard). The route's Fastify config names the key; registerPublicReads does the rest.
 */
export const PublicRead = (key: string) => RouteConfig({ publicRead: key });

/**
 * For routes marked @PublicRead: the cached version is read before the guards and the handler run, and the reply
 * serializes the handler's answer from the bytes kept for that version (kept only when the version is the same
 * after the handler). A reply serializer, not a Nest interceptor: no rxjs and async-context binding per call.
 */
export function registerPublicReads(fastify: FastifyInstance, cache: PublicReadCache): void {
  /** Per route: the bytes of its last answer and the cached version they were built from. */
  const written = new Map<string, { version: number; bytes: Serialized }>();
  const bytesFor = (route: string, key: string, version: number | undefined, value: object): Serialized => {
    const kept = written.get(route);
    if (version !== undefined && kept?.version === version) return kept.bytes;
    const bytes = serialize(value);
    if (version !== undefined && cache.version(key) === version) written.set(route, { version, bytes });
    return bytes;
  };
  fastify.addHook('onRequest', (req, reply, done) => {
    const key = (req.routeOptions.config as { publicRead?: string }).publicRead;
    if (key !== undefined) {
      const version = cache.version(key);
      void reply.serializer((value: object) => {
        // Signed-in callers and error answers: plain JSON, as on every other route.
        if (reply.statusCode !== 200 || requestUser(req)) {
          void reply.header('Content-Type', JSON_TYPE);
          return JSON.stringify(value);
        }
        return answer(req, reply, bytesFor(req.routeOptions.url ?? key, key, version, value)) as unknown as string;
      });
    }
    done();
  });
}

function answer(req: FastifyRequest, reply: FastifyReply, s: Serialized): Buffer {
  void reply.header('Cache-Control', PUBLIC_READ_CACHE_CONTROL).header('ETag', s.etag);
  if (s.gzip) void reply.header('Vary', 'Accept-Encoding');
  const encoding = s.gzip ? rememberedEncoding(req.headers['accept-encoding']) : null;
  const body = (encoding && s[encoding]) || s.body;
  void reply.header('Content-Type', JSON_TYPE);
  if (body !== s.body) void reply.header('Content-Encoding', encoding!);
  return body;
}

function compressed(body: Buffer, encoding: 'br' | 'gzip'): Buffer | null {
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
  const body = Buffer.from(JSON.stringify(value));
  const hash = createHash('sha1').update(body).digest('base64').slice(0, 27);
  // A weak ETag names the content, not its encoding: the compressed and the plain answers share it.
  return {
    body,
    br: compressed(body, 'br'),
    gzip: compressed(body, 'gzip'),
    etag: `W/"${body.length.toString(16)}-${hash}"`,
  };
}

/**
 * Conditional GETs: an answer with an ETag the caller already holds becomes 304 with no body (RFC 9110 §13.1.2;
 * `Cache-Control: no-cache` in the request asks for the full answer). Checked only when the caller names a copy.
 */
export function registerConditionalGet(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (req, reply, payload, done) => {
    if (req.headers['if-none-match'] === undefined || reply.statusCode !== 200) return done(null, payload);
    const etag = reply.getHeader('etag');
    if (typeof etag !== 'string' || !fresh(req.headers, { etag })) return done(null, payload);
    void reply.code(304).removeHeader('content-type').removeHeader('content-encoding').removeHeader('content-length');
    // No payload at all: for an empty string Fastify writes "Content-Length: 0", which a browser merges into its
    // stored copy's headers (RFC 9110 §8.6: a 304 may carry only the 200's length).
    done(null, null);
  });
}
