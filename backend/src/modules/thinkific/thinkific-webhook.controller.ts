import { Body, Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBody, ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { RawBodyRequest } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AllowWithoutXhrHeader } from '../../core/http/decorators/no-xhr-header.decorator';
import { Public } from '../../core/http/decorators/public.decorator';
import { ApiErrors } from '../../core/http/openapi/api-errors';
import { WebhookAckDto } from './dto/webhook-ack.dto';
import { ThinkificWebhookEnvelopeDto } from './dto/webhook-envelope.dto';
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
    summary: 'Receive a signed Thinkific webhook event',
    description:
      'For the course platform. The event is stored once per envelope id and processed asynchronously by the ' +
      'worker; answer 200 means it needs no further delivery. On 401 fix the signing key; on 503 Thinkific retries.',
  })
  @ApiHeader({
    name: 'X-Thinkific-Hmac-Sha256',
    required: true,
    description: 'Hex HMAC-SHA256 of the raw request body, keyed with the Thinkific API key (or app client secret)',
  })
  // Documentation only: the handler takes the body untyped, so the signature is checked on the raw bytes first.
  @ApiBody({ type: ThinkificWebhookEnvelopeDto, required: true })
  @ApiOkResponse({
    type: WebhookAckDto,
    description: 'Received: stored and queued, or a replay of an event already received (duplicate: true)',
  })
  @ApiErrors({
    400: 'Malformed envelope: id, resource, action and payload are required',
    401: 'Missing or invalid signature (X-Thinkific-Hmac-Sha256)',
    503: 'Webhooks are not configured on this deployment, or the event could not be stored or queued: retry later',
  })
  async receiveThinkificWebhook(
    @Req() req: RawBodyRequest<FastifyRequest>,
    @Headers(THINKIFIC_SIGNATURE_HEADER) signature: string | undefined,
    @Body() body: unknown,
  ): Promise<WebhookAckDto> {
    const { duplicate } = await this.webhooks.receive(req.rawBody, signature, body);
    return { received: true, duplicate };
  }
}
