import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { SessionUser } from '../../core/auth/session-user';
import { MailService } from '../../core/mail/mail.service';
import { CampaignMailBuilder } from './delivery/campaign-mail.builder';
import Redis from 'ioredis';
import { REDIS } from '../../core/redis/redis.module';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, IsNull, Repository } from 'typeorm';
import {
  CAMPAIGN_MESSAGES,
  CAMPAIGN_TEST_MAIL_KIND,
  DEFAULT_SEND_AFTER_HOURS,
  SAMPLE_NOTE,
  SAMPLE_VISITOR,
  STATS_CACHE_KEY,
  STATS_CACHE_SECONDS,
} from './campaigns.constants';
import { VisitorsService } from '../visitors/visitors.service';
import { SEND_COUNTS_SQL } from './campaigns.queries';
import { CampaignDispatchService } from './delivery/campaign-dispatch.service';
import { CampaignPreviewRequestDto, CreateCampaignDto, UpdateCampaignDto } from './dto/campaign-request.dto';
import {
  CampaignDto,
  CampaignEligibleCountDto,
  CampaignPreviewDto,
  CampaignSaveDto,
  CampaignStatsDto,
  CampaignTestSendDto,
  EligibleVisitorDto,
  toCampaignDto,
} from './dto/campaign-response.dto';
import { EmailCampaign } from './entities/email-campaign.entity';
import { sanitizeCampaignHtml } from './delivery/campaign-html.sanitizer';

/** Admin management of drip campaigns, their eligible visitors and the delivery figures. */
interface DeliveryCounts {
  totalVisitors: number;
  emailsSent: number;
  engaged: number;
}

@Injectable()
export class CampaignsService {
  constructor(
    @InjectRepository(EmailCampaign) private readonly repo: Repository<EmailCampaign>,
    @InjectDataSource() private readonly ds: DataSource,
    private readonly dispatch: CampaignDispatchService,
    private readonly visitors: VisitorsService,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly builder: CampaignMailBuilder,
    private readonly mail: MailService,
  ) {}

  async list(): Promise<CampaignDto[]> {
    return (await this.repo.find({ where: { archivedAt: IsNull() }, order: { createdAt: 'DESC' } })).map(toCampaignDto);
  }

  /** A new campaign is a draft: nothing is sent until the owner activates it. Its HTML is stored sanitised. */
  async create(dto: CreateCampaignDto): Promise<CampaignSaveDto> {
    const { html, removed } = sanitizeCampaignHtml(dto.htmlContent);
    const campaign = this.repo.create({
      name: dto.name,
      subject: dto.subject,
      htmlContent: html,
      textContent: dto.textContent?.trim() ? dto.textContent : null,
      sendAfterHours: dto.sendAfterHours ?? DEFAULT_SEND_AFTER_HOURS,
      isActive: false,
    });
    return { ...toCampaignDto(await this.repo.save(campaign)), removedFromHtml: removed };
  }

  async update(id: string, dto: UpdateCampaignDto): Promise<CampaignSaveDto> {
    const campaign = await this.get(id);
    const { textContent, htmlContent, ...rest } = dto;
    Object.assign(campaign, rest);
    const sanitized = htmlContent === undefined ? null : sanitizeCampaignHtml(htmlContent);
    if (sanitized) campaign.htmlContent = sanitized.html;
    if (textContent !== undefined) campaign.textContent = textContent?.trim() ? textContent : null;
    return { ...toCampaignDto(await this.repo.save(campaign)), removedFromHtml: sanitized?.removed ?? [] };
  }

  /** Activates (from `startsAt` when it is still ahead) or pauses. */
  async setActive(id: string, isActive: boolean, startsAt?: string | null): Promise<CampaignDto> {
    const campaign = await this.get(id);
    campaign.isActive = isActive;
    if (isActive) {
      const now = new Date();
      const start = startsAt ? new Date(startsAt) : null;
      campaign.activatedAt = now;
      campaign.startsAt = start && start > now ? start : null;
    }
    return toCampaignDto(await this.repo.save(campaign));
  }

  /** How many visitors would receive the campaign now: the drip's own eligibility query, counted. */
  async eligibleCount(id: string): Promise<CampaignEligibleCountDto> {
    const asOf = new Date();
    return { count: await this.dispatch.countEligible(await this.get(id), asOf), asOf: asOf.toISOString() };
  }

  /** Archives: the campaign stops and disappears from the list; its sends (and their share of the stats) stay. */
  async remove(id: string): Promise<void> {
    const result = await this.repo.update({ id, archivedAt: IsNull() }, { archivedAt: new Date(), isActive: false });
    if (!result.affected) throw new NotFoundException(CAMPAIGN_MESSAGES.notFound);
  }

  /** The e-mail as a visitor will get it (footer included, merge tags filled for a sample visitor), for the form. */
  preview(content: CampaignPreviewRequestDto, to: string): CampaignPreviewDto {
    const mail = this.builder.preview({ ...content, textContent: content.textContent ?? null }, to, SAMPLE_VISITOR);
    const { removed } = sanitizeCampaignHtml(content.htmlContent);
    return {
      subject: mail.subject,
      html: mail.html ?? '',
      text: mail.text,
      sampleNote: SAMPLE_NOTE,
      removedFromHtml: removed,
    };
  }

  /** Queues the campaign to the signed-in admin ("Send test to me"). */
  async sendTest(id: string, admin: SessionUser): Promise<CampaignTestSendDto> {
    await this.get(id);
    if (!admin.email) throw new BadRequestException(CAMPAIGN_MESSAGES.noTestAddress);
    await this.mail.enqueue({ kind: CAMPAIGN_TEST_MAIL_KIND, ref: { campaignId: id, userId: admin.id } });
    return { sentTo: admin.email };
  }

  async eligibleVisitors(id: string): Promise<EligibleVisitorDto[]> {
    const rows = await this.dispatch.eligibleVisitors(await this.get(id));
    return rows.map((r) => ({ id: r.id, email: r.email, lastVisitedAt: new Date(r.lastVisitedAt).toISOString() }));
  }

  async stats(): Promise<CampaignStatsDto> {
    const activeCampaigns = await this.repo.countBy({ isActive: true });
    const { totalVisitors, emailsSent, engaged } = await this.deliveryCounts();
    const engagementRate = emailsSent ? Math.round((engaged / emailsSent) * 10_000) / 100 : null;
    return { activeCampaigns, totalVisitors, emailsSent, engagementRate };
  }

  /**
   * Exact counts over visitors and sends scan large tables, so they are shared for STATS_CACHE_SECONDS (the page
   * refreshes every 30 s); without Redis they are computed each time.
   */
  private async deliveryCounts(): Promise<DeliveryCounts> {
    const cached = await this.redis.get(STATS_CACHE_KEY).catch(() => null);
    if (cached) return JSON.parse(cached) as DeliveryCounts;
    const [[sends], totalVisitors] = await Promise.all([
      this.ds.query<Array<Omit<DeliveryCounts, 'totalVisitors'>>>(SEND_COUNTS_SQL),
      this.visitors.count(),
    ]);
    const row: DeliveryCounts = { totalVisitors, ...sends };
    await this.redis.set(STATS_CACHE_KEY, JSON.stringify(row), 'EX', STATS_CACHE_SECONDS).catch(() => undefined);
    return row;
  }

  private async get(id: string): Promise<EmailCampaign> {
    const campaign = await this.repo.findOneBy({ id, archivedAt: IsNull() });
    if (!campaign) throw new NotFoundException(CAMPAIGN_MESSAGES.notFound);
    return campaign;
  }
}
