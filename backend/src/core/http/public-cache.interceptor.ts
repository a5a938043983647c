import { CallHandler, ExecutionContext, Injectable, NestInterceptor, UseInterceptors } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { Observable, map } from 'rxjs';

/** Browsers and a CDN may reuse a public read this long, then revalidate with its ETag (304 when unchanged). */
export const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=60';

interface Serialized {
  json: string;
  etag: string;
}

/**
 * The JSON text and weak ETag of each answer object, kept as long as the object lives. A public read served from the
 * public-read cache returns the same object until an admin changes it, so its JSON is written and hashed once per
 * change instead of on every request (the success stories are ~8 KB).
 */
const serialized = new WeakMap<object, Serialized>();

function serialize(value: object): Serialized {
  let done = serialized.get(value);
  if (!done) {
    const json = JSON.stringify(value);
    const hash = createHash('sha1').update(json).digest('base64').slice(0, 27);
    done = { json, etag: `W/"${Buffer.byteLength(json).toString(16)}-${hash}"` };
    serialized.set(value, done);
  }
  return done;
}

/** For anonymous callers only: a signed-in answer stays no-store (NoStoreForSessionsInterceptor) and is sent as usual. */
@Injectable()
export class PublicCacheInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    if (http.getRequest<Request & { user?: unknown }>().user) return next.handle();
    const res = http.getResponse<Response>();
    res.setHeader('Cache-Control', PUBLIC_READ_CACHE_CONTROL);
    return next.handle().pipe(
      map((value: unknown) => {
        if (value === null || typeof value !== 'object') return value;
        const { json, etag } = serialize(value);
        // Express sends a string as is, keeps an ETag that is already set, and answers 304 when it matches.
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('ETag', etag);
        return json;
      }),
    );
  }
}

/** Marks a public GET whose answer is the same for every anonymous visitor. */
export const PublicCacheable = () => UseInterceptors(PublicCacheInterceptor);
