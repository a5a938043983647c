import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'crypto';
import { MoreThan, Repository } from 'typeorm';
import type { AppConfig } from '../../core/config/app-config';
import { RateLimitService } from '../../core/rate-limit/rate-limit.service';
import { UsersService } from '../auth/users.service';
import { toPropertyDto } from './dto/property.dto';
import type { FixFlipReportDto, SharedAnalysisDto, ShareLinkResponseDto } from './dto/report.dto';
import type { FixFlipProperty } from './entities/fix-flip-property.entity';
import { FixFlipShareLink } from './entities/fix-flip-share-link.entity';
import { FixFlipPropertiesService } from './fix-flip-properties.service';
import { REPORT_MESSAGES as M, SHARE_LINK_DAYS, SHARED_ANALYSIS_PER_IP } from './fix-flip-report.constants';
import { renderReportPdf } from './fix-flip-report.pdf';
import { DAY_MS } from '../../core/time/days';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** Tokens are 32 random bytes in base64url (43 characters); anything else cannot be one. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The report of a saved analysis: its PDF, and read-only share links (owner-managed, public to read). */
@Injectable()
export class FixFlipReportService {
  constructor(
    @InjectRepository(FixFlipShareLink) private readonly links: Repository<FixFlipShareLink>,
    private readonly properties: FixFlipPropertiesService,
    private readonly users: UsersService,
    private readonly limiter: RateLimitService,
    @Inject(ConfigService) private readonly config: AppConfig,
  ) {}

  async ownReport(userId: string, propertyId: string): Promise<FixFlipReportDto> {
    return this.reportOf(await this.properties.findOwn(userId, propertyId));
  }

  async ownPdf(userId: string, propertyId: string): Promise<Buffer> {
    return renderReportPdf(await this.ownReport(userId, propertyId));
  }

  /** One live link per analysis: a new one replaces the previous (its token is not kept, so it cannot be shown). */
  async share(
    userId: string,
    propertyId: string,
    days: number = SHARE_LINK_DAYS.default,
  ): Promise<ShareLinkResponseDto> {
    const property = await this.properties.findOwn(userId, propertyId);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + days * DAY_MS);
    await this.links.manager.transaction(async (em) => {
      await em.delete(FixFlipShareLink, { propertyId: property.id });
      await em.insert(FixFlipShareLink, { propertyId: property.id, tokenHash: hashToken(token), expiresAt });
    });
    const base = this.config.get('APP_URL', { infer: true }).replace(/\/$/, '');
    return {
      success: true,
      message: M.shared,
      url: `${base}/shared/${token}`,
      token,
      expiresAt: expiresAt.toISOString(),
    };
  }

  async revoke(userId: string, propertyId: string): Promise<void> {
    const property = await this.properties.findOwn(userId, propertyId);
    await this.links.delete({ propertyId: property.id });
  }

  /** The shared report, or one 404 for a token that is unknown, expired or revoked (or whose deal was deleted). */
  async shared(token: string, ip: string): Promise<SharedAnalysisDto> {
    await this.limiter.consume(SHARED_ANALYSIS_PER_IP, ip, M.tooManyReads, M.limiterUnavailable);
    const link = TOKEN_SHAPE.test(token)
      ? await this.links.findOne({
          where: { tokenHash: hashToken(token), expiresAt: MoreThan(new Date()) },
          relations: { property: true },
        })
      : null;
    if (!link?.property) throw new NotFoundException(M.sharedNotFound);
    return { report: await this.reportOf(link.property), expiresAt: link.expiresAt.toISOString() };
  }

  async sharedPdf(token: string, ip: string): Promise<Buffer> {
    return renderReportPdf((await this.shared(token, ip)).report);
  }

  private async reportOf(p: FixFlipProperty): Promise<FixFlipReportDto> {
    const user = p.userId ? await this.users.findById(p.userId) : null;
    const name = [user?.firstName, user?.lastName].filter((v) => v?.trim()).join(' ');
    const dto = toPropertyDto(p);
    const place = [dto.address, dto.city, dto.state, dto.zipCode].filter(Boolean).join(', ');
    return {
      address: dto.address,
      city: dto.city,
      state: dto.state,
      zipCode: dto.zipCode,
      county: dto.county,
      squareFeet: dto.squareFeet,
      bedrooms: dto.bedrooms,
      bathrooms: dto.bathrooms,
      lotSize: dto.lotSize,
      rehabLevel: dto.rehabLevel,
      arv: dto.arv,
      needsPoolRenovation: dto.needsPoolRenovation,
      maxBuyPrice: dto.maxBuyPrice,
      totalInvestment: dto.totalInvestment,
      summary: dto.summary,
      assumptions: dto.assumptions,
      offerPrice: dto.offerPrice,
      comps: dto.comps,
      analysis: dto.analysis,
      notes: dto.notes,
      updatedAt: dto.updatedAt,
      preparedBy: name || user?.username || 'A student',
      mapUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`,
    };
  }
}
