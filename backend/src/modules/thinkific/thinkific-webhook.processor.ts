import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Job, UnrecoverableError } from 'bullmq';
import { Repository } from 'typeorm';
import { QUEUES, ThinkificWebhookJob } from '../../core/queue/queues';
import { webhookEvents } from '../../core/metrics/metrics';
import { WebhookEvent } from './entities/webhook-event.entity';
import {
  TOPIC_ENROLLMENT_COMPLETED,
  TOPIC_ENROLLMENT_CREATED,
  TOPIC_ENROLLMENT_PROGRESS,
  TOPIC_ENROLLMENT_TRIAL,
  TOPIC_LESSON_COMPLETED,
  TOPIC_USER_UPDATED,
} from './thinkific.constants';
import { ThinkificEventsService } from './thinkific-events.service';
import { ThinkificEnvelope } from './thinkific.types';
import { errorText } from '../../core/errors';

/**
 * Worker side of Thinkific webhooks. Errors are retried with the queue's backoff; after the final attempt
 * (or at once for an UnrecoverableError) the event is marked failed with its last error, for admins to see.
 */
@Processor(QUEUES.webhooks, { concurrency: 5 })
export class ThinkificWebhookProcessor extends WorkerHost {
  private readonly logger = new Logger(ThinkificWebhookProcessor.name);

  constructor(
    @InjectRepository(WebhookEvent) private readonly events: Repository<WebhookEvent>,
    private readonly handlers: ThinkificEventsService,
  ) {
    super();
  }

  async process(job: Job<ThinkificWebhookJob>): Promise<void> {
    const event = await this.events.findOneBy({ id: job.data.webhookEventId });
    if (!event) throw new UnrecoverableError(`webhook event ${job.data.webhookEventId} not found`);
    if (event.status === 'processed' || event.status === 'ignored' || event.status === 'test') return;
    await this.events.increment({ id: event.id }, 'attempts', 1);
    try {
      const at = event.occurredAt ?? event.receivedAt;
      const handled = await this.dispatch(event.topic, event.payload as unknown as ThinkificEnvelope, at);
      const status = handled ? 'processed' : 'ignored';
      await this.events.update({ id: event.id }, { status, lastError: null, processedAt: new Date() });
      webhookEvents.inc({ provider: event.provider, status });
    } catch (err) {
      const message = errorText(err);
      const final = err instanceof UnrecoverableError || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      await this.events.update(
        { id: event.id },
        { lastError: message.slice(0, 2000), ...(final ? { status: 'failed' as const } : {}) },
      );
      webhookEvents.inc({ provider: event.provider, status: final ? 'failed' : 'retried' });
      this.logger.warn(
        `Thinkific event ${event.eventId} (${event.topic}) ${final ? 'failed' : 'will retry'}: ${message}`,
      );
      throw err;
    }
  }

  /** False for topics we store but do not act on. */
  private async dispatch(topic: string, envelope: ThinkificEnvelope, at: Date): Promise<boolean> {
    if (TOPIC_ENROLLMENT_CREATED.includes(topic)) await this.handlers.enrollmentCreated(envelope, at);
    else if (topic === TOPIC_ENROLLMENT_TRIAL) await this.handlers.enrollmentCreated(envelope, at, true);
    else if (topic === TOPIC_ENROLLMENT_PROGRESS) await this.handlers.enrollmentProgress(envelope, at);
    else if (topic === TOPIC_ENROLLMENT_COMPLETED) await this.handlers.enrollmentCompleted(envelope, at);
    else if (topic === TOPIC_LESSON_COMPLETED) await this.handlers.lessonCompleted(envelope, at);
    else if (topic === TOPIC_USER_UPDATED) return this.handlers.userUpdated(envelope, at);
    else return false;
    return true;
  }
}
