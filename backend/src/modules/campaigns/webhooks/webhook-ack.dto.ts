import { ApiProperty } from '@nestjs/swagger';

/** What a mail webhook answers once the report is verified and handled. */
export class WebhookAckDto {
  @ApiProperty({ example: true })
  received: boolean;

  @ApiProperty({
    description: 'What was handled: the SNS message type (SES) or the RecordType (Postmark)',
    example: 'Notification',
  })
  type: string;
}
