import { Body, Controller, Delete, Get, Header, Ip, Param, Post, StreamableFile } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { SessionUser } from '../../core/auth/session-user';
import { CurrentUser } from '../../core/http/decorators/current-user.decorator';
import { Public } from '../../core/http/decorators/public.decorator';
import { idParam } from '../../core/validation/uuid-param.pipe';
import { ANALYZER_MESSAGES } from './analyzer.constants';
import {
  CreateShareLinkDto,
  SharedAnalysisDto,
  ShareLinkResponseDto,
  ShareLinkRevokedResponseDto,
} from './dto/report.dto';
import { REPORT_MESSAGES } from './fix-flip-report.constants';
import { FixFlipReportService } from './fix-flip-report.service';

const pdf = (bytes: Buffer, name: string) =>
  new StreamableFile(bytes, { type: 'application/pdf', disposition: `attachment; filename="${name}"` });
const PDF_RESPONSE = { schema: { type: 'string', format: 'binary' }, description: 'The report as a PDF' } as const;

/** The lender-ready report of a saved analysis: PDF download and read-only share links. */
@ApiTags('fix-flip')
@Controller()
export class FixFlipReportController {
  constructor(private readonly reports: FixFlipReportService) {}

  @Get('fix-flip/properties/:id/report.pdf')
  @ApiCookieAuth()
  @Header('Cache-Control', 'private, no-store')
  @ApiProduces('application/pdf')
  @ApiOkResponse(PDF_RESPONSE)
  @ApiOperation({ summary: 'Download the report of an own saved analysis as a PDF' })
  async getFixFlipReportPdf(
    @CurrentUser() user: SessionUser,
    @Param('id', idParam(ANALYZER_MESSAGES.propertyNotFound)) id: string,
  ): Promise<StreamableFile> {
    return pdf(await this.reports.ownPdf(user.id, id), 'fix-flip-report.pdf');
  }

  @Post('fix-flip/properties/:id/share')
  @ApiCookieAuth()
  @ApiCreatedResponse({ type: ShareLinkResponseDto })
  @ApiOperation({
    summary: 'Create a read-only share link to an own saved analysis',
    description:
      'Anyone with the link can view the report without signing in until it expires (14 days unless ' +
      'expiresInDays says otherwise). A new link replaces the previous one.',
  })
  shareFixFlipProperty(
    @CurrentUser() user: SessionUser,
    @Param('id', idParam(ANALYZER_MESSAGES.propertyNotFound)) id: string,
    @Body() dto: CreateShareLinkDto,
  ): Promise<ShareLinkResponseDto> {
    return this.reports.share(user.id, id, dto.expiresInDays);
  }

  @Delete('fix-flip/properties/:id/share')
  @ApiCookieAuth()
  @ApiOkResponse({ type: ShareLinkRevokedResponseDto })
  @ApiOperation({ summary: 'Revoke the share link of an own saved analysis (it answers 404 from then on)' })
  async revokeFixFlipShare(
    @CurrentUser() user: SessionUser,
    @Param('id', idParam(ANALYZER_MESSAGES.propertyNotFound)) id: string,
  ): Promise<ShareLinkRevokedResponseDto> {
    await this.reports.revoke(user.id, id);
    return { success: true, message: REPORT_MESSAGES.revoked };
  }

  @Public()
  @Get('shared-analyses/:token')
  @Header('X-Robots-Tag', 'noindex')
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({ type: SharedAnalysisDto })
  @ApiOperation({
    summary: 'Read a shared analysis (public, read-only)',
    description: 'Rate-limited per IP; 404 alike for an unknown, expired or revoked link.',
  })
  getSharedAnalysis(@Param('token') token: string, @Ip() ip: string): Promise<SharedAnalysisDto> {
    return this.reports.shared(token, ip);
  }

  @Public()
  @Get('shared-analyses/:token/report.pdf')
  @Header('X-Robots-Tag', 'noindex')
  @Header('Cache-Control', 'private, no-store')
  @ApiProduces('application/pdf')
  @ApiOkResponse(PDF_RESPONSE)
  @ApiOperation({ summary: 'Download a shared analysis as a PDF (public, read-only)' })
  async getSharedAnalysisPdf(@Param('token') token: string, @Ip() ip: string): Promise<StreamableFile> {
    return pdf(await this.reports.sharedPdf(token, ip), 'fix-flip-report.pdf');
  }
}
