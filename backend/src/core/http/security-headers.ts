import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/** Browser features no page of ours uses: a script injected into one can't use them either. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The headers helmet does not set the way we want: HSTS only on a request that came over https (directly or, with
 * TRUST_PROXY, through a proxy that said so), since a browser ignores it over plain http and it only misleads
 * there; and a Permissions-Policy on every answer.
 */
export function securityHeaders(req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  if (req.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  done();
}
