import { Body, Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { RawBodyRequest } from '@nestjs/common';
import type { Request } from 'express';
import { AllowWithoutXhrHeader } from '../../core/http/decorators/no-xhr-header.decorator';
import { Public } from '../../core/http/decorators/public.decorator';
import { WebhookAckDto } from './dto/webhook-ack.dto';
import { THINKIFIC_SIGNATURE_HEADER } from './thinkific.constants';
import { ThinkificWebhookService } from './thinkific-webhook.service';

@ApiTags('thinkific')
@Controller('webhooks/thinkific')
export class ThinkificWebhookController {
  constructor(private readonly webhooks: ThinkificWebhookService) {}

  @Post()
  @Public()
  @AllowWithoutXhrHeader()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Receives a Thinkific webhook (signed with X-Thinkific-Hmac-Sha256); processed asynchronously',
  })
  @ApiHeader({ name: 'X-Thinkific-Hmac-Sha256', required: true, description: 'hex HMAC-SHA256 of the raw body' })
  @ApiOkResponse({ type: WebhookAckDto })
  async receiveThinkificWebhook(
    @Req() req: RawBodyRequest<Request>,
    @Headers(THINKIFIC_SIGNATURE_HEADER) signature: string | undefined,
    @Body() body: unknown,
  ): Promise<WebhookAckDto> {
    const { duplicate } = await this.webhooks.receive(req.rawBody, signature, body);
    return { received: true, duplicate };
  }
}
