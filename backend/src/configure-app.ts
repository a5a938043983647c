import { INestApplication, ValidationPipe } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ConfigService } from '@nestjs/config';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import fastifyCookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { securityHeaders } from './core/http/security-headers';
import { existsSync } from 'fs';
import { resolve } from 'path';
import { AppConfig } from './core/config/app-config';
import { registerJsonBody } from './core/http/json-body';
import { registerConditionalGet, registerPublicReads } from './core/http/public-read';
import { PublicReadCache } from './core/cache/public-read-cache';
import { serveFrontend } from './core/http/static-frontend';
import { BODY_LIMIT_BYTES } from './app-factory-options';
import { SESSION_COOKIE } from './modules/auth/auth.constants';
import { ErrorDto } from './core/http/openapi/api-errors';
import { completeContract } from './core/http/openapi/contract';
import { EnvVars } from './core/config/env.schema';
import { routeAccess } from './core/http/openapi/route-access';
import { SESSION_AUTHENTICATOR, type SessionAuthenticator } from './core/auth/session-authenticator';
import { SHUTDOWN_SIGNALS } from './core/shutdown-signals';
import { accessLog } from './core/logging/access-log';
import { requestIdHeader } from './core/logging/request-id';
import { observeHttp } from './core/metrics/http-metrics';
import { currentTracing, traceRoute } from './core/tracing/tracing';
import { VALIDATION_OPTIONS } from './core/validation/validation-options';
import { APP_LOGGER } from './core/logging/logging.module';
import type { Logger } from 'pino';

export const API_PREFIX = 'api';

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('Investor Agent Course API')
    .setDescription('Public site, student portal, admin back office and integrations.')
    .setVersion('1.0')
    .build();
  const doc = SwaggerModule.createDocument(app, builder, {
    operationIdFactory: (_controllerKey, methodKey) => methodKey,
    extraModels: [ErrorDto],
  });
  // The running app's APP_URL; the emitted file (preview mode, no providers) gets the development default.
  const config = app.get<AppConfig | null>(ConfigService, { strict: false });
  const appUrl = (config?.get('APP_URL', { infer: true }) ?? new EnvVars().APP_URL).replace(/\/$/, '');
  return completeContract(doc, routeAccess(app, API_PREFIX), { serverUrl: appUrl, sessionCookie: SESSION_COOKIE });
}

/**
 * Everything about the HTTP pipeline, shared by main.ts, the e2e tests and the spec emitter:
 * /api prefix, validation, helmet, cookies, the JSON body, CORS, Swagger, static frontend.
 */
export async function configureApp(app: NestFastifyApplication, opts: { swagger?: boolean } = {}): Promise<void> {
  const config = app.get<AppConfig>(ConfigService);
  const fastify = app.getHttpAdapter().getInstance();
  app.setGlobalPrefix(API_PREFIX);
  // Answers get no automatic ETag (Fastify adds none): the public reads set their own (PublicRead), everything
  // signed in is no-store, and static files keep theirs (@fastify/static). These hooks run first, in this order, on
  // every request.
  fastify.addHook('onRequest', securityHeaders);
  fastify.addHook('onRequest', requestIdHeader);
  fastify.addHook('onRequest', accessLog(app.get<Logger>(APP_LOGGER)));
  if (config.get('METRICS_ENABLED', { infer: true })) fastify.addHook('onResponse', observeHttp);
  if (currentTracing()) fastify.addHook('onRequest', traceRoute);
  await app.register(fastifyCookie);
  registerJsonBody(fastify, BODY_LIMIT_BYTES);
  registerPublicReads(fastify, app.get(PublicReadCache));
  registerConditionalGet(fastify);
  const origins = (config.get('CORS_ORIGINS', { infer: true }) ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  // No origins: same-origin only, and no CORS middleware at all (with origin false it would only pass requests on).
  if (origins.length) app.enableCors({ origin: origins, credentials: true, exposedHeaders: ['X-Request-Id'] });
  app.useGlobalPipes(new ValidationPipe(VALIDATION_OPTIONS));
  app.enableShutdownHooks(SHUTDOWN_SIGNALS);

  if (opts.swagger !== false) {
    fastify.addHook('onRequest', guardDocs(app, config.get('NODE_ENV', { infer: true }) === 'production'));
    SwaggerModule.setup(`${API_PREFIX}/docs`, app, () => buildOpenApiDocument(app), {
      jsonDocumentUrl: `${API_PREFIX}/docs-json`,
      // The UI and its JSON only: no /api/docs-yaml (the contract is docs/openapi.json; one document, one guard).
      raw: ['json'],
      swaggerOptions: {
        // "Try it out" rides on the browser's session cookie and sends the CSRF header every mutating route needs.
        withCredentials: true,
        persistAuthorization: true,
        requestInterceptor: (req: { headers: Record<string, string> }) => {
          req.headers['X-Requested-With'] = 'XMLHttpRequest';
          return req;
        },
      },
    });
  }

  const staticDir = config.get('STATIC_DIR', { infer: true });
  if (staticDir && existsSync(staticDir)) serveFrontend(app, resolve(staticDir), API_PREFIX);
}

/** The API reference: Swagger UI and its JSON (/api/docs, /api/docs-json, /api/docs/...), in any letter case. */
const DOCS_PATH = new RegExp(`^/${API_PREFIX}/docs([-/]|$)`, 'i');

/**
 * The API reference changes with every deploy: never kept by a cache. In production it is for signed-in admins: ops
 * sign in at /admin-login in the same browser, then open /api/docs. Anonymous callers get 401, other users 403. Every
 * path under /api/docs, /api/docs-* or /api/docs/* is covered, in any letter case as the router matches them, so a
 * document Swagger serves by default (it serves /api/docs-yaml unless told not to) is never public. Every other
 * request passes at once, without waiting on a promise.
 */
function guardDocs(app: NestFastifyApplication, adminsOnly: boolean) {
  const sessions = app.get<SessionAuthenticator>(SESSION_AUTHENTICATOR);
  return (req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (!DOCS_PATH.test(pathOf(req))) return done();
    void reply.header('Cache-Control', 'no-store');
    if (!adminsOnly) return done();
    sessions.authenticate(req).then((user) => {
      if (user?.userType === 'admin') return done();
      const status = user ? 403 : 401;
      const message = user
        ? 'The API reference is for admins'
        : 'Sign in as an admin at /admin-login to read the API reference';
      void reply.code(status).send({ statusCode: status, message });
    }, done);
  };
}

function pathOf(req: FastifyRequest): string {
  const q = req.url.indexOf('?');
  return q < 0 ? req.url : req.url.slice(0, q);
}
