import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../core/http/decorators/current-user.decorator';
import { Public } from '../../core/http/decorators/public.decorator';
import type { SessionUser } from '../../core/auth/session-user';
import { ANALYZER_MESSAGES } from './analyzer.constants';
import { AssumptionSetDto, SaveAssumptionSetDto } from './dto/assumptions.dto';
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
import { FixFlipAssumptionsService } from './fix-flip-assumptions.service';
import { FixFlipPropertiesService } from './fix-flip-properties.service';
import { analyzeFixFlip } from './fix-flip.calculator';
import { idParam } from '../../core/validation/uuid-param.pipe';

@ApiTags('fix-flip')
@Controller('fix-flip')
export class FixFlipController {
  constructor(
    private readonly properties: FixFlipPropertiesService,
    private readonly assumptionSets: FixFlipAssumptionsService,
  ) {}

  @Public()
  @Get('rules')
  @ApiOkResponse({ type: FixFlipRulesDto })
  @ApiOperation({ summary: "Get the Fix & Flip formula's constants and the spec's default assumptions" })
  getFixFlipRules(): FixFlipRulesDto {
    return FIX_FLIP_RULES;
  }

  @Public()
  @Post('calculate')
  @HttpCode(200)
  @ApiOkResponse({ type: CalculateDealResponseDto })
  @ApiOperation({
    summary: 'Run the Fix & Flip formula on a deal',
    description:
      'Public: anonymous visitors can calculate; nothing is saved. Optional assumptions (left-out terms are the ' +
      "spec's) and an offer price to test. The summary is the one presentation every screen shows.",
  })
  calculateFixFlipDeal(@Body() dto: CalculateDealDto): CalculateDealResponseDto {
    return { success: true, analysis: analyzeFixFlip(dto) };
  }

  @Get('assumptions')
  @ApiCookieAuth()
  @ApiOkResponse({ type: AssumptionSetDto })
  @ApiOperation({ summary: "Get the caller's own default assumptions (the spec's while they have none)" })
  getFixFlipAssumptions(@CurrentUser() user: SessionUser): Promise<AssumptionSetDto> {
    return this.assumptionSets.getOwn(user.id);
  }

  @Put('assumptions')
  @ApiCookieAuth()
  @ApiOkResponse({ type: AssumptionSetDto })
  @ApiOperation({
    summary: "Save the caller's own named default assumptions",
    description: "Replaces the set; left-out terms are the spec's. Saved analyses keep the terms they were saved with.",
  })
  saveFixFlipAssumptions(
    @CurrentUser() user: SessionUser,
    @Body() dto: SaveAssumptionSetDto,
  ): Promise<AssumptionSetDto> {
    return this.assumptionSets.saveOwn(user.id, dto);
  }

  @Delete('assumptions')
  @ApiCookieAuth()
  @ApiOkResponse({ type: AssumptionSetDto })
  @ApiOperation({ summary: "Go back to the spec's default assumptions (removes the caller's own set)" })
  resetFixFlipAssumptions(@CurrentUser() user: SessionUser): Promise<AssumptionSetDto> {
    return this.assumptionSets.removeOwn(user.id);
  }

  @Get('properties')
  @ApiCookieAuth()
  @ApiOkResponse({ type: [FixFlipPropertyDto] })
  @ApiOperation({ summary: "List the caller's saved analyses (their pipeline deals), newest first" })
  async listFixFlipProperties(@CurrentUser() user: SessionUser): Promise<FixFlipPropertyDto[]> {
    return (await this.properties.listOwn(user.id)).map(toPropertyDto);
  }

  @Post('properties')
  @ApiCookieAuth()
  @ApiCreatedResponse({ type: PropertyMutationResponseDto })
  @ApiOperation({
    summary: 'Save an analysis as a new deal in Chasing',
    description: 'The numbers are computed by the server.',
  })
  async saveFixFlipProperty(
    @CurrentUser() user: SessionUser,
    @Body() dto: SavePropertyDto,
  ): Promise<PropertyMutationResponseDto> {
    const property = await this.properties.create(user.id, dto);
    return { success: true, message: ANALYZER_MESSAGES.saved, property: toPropertyDto(property) };
  }

  @Put('properties/:id')
  @ApiCookieAuth()
  @ApiOkResponse({ type: PropertyMutationResponseDto })
  @ApiOperation({
    summary: 'Change an own deal and recompute its numbers',
    description:
      'Without an address ARV and notes change (and terms, offer or comps when sent; otherwise they stay); ' +
      'with one the whole analysis is replaced.',
  })
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
  @ApiOkResponse({ type: PropertyDeletedResponseDto })
  @ApiOperation({
    summary: 'Delete an own deal (it can be restored for 24 hours)',
    description: 'Its pipeline history goes with it.',
  })
  async deleteFixFlipProperty(
    @CurrentUser() user: SessionUser,
    @Param('id', idParam(ANALYZER_MESSAGES.propertyNotFound)) id: string,
  ): Promise<PropertyDeletedResponseDto> {
    return {
      success: true,
      message: ANALYZER_MESSAGES.deleted,
      restorableUntil: await this.properties.remove(user.id, id),
    };
  }

  @Post('properties/:id/restore')
  @HttpCode(200)
  @ApiCookieAuth()
  @ApiOkResponse({ type: PropertyMutationResponseDto })
  @ApiOperation({
    summary: 'Restore an own deal deleted in the last 24 hours',
    description: 'Its pipeline history comes back with it.',
  })
  async restoreFixFlipProperty(
    @CurrentUser() user: SessionUser,
    @Param('id', idParam(ANALYZER_MESSAGES.restoreExpired)) id: string,
  ): Promise<PropertyMutationResponseDto> {
    const property = await this.properties.restore(user.id, id);
    return { success: true, message: ANALYZER_MESSAGES.restored, property: toPropertyDto(property) };
  }
}
