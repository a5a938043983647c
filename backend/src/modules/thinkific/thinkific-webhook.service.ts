import { InjectQueue } from '@nestjs/bullmq';
import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
  UnauthorizedException,
} from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { Queue } from 'bullmq';
import { Repository } from 'typeorm';
import { AppConfig } from '../../core/config/app-config';
import { QUEUES, ThinkificWebhookJob, WEBHOOK_JOB_THINKIFIC } from '../../core/queue/queues';
import { jobData } from '../../core/queue/job-context';
import { webhookEvents } from '../../core/metrics/metrics';
import { WebhookEvent, WebhookEventStatus } from './entities/webhook-event.entity';
import { WebhookEventDto } from './dto/webhook-event.dto';
import { THINKIFIC_MESSAGES, THINKIFIC_PROVIDER, WEBHOOK_EVENTS_LIST_LIMIT } from './thinkific.constants';
import { isValidThinkificSignature } from './thinkific-signature';
import { ThinkificEnvelope } from './thinkific.types';
import { errorText } from '../../core/errors';
import { isTestPayload, toDate } from './thinkific-values';

/** Receiving side of Thinkific webhooks: verify, store once by envelope id, enqueue. */
@Injectable()
export class ThinkificWebhookService {
  private readonly logger = new Logger(ThinkificWebhookService.name);

  constructor(
    @Inject(ConfigService) private readonly config: AppConfig,
    @InjectRepository(WebhookEvent) private readonly events: Repository<WebhookEvent>,
    @InjectQueue(QUEUES.webhooks) private readonly queue: Queue<ThinkificWebhookJob>,
  ) {}

  async receive(
    rawBody: Buffer | undefined,
    signature: string | undefined,
    body: unknown,
  ): Promise<{ duplicate: boolean }> {
    // Thinkific signs with the site's API key; an app install signs with its client secret (the override).
    const secret =
      this.config.get('THINKIFIC_WEBHOOK_SECRET', { infer: true }) ||
      this.config.get('THINKIFIC_API_KEY', { infer: true });
    if (!secret) throw new ServiceUnavailableException(THINKIFIC_MESSAGES.notConfigured);
    if (!signature || !rawBody || !isValidThinkificSignature(rawBody, secret, signature)) {
      webhookEvents.inc({ provider: THINKIFIC_PROVIDER, status: 'refused' });
      throw new UnauthorizedException(
        signature ? THINKIFIC_MESSAGES.badSignature : THINKIFIC_MESSAGES.missingSignature,
      );
    }
    const envelope = parseEnvelope(body);
    // "Send test" deliveries are stored as tests: acknowledged, never applied, never a failure.
    const test = isTestPayload(envelope.payload);

    const inserted = await this.events
      .createQueryBuilder()
      .insert()
      .values({
        provider: THINKIFIC_PROVIDER,
        eventId: envelope.id,
        topic: `${envelope.resource}.${envelope.action}`,
        payload: envelope as never,
        occurredAt: toDate(envelope.created_at),
        ...(test ? { status: 'test' as const, processedAt: new Date() } : {}),
      })
      .orIgnore()
      .returning(['id'])
      .execute();
    const id = (inserted.raw as Array<{ id: string }>)[0]?.id;
    webhookEvents.inc({ provider: THINKIFIC_PROVIDER, status: id ? (test ? 'test' : 'stored') : 'duplicate' });
    if (id && test) return { duplicate: false };
    if (id) {
      try {
        await this.enqueue(id);
      } catch (err) {
        // Not queued: forget the event so the platform's own retry delivers it again.
        await this.events.delete({ id });
        this.logger.error(`Thinkific event ${envelope.id} not queued: ${errorText(err)}`);
        throw new ServiceUnavailableException(THINKIFIC_MESSAGES.queueUnavailable);
      }
      return { duplicate: false };
    }
    // A replay: no second effect. Only an event that was stored but never queued (a crash in between) is
    // queued again; its fixed job id makes this a no-op while the first job exists.
    const existing = await this.events.findOneBy({ provider: THINKIFIC_PROVIDER, eventId: envelope.id });
    if (existing?.status === 'received' && existing.attempts === 0) await this.enqueue(existing.id);
    return { duplicate: true };
  }

  /** The first job of an event has a fixed id (replays are no-ops); each admin retry gets its own. */
  private async enqueue(webhookEventId: string, retry?: number): Promise<void> {
    const jobId = retry === undefined ? `thinkific_${webhookEventId}` : `thinkific_${webhookEventId}_retry${retry}`;
    await this.queue.add(WEBHOOK_JOB_THINKIFIC, jobData({ webhookEventId }), { jobId });
  }

  async listRecent(status?: WebhookEventStatus): Promise<WebhookEventDto[]> {
    const rows = await this.events.find({
      where: status ? { status } : {},
      order: { receivedAt: 'DESC' },
      take: WEBHOOK_EVENTS_LIST_LIMIT,
    });
    return rows.map(WebhookEventDto.from);
  }

  /**
   * An admin's retry of a failed event: it goes back to "received" and is queued again with the queue's usual
   * attempts (its attempt count and last error are kept until the new run writes them). Of two concurrent retries
   * only one queues it; an event in any other state answers 409.
   */
  async retry(id: string): Promise<WebhookEventDto> {
    const claimed = await this.events.update({ id, status: 'failed' }, { status: 'received' });
    if (!claimed.affected) {
      if (!(await this.events.existsBy({ id }))) throw new NotFoundException(THINKIFIC_MESSAGES.eventNotFound);
      throw new ConflictException(THINKIFIC_MESSAGES.onlyFailedRetried);
    }
    const event = await this.events.findOneByOrFail({ id });
    try {
      await this.enqueue(id, event.attempts);
    } catch (err) {
      await this.events.update({ id }, { status: 'failed' });
      this.logger.error(`Thinkific event ${event.eventId} not queued again: ${errorText(err)}`);
      throw new ServiceUnavailableException(THINKIFIC_MESSAGES.queueUnavailable);
    }
    return WebhookEventDto.from(event);
  }
}

function parseEnvelope(body: unknown): ThinkificEnvelope {
  const b = body as Partial<ThinkificEnvelope> | null;
  const text = (v: unknown) =>
    typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : null;
  const id = text(b?.id);
  const resource = text(b?.resource);
  const action = text(b?.action);
  if (
    !b ||
    typeof b !== 'object' ||
    !id ||
    !resource ||
    !action ||
    !b.payload ||
    typeof b.payload !== 'object' ||
    id.length > 100
  ) {
    throw new BadRequestException(THINKIFIC_MESSAGES.malformed);
  }
  return { ...(b as ThinkificEnvelope), id, resource, action };
}
