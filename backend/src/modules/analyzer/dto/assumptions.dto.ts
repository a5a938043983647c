import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { ASSUMPTION_LIMITS as A, DEFAULT_ASSUMPTIONS, INPUT_LIMITS as L } from '../analyzer.constants';
import { REHAB_LEVELS, type RehabLevel } from '../entities/fix-flip-property.entity';
import type { FixFlipAssumptions, FixFlipAssumptionsInput } from '../fix-flip.calculator';
import { ToNumber, ToTrimmed } from './number-input';

// Messages start with the field: the validation pipe prefixes the path ("assumptions.points must be ...").
const between = (min: number, max: number, what: string) => `$property must be ${what} from ${min} to ${max}`;
const FRACTION = (max: number) => between(0, max, `a fraction (0.09 = 9%)`);

/** An optional number from `min` to `max` ("not a number" and "out of range" give the same clear message). */
const OptionalNumber = (
  min: number,
  max: number,
  message: string,
  example: number,
  description: string,
  integer = false,
) =>
  applyDecorators(
    ApiPropertyOptional({ type: integer ? 'integer' : Number, minimum: min, maximum: max, example, description }),
    ToNumber(),
    IsOptional(),
    Max(max, { message }),
    Min(min, { message }),
    integer ? IsInt({ message }) : IsNumber({ allowNaN: false, allowInfinity: false }, { message }),
  );

const Nested = (type: new () => object, example: object, description: string) =>
  applyDecorators(
    ApiPropertyOptional({ type, example, description }),
    IsOptional(),
    ValidateNested(),
    Type(() => type),
    IsObject({ message: '$property must be an object' }),
  );

/** Decorates one number per rehab level. */
function perLevel(cls: new () => object, decorate: (level: RehabLevel) => PropertyDecorator) {
  for (const level of REHAB_LEVELS) decorate(level)(cls.prototype as object, level);
}

export class HoldingDaysByLevelInputDto implements Partial<Record<RehabLevel, number>> {
  very_light?: number;
  light?: number;
  medium?: number;
  heavy?: number;
  very_heavy?: number;
}
perLevel(HoldingDaysByLevelInputDto, (level) =>
  OptionalNumber(
    1,
    A.maxHoldingDays,
    between(1, A.maxHoldingDays, 'a whole number of days'),
    DEFAULT_ASSUMPTIONS.holdingDaysByLevel[level],
    'Holding days',
    true,
  ),
);

export class RehabCostPerSqftInputDto implements Partial<Record<RehabLevel, number>> {
  very_light?: number;
  light?: number;
  medium?: number;
  heavy?: number;
  very_heavy?: number;
}
perLevel(RehabCostPerSqftInputDto, (level) =>
  OptionalNumber(
    0,
    A.maxRehabPerSqft,
    between(0, A.maxRehabPerSqft, 'dollars per square foot'),
    DEFAULT_ASSUMPTIONS.rehabCostPerSqft[level],
    'USD per square foot',
  ),
);

/** The investor's terms as sent: any part; what is left out is the spec default. Rates are fractions. */
export class FixFlipAssumptionsInputDto implements FixFlipAssumptionsInput {
  @OptionalNumber(0, A.maxRate, FRACTION(A.maxRate), 0.09, 'Yearly interest rate of the loan')
  annualInterestRate?: number;

  @OptionalNumber(0, A.maxPoints, FRACTION(A.maxPoints), 0.01, 'Points: a share of the loan, paid once')
  points?: number;

  @OptionalNumber(0, 1, FRACTION(1), 1, 'Share of the purchase price the lender funds; the rest is the down payment')
  loanToCost?: number;

  @OptionalNumber(
    1,
    A.maxLoanTermMonths,
    between(1, A.maxLoanTermMonths, 'a whole number of months'),
    12,
    'Loan term in months',
    true,
  )
  loanTermMonths?: number;

  @Nested(HoldingDaysByLevelInputDto, { medium: 132 }, 'Holding days per rehab level')
  holdingDaysByLevel?: HoldingDaysByLevelInputDto;

  @OptionalNumber(
    1,
    A.maxHoldingDays,
    between(1, A.maxHoldingDays, 'a whole number of days'),
    120,
    'Holding days of my own, for every rehab level (null: per level)',
    true,
  )
  holdingDaysOverride?: number | null;

  @OptionalNumber(0, A.maxCostRate, FRACTION(A.maxCostRate), 0.015, 'Yearly property tax, share of ARV')
  annualTaxRate?: number;

  @OptionalNumber(0, A.maxMonthly, between(0, A.maxMonthly, 'dollars a month'), 0, 'Insurance, USD a month')
  insurancePerMonth?: number;

