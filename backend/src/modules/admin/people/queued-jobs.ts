import { Queue } from 'bullmq';

const STATES = ['waiting', 'delayed', 'paused', 'prioritized', 'failed', 'completed'] as const;

/**
 * Removes every job of `queues` whose data, result or failure mentions one of `needles` (a person's ids or address):
 * queued mail to an erased person is never sent, and no finished job keeps their trace in Redis. Answers how many.
 * A job running at this moment cannot be removed; it finds the person gone and does nothing.
 */
export async function removeJobsMentioning(queues: Queue[], needles: string[]): Promise<number> {
  const wanted = needles.filter(Boolean).map((n) => n.toLowerCase());
  if (!wanted.length) return 0;
  let removed = 0;
  for (const queue of queues) {
    for (const job of await queue.getJobs([...STATES], 0, -1)) {
      if (!job?.id) continue;
      const text = JSON.stringify([job.data, job.returnvalue, job.failedReason, job.stacktrace]).toLowerCase();
      if (!wanted.some((n) => text.includes(n))) continue;
      await job.remove().catch(() => undefined);
      removed++;
    }
  }
  return removed;
}
