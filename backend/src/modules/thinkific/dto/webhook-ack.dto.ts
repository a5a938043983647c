import { ApiProperty } from '@nestjs/swagger';

export class WebhookAckDto {
  @ApiProperty({ example: true })
  received: boolean;

  @ApiProperty({ description: 'True when this event id had already been received (a replay)' })
  duplicate: boolean;
}
