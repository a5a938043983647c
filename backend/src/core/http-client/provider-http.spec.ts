import { Logger } from '@nestjs/common';
import { createServer, Server } from 'http';
import { AddressInfo } from 'net';
import { ProviderError } from './provider-error';
import { ProviderHttp, retryAfterMs } from './provider-http';

/** A scripted local server: each request takes the next answer. */
async function scripted(answers: Array<{ status: number; body?: unknown; headers?: Record<string, string> }>) {
  const seen: string[] = [];
  const server: Server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    const next = answers.shift() ?? { status: 500 };
    res.writeHead(next.status, { 'Content-Type': 'application/json', ...next.headers });
    res.end(next.body === undefined ? '' : JSON.stringify(next.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const url = (path: string) => new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
  return { url, seen, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe('ProviderHttp', () => {
  const waits: number[] = [];
  const http = (extra: Partial<ConstructorParameters<typeof ProviderHttp>[0]> = {}) =>
    new ProviderHttp({
      provider: 'Acme',
      sleep: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
      ...extra,
    });
  beforeEach(() => (waits.length = 0));

  it('retries an idempotent call after a 429, waiting what Retry-After says, then answers', async () => {
    const s = await scripted([
      { status: 429, headers: { 'Retry-After': '2' } },
      { status: 200, body: { ok: 1 } },
    ]);
    try {
      const answer = await http().send({ method: 'GET', url: s.url('/thing') });
      expect(answer).toEqual({ status: 200, body: { ok: 1 } });
      expect(waits).toEqual([2000]);
      expect(s.seen).toEqual(['GET /thing', 'GET /thing']);
    } finally {
      await s.close();
    }
  });

  it('does not repeat a POST that is not idempotent', async () => {
    const s = await scripted([{ status: 503 }, { status: 200 }]);
    try {
      await expect(http().send({ method: 'POST', url: s.url('/create'), body: { a: 1 } })).rejects.toMatchObject({
        provider: 'Acme',
        reason: 'unavailable',
        status: 503,
      });
      expect(s.seen).toHaveLength(1);
    } finally {
      await s.close();
    }
  });

  it('gives up after its attempts with a typed error, backing off exponentially', async () => {
    const s = await scripted([{ status: 502 }, { status: 502 }, { status: 502 }]);
    try {
      const err = (await http({ backoffMs: 100 })
        .send({ method: 'GET', url: s.url('/x') })
        .catch((e: unknown) => e)) as ProviderError;
      expect(err).toBeInstanceOf(ProviderError);
      expect(err.message).toBe('Acme: unavailable (HTTP 502): ');
      expect(waits).toHaveLength(2);
      expect(waits[0]).toBeGreaterThanOrEqual(100);
      expect(waits[1]).toBeGreaterThanOrEqual(200);
    } finally {
      await s.close();
    }
  });

  it('hands a wait longer than it will sit through back to the caller', async () => {
    const s = await scripted([{ status: 429, headers: { 'Retry-After': '3600' } }]);
    try {
      await expect(http().send({ method: 'GET', url: s.url('/x') })).rejects.toMatchObject({
        reason: 'throttled',
        retryAfterMs: 3_600_000,
      });
      expect(waits).toEqual([]);
    } finally {
      await s.close();
    }
  });

  it('lets the provider name its own causes (a spent daily quota is not a throttle)', async () => {
    const s = await scripted([{ status: 429, body: [{ error_key: 'quota_exceeded' }] }]);
    try {
      const client = http({
        classify: (status, body) =>
          status === 429 && JSON.stringify(body).includes('quota_exceeded')
            ? { reason: 'quota-exhausted', detail: 'daily quota', retryAfterMs: 5000 }
            : undefined,
      });
      await expect(client.send({ method: 'GET', url: s.url('/x') })).rejects.toMatchObject({
        reason: 'quota-exhausted',
        retryAfterMs: 5000,
      });
      expect(s.seen).toHaveLength(1);
    } finally {
      await s.close();
    }
  });

  it('maps statuses to causes and reads the message of the error body', async () => {
    const s = await scripted([
      { status: 401, body: { message: 'bad key' } },
      { status: 404, body: { error: { message: 'Requested entity was not found.' } } },
      { status: 400, body: { status: 400, message: 'could not be parsed' } },
    ]);
    try {
      const c = http();
      await expect(c.send({ method: 'GET', url: s.url('/a') })).rejects.toMatchObject({
        reason: 'denied',
        message: 'Acme: denied (HTTP 401): bad key',
      });
      await expect(c.send({ method: 'GET', url: s.url('/b') })).rejects.toMatchObject({ reason: 'not-found' });
      await expect(c.send({ method: 'GET', url: s.url('/c') })).rejects.toMatchObject({ reason: 'rejected' });
    } finally {
      await s.close();
    }
  });

  it('logs one line per call without secrets: no header, no body, secret query values masked', async () => {
    const lines: string[] = [];
    const spy = jest.spyOn(Logger.prototype, 'log').mockImplementation((message: unknown) => {
      lines.push(String(message));
    });
    const s = await scripted([{ status: 200, body: {} }, { status: 401 }, { status: 200, body: {} }]);
    try {
      const client = http({ secretNames: ['email'] });
      const url = s.url('/v1/thing?key=AIzaQUERYKEY&api_key=RC-KEY&access_token=AT-QUERY&code=AUTHCODE&page=2');
      url.searchParams.set('email', 'pat@example.test');
      await client.send({
        method: 'GET',
        url,
        headers: {
          'X-Goog-Api-Key': 'AIzaHEADERKEY',
          'X-Api-Key': 'RENTCAST-HEADER-KEY',
          'X-Auth-API-Key': 'THINKIFIC-HEADER-KEY',
          Authorization: 'Bearer BEARER-ACCESS-TOKEN',
        },
      });
      await client
        .send({ method: 'GET', url: s.url('/v3/contacts'), headers: { Authorization: 'Bearer SECOND-TOKEN' } })
        .catch(() => undefined);
      await client.send({
        method: 'POST',
        url: s.url('/token'),
        headers: { Authorization: `Basic ${Buffer.from('client-id:CLIENT-SECRET').toString('base64')}` },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: 'REFRESH-TOKEN' }),
      });
    } finally {
      spy.mockRestore();
      await s.close();
    }
    expect(lines).toHaveLength(3);
    const log = lines.join('\n');
    for (const secret of [
      'AIzaQUERYKEY',
      'RC-KEY',
      'AT-QUERY',
      'AUTHCODE',
      'pat@example.test',
      'pat%40example.test',
      'AIzaHEADERKEY',
      'RENTCAST-HEADER-KEY',
      'THINKIFIC-HEADER-KEY',
      'BEARER-ACCESS-TOKEN',
      'SECOND-TOKEN',
      'CLIENT-SECRET',
      Buffer.from('client-id:CLIENT-SECRET').toString('base64'),
      'REFRESH-TOKEN',
    ])
      expect(log).not.toContain(secret);
    expect(lines[0]).toMatch(
      /^GET http:\/\/127\.0\.0\.1:\d+\/v1\/thing\?key=\*\*\*&api_key=\*\*\*&access_token=\*\*\*&code=\*\*\*&page=2&email=\*\*\* → 200 in \d+ ms$/,
    );
    expect(lines[1]).toMatch(/^GET http:\/\/127\.0\.0\.1:\d+\/v3\/contacts → 401 in \d+ ms$/);
    expect(lines[2]).toMatch(/^POST http:\/\/127\.0\.0\.1:\d+\/token → 200 in \d+ ms$/);
  });

  it('reads the message of every error shape the providers use', async () => {
    const s = await scripted([
      {
        status: 400,
        body: [{ error_key: 'contacts.api.validation.error', error_message: 'email_address is required' }],
      },
      { status: 401, body: { error: 'Authentication Error' } },
      { status: 400, body: { error: 'invalid_grant', error_description: 'The authorization code is invalid.' } },
    ]);
    try {
      const c = http();
      await expect(c.send({ method: 'POST', url: s.url('/a') })).rejects.toMatchObject({
        message: 'Acme: rejected (HTTP 400): email_address is required',
      });
      await expect(c.send({ method: 'POST', url: s.url('/b') })).rejects.toMatchObject({
        message: 'Acme: denied (HTTP 401): Authentication Error',
      });
      await expect(c.send({ method: 'POST', url: s.url('/c') })).rejects.toMatchObject({
        message: 'Acme: rejected (HTTP 400): The authorization code is invalid.',
      });
    } finally {
      await s.close();
    }
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(retryAfterMs(new Headers({ 'retry-after': '7' }), now)).toBe(7000);
    expect(retryAfterMs(new Headers({ 'retry-after': 'Sun, 22 Nov 2026 10:01:00 GMT' }), now)).toBe(60_000);
    expect(retryAfterMs(new Headers({}), now)).toBeUndefined();
  });
});
