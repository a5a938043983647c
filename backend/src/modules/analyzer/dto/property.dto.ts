import { ApiProperty } from '@nestjs/swagger';
import { DEAL_STATUSES, LOSS_REASONS, type DealStatus, type LossReason } from '../../pipeline/pipeline.constants';
import { REHAB_LEVELS, type FixFlipProperty, type RehabLevel } from '../entities/fix-flip-property.entity';
import { analyzeFixFlip, type FixFlipAnalysis } from '../fix-flip.calculator';
import { FixFlipAssumptionsDto } from './assumptions.dto';
import { CompsChoiceDto } from './comps.dto';
import { DealAnalysisDto, DealSummaryDto } from './deal-analysis.dto';

/**
 * A saved analysis, which is also a pipeline deal: the stored fields plus the deal view names of spec 2 §3
 * (renovationLevel, expectedProfit, totalInvestment; see docs/decisions.md for the mapping).
 */
export class FixFlipPropertyDto {
  @ApiProperty({ type: String, format: 'uuid' }) id: string;
  @ApiProperty({ type: String }) address: string;
  @ApiProperty({ type: String, nullable: true }) city: string | null;
  @ApiProperty({ type: String, nullable: true }) state: string | null;
  @ApiProperty({ type: String, nullable: true }) zipCode: string | null;
  @ApiProperty({ type: String, nullable: true }) county: string | null;
  @ApiProperty({ type: Number, nullable: true }) squareFeet: number | null;
  @ApiProperty({ type: Number, nullable: true }) bedrooms: number | null;
  @ApiProperty({ type: Number, nullable: true }) bathrooms: number | null;
  @ApiProperty({ type: Number, nullable: true }) lotSize: number | null;
  @ApiProperty({ enum: REHAB_LEVELS, enumName: 'RehabLevel' }) rehabLevel: RehabLevel;
  @ApiProperty({ enum: REHAB_LEVELS, enumName: 'RehabLevel', description: 'Deal view name of rehabLevel' })
  renovationLevel: RehabLevel;
  @ApiProperty({ type: Number }) arv: number;
  @ApiProperty({ type: Boolean }) needsPoolRenovation: boolean;
  @ApiProperty({ type: Number, nullable: true }) renovationCost: number | null;
  @ApiProperty({ type: Number, nullable: true }) closingCosts: number | null;
  @ApiProperty({ type: Number, nullable: true }) agentCommission: number | null;
  @ApiProperty({ type: Number, nullable: true }) taxes: number | null;
  @ApiProperty({ type: Number, nullable: true }) hardMoneyCarryCost: number | null;
  @ApiProperty({ type: Number, nullable: true }) profitTarget: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Deal view name of profitTarget' }) expectedProfit:
    | number
    | null;
  @ApiProperty({ type: Number, nullable: true }) maxBuyPrice: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'maxBuyPrice + renovation + closing + commission + taxes + insurance + utilities + carry',
  })
  totalInvestment: number | null;
  @ApiProperty({
    type: DealSummaryDto,
    nullable: true,
    description: 'The one presentation of the deal (the same as the analysis answer); null when not computed',
  })
  summary: DealSummaryDto | null;
  @ApiProperty({ type: FixFlipAssumptionsDto, description: 'The terms this analysis used' })
  assumptions: FixFlipAssumptionsDto;
  @ApiProperty({ type: Number, nullable: true, description: 'The offer price tested' }) offerPrice: number | null;
  @ApiProperty({ type: CompsChoiceDto, nullable: true, description: 'The comparables as the student chose them' })
  comps: CompsChoiceDto | null;
  @ApiProperty({ type: DealAnalysisDto, nullable: true, description: 'The full calculation at the last save' })
  analysis: DealAnalysisDto | null;
  @ApiProperty({ enum: DEAL_STATUSES, enumName: 'DealStatus' }) status: DealStatus;
  @ApiProperty({ enum: LOSS_REASONS, enumName: 'LossReason', nullable: true }) lossReason: LossReason | null;
  @ApiProperty({ type: String, format: 'date-time', description: 'When the deal entered its current status' })
  statusUpdatedAt: string;
  @ApiProperty({ type: String, nullable: true }) notes: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: string;
}

/**
 * The stored answer; a row saved before the answer had a summary is recomputed from its inputs and its
 * stored terms (the spec defaults it was computed with), which gives the same numbers.
 */
function analysisOf(p: FixFlipProperty): FixFlipAnalysis | null {
  const stored = p.analysisData as unknown as FixFlipAnalysis | null;
  if (stored?.summary) return stored;
  if (!p.squareFeet) return null;
  return analyzeFixFlip({ ...p, squareFeet: p.squareFeet }); // the row's own inputs, its square footage known
}

export function toPropertyDto(p: FixFlipProperty): FixFlipPropertyDto {
  const analysis = analysisOf(p);
  return {
    id: p.id,
    address: p.address,
    city: p.city,
    state: p.state,
    zipCode: p.zipCode,
    county: p.county,
    squareFeet: p.squareFeet,
    bedrooms: p.bedrooms,
    bathrooms: p.bathrooms,
    lotSize: p.lotSize,
    rehabLevel: p.rehabLevel,
    renovationLevel: p.rehabLevel,
    arv: p.arv,
    needsPoolRenovation: p.needsPoolRenovation,
    renovationCost: p.renovationCost,
    closingCosts: p.closingCosts,
    agentCommission: p.agentCommission,
    taxes: p.taxes,
    hardMoneyCarryCost: p.hardMoneyCarryCost,
    profitTarget: p.profitTarget,
    expectedProfit: p.profitTarget,
    maxBuyPrice: p.maxBuyPrice,
    totalInvestment: analysis?.summary.totalInvestment ?? null,
    summary: analysis?.summary ?? null,
    assumptions: p.assumptions,
    offerPrice: p.offerPrice,
    comps: p.comps,
    analysis,
    status: p.status,
    lossReason: p.lossReason,
    statusUpdatedAt: (p.statusUpdatedAt ?? p.createdAt).toISOString(),
    notes: p.notes,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

export class PropertyMutationResponseDto {
  @ApiProperty({ type: Boolean }) success: boolean;
  @ApiProperty({ type: String }) message: string;
  @ApiProperty({ type: FixFlipPropertyDto }) property: FixFlipPropertyDto;
}

export class PropertyDeletedResponseDto {
  @ApiProperty({ type: Boolean }) success: boolean;
  @ApiProperty({ type: String }) message: string;
  @ApiProperty({ type: String, description: 'Until when POST /api/fix-flip/properties/{id}/restore can undo it' })
  restorableUntil: string;
}
