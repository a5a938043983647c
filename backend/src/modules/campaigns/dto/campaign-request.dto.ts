import { ApiProperty, ApiPropertyOptional, PartialType, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsISO8601, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../../core/validation/transforms';
import { CAMPAIGN_MESSAGES, DEFAULT_SEND_AFTER_HOURS, SEND_AFTER_HOURS } from '../campaigns.constants';

/** The spec sends sendAfterHours as text ('24'); numbers are accepted too. */
const toHours = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;

export class CreateCampaignDto {
  @ApiProperty({ type: String, maxLength: 200, example: '24h follow-up' })
  @Trim()
  @MaxLength(200, { message: 'Campaign name must be 200 characters or less' })
  @IsNotEmpty({ message: CAMPAIGN_MESSAGES.nameRequired })
  @IsString({ message: CAMPAIGN_MESSAGES.nameRequired })
  name: string;

  @ApiProperty({ type: String, maxLength: 300, example: 'Still thinking about investing?' })
  @Trim()
  @MaxLength(300, { message: 'Subject must be 300 characters or less' })
  @IsNotEmpty({ message: CAMPAIGN_MESSAGES.subjectRequired })
  @IsString({ message: CAMPAIGN_MESSAGES.subjectRequired })
  subject: string;

  @ApiProperty({
    type: String,
    example:
      '<p>Hi there,</p><p>Our next free webinar walks through a real fix-and-flip deal, numbers included.</p>' +
      '<p><a href="https://example.com/webinar">Save your seat</a></p>',
  })
  @Trim()
  @IsNotEmpty({ message: CAMPAIGN_MESSAGES.htmlRequired })
  @IsString({ message: CAMPAIGN_MESSAGES.htmlRequired })
  htmlContent: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example:
      'Hi there, our next free webinar walks through a real fix-and-flip deal, numbers included. ' +
      'Save your seat: https://example.com/webinar',
  })
  @IsOptional()
  @IsString({ message: 'Text content must be text' })
  textContent?: string | null;

  @ApiPropertyOptional({ type: Number, enum: SEND_AFTER_HOURS, default: DEFAULT_SEND_AFTER_HOURS, example: 24 })
  @IsOptional()
  @Transform(toHours)
  @IsIn(SEND_AFTER_HOURS, { message: CAMPAIGN_MESSAGES.sendAfterHours })
  sendAfterHours?: number;
}

export class UpdateCampaignDto extends PartialType(CreateCampaignDto) {}

/** What the preview needs: the form's current subject and content (saved or not). */
export class CampaignPreviewRequestDto extends PickType(CreateCampaignDto, ['subject', 'htmlContent', 'textContent']) {}

/** Activate: optionally from a start date and time (the drip ignores the campaign before it). */
export class ActivateCampaignDto {
  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Start sending at this time; absent, null or past: at once',
    example: '2026-12-01T09:00:00Z',
  })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: CAMPAIGN_MESSAGES.startsAt })
  startsAt?: string | null;
}
