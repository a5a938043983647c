import { NestApplicationOptions } from '@nestjs/common';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { parseTrustProxy } from './core/config/trust-proxy';
import { requestIdOf } from './core/logging/request-id';

/**
 * How the API app is created everywhere (main, tests, spec emitter). Nest's body parsers are off: configureApp
 * registers the one JSON parser (raw bytes kept for webhook signatures, depth checked before parsing).
 */
export const APP_FACTORY_OPTIONS: NestApplicationOptions = { bufferLogs: true, bodyParser: false };

/** Request bodies above this are refused with 413 (JSON; video uploads are streamed and limited on their own). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * The HTTP platform: Fastify, routing as the API always has (paths in any letter case, a trailing slash ignored).
 * Only the proxies named by TRUST_PROXY may name the client (X-Forwarded-For); read here because Fastify takes it
 * when it is created, before Nest's ConfigService exists (the env schema validates the same variable).
 */
export function createHttpAdapter(env: NodeJS.ProcessEnv = process.env): FastifyAdapter {
  return new FastifyAdapter({
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    bodyLimit: BODY_LIMIT_BYTES,
    // Request ids: the caller's X-Request-Id when safe, else a UUID (core/logging/request-id.ts).
    requestIdHeader: false,
    genReqId: requestIdOf,
    // Express read a path parameter of any length; Fastify refuses one over 100 characters with 414 unless told.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 2048 },
  });
}
