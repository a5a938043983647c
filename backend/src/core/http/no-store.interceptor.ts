import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Observable } from 'rxjs';

/**
 * Answers given to a signed-in user are personal: no browser, proxy or CDN may keep them
 * (Cache-Control: no-store). Anonymous public answers keep whatever caching their route chooses.
 */
@Injectable()
export class NoStoreForSessionsInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    if (http.getRequest<Request & { user?: unknown }>().user) {
      http.getResponse<Response>().setHeader('Cache-Control', 'no-store');
    }
    return next.handle();
  }
}
