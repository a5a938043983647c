import { ProcessorDecoratorService } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import pino from 'pino';
import { Writable } from 'stream';
import { logOptions } from '../logging/access-log';
import { currentRequestId, runForRequest } from '../logging/request-id';
import { jobData, onJobFinished, wrapProcessors } from './job-context';

const inRequest = <T>(requestId: string, fn: () => T): T => runForRequest(requestId, fn);

describe('job context', () => {
  it('adds the current request id to job data, and nothing outside a request', () => {
    expect(jobData({ visitorId: 'v1' })).toEqual({ visitorId: 'v1' });
    expect(inRequest('req-9', () => jobData({ visitorId: 'v1' }))).toEqual({ visitorId: 'v1', requestId: 'req-9' });
  });

  it("runs each job in its request's context: its log lines and the jobs it queues carry the id; it is timed", async () => {
    wrapProcessors();
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const log = pino(logOptions('info', false), sink);
    const finished: string[] = [];
    onJobFinished((job, outcome, seconds) => finished.push(`${job.id} ${outcome} ${seconds >= 0}`));
    const queued: unknown[] = [];
    const processor = new ProcessorDecoratorService().decorate((job: Job) => {
      log.info(`working on ${job.id}`);
      queued.push(jobData({ kind: 'next' }));
      if (job.id === 'j2') return Promise.reject(new Error('boom'));
      return Promise.resolve(currentRequestId());
    });
    await expect(processor({ id: 'j1', queueName: 'test', data: { requestId: 'req-1' } } as Job)).resolves.toBe(
      'req-1',
    );
    await expect(processor({ id: 'j2', queueName: 'test', data: {} } as Job)).rejects.toThrow('boom');
    const parsed = lines.map((l) => JSON.parse(l) as { msg: string; requestId?: string });
    expect(parsed.map((l) => [l.msg, l.requestId])).toEqual([
      ['working on j1', 'req-1'],
      ['working on j2', undefined],
    ]);
    expect(queued).toEqual([{ kind: 'next', requestId: 'req-1' }, { kind: 'next' }]);
    expect(finished).toEqual(['j1 completed true', 'j2 failed true']);
  });
});
