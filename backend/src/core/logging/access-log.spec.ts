import express from 'express';
import type { AddressInfo } from 'net';
import pinoHttp from 'pino-http';
import { Writable } from 'stream';
import { eventually } from '../../../test/support/eventually';
import { accessLogOptions } from './access-log';
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
  /** An Express app behind the access log's own options, logging into `lines`. */
  async function serve() {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = express();
    app.use(pinoHttp(accessLogOptions('info', false), sink));
    app.use((req, res) => {
      res.json(req.query); // the handler still sees the real values
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { lines, base, close: () => new Promise((resolve) => server.close(resolve)) };
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
});
