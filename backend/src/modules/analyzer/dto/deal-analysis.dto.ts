import { ApiProperty } from '@nestjs/swagger';
import { REHAB_LEVELS, type RehabLevel } from '../entities/fix-flip-property.entity';
import type {
  FixFlipAnalysis,
  FixFlipBreakdown,
  FixFlipReturns,
  FixFlipSensitivity,
  FixFlipSummary,
  ScenarioName,
  SensitivityCell,
  SensitivityRow,
} from '../fix-flip.calculator';
import { FixFlipAssumptionsDto } from './assumptions.dto';

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
  @ApiProperty({ type: Number, description: 'Insurance over the holding months' }) insurance: number;
  @ApiProperty({ type: Number, description: 'Utilities over the holding months' }) utilities: number;
  @ApiProperty({ type: Number, description: 'Points + interest over the hold, as a fraction of the loan' })
  hardMoneyCarryRate: number;
  @ApiProperty({ type: Number, description: 'Carry on the loan (loan-to-cost × max buy price)' })
  hardMoneyCarryCost: number;
  @ApiProperty({ type: Number }) profitTarget: number;
  @ApiProperty({ type: Number, description: "The formula's answer; negative for a losing deal (see summary)" })
  maxBuyPrice: number;
  @ApiProperty({ type: Number, description: 'Renovation + closing + commission + taxes + insurance + utilities' })
  fixedCosts: number;
  @ApiProperty({ type: Number, description: 'Fixed costs + carry + profit (max buy + total = ARV)' })
  totalCosts: number;
  @ApiProperty({ type: Number, description: 'Profit target over ARV, as a fraction' }) profitMargin: number;
  @ApiProperty({ type: Boolean }) isProfitable: boolean;
}

export class DealScenarioDto extends DealBreakdownDto {
  @ApiProperty({ enum: ['best', 'base', 'worst'], enumName: 'DealScenarioName' }) name: ScenarioName;
}

/** The money of a purchase at one price. */
export class DealReturnsDto implements FixFlipReturns {
  @ApiProperty({ type: Number }) price: number;
  @ApiProperty({ type: Number, description: 'price × loan-to-cost' }) loanAmount: number;
  @ApiProperty({ type: Number, description: 'price − loan, in cash' }) downPayment: number;
  @ApiProperty({ type: Number }) pointsCost: number;
  @ApiProperty({ type: Number, description: 'Interest on the loan over the holding days (365-day basis)' })
  interestCost: number;
  @ApiProperty({ type: Number, description: 'Taxes + insurance + utilities' }) holdingCosts: number;
  @ApiProperty({ type: Number, description: 'Agent commission + closing, paid from the sale' }) sellingCosts: number;
  @ApiProperty({
    type: Number,
    description: 'Cash the investor brings: down payment + points + interest + renovation + holding costs',
  })
  cashNeeded: number;
  @ApiProperty({ type: Number, description: 'price + renovation + holding + selling + points + interest' })
  totalCost: number;
  @ApiProperty({ type: Number, description: 'ARV − total cost' }) profit: number;
  @ApiProperty({ type: Number, nullable: true, description: 'profit / cash needed (fraction); null without cash' })
  roi: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'roi × 365 / holding days (simple)' })
  annualizedReturn: number | null;
  @ApiProperty({ type: Number, description: 'profit / ARV (fraction)' }) profitMargin: number;
  @ApiProperty({ type: Boolean, description: 'At or below the max buy price' }) meetsProfitTarget: boolean;
}

/**
 * The one presentation of a deal, shown by the analyzer, the saved record, the pipeline card and the detail dialog.
 * Without an offer (max buy at or below 0): maxBuyPrice 0 ("No offer"), no carry, expectedProfit = −shortfall.
 */
