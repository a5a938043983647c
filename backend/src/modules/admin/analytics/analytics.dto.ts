import { ApiProperty } from '@nestjs/swagger';
import { IsDateString, IsOptional, MaxLength } from 'class-validator';

/** The parts of the report that download as CSV, each its own file. */
export const ANALYTICS_TABLES = ['funnel', 'daily', 'sources', 'campaigns'] as const;
export type AnalyticsTable = (typeof ANALYTICS_TABLES)[number];

export class AnalyticsQueryDto {
  @ApiProperty({
    required: false,
    type: String,
    format: 'date',
    maxLength: 10,
    example: '2026-10-25',
    description: 'First day (UTC)',
  })
  @IsOptional()
  @MaxLength(10, { message: 'from must be a date (YYYY-MM-DD)' })
  @IsDateString({ strict: true }, { message: 'from must be a date (YYYY-MM-DD)' })
  from?: string;

  @ApiProperty({
    required: false,
    type: String,
    format: 'date',
    maxLength: 10,
    example: '2026-11-23',
    description: 'Last day (UTC)',
  })
  @IsOptional()
  @MaxLength(10, { message: 'to must be a date (YYYY-MM-DD)' })
  @IsDateString({ strict: true }, { message: 'to must be a date (YYYY-MM-DD)' })
  to?: string;
}

export class AnalyticsDayDto {
  @ApiProperty({ example: '2026-11-23' }) day: string;
  @ApiProperty() visitors: number;
  @ApiProperty() signups: number;
  @ApiProperty() enrollClicks: number;
  @ApiProperty() purchases: number;
}

export class AnalyticsFunnelStepDto {
  @ApiProperty({ example: 'Webinar sign-ups' }) step: string;
  @ApiProperty() count: number;
  @ApiProperty({
    nullable: true,
    type: Number,
    description:
      'Percent of the previous step, 2 decimals, at most 100 (null for the first step, and when the previous step ' +
      'counted none)',
  })
  rate: number | null;
  @ApiProperty({
    description:
      'How many more than the previous step this step counted (e.g. purchases in the range from sign-ups before it): ' +
      'not part of the rate',
  })
  beyondPrevious: number;
}

export class AnalyticsSourceDto {
  @ApiProperty({ example: 'facebook', description: 'utm_source, or "(direct)"' }) source: string;
  @ApiProperty({ example: 'cpc', nullable: true, type: String }) medium: string | null;
  @ApiProperty({ example: 'fall-webinar', nullable: true, type: String }) campaign: string | null;
  @ApiProperty({ example: 'www.facebook.com', nullable: true, type: String }) referrerHost: string | null;
  @ApiProperty() visits: number;
  @ApiProperty() signups: number;
  @ApiProperty() purchases: number;
}

export class AnalyticsCampaignDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'Deleted (archived) campaigns keep their figures' }) archived: boolean;
  @ApiProperty() sent: number;
  @ApiProperty() opened: number;
  @ApiProperty() clicked: number;
  @ApiProperty() unsubscribed: number;
  @ApiProperty({ description: 'Purchases within 7 days of a click on this campaign' }) purchases: number;
  @ApiProperty({ description: 'Refused by the receiving server (hard or soft bounce)' }) bounced: number;
  @ApiProperty({ description: 'Reported as spam by the recipient' }) complained: number;
}

export class AnalyticsDto {
  @ApiProperty({ example: '2026-10-25' }) from: string;
  @ApiProperty({ example: '2026-11-23' }) to: string;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the figures were last rebuilt (every minute for today); null before the first rebuild',
  })
  asOf: string | null;
  @ApiProperty({ type: [AnalyticsDayDto] }) daily: AnalyticsDayDto[];
  @ApiProperty({ type: [AnalyticsFunnelStepDto] }) funnel: AnalyticsFunnelStepDto[];
  @ApiProperty({ type: [AnalyticsSourceDto] }) sources: AnalyticsSourceDto[];
  @ApiProperty({ type: [AnalyticsCampaignDto] }) campaigns: AnalyticsCampaignDto[];
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 0.05,
    description: 'Complaints as a percentage of campaign e-mails sent in the range; null when none was sent',
  })
  complaintRate: number | null;
  @ApiProperty({
    type: Number,
    example: 0.3,
    description: 'The complaint rate (percent) Gmail and Yahoo require bulk senders to stay under',
  })
  complaintRateLimit: number;
}
