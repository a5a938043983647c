import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplicationContext } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { errorText } from '../../src/core/errors';
import { ALL_QUEUES, QUEUES } from '../../src/core/queue/queues';

/**
 * The one polling helper of the tests: calls `probe` until `done(value)` holds and returns that value, or fails
 * after `timeoutMs` naming what it waited for and the last value seen. Never gives up silently.
 */
export async function eventually<T>(
  what: string,
  probe: () => Promise<T>,
  done: (value: T) => boolean = (value) => !!value,
  { timeoutMs = 15_000, intervalMs = 100 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  let lastError: unknown;
  for (;;) {
    try {
      last = await probe();
      if (done(last)) return last;
    } catch (err) {
      lastError = err;
    }
    if (Date.now() > deadline) {
      const seen = lastError ? `last error: ${errorText(lastError)}` : `last value: ${JSON.stringify(last)}`;
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what} (${seen})`);
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/**
 * Waits until the worker has nothing left to do: no job waiting, active, delayed or prioritised in any queue (job
 * schedulers' next runs aside). Use before asserting that something did *not* happen, instead of a fixed sleep.
 */
export async function workerIdle(app: INestApplicationContext, timeoutMs = 30_000): Promise<void> {
  const queues = ALL_QUEUES.map((name) => app.get<Queue>(getQueueToken(name), { strict: false }));
  await eventually(
    'the worker to be idle',
    async () => {
      const counts = await Promise.all(
        queues.map(async (q) => {
          const c = await q.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'waiting-children');
          const scheduled = (await q.getJobSchedulers()).length; // each scheduler keeps one delayed job ready
          return c.waiting + c.active + c.prioritized + c['waiting-children'] + Math.max(0, c.delayed - scheduled);
        }),
      );
      return counts.reduce((a, b) => a + b, 0);
    },
    (busy) => busy === 0,
    { timeoutMs, intervalMs: 50 },
  );
}

/**
 * What the e-mail queue holds right now (counts, and each unfinished or failed job's attempts, age and last error):
 * printed when an expected e-mail never arrives, so a stalled or failing worker shows in the failure itself.
 */
export async function emailQueueReport(app: INestApplicationContext): Promise<string> {
  const queue = app.get<Queue>(getQueueToken(QUEUES.email), { strict: false });
  const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed');
  const jobs = await queue.getJobs(['active', 'waiting', 'delayed', 'failed'], 0, 20);
  const now = Date.now();
  const lines = await Promise.all(
    jobs.map(async (j) => {
      const state = await j.getState();
      const age = Math.round((now - j.timestamp) / 1000);
      const running = j.processedOn ? `, last attempt started ${Math.round((now - j.processedOn) / 1000)} s ago` : '';
      const error = j.failedReason ? `, last error: ${j.failedReason}` : '';
      return `${state} ${j.data?.kind} job ${j.id}: ${j.attemptsMade} attempt(s), queued ${age} s ago${running}${error}`;
    }),
  );
  return [`email queue ${JSON.stringify(counts)}`, ...lines].join('\n');
}
