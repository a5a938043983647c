import { ApiProperty } from '@nestjs/swagger';
import { REHAB_LEVELS, type RehabLevel } from '../entities/fix-flip-property.entity';
import { FIX_FLIP, REHAB_LEVEL_RULES, SENSITIVITY_STEPS, SEVENTY_PERCENT_RULE_RATE } from '../analyzer.constants';
import { resolveAssumptions } from '../fix-flip.calculator';
import { FixFlipAssumptionsDto } from './assumptions.dto';

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
  @ApiProperty({ type: FixFlipAssumptionsDto, description: "The spec's terms, used where a calculation sends none" })
  defaultAssumptions: FixFlipAssumptionsDto;
  @ApiProperty({
    type: [Number],
    description: 'Rows of the sensitivity grid (fractions)',
    example: [-0.1, -0.05, 0, 0.05, 0.1],
  })
  sensitivityArvChanges: number[];
  @ApiProperty({
    type: [Number],
    description: 'Columns of the sensitivity grid (fractions)',
    example: [-0.2, -0.1, 0, 0.1, 0.2],
  })
  sensitivityRehabChanges: number[];
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
  defaultAssumptions: resolveAssumptions(),
  sensitivityArvChanges: [...SENSITIVITY_STEPS.arv],
  sensitivityRehabChanges: [...SENSITIVITY_STEPS.rehab],
};
