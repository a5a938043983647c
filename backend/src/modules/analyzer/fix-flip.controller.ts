import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../core/http/decorators/current-user.decorator';
import { Public } from '../../core/http/decorators/public.decorator';
import type { SessionUser } from '../../core/auth/session-user';
import { ANALYZER_MESSAGES, DELETED_DEAL_KEEP_HOURS } from './analyzer.constants';
import { CalculateDealDto } from './dto/calculate-deal.dto';
import { CalculateDealResponseDto } from './dto/deal-analysis.dto';
import { FIX_FLIP_RULES, FixFlipRulesDto } from './dto/fix-flip-rules.dto';
import {
  FixFlipPropertyDto,
  PropertyDeletedResponseDto,
  PropertyMutationResponseDto,
  toPropertyDto,
} from './dto/property.dto';
import { SavePropertyDto, UpdatePropertyDto } from './dto/save-property.dto';
import { FixFlipPropertiesService } from './fix-flip-properties.service';
import { analyzeFixFlip } from './fix-flip.calculator';
import { idParam } from '../../core/validation/uuid-param.pipe';

@ApiTags('fix-flip')
@Controller('fix-flip')
export class FixFlipController {
  constructor(private readonly properties: FixFlipPropertiesService) {}

  @Public()
  @Get('rules')
  @ApiOperation({ summary: 'The constants of the Fix & Flip formula (rates, rehab levels), for the screens to show' })
  @ApiOkResponse({ type: FixFlipRulesDto })
  getFixFlipRules(): FixFlipRulesDto {
    return FIX_FLIP_RULES;
  }

  @Public()
  @Post('calculate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Runs the Fix & Flip formula (public: anonymous visitors can calculate)' })
  @ApiOkResponse({ type: CalculateDealResponseDto })
  calculateFixFlipDeal(@Body() dto: CalculateDealDto): CalculateDealResponseDto {
    return { success: true, analysis: analyzeFixFlip(dto) };
  }

  @Get('properties')
  @ApiCookieAuth()
  @ApiOperation({ summary: "The caller's saved analyses, which are also their pipeline deals (newest first)" })
  @ApiOkResponse({ type: [FixFlipPropertyDto] })
  async listFixFlipProperties(@CurrentUser() user: SessionUser): Promise<FixFlipPropertyDto[]> {
    return (await this.properties.listOwn(user.id)).map(toPropertyDto);
  }

  @Post('properties')
  @ApiCookieAuth()
  @ApiOperation({ summary: 'Saves an analysis (numbers computed by the server) as a new deal in Chasing' })
  @ApiCreatedResponse({ type: PropertyMutationResponseDto })
  async saveFixFlipProperty(
    @CurrentUser() user: SessionUser,
    @Body() dto: SavePropertyDto,
  ): Promise<PropertyMutationResponseDto> {
    const property = await this.properties.create(user.id, dto);
    return { success: true, message: ANALYZER_MESSAGES.saved, property: toPropertyDto(property) };
  }

  @Put('properties/:id')
  @ApiCookieAuth()
  @ApiOperation({
    summary: 'Changes an own deal: ARV and notes, or with an address the whole analysis; numbers are recomputed',
  })
  @ApiOkResponse({ type: PropertyMutationResponseDto })
  async updateFixFlipProperty(
    @CurrentUser() user: SessionUser,
    @Param('id', idParam(ANALYZER_MESSAGES.propertyNotFound)) id: string,
    @Body() dto: UpdatePropertyDto,
  ): Promise<PropertyMutationResponseDto> {
    const property = await this.properties.updateDetails(user.id, id, dto);
    return { success: true, message: ANALYZER_MESSAGES.updated, property: toPropertyDto(property) };
  }

  @Delete('properties/:id')
  @ApiCookieAuth()
  @ApiOperation({
    summary: 'Deletes an own deal and its pipeline history; it can be restored for 24 hours (Undo)',
  })
  @ApiOkResponse({ type: PropertyDeletedResponseDto })
  async deleteFixFlipProperty(
    @CurrentUser() user: SessionUser,
    @Param('id', idParam(ANALYZER_MESSAGES.propertyNotFound)) id: string,
  ): Promise<PropertyDeletedResponseDto> {
    await this.properties.remove(user.id, id);
    const restorableUntil = new Date(Date.now() + DELETED_DEAL_KEEP_HOURS * 3_600_000).toISOString();
    return { success: true, message: ANALYZER_MESSAGES.deleted, restorableUntil };
  }

  @Post('properties/:id/restore')
  @HttpCode(200)
  @ApiCookieAuth()
  @ApiOperation({ summary: 'Brings back an own deal deleted in the last 24 hours, with its history' })
  @ApiOkResponse({ type: PropertyMutationResponseDto })
  async restoreFixFlipProperty(
    @CurrentUser() user: SessionUser,
    @Param('id', idParam(ANALYZER_MESSAGES.restoreExpired)) id: string,
  ): Promise<PropertyMutationResponseDto> {
    const property = await this.properties.restore(user.id, id);
    return { success: true, message: ANALYZER_MESSAGES.restored, property: toPropertyDto(property) };
  }
}
