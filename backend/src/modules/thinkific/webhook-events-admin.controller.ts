import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
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
  listWebhookEvents(): Promise<WebhookEventDto[]> {
    return this.webhooks.listRecent();
  }
}
