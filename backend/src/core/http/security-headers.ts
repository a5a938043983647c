import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import helmet from 'helmet';

/** Browser features no page of ours uses: a script injected into one can't use them either. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * helmet's headers (CSP and the rest), its middleware built once at start-up. @fastify/helmet builds it again on
 * every request, re-parsing the CSP directives, which cost more than the no-op route's own work (docs/operations.md).
 */
const helmetHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      'frame-src': ["'self'", 'https:'],
      'img-src': ["'self'", 'data:', 'https:'],
      'media-src': ["'self'", 'blob:'],
      'connect-src': ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  // Set below, only where it means something.
  strictTransportSecurity: false,
});

/**
 * Every answer's security headers: helmet's; a Permissions-Policy; and HSTS only on a request that came over https
 * (directly or, with TRUST_PROXY, through a proxy that said so), since a browser ignores it over plain http.
 */
export function securityHeaders(req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  // Synchronous; helmet 8 throws rather than passing an error on (and its options were checked at start-up).
  helmetHeaders(req.raw, reply.raw, () => undefined);
  reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  if (req.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  done();
}
