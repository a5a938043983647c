import { ApiProperty } from '@nestjs/swagger';
import { CAMPAIGN_STATUSES, CampaignStatus, SAMPLE_NOTE, SEND_AFTER_HOURS } from '../campaigns.constants';
import { EmailCampaign } from '../entities/email-campaign.entity';

export class CampaignDto {
  @ApiProperty({ type: String, format: 'uuid' }) id: string;
  @ApiProperty({ type: String }) name: string;
  @ApiProperty({ type: String }) subject: string;
  @ApiProperty({ type: String }) htmlContent: string;
  @ApiProperty({ type: String, nullable: true }) textContent: string | null;
  @ApiProperty({ type: Boolean, description: 'Sending (or waiting for its start); false for a draft or a paused one' })
  isActive: boolean;
  @ApiProperty({
    type: String,
    enum: CAMPAIGN_STATUSES,
    description: 'draft: never activated; scheduled: activated, start still ahead; active: sending; paused',
  })
  status: CampaignStatus;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Nothing is sent before this time' })
  startsAt: string | null;
  @ApiProperty({ type: Number, enum: SEND_AFTER_HOURS }) sendAfterHours: number;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}

/** The answer to a create or an edit: the campaign, and what sanitising took out of its HTML. */
export class CampaignSaveDto extends CampaignDto {
  @ApiProperty({
    type: [String],
    example: ['<script>', 'onerror on <img>', 'javascript: URL in <a>'],
    description: 'What was removed from htmlContent for safety; empty when nothing was',
  })
  removedFromHtml: string[];
}

export class CampaignEligibleCountDto {
  @ApiProperty({ type: Number, example: 42, description: 'Visitors who would receive the campaign now' })
  count: number;
  @ApiProperty({ type: String, format: 'date-time' }) asOf: string;
}

export class EligibleVisitorDto {
  @ApiProperty({ type: String, format: 'uuid' }) id: string;
  @ApiProperty({ type: String, format: 'email' }) email: string;
  @ApiProperty({ type: String, format: 'date-time' }) lastVisitedAt: string;
}

export class CampaignStatsDto {
  @ApiProperty({ type: Number, description: 'Campaigns that are active (sending)' }) activeCampaigns: number;
  @ApiProperty({ type: Number }) totalVisitors: number;
  @ApiProperty({ type: Number, description: 'Campaign e-mails delivered (status sent)' }) emailsSent: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    description:
      'Percent of sent e-mails opened or clicked, 0-100; null while no e-mail has been sent (no rate of nothing)',
  })
  engagementRate: number | null;
}

function campaignStatus(c: EmailCampaign, now = Date.now()): CampaignStatus {
  if (c.isActive) return c.startsAt && new Date(c.startsAt).getTime() > now ? 'scheduled' : 'active';
  return c.activatedAt ? 'paused' : 'draft';
}

export function toCampaignDto(c: EmailCampaign): CampaignDto {
  return {
    id: c.id,
    name: c.name,
    subject: c.subject,
    htmlContent: c.htmlContent,
    textContent: c.textContent,
    isActive: c.isActive,
    status: campaignStatus(c),
    startsAt: c.startsAt ? new Date(c.startsAt).toISOString() : null,
    sendAfterHours: c.sendAfterHours,
    createdAt: new Date(c.createdAt).toISOString(),
  };
}

export class CampaignPreviewDto {
  @ApiProperty({ example: 'Still thinking about investing?' }) subject: string;
  @ApiProperty({ description: 'The HTML as a visitor receives it, footer included' }) html: string;
  @ApiProperty({ description: 'The plain-text part' }) text: string;
  @ApiProperty({ description: 'Says that the merge tags are filled in for a sample visitor', example: SAMPLE_NOTE })
  sampleNote: string;
  @ApiProperty({ type: [String], description: 'What sanitising takes out of the HTML (as on save)' })
  removedFromHtml: string[];
}

export class CampaignTestSendDto {
  @ApiProperty({ example: 'owner@example.com', description: 'Where the test was sent' }) sentTo: string;
}
