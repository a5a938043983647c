import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags, ApiOperation } from '@nestjs/swagger';
import { Roles } from '../../core/http/decorators/roles.decorator';
import { WebhookEventDto } from './dto/webhook-event.dto';
import { ThinkificWebhookService } from './thinkific-webhook.service';

@ApiTags('admin')
@Controller('admin/webhook-events')
@Roles('admin')
export class WebhookEventsAdminController {
  constructor(private readonly webhooks: ThinkificWebhookService) {}

  @Get()
  @ApiOkResponse({ type: [WebhookEventDto], description: 'The most recent webhook events, newest first' })
  @ApiOperation({ summary: 'List the most recent Thinkific webhook events' })
  listWebhookEvents(): Promise<WebhookEventDto[]> {
    return this.webhooks.listRecent();
  }
}
