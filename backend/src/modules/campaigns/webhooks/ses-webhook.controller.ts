import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AllowWithoutXhrHeader } from '../../../core/http/decorators/no-xhr-header.decorator';
import { Public } from '../../../core/http/decorators/public.decorator';
import { ApiErrors } from '../../../core/http/openapi/api-errors';
import { WebhookAckDto } from './webhook-ack.dto';
import { SesWebhookService } from './ses-webhook.service';

/** SNS posts its JSON as text/plain, which the API's body parser leaves unread: read it here, bounded. */
const MAX_SNS_BYTES = 256 * 1024;

async function snsBody(req: FastifyRequest): Promise<unknown> {
  if (req.body !== undefined) return req.body;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req.raw) {
    size += (chunk as Buffer).length;
    if (size > MAX_SNS_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    return null;
  }
}

@ApiTags('campaigns')
@Controller('webhooks/ses')
export class SesWebhookController {
  constructor(private readonly ses: SesWebhookService) {}

  @Post()
  @Public()
  @AllowWithoutXhrHeader()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Receive an Amazon SNS message carrying an SES bounce or complaint notification',
    description:
      'For Amazon SNS (HTTPS subscription to the SES_SNS_TOPIC_ARN topic). The SNS signature is verified with the ' +
      'certificate at SigningCertURL (Amazon SNS host only) before anything happens. SubscriptionConfirmation: ' +
      'the subscription is confirmed. Notification: a permanent bounce or a complaint suppresses the address.',
  })
  @ApiOkResponse({ type: WebhookAckDto, description: 'Verified and handled (a replay changes nothing)' })
  @ApiErrors({
    401: 'Unsigned, forged, certificate not on the Amazon SNS host, or another topic: nothing was done',
    404: 'Not configured on this deployment (SES_SNS_TOPIC_ARN)',
    503: 'The signing certificate could not be fetched, or the subscription not confirmed: SNS retries',
  })
  async receiveSesNotification(@Req() req: FastifyRequest): Promise<WebhookAckDto> {
    const { type } = await this.ses.receive(await snsBody(req));
    return { received: true, type };
  }
}
