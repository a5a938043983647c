import { ApiProperty } from '@nestjs/swagger';
import { REHAB_LEVELS, type RehabLevel } from '../entities/fix-flip-property.entity';
import type { FixFlipAnalysis, FixFlipBreakdown, ScenarioName } from '../fix-flip.calculator';

/** One run of the formula. Money in USD (cents precision); rates and margins are fractions (0.1 = 10%). */
export class DealBreakdownDto implements FixFlipBreakdown {
  @ApiProperty({ type: Number }) arv: number;
  @ApiProperty({ type: Number, description: 'Midpoint rehab cost per square foot' }) rehabCostPerSqft: number;
  @ApiProperty({ type: Number }) holdingDays: number;
  @ApiProperty({ type: Number }) holdingMonths: number;
  @ApiProperty({ type: Number }) poolCost: number;
  @ApiProperty({ type: Number }) renovationCost: number;
  @ApiProperty({ type: Number }) closingCosts: number;
  @ApiProperty({ type: Number }) agentCommission: number;
  @ApiProperty({ type: Number }) taxes: number;
  @ApiProperty({ type: Number, description: 'Fraction of the buy price' }) hardMoneyCarryRate: number;
  @ApiProperty({ type: Number }) hardMoneyCarryCost: number;
  @ApiProperty({ type: Number }) profitTarget: number;
  @ApiProperty({ type: Number }) maxBuyPrice: number;
  @ApiProperty({ type: Number, description: 'Renovation + closing + commission + taxes' }) fixedCosts: number;
  @ApiProperty({ type: Number, description: 'Fixed costs + carry + profit (max buy + total = ARV)' })
  totalCosts: number;
  @ApiProperty({ type: Number, description: 'Profit target over ARV, as a fraction' }) profitMargin: number;
  @ApiProperty({ type: Boolean }) isProfitable: boolean;
}

export class DealScenarioDto extends DealBreakdownDto {
  @ApiProperty({ enum: ['best', 'base', 'worst'], enumName: 'DealScenarioName' }) name: ScenarioName;
}

export class DealAnalysisDto extends DealBreakdownDto implements FixFlipAnalysis {
  @ApiProperty({ enum: REHAB_LEVELS, enumName: 'RehabLevel' }) rehabLevel: RehabLevel;
  @ApiProperty({ type: Number }) squareFeet: number;
  @ApiProperty({ type: Boolean }) needsPoolRenovation: boolean;
  @ApiProperty({ type: Number, description: '70% of ARV minus renovation' }) seventyPercentRuleOffer: number;
  @ApiProperty({ type: Number, description: 'maxBuyPrice minus the 70% rule offer' })
  differenceFromSeventyPercentRule: number;
  @ApiProperty({ type: [DealScenarioDto], description: 'best, base, worst' }) scenarios: DealScenarioDto[];
}

export class CalculateDealResponseDto {
  @ApiProperty({ type: Boolean }) success: boolean;
  @ApiProperty({ type: DealAnalysisDto }) analysis: DealAnalysisDto;
}
