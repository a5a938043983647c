import { ProcessorDecoratorService } from '@nestjs/bullmq';
import type { Job, Processor } from 'bullmq';
import { currentRequestId, runForRequest } from '../logging/request-id';
import { jobDuration } from '../metrics/metrics';
import { currentTracing } from '../tracing/tracing';

/** What every job's data may carry besides its payload: the id of the request that queued it. */
export interface JobContext {
  requestId?: string;
}

/**
 * A job's data as it is enqueued: the payload plus the current request's id (from the request's scope, so a
 * job queued while the worker runs another job carries that job's request id on). Every enqueue goes through this.
 */
export function jobData<T extends object>(data: T): T & JobContext {
  const requestId = currentRequestId();
  return requestId ? { ...data, requestId } : data;
}

type JobListener = (job: Job, outcome: 'completed' | 'failed', seconds: number) => void;

const listeners: JobListener[] = [];

/** Hears of every job the processors of this process finish (metrics, the worker's health). */
export function onJobFinished(listener: JobListener): void {
  listeners.push(listener);
}

function runJob(processor: Processor, job: Job, token?: string): Promise<unknown> {
  const data = job.data as JobContext | undefined;
  const requestId = typeof data?.requestId === 'string' ? data.requestId : undefined;
  // With tracing on, BullMQ's processing span (a child of the queuing request's trace) is the active one here.
  if (requestId) currentTracing()?.nameActiveSpan(requestId);
  const started = performance.now();
  const finish = (outcome: 'completed' | 'failed') => {
    const seconds = (performance.now() - started) / 1000;
    jobDuration.observe({ queue: job.queueName, outcome }, seconds);
    for (const listener of listeners) listener(job, outcome, seconds);
  };
  return runForRequest(requestId, () =>
    Promise.resolve(processor(job, token) as unknown).then(
      (result) => {
        finish('completed');
        return result;
      },
      (err: unknown) => {
        finish('failed');
        throw err;
      },
    ),
  );
}

/**
 * @nestjs/bullmq hands each processor's process() to ProcessorDecoratorService.decorate when it starts its worker, the
 * hook it documents for wrapping processors; its module is built inside @nestjs/bullmq, where no provider of ours can
 * replace it, so the worker sets the method once at load (worker.module.ts): every job runs in its request's log
 * context and is timed (bullmq_job_duration_seconds).
 */
export function wrapProcessors(): void {
  ProcessorDecoratorService.prototype.decorate = function decorate(processor: Processor): Processor {
    return (job, token) => runJob(processor, job, token);
  };
}
