import type { IncomingMessage, ServerResponse } from 'http';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import helmet from 'helmet';

/** Browser features no page of ours uses: a script injected into one can't use them either. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The headers a helmet middleware writes. Ours name no per-request value (no CSP nonce), so they are read once at
 * start-up and set as one set on each answer, where running the middleware set each through Node's header checks.
 */
export function headersWritten(
  middleware: (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void,
): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  // Synchronous; helmet 8 throws on bad options rather than passing an error on.
  middleware({} as IncomingMessage, res as unknown as ServerResponse, () => undefined);
  return headers;
}

/** helmet's headers (CSP and the rest) and a Permissions-Policy. */
const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  ...headersWritten(
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
      // Set below, only where it means something.
      strictTransportSecurity: false,
    }),
  ),
  'permissions-policy': PERMISSIONS_POLICY,
});

/**
 * The built frontend's hashed files (scripts, styles, fonts, images): subresources, never documents. A path there that
 * names no file is a 404, never the app's page (static-frontend.ts), so no document is sent without its policy.
 */
export const isAssetPath = (url: string): boolean => url.startsWith('/assets/');

/**
 * What a subresource needs of those: no sniffing, and no embedding by other sites. The rest (CSP, framing, opener,
 * referrer, permissions...) a browser reads only on a document; sent on each of a page's ~30–90 scripts they cost
 * ~0.8 KB a file.
 */
const ASSET_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'x-content-type-options': SECURITY_HEADERS['x-content-type-options'],
  'cross-origin-resource-policy': SECURITY_HEADERS['cross-origin-resource-policy'],
});

/**
 * Every answer's security headers, which a route may override (the click page's own CSP); the frontend's assets get
 * the subresource set; HSTS only on a request that came over https (directly or, with TRUST_PROXY, through a proxy
 * that said so), since a browser ignores it over plain http.
 */
export function securityHeaders(req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  void reply.headers(isAssetPath(req.url) ? ASSET_HEADERS : SECURITY_HEADERS);
  if (req.protocol === 'https') void reply.header('Strict-Transport-Security', HSTS);
  done();
}