  @OptionalNumber(0, A.maxMonthly, between(0, A.maxMonthly, 'dollars a month'), 0, 'Utilities, USD a month')
  utilitiesPerMonth?: number;

  @OptionalNumber(0, A.maxCostRate, FRACTION(A.maxCostRate), 0.025, 'Agent commission at the sale, share of ARV')
  agentCommissionRate?: number;

  @OptionalNumber(0, A.maxCostRate, FRACTION(A.maxCostRate), 0.01, 'Closing costs at the sale, share of ARV')
  closingCostRate?: number;

  @OptionalNumber(0, A.maxRate, FRACTION(A.maxRate), 0.1, 'Target profit, share of the buy price')
  profitRate?: number;

  @Nested(RehabCostPerSqftInputDto, { medium: 45 }, 'Rehab USD per square foot per level')
  rehabCostPerSqft?: RehabCostPerSqftInputDto;

  @OptionalNumber(
    0,
    L.maxMoney,
    between(0, L.maxMoney, 'dollars'),
    60000,
    'A total rehab budget of my own instead of square feet × rate (null: per square foot)',
  )
  rehabBudget?: number | null;
}

export class RehabLevelNumbersDto implements Record<RehabLevel, number> {
  @ApiProperty({ type: Number }) very_light: number;
  @ApiProperty({ type: Number }) light: number;
  @ApiProperty({ type: Number }) medium: number;
  @ApiProperty({ type: Number }) heavy: number;
  @ApiProperty({ type: Number }) very_heavy: number;
}

/** The terms a calculation used, complete. Rates are fractions (0.09 = 9%). */
export class FixFlipAssumptionsDto implements FixFlipAssumptions {
  @ApiProperty({ type: Number, example: 0.09 }) annualInterestRate: number;
  @ApiProperty({ type: Number, example: 0.01 }) points: number;
  @ApiProperty({ type: Number, example: 1, description: 'Share of the purchase price the lender funds' })
  loanToCost: number;
  @ApiProperty({ type: 'integer', example: 12 }) loanTermMonths: number;
  @ApiProperty({ type: RehabLevelNumbersDto }) holdingDaysByLevel: RehabLevelNumbersDto;
  @ApiProperty({ type: 'integer', nullable: true, example: null }) holdingDaysOverride: number | null;
  @ApiProperty({ type: Number, example: 0.015 }) annualTaxRate: number;
  @ApiProperty({ type: Number, example: 0 }) insurancePerMonth: number;
  @ApiProperty({ type: Number, example: 0 }) utilitiesPerMonth: number;
  @ApiProperty({ type: Number, example: 0.025 }) agentCommissionRate: number;
  @ApiProperty({ type: Number, example: 0.01 }) closingCostRate: number;
  @ApiProperty({ type: Number, example: 0.1 }) profitRate: number;
  @ApiProperty({ type: RehabLevelNumbersDto }) rehabCostPerSqft: RehabLevelNumbersDto;
  @ApiProperty({ type: Number, nullable: true, example: null }) rehabBudget: number | null;
}

/** The student's own default terms (or the spec's when they have none). */
export class AssumptionSetDto {
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Null while the spec defaults are used',
    example: 'My lender',
  })
  name: string | null;
  @ApiProperty({ type: Boolean, description: 'False while the spec defaults are used' }) isCustom: boolean;
  @ApiProperty({ type: FixFlipAssumptionsDto }) assumptions: FixFlipAssumptionsDto;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) updatedAt: string | null;
}

export class SaveAssumptionSetDto {
  @ApiProperty({ type: String, maxLength: A.maxSetName, example: 'Hard money, Lone Star Capital' })
  @ToTrimmed()
  @MaxLength(A.maxSetName, { message: `Name must be at most ${A.maxSetName} characters` })
  @IsNotEmpty({ message: 'Name is required' })
  @IsString({ message: 'Name is required' })
  name: string;

  @ApiProperty({
    type: FixFlipAssumptionsInputDto,
    description: 'What is left out is the spec default',
    example: { annualInterestRate: 0.11, points: 0.02, loanToCost: 0.9, insurancePerMonth: 150 },
  })
  @ValidateNested()
  @Type(() => FixFlipAssumptionsInputDto)
  @IsObject({ message: 'assumptions must be an object' })
  assumptions: FixFlipAssumptionsInputDto;
}

/** The optional `assumptions` field of a calculation or a saved analysis. */
export const AssumptionsField = () =>
  Nested(
    FixFlipAssumptionsInputDto,
    { annualInterestRate: 0.11, points: 0.02, loanToCost: 0.9, insurancePerMonth: 150, utilitiesPerMonth: 200 },
    "The investor's terms; what is left out is the spec default",
  );
