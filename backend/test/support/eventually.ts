import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplicationContext } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { errorText } from '../../src/core/errors';
import { ALL_QUEUES } from '../../src/core/queue/queues';

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