export class DealSummaryDto implements FixFlipSummary {
  @ApiProperty({
    type: Boolean,
    description: 'The max buy price shows as $1 or more (whole dollars); otherwise "No offer"',
  })
  hasOffer: boolean;
  @ApiProperty({ type: Number, description: '0 when there is no offer' }) maxBuyPrice: number;
  @ApiProperty({ type: Number, description: '0 when there is no offer' }) hardMoneyCarryCost: number;
  @ApiProperty({ type: Number, description: 'The profit target; without an offer ARV − fixed costs (≤ 0)' })
  expectedProfit: number;
  @ApiProperty({ type: Number, description: 'Fixed costs − ARV when there is no offer, else 0' }) shortfall: number;
  @ApiProperty({ type: Number, description: 'maxBuyPrice + fixed costs + carry (= ARV − expectedProfit)' })
  totalInvestment: number;
  @ApiProperty({ type: Number, nullable: true, description: '70% × ARV − renovation; null ("No offer") when ≤ 0' })
  seventyPercentRuleOffer: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'maxBuyPrice − 70% rule offer, only when both exist' })
  differenceFromSeventyPercentRule: number | null;
}

export class SensitivityCellDto implements SensitivityCell {
  @ApiProperty({ type: Number, description: 'Fraction, e.g. -0.2' }) rehabChange: number;
  @ApiProperty({ type: Number }) renovationCost: number;
  @ApiProperty({ type: Number }) profit: number;
  @ApiProperty({ type: Number, nullable: true }) roi: number | null;
}

export class SensitivityRowDto implements SensitivityRow {
  @ApiProperty({ type: Number, description: 'Fraction, e.g. -0.1' }) arvChange: number;
  @ApiProperty({ type: Number }) arv: number;
  @ApiProperty({ type: [SensitivityCellDto], description: 'Rehab −20%, −10%, 0, +10%, +20%' })
  cells: SensitivityCellDto[];
}

export class DealSensitivityDto implements FixFlipSensitivity {
  @ApiProperty({ enum: ['offer', 'max_buy_price'], enumName: 'SensitivityBasis' }) basis: 'offer' | 'max_buy_price';
  @ApiProperty({ type: Number, description: 'The buy price every cell assumes' }) price: number;
  @ApiProperty({ type: [SensitivityRowDto], description: 'ARV −10%, −5%, 0, +5%, +10%' }) rows: SensitivityRowDto[];
}

export class DealAnalysisDto extends DealBreakdownDto implements FixFlipAnalysis {
  @ApiProperty({ enum: REHAB_LEVELS, enumName: 'RehabLevel' }) rehabLevel: RehabLevel;
  @ApiProperty({ type: Number }) squareFeet: number;
  @ApiProperty({ type: Boolean }) needsPoolRenovation: boolean;
  @ApiProperty({ type: Number, description: '70% of ARV minus renovation' }) seventyPercentRuleOffer: number;
  @ApiProperty({ type: Number, description: 'maxBuyPrice minus the 70% rule offer' })
  differenceFromSeventyPercentRule: number;
  @ApiProperty({ type: [DealScenarioDto], description: 'best, base, worst' }) scenarios: DealScenarioDto[];
  @ApiProperty({ type: FixFlipAssumptionsDto, description: 'The terms used, complete' })
  assumptions: FixFlipAssumptionsDto;
  @ApiProperty({ type: Boolean, description: 'Rehab is the own budget, not square feet × rate' })
  usesRehabBudget: boolean;
  @ApiProperty({ type: Boolean, description: 'The holding months exceed the loan term' })
  holdingExceedsLoanTerm: boolean;
  @ApiProperty({ type: DealSummaryDto }) summary: DealSummaryDto;
  @ApiProperty({ type: DealReturnsDto, nullable: true, description: 'Buying at the max buy price; null without offer' })
  atMaxBuyPrice: DealReturnsDto | null;
  @ApiProperty({ type: Number, nullable: true }) offerPrice: number | null;
  @ApiProperty({ type: DealReturnsDto, nullable: true, description: 'Buying at the offer price; null without one' })
  atOffer: DealReturnsDto | null;
  @ApiProperty({ type: DealSensitivityDto }) sensitivity: DealSensitivityDto;
}

export class CalculateDealResponseDto {
  @ApiProperty({ type: Boolean }) success: boolean;
  @ApiProperty({ type: DealAnalysisDto }) analysis: DealAnalysisDto;
}
