import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AllowWithoutXhrHeader } from '../../../core/http/decorators/no-xhr-header.decorator';
import { Public } from '../../../core/http/decorators/public.decorator';
import { ApiErrors } from '../../../core/http/openapi/api-errors';
import { PostmarkWebhookService } from './postmark-webhook.service';
import { WebhookAckDto } from './webhook-ack.dto';

@ApiTags('campaigns')
@Controller('webhooks/postmark')
export class PostmarkWebhookController {
  constructor(private readonly postmark: PostmarkWebhookService) {}

  @Post()
  @Public()
  @AllowWithoutXhrHeader()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Receive a Postmark bounce, spam-complaint or subscription-change webhook',
    description:
      'For Postmark, with the webhook URL https://<user>:<password>@<host>/api/webhooks/postmark: the HTTP Basic ' +
      'credentials must be POSTMARK_WEBHOOK_USER and POSTMARK_WEBHOOK_PASSWORD before anything happens. A Bounce of ' +
      'type HardBounce suppresses the address (other bounce types are only logged); a SpamComplaint suppresses it ' +
      'and unsubscribes it at Constant Contact; a SubscriptionChange (broadcast streams) does the same for its ' +
      'SuppressionReason; other record types are acknowledged and ignored.',
  })
  @ApiBody({
    description: "One Postmark webhook record (its RecordType and that record's fields, as Postmark documents them)",
    schema: { type: 'object', required: ['RecordType'], properties: { RecordType: { type: 'string' } } },
  })
  @ApiOkResponse({ type: WebhookAckDto, description: 'Authenticated and handled (a replay changes nothing)' })
  @ApiErrors({
    400: 'Malformed JSON, or a record without the fields its RecordType needs',
    401: 'Wrong or missing Basic credentials: nothing was done',
    404: 'Not configured on this deployment (POSTMARK_WEBHOOK_USER, POSTMARK_WEBHOOK_PASSWORD)',
  })
  async receivePostmarkWebhook(
    @Headers('authorization') authorization: string | undefined,
    @Body() body: unknown,
  ): Promise<WebhookAckDto> {
    const { type } = await this.postmark.receive(authorization, body);
    return { received: true, type };
  }
}
