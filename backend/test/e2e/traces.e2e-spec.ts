import { ChildProcess, spawn } from 'child_process';
import { closeSync, openSync } from 'fs';
import { createServer } from 'net';
import { tmpdir } from 'os';
import { join } from 'path';
import { eventually } from '../support/eventually';
import { createUser } from '../support/factories';
import { OtlpReceiver, ReceivedSpan } from '../support/otlp-receiver';
import { createTestApp, TestApp, XHR } from '../support/test-app';

const SERVER = 2; // OTLP SpanKind
const PRODUCER = 4;
const CONSUMER = 5;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * Traces (issue 29): the API and the worker as their own processes, as deployed (main.ts and worker.ts start the SDK
 * before their modules load; each has its service name), both exporting OTLP/JSON to an in-test receiver. A request
 * that queues a job yields one trace: the worker's processing span descends from the request's span, and both name
 * the request id. The test app here only provides the database, Redis prefix and SMTP sink they share.
 */
describe('traces across the API and the worker', () => {
  let receiver: OtlpReceiver;
  let t: TestApp;
  const children: ChildProcess[] = [];
  const logFile = join(tmpdir(), `traces-${process.pid}.log`);

  const start = (entry: 'src/main.ts' | 'src/worker.ts', env: Record<string, string>) => {
    const log = openSync(logFile, 'a');
    const child = spawn(process.execPath, ['-r', '@swc-node/register', entry], {
      cwd: join(__dirname, '..', '..'),
      env: { ...process.env, ...t.env, LOG_LEVEL: 'warn', OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, ...env },
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    children.push(child);
    return child;
  };
  /** SIGTERM: a graceful stop exports the spans the process still buffers. */
  const stop = async (child: ChildProcess) => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };

  beforeAll(async () => {
    receiver = await new OtlpReceiver().start();
    t = await createTestApp({ worker: false });
  });
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    await t?.close();
    await receiver?.stop();
  });

  it('gives a request that queues a mail one trace, from its span to the worker’s processing span', async () => {
    const port = await freePort();
    const api = start('src/main.ts', { PORT: String(port), HOST: '127.0.0.1', OTEL_SERVICE_NAME: '' });
    const worker = start('src/worker.ts', { OTEL_SERVICE_NAME: '' });
    const base = `http://127.0.0.1:${port}/api`;
    await eventually('the API process to answer', () => fetch(`${base}/health/ping`).then((r) => r.ok), Boolean, {
      timeoutMs: 90_000,
      intervalMs: 500,
    });
    const user = await createUser(t.ds, { email: 'traced@example.test' });
    const res = await fetch(`${base}/auth/forgot-password`, {
      method: 'POST',
      headers: { ...XHR, 'Content-Type': 'application/json', 'X-Request-Id': 'traced-req-1' },
      body: JSON.stringify({ email: user.email }),
    });
    expect(res.status).toBe(200);
    await t.mail.waitFor((m) => m.to.includes('traced@example.test'), 90_000);
    await Promise.all([stop(api), stop(worker)]);

    const spans = receiver.spans;
    const request = spans.find(
      (s) =>
        s.service === 'investor-agent-api' && s.kind === SERVER && s.attributes['app.request_id'] === 'traced-req-1',
    );
    // Named by the route template it matched, as OpenTelemetry's HTTP conventions name a server span.
    expect(request).toMatchObject({
      name: 'POST /api/auth/forgot-password',
      attributes: { 'http.route': '/api/auth/forgot-password' },
    });
    const inTrace = spans.filter((s) => s.traceId === request!.traceId);
    const processing = inTrace.find((s) => s.service === 'investor-agent-worker' && s.kind === CONSUMER);
    expect(processing).toMatchObject({ name: 'process email', attributes: { 'app.request_id': 'traced-req-1' } });

    // The processing span's parents lead back to the request's span, through the span that queued the job.
    const byId = new Map(inTrace.map((s) => [s.spanId, s]));
    const chain: ReceivedSpan[] = [];
    for (let s: ReceivedSpan | undefined = processing; s; s = s.parentSpanId ? byId.get(s.parentSpanId) : undefined)
      chain.push(s);
    expect(chain[1]).toMatchObject({ service: 'investor-agent-api', kind: PRODUCER, name: 'add email.send' });
    expect(chain[1].attributes['app.request_id']).toBe('traced-req-1');
    expect(chain.map((s) => s.spanId)).toContain(request!.spanId);

    // The worker's PostgreSQL calls for the job join the trace, under its processing span, with the request id.
    const queries = inTrace.filter((s) => s.service === 'investor-agent-worker' && s.name.startsWith('pg.query'));
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.every((q) => q.attributes['app.request_id'] === 'traced-req-1')).toBe(true);
  }, 180_000);
});
