import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/**
 * The envelope Thinkific wraps every webhook event in (developers.thinkific.com, "Webhooks Documentation"). Only
 * documented here: the controller reads the raw bytes for the signature and checks the envelope itself.
 */
export class ThinkificWebhookEnvelopeDto {
  @ApiProperty({
    type: String,
    maxLength: 100,
    description: 'Unique id of the event; a second delivery with the same id is a replay and has no second effect',
    example: '20260105100000123456789',
  })
  id: string;

  @ApiProperty({
    type: String,
    description: 'The model the event is about: enrollment, lesson, user, order, ...',
    example: 'enrollment',
  })
  resource: string;

  @ApiProperty({
    type: String,
    description:
      'What happened to it; resource.action is the topic. Acted on: enrollment.created, enrollment.trial, ' +
      'enrollment.progress, enrollment.completed, lesson.completed, user.updated; other topics are stored and ' +
      'acknowledged',
    example: 'created',
  })
  action: string;

  @ApiPropertyOptional({ type: String, description: 'The Thinkific site that sent the event', example: '59' })
  tenant_id?: string;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    description: 'When the event happened; events are applied in this order',
    example: '2026-01-05T10:00:00.000Z',
  })
  created_at?: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'The resource itself (for an enrollment: the enrollment with its user and course)',
    example: {
      id: 3001,
      course_id: 68,
      course: { id: 68, name: 'Investor Agent Certification', slug: 'investor-agent-certification' },
      user: { id: 9401, email: 'jane.doe@example.com', first_name: 'Jane', last_name: 'Doe' },
      percentage_completed: '0.0',
      started_at: '2026-01-05T10:00:00.000Z',
      activated_at: '2026-01-05T10:00:00.000Z',
      expiry_date: null,
      free_trial: false,
    },
  })
  payload: Record<string, unknown>;
}
