import { ApiProperty } from '@nestjs/swagger';
import { SEND_AFTER_HOURS } from '../campaigns.constants';
import { EmailCampaign } from '../entities/email-campaign.entity';

export class CampaignDto {
  @ApiProperty({ type: String, format: 'uuid' }) id: string;
  @ApiProperty({ type: String }) name: string;
  @ApiProperty({ type: String }) subject: string;
  @ApiProperty({ type: String }) htmlContent: string;
  @ApiProperty({ type: String, nullable: true }) textContent: string | null;
  @ApiProperty({ type: Boolean }) isActive: boolean;
  @ApiProperty({ type: Number, enum: SEND_AFTER_HOURS }) sendAfterHours: number;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
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
  @ApiProperty({ type: Number, description: 'Percent of sent e-mails opened or clicked, 0-100' })
  engagementRate: number;
}

export function toCampaignDto(c: EmailCampaign): CampaignDto {
  return {
    id: c.id,
    name: c.name,
    subject: c.subject,
    htmlContent: c.htmlContent,
    textContent: c.textContent,
    isActive: c.isActive,
    sendAfterHours: c.sendAfterHours,
    createdAt: new Date(c.createdAt).toISOString(),
  };
}

export class CampaignPreviewDto {
  @ApiProperty({ example: 'Still thinking about investing?' }) subject: string;
  @ApiProperty({ description: 'The HTML as a visitor receives it, footer included' }) html: string;
  @ApiProperty({ description: 'The plain-text part' }) text: string;
}

export class CampaignTestSendDto {
  @ApiProperty({ example: 'owner@example.com', description: 'Where the test was sent' }) sentTo: string;
}
