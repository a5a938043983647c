import type { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Express } from 'express';
import { createServer, IncomingMessage, ServerResponse } from 'http';

/**
 * Nest's Express adapter with one change: the HTTP server creates each request and response with Express's own
 * prototypes (app.request, app.response) from the start.
 *
 * Express re-parents every request and response with Object.setPrototypeOf when it takes them. V8 handles a
 * prototype change on a live object badly: measured with --trace-gc-nvp on a bare Express app at 1,000 req/s, a
 * third of everything a request allocated survived young-generation collections (0.3% without Express) and three
 * times as much was allocated. In the API the promoted garbage brought a full collection every ~1.3 s, and those
 * stalled answers: visitor actions' p99 at a steady 1,000 req/s (docs/operations.md, issue 17). Created with the
 * right prototype, Express's setPrototypeOf has nothing to change: survival 0.0%, allocation a third.
 */
export class AppExpressAdapter extends ExpressAdapter {
  initHttpServer(options: NestApplicationOptions): void {
    if (options?.httpsOptions || options?.forceCloseConnections) return super.initHttpServer(options);
    const app = this.getInstance<Express>();
    this.httpServer = createServer(
      {
        IncomingMessage: withPrototype(IncomingMessage, app.request),
        ServerResponse: withPrototype(ServerResponse, app.response),
      },
      app,
    );
  }
}

/** A constructor that builds a Node request (or response) whose prototype is Express's extended one. */
function withPrototype<T extends typeof IncomingMessage | typeof ServerResponse>(base: T, prototype: object): T {
  function Construct(this: object, ...args: unknown[]) {
    Reflect.apply(base, this, args);
  }
  Construct.prototype = prototype;
  return Construct as unknown as T;
}
