import { INestApplication, ValidationPipe } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import { ConfigService } from '@nestjs/config';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { securityHeaders } from './core/http/security-headers';
import { existsSync } from 'fs';
import { join, resolve } from 'path';
import { AppConfig } from './core/config/app-config';
import { toErrorBody } from './core/http/filters/all-exceptions.filter';
import { keepRawJsonWithinDepth } from './core/http/filters/body-depth.limit';
import { parseTrustProxy } from './core/config/trust-proxy';
import { SESSION_COOKIE } from './modules/auth/auth.constants';
import { ErrorDto } from './core/http/openapi/api-errors';
import { completeContract } from './core/http/openapi/contract';
import { EnvVars } from './core/config/env.schema';
import { routeAccess } from './core/http/openapi/route-access';
import { SessionService } from './modules/auth/sessions/session.service';
import { SHUTDOWN_SIGNALS } from './core/shutdown-signals';
import { accessLog } from './core/logging/access-log';
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
 * /api prefix, validation, helmet, cookies, CORS, Swagger, static frontend.
 */
export function configureApp(app: NestExpressApplication, opts: { swagger?: boolean } = {}): void {
  const config = app.get<AppConfig>(ConfigService);
  app.setGlobalPrefix(API_PREFIX);
  // Only the configured proxies may name the client (X-Forwarded-For); by default none: see docs/operations.md.
  app.set('trust proxy', parseTrustProxy(config.get('TRUST_PROXY', { infer: true })));
  app.disable('x-powered-by');
  // JSON answers get no automatic ETag (a hash of every body, on every route): the public reads set their own
  // (sendPublicRead), and everything signed in is no-store. Static files keep theirs (serve-static).
  app.set('etag', false);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'frame-src': ["'self'", 'https:'],
          'img-src': ["'self'", 'data:', 'https:'],
          'media-src': ["'self'", 'blob:'],
          'connect-src': ["'self'"],
        },
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: false,
    }),
  );
  app.use(securityHeaders);
  app.use(accessLog(app.get<Logger>(APP_LOGGER)));
  app.use(cookieParser());
  app.use(express.json({ limit: '1mb', verify: keepRawJsonWithinDepth }));
  app.use(expressErrorHandler);
  const origins = (config.get('CORS_ORIGINS', { infer: true }) ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  // No origins: same-origin only, and no CORS middleware at all (with origin false it would only pass requests on).
  if (origins.length) app.enableCors({ origin: origins, credentials: true });
  app.useGlobalPipes(new ValidationPipe(VALIDATION_OPTIONS));
  app.enableShutdownHooks(SHUTDOWN_SIGNALS);

  if (opts.swagger !== false) {
    app.use(docsNoStore);
    if (config.get('NODE_ENV', { infer: true }) === 'production') app.use(docsForAdminsOnly(app));
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
  if (staticDir && existsSync(staticDir)) serveFrontend(app, resolve(staticDir));
}

/** The API reference: Swagger UI and its JSON (/api/docs, /api/docs-json, /api/docs/...), in any letter case. */
const DOCS_PATH = new RegExp(`^/${API_PREFIX}/docs([-/]|$)`, 'i');

/** The API reference changes with every deploy and may be for admins only: never kept by a cache. */
function docsNoStore(req: Request, res: Response, next: NextFunction) {
  if (DOCS_PATH.test(req.path)) res.setHeader('Cache-Control', 'no-store');
  next();
}

/**
 * In production the API reference (Swagger UI and its JSON) is for signed-in admins: ops sign in at /admin-login
 * in the same browser, then open /api/docs. Anonymous callers get 401, other users 403. Every path under
 * /api/docs, /api/docs-* or /api/docs/* is covered, in any letter case as Express routes them, so a document
 * Swagger serves by default (it serves /api/docs-yaml unless told not to) is never public.
 */
function docsForAdminsOnly(app: NestExpressApplication) {
  const sessions = app.get(SessionService);
  return (req: Request, res: Response, next: NextFunction) => {
    if (!DOCS_PATH.test(req.path)) return next();
    const cookies = req.cookies as Record<string, string | undefined>;
    sessions
      .authenticate(cookies[SESSION_COOKIE])
      .then((user) => {
        if (user?.userType === 'admin') return next();
        const status = user ? 403 : 401;
        const message = user
          ? 'The API reference is for admins'
          : 'Sign in as an admin at /admin-login to read the API reference';
        res.status(status).setHeader('Cache-Control', 'no-store').json({ statusCode: status, message });
      })
      .catch(next);
  };
}

/**
 * Serves the built frontend: hashed assets cached for a year; `/` gets index.html (the prerendered landing page),
 * /shared/<token> plain.html (a small app of its own), every other non-API GET the empty app shell spa.html
 * (index.html when a build has no shell).
 */
function serveFrontend(app: NestExpressApplication, dir: string) {
  const isApi = (req: Request) => req.path === `/${API_PREFIX}` || req.path.startsWith(`/${API_PREFIX}/`);
  const compress = compression();
  const files = express.static(dir, { index: false, maxAge: '1y', immutable: true, setHeaders: noCacheForHtml });
  const index = join(dir, 'index.html');
  const shell = existsSync(join(dir, 'spa.html')) ? join(dir, 'spa.html') : index;
  const plain = existsSync(join(dir, 'plain.html')) ? join(dir, 'plain.html') : shell;
  const page = (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET') return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(req.path === '/' ? index : req.path.startsWith('/shared/') ? plain : shell);
  };
  // API calls pass straight through: no compression wrapper, no file lookup on disk.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (isApi(req)) return next();
    const afterFiles = (err?: unknown) => (err ? next(err) : page(req, res, next));
    compress(req, res, (err?: unknown) => {
      if (err) next(err);
      else void files(req, res, afterFiles);
    });
  });
}

function noCacheForHtml(res: Response, path: string) {
  if (path.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
}

/** Errors thrown by Express middleware before Nest's filter (bad JSON, body too large) answer in the same JSON shape. */
export function expressErrorHandler(err: unknown, _req: Request, res: Response, next: NextFunction) {
  if (res.headersSent) return next(err);
  const body = toErrorBody(err);
  res.status(body.statusCode).json(body);
}
