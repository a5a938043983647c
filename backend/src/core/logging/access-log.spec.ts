import Fastify from 'fastify';
import pino from 'pino';
import { Writable } from 'stream';
import { eventually } from '../../../test/support/eventually';
import { accessLog, logOptions } from './access-log';
import { maskSecretParams } from './secret-params';

describe('maskSecretParams', () => {
  it('masks reset and set-password tokens, link signatures and OAuth codes, keeping every other parameter as written', () => {
    expect(maskSecretParams('/reset-password?token=AbC_123-xyz')).toBe('/reset-password?token=***');
    expect(maskSecretParams('/set-password?token=AbC&next=%2Fstudent-login')).toBe(
      '/set-password?token=***&next=%2Fstudent-login',
    );
    expect(maskSecretParams('/api/consent/confirm?v=7d1c&s=SIGNATURE')).toBe('/api/consent/confirm?v=7d1c&s=***');
    expect(maskSecretParams('/api/campaigns/t/c/7d1c?u=https%3A%2F%2Fexample.com&s=SIG')).toBe(
      '/api/campaigns/t/c/7d1c?u=https%3A%2F%2Fexample.com&s=***',
    );
    expect(maskSecretParams('/api/constant-contact/callback?code=AUTH&state=CSRF')).toBe(
      '/api/constant-contact/callback?code=***&state=***',
    );
  });

  it('matches names without regard to case, percent-encoding or a [] suffix, and leaves URLs without secrets alone', () => {
    expect(maskSecretParams('/x?TOKEN=a&Tok%65n=b&token[]=c&tokens=d')).toBe(
      '/x?TOKEN=***&Tok%65n=***&token[]=***&tokens=d',
    );
    expect(maskSecretParams('/x?%E0%A4%A=1&token=z')).toBe('/x?%E0%A4%A=1&token=***');
    expect(maskSecretParams('/api/success-stories')).toBe('/api/success-stories');
    expect(maskSecretParams('/api/leads?page=2&search=ann')).toBe('/api/leads?page=2&search=ann');
    expect(maskSecretParams('https://api.example.test/v1?key=K&page=2#top')).toBe(
      'https://api.example.test/v1?key=***&page=2#top',
    );
  });
});

describe('the access log', () => {
  /** A Fastify app behind the access log, logging into `lines` at `level`. */
  async function serve(level = 'info') {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify();
    const logger = pino(logOptions(level, false), sink);
    app.addHook('onRequest', accessLog(logger));
    app.get('/fails', (_req, reply) => reply.code(500).send({}));
    // Nest's Logger writes through nestjs-pino to this same logger.
    app.get('/logs', (req, reply) => {
      logger.warn('a line from inside the request');
      return reply.send({ id: req.id });
    });
    app.setNotFoundHandler((req, reply) => reply.send(req.query)); // the handler still sees the real values
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    return { lines, base, close: () => app.close() };
  }

  it('writes no token or link signature of a page visit or an API call, in the URL or the parsed query', async () => {
    const { lines, base, close } = await serve();
    try {
      const answer = await fetch(`${base}/reset-password?token=RESET-TOKEN-1&utm_source=mail`);
      expect(await answer.json()).toEqual({ token: 'RESET-TOKEN-1', utm_source: 'mail' });
      await fetch(`${base}/set-password?token=SET-TOKEN-2`);
      await fetch(`${base}/api/consent/confirm?v=7d1c&s=CONSENT-SIG-3`);
      await fetch(`${base}/api/campaigns/unsubscribe/7d1c?s=UNSUB-SIG-4`, {
        headers: { cookie: 'session=SESSION-COOKIE-5' },
      });
      await eventually(
        'four access log lines',
        () => Promise.resolve(lines.length),
        (n) => n >= 4,
        { timeoutMs: 5000 },
      );
      expect(lines).toHaveLength(4);
      const logged = lines.map((l) => JSON.parse(l) as { req: { url: string; query: Record<string, string> } });
      expect(logged.map((l) => l.req.url)).toEqual([
        '/reset-password?token=***&utm_source=mail',
        '/set-password?token=***',
        '/api/consent/confirm?v=7d1c&s=***',
        '/api/campaigns/unsubscribe/7d1c?s=***',
      ]);
      expect(logged[0].req.query).toEqual({ token: '***', utm_source: 'mail' });
      const text = lines.join('\n');
      for (const secret of ['RESET-TOKEN-1', 'SET-TOKEN-2', 'CONSENT-SIG-3', 'UNSUB-SIG-4', 'SESSION-COOKIE-5'])
        expect(text).not.toContain(secret);
    } finally {
      await close();
    }
  });

  it('writes one line per answer with its status and time; a 5xx as an error; health checks left out', async () => {
    const { lines, base, close } = await serve();
    try {
      await fetch(`${base}/api/health`);
      await fetch(`${base}/api/visitors?utm_source=mail`);
      await fetch(`${base}/fails`);
      await eventually(
        'two lines',
        () => Promise.resolve(lines.length),
        (n) => n >= 2,
        { timeoutMs: 5000 },
      );
      const [ok, failed] = lines.map(
        (l) =>
          JSON.parse(l) as { msg: string; req: { id: string; url: string }; res: { statusCode: number }; err?: object },
      );
      expect(lines).toHaveLength(2);
      expect(ok).toMatchObject({ msg: 'request completed', req: { url: '/api/visitors?utm_source=mail' } });
      expect(ok.res.statusCode).toBe(200);
      expect(lines[0]).toContain('"content-type":"application/json; charset=utf-8"');
      expect(failed).toMatchObject({ msg: 'request errored', res: { statusCode: 500 } });
      expect(failed.err).toMatchObject({ message: 'failed with status code 500' });
      expect(failed.req.id).not.toBe(ok.req.id);
      expect(lines.map((l) => (JSON.parse(l) as { requestId: string }).requestId)).toEqual([ok.req.id, failed.req.id]);
    } finally {
      await close();
    }
  });

  it("names the request on Nest's log lines inside it (the request itself only on the access line), and writes no access line at warn", async () => {
    const { lines, base, close } = await serve('warn');
    try {
      const answer = await fetch(`${base}/logs?token=SECRET-6`, { headers: { cookie: 'session=SESSION-COOKIE-7' } });
      const { id } = (await answer.json()) as { id: string };
      await fetch(`${base}/api/visitors`);
      await eventually(
        'one line',
        () => Promise.resolve(lines.length),
        (n) => n >= 1,
        { timeoutMs: 5000 },
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(lines).toHaveLength(1);
      const line = JSON.parse(lines[0]) as { msg: string; requestId: string; req?: unknown };
      expect(line.msg).toBe('a line from inside the request');
      expect(line.requestId).toBe(id);
      expect(line.req).toBeUndefined();
      expect(lines[0]).not.toContain('SECRET-6');
      expect(lines[0]).not.toContain('SESSION-COOKIE-7');
    } finally {
      await close();
    }
  });
});
