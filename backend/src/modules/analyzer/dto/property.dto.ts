import { ApiProperty } from '@nestjs/swagger';
import { DEAL_STATUSES, LOSS_REASONS, type DealStatus, type LossReason } from '../../pipeline/pipeline.constants';
import { REHAB_LEVELS, type FixFlipProperty, type RehabLevel } from '../entities/fix-flip-property.entity';
import { DealAnalysisDto } from './deal-analysis.dto';

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
    number | null;
  @ApiProperty({ type: Number, nullable: true }) maxBuyPrice: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'maxBuyPrice + renovation + closing + commission + taxes + carry',
  })
  totalInvestment: number | null;
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

const sum = (...parts: Array<number | null>) =>
  parts.some((p) => p === null) ? null : Math.round(parts.reduce<number>((a, p) => a + (p as number), 0) * 100) / 100;

export function toPropertyDto(p: FixFlipProperty): FixFlipPropertyDto {
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
    totalInvestment: sum(
      p.maxBuyPrice,
      p.renovationCost,
      p.closingCosts,
      p.agentCommission,
      p.taxes,
      p.hardMoneyCarryCost,
    ),
    analysis: (p.analysisData as unknown as DealAnalysisDto | null) ?? null,
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
