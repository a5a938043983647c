import { CallHandler, ExecutionContext, Injectable, NestInterceptor, UseInterceptors } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Observable } from 'rxjs';

/** Browsers and a CDN may reuse a public read this long, then revalidate with its ETag (304 when unchanged). */
export const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=60';

/** For anonymous callers only: a signed-in answer stays no-store (NoStoreForSessionsInterceptor). */
@Injectable()
export class PublicCacheInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    if (!http.getRequest<Request & { user?: unknown }>().user)
      http.getResponse<Response>().setHeader('Cache-Control', PUBLIC_READ_CACHE_CONTROL);
    return next.handle();
  }
}

/** Marks a public GET whose answer is the same for every anonymous visitor (ETag comes from Express). */
export const PublicCacheable = () => UseInterceptors(PublicCacheInterceptor);
