import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { WEBHOOK_EVENT_STATUSES, WebhookEvent, WebhookEventStatus } from '../entities/webhook-event.entity';

export class WebhookEventDto {
  @ApiProperty() id: string;
  @ApiProperty() provider: string;
  @ApiProperty({ description: 'The envelope id sent by the platform' }) eventId: string;
  @ApiProperty({ example: 'enrollment.created' }) topic: string;
  @ApiProperty({ enum: WEBHOOK_EVENT_STATUSES, enumName: 'WebhookEventStatus' }) status: WebhookEventStatus;
  @ApiProperty() attempts: number;
  @ApiPropertyOptional({ type: String, nullable: true }) lastError: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) receivedAt: string;
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true }) processedAt: string | null;

  static from(e: WebhookEvent): WebhookEventDto {
    return {
      id: e.id,
      provider: e.provider,
      eventId: e.eventId,
      topic: e.topic,
      status: e.status,
      attempts: e.attempts,
      lastError: e.lastError,
      receivedAt: e.receivedAt.toISOString(),
      processedAt: e.processedAt ? e.processedAt.toISOString() : null,
    };
  }
}

/** Query of GET /api/admin/webhook-events: one status only (the admin page asks for the failed ones). */
export class WebhookEventListQueryDto {
  @ApiPropertyOptional({ enum: WEBHOOK_EVENT_STATUSES, enumName: 'WebhookEventStatus' })
  @IsOptional()
  @IsIn(WEBHOOK_EVENT_STATUSES, { message: `status must be one of: ${WEBHOOK_EVENT_STATUSES.join(', ')}` })
  status?: WebhookEventStatus;
}
