import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags, ApiOperation } from '@nestjs/swagger';
import { Roles } from '../../core/http/decorators/roles.decorator';
import { ApiErrors } from '../../core/http/openapi/api-errors';
import { idParam } from '../../core/validation/uuid-param.pipe';
import { WebhookEventDto, WebhookEventListQueryDto } from './dto/webhook-event.dto';
import { THINKIFIC_MESSAGES } from './thinkific.constants';
import { ThinkificWebhookService } from './thinkific-webhook.service';

@ApiTags('admin')
@Controller('admin/webhook-events')
@Roles('admin')
export class WebhookEventsAdminController {
  constructor(private readonly webhooks: ThinkificWebhookService) {}

  @Get()
  @ApiOkResponse({ type: [WebhookEventDto], description: 'The most recent webhook events, newest first' })
  @ApiOperation({
    summary: 'List the most recent Thinkific webhook events',
    description: 'With `status`, only the events in that state (the admin page lists the failed ones).',
  })
  listWebhookEvents(@Query() query: WebhookEventListQueryDto): Promise<WebhookEventDto[]> {
    return this.webhooks.listRecent(query.status);
  }

  @Post(':id/retry')
  @HttpCode(200)
  @ApiOkResponse({ type: WebhookEventDto, description: 'The event, queued again (status received)' })
  @ApiErrors({ 409: 'The event has not failed (only a failed event can be retried)' })
  @ApiOperation({
    summary: 'Retry a failed Thinkific webhook event',
    description: 'The event is queued again with the usual attempts; its outcome shows in the list.',
  })
  retryWebhookEvent(@Param('id', idParam(THINKIFIC_MESSAGES.eventNotFound)) id: string): Promise<WebhookEventDto> {
    return this.webhooks.retry(id);
  }
}
