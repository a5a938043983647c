/**
 * The stack's own floor for the routes table: NestJS on Fastify with none of the API's code, answering the no-op's
 * {"ok":true} at GET /api/health/ping, on the port given (0: any free one, printed on stdout).
 *   node bench/nest-floor.cjs <port> bare      one controller, nothing else
 *   node bench/nest-floor.cjs <port> product   plus what every request of the product goes through: the API's response
 *                                              headers (FLOOR_HEADERS, JSON, copied from the API's own no-op answer; a
 *                                              fresh X-Request-Id each time), three global guards that let a public
 *                                              route through (closed by default), the global ValidationPipe and
 *                                              @fastify/cookie
 * bench/http-routes.mjs starts both beside the API (NODE_PATH=backend/node_modules) and measures them in its rounds.
 * Plain JavaScript with the decorators applied by hand, so it runs without a TypeScript step.
 */
require('reflect-metadata');
const { randomUUID } = require('node:crypto');
const { NestFactory, Reflector, APP_GUARD } = require('@nestjs/core');
const { Controller, Get, Injectable, Module, SetMetadata, ValidationPipe } = require('@nestjs/common');
const { FastifyAdapter } = require('@nestjs/platform-fastify');

const [port = '0', variant = 'bare'] = process.argv.slice(2);
const product = variant === 'product';
const IS_PUBLIC = 'isPublic';

class HealthController {
  ping() {
    return { ok: true };
  }
}
const ping = Object.getOwnPropertyDescriptor(HealthController.prototype, 'ping');
Get('ping')(HealthController.prototype, 'ping', ping);
SetMetadata(IS_PUBLIC, true)(HealthController.prototype, 'ping', ping);
Controller('api/health')(HealthController);

/** A global guard of the closed-by-default kind: a route passes only when marked public. */
function publicOnlyGuard() {
  class PublicOnlyGuard {
    constructor(reflector) {
      this.reflector = reflector;
    }
    canActivate(context) {
      return this.reflector.getAllAndOverride(IS_PUBLIC, [context.getHandler(), context.getClass()]) === true;
    }
  }
  Reflect.decorate([Injectable(), Reflect.metadata('design:paramtypes', [Reflector])], PublicOnlyGuard);
  return { provide: APP_GUARD, useClass: PublicOnlyGuard };
}

class FloorModule {}
Module({
  controllers: [HealthController],
  providers: product ? [publicOnlyGuard(), publicOnlyGuard(), publicOnlyGuard()] : [],
})(FloorModule);

async function main() {
  const app = await NestFactory.create(FloorModule, new FastifyAdapter(), { logger: ['error'] });
  if (product) {
    const headers = JSON.parse(process.env.FLOOR_HEADERS || '{}');
    app
      .getHttpAdapter()
      .getInstance()
      .addHook('onRequest', (_req, reply, done) => {
        reply.headers(headers).header('x-request-id', randomUUID());
        done();
      });
    await app.register(require('@fastify/cookie'));
    app.useGlobalPipes(new ValidationPipe({ whitelist: true, transform: true }));
  }
  await app.listen(Number(port), '127.0.0.1');
  console.log(new URL(await app.getUrl()).port);
}
main().catch((err) => {
  console.error(err);
  process.exit(1);
});
