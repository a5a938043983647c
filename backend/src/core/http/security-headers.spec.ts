import Fastify from 'fastify';
import helmet from 'helmet';
import { IncomingMessage, ServerResponse } from 'http';
import { Socket } from 'net';
import { HSTS, PERMISSIONS_POLICY, headersWritten, securityHeaders } from './security-headers';

async function setUp() {
  const app = Fastify({ trustProxy: true });
  app.addHook('onRequest', securityHeaders);
  app.get('/plain', (_req, reply) => reply.send({ ok: true }));
  app.get('/assets/app-1.js', (_req, reply) => reply.type('text/javascript').send('1'));
  app.get('/own-csp', (_req, reply) => reply.header('Content-Security-Policy', "default-src 'none'").send('x'));
  app.get('/fails', () => {
    throw new Error('boom');
  });
  await app.ready();
  return app;
}

describe('securityHeaders', () => {
  it('reads what a helmet middleware writes on a real response', () => {
    const res = new ServerResponse(new IncomingMessage(new Socket()));
    res.setHeader('X-Powered-By', 'Express');
    helmet()({} as IncomingMessage, res, () => undefined);
    expect(headersWritten(helmet())).toEqual(res.getHeaders());
  });

  it("sends helmet's headers and the Permissions-Policy on answers and errors, HSTS only over https", async () => {
    const app = await setUp();
    for (const url of ['/plain', '/fails', '/no-such-route']) {
      const { headers } = await app.inject({ url });
      expect(headers['content-security-policy']).toContain("frame-src 'self' https:");
      expect(headers).toMatchObject({
        'x-frame-options': 'SAMEORIGIN',
        'x-content-type-options': 'nosniff',
        'permissions-policy': PERMISSIONS_POLICY,
      });
      expect(headers['strict-transport-security']).toBeUndefined();
    }
    const secure = await app.inject({ url: '/plain', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toBe(HSTS);
  });

  it("sends the frontend's assets only what a subresource needs", async () => {
    const app = await setUp();
    const { headers } = await app.inject({ url: '/assets/app-1.js', headers: { 'x-forwarded-proto': 'https' } });
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
      'strict-transport-security': HSTS,
    });
    expect(headers['content-security-policy']).toBeUndefined();
    expect(headers['x-frame-options']).toBeUndefined();
  });

  it('lets a route set its own policy', async () => {
    const app = await setUp();
    expect((await app.inject({ url: '/own-csp' })).headers['content-security-policy']).toBe("default-src 'none'");
  });
});
