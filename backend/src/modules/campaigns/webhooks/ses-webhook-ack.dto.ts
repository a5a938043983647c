import { ApiProperty } from '@nestjs/swagger';

export class SesWebhookAckDto {
  @ApiProperty({ example: true })
  received: boolean;

  @ApiProperty({ description: 'The SNS message type handled', example: 'Notification' })
  type: string;
}
