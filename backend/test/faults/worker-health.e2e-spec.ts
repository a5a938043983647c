import { WorkerHttpServer } from '../../src/core/health/worker-http.server';
import { eventually } from '../support/eventually';
import { createTestApp, TestApp } from '../support/test-app';
import { startThrowawayRedis, Throwaway } from './support/throwaway-services';

const TOKEN = 'worker-metrics-token-0123456789abcdef';

/** The worker's own HTTP server (WORKER_HTTP_PORT): its health follows its Redis; its metrics need the token. */
describe("fault: the worker's health when its Redis is stopped", () => {
  let redis: Throwaway;
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    redis = await startThrowawayRedis();
    t = await createTestApp({
      env: { REDIS_URL: redis.url, WORKER_HTTP_PORT: '0', METRICS_ENABLED: 'true', METRICS_TOKEN: TOKEN },
    });
    base = `http://127.0.0.1:${t.worker!.get(WorkerHttpServer).boundPort}`;
  }, 60_000);
  afterAll(async () => {
    await redis?.start().catch(() => undefined);
    try {
      await t?.close();
    } finally {
      await redis?.close();
    }
  });

  const health = async () => {
    const res = await fetch(`${base}/health`);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('is healthy with every processor running, and serves its metrics with the token only', async () => {
    const { status, body } = await health();
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ok', redis: 'up', stalled: false });
    expect(body.processors).toMatchObject({
      email: 'running',
      webhooks: 'running',
      campaigns: 'running',
      'contact-sync': 'running',
      'thinkific-sync': 'running',
      reports: 'running',
    });
    expect(Object.values(body.processors as object).every((p) => p === 'running')).toBe(true);
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    const metrics = await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('# TYPE bullmq_job_duration_seconds histogram');
  });

  it('fails while its Redis is stopped, and recovers when Redis is back', async () => {
    await redis.stop();
    const down = await health();
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ status: 'down', redis: 'down' });

    await redis.start();
    await eventually(
      'the worker healthy again',
      () => health(),
      (h) => h.status === 200,
      { timeoutMs: 20_000 },
    );
  });
});
