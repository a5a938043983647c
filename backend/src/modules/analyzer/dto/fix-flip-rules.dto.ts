import { ApiProperty } from '@nestjs/swagger';
import { REHAB_LEVELS, type RehabLevel } from '../entities/fix-flip-property.entity';
import { FIX_FLIP, REHAB_LEVEL_RULES, SEVENTY_PERCENT_RULE_RATE } from '../analyzer.constants';

export class RehabLevelRuleDto {
  @ApiProperty({ enum: REHAB_LEVELS, enumName: 'RehabLevel' }) level: RehabLevel;
  @ApiProperty({ type: Number, example: 40 }) minPerSqft: number;
  @ApiProperty({ type: Number, example: 50 }) maxPerSqft: number;
  @ApiProperty({ type: Number, example: 132 }) holdingDays: number;
}

/** The constants of the Fix & Flip formula (spec 2 §9), as the one place the screens read them from. */
export class FixFlipRulesDto {
  @ApiProperty({ type: [RehabLevelRuleDto] }) rehabLevels: RehabLevelRuleDto[];
  @ApiProperty({ type: Number, description: 'Share of ARV', example: 0.01 }) closingCostRate: number;
  @ApiProperty({ type: Number, description: 'Share of ARV', example: 0.025 }) agentCommissionRate: number;
  @ApiProperty({ type: Number, description: 'Yearly, share of ARV', example: 0.015 }) annualTaxRate: number;
  @ApiProperty({ type: Number, description: 'Share of the loan', example: 0.01 }) hardMoneyPoints: number;
  @ApiProperty({ type: Number, description: 'Yearly', example: 0.09 }) hardMoneyAnnualRate: number;
  @ApiProperty({ type: Number, description: 'Share of ARV', example: 0.1 }) profitRate: number;
  @ApiProperty({ type: Number, example: 50000 }) poolRenovationCost: number;
  @ApiProperty({ type: Number, example: 0.7 }) seventyPercentRuleRate: number;
}

export const FIX_FLIP_RULES: FixFlipRulesDto = {
  rehabLevels: REHAB_LEVELS.map((level) => ({ level, ...REHAB_LEVEL_RULES[level] })),
  closingCostRate: FIX_FLIP.closingCostRate,
  agentCommissionRate: FIX_FLIP.agentCommissionRate,
  annualTaxRate: FIX_FLIP.annualTaxRate,
  hardMoneyPoints: FIX_FLIP.hardMoneyPoints,
  hardMoneyAnnualRate: FIX_FLIP.hardMoneyAnnualRate,
  profitRate: FIX_FLIP.profitRate,
  poolRenovationCost: FIX_FLIP.poolRenovationCost,
  seventyPercentRuleRate: SEVENTY_PERCENT_RULE_RATE,
};
