import { Tabs } from 'antd';
import {
  leaseOption,
  sellerFinancing,
  subjectTo,
  type LeaseOptionInputs,
  type SellerFinancingInputs,
  type SubjectToInputs,
} from '../calculators/creative-finance.calculator';
import { DEFAULT_TERM_YEARS } from '../calculators/loan';
import type { NumberFieldDef } from '../components/NumberFields';
import StrategyCalculator from '../components/StrategyCalculator';
import ToolPage from '../components/ToolPage';

const SUBJECT_TO: NumberFieldDef<keyof SubjectToInputs>[] = [
  { name: 'propertyValue', label: 'Property Value', kind: 'money' },
  { name: 'loanBalance', label: 'Existing Loan Balance', kind: 'money' },
  { name: 'monthlyPayment', label: 'Existing Monthly Payment (PITI)', kind: 'money' },
  { name: 'cashToSeller', label: 'Cash to Seller', kind: 'money' },
  { name: 'closingCosts', label: 'Closing Costs', kind: 'money' },
  { name: 'monthlyRent', label: 'Expected Monthly Rent', kind: 'money' },
];

const SELLER_FINANCING: NumberFieldDef<keyof SellerFinancingInputs>[] = [
  { name: 'purchasePrice', label: 'Purchase Price', kind: 'money' },
  { name: 'downPayment', label: 'Down Payment', kind: 'money' },
  { name: 'interestRate', label: 'Interest Rate', kind: 'percent' },
  { name: 'termYears', label: 'Loan Term', kind: 'years', placeholder: String(DEFAULT_TERM_YEARS) },
  { name: 'monthlyRent', label: 'Expected Monthly Rent', kind: 'money' },
];

const LEASE_OPTION: NumberFieldDef<keyof LeaseOptionInputs>[] = [
  { name: 'propertyValue', label: 'Property Value', kind: 'money' },
  { name: 'optionFee', label: 'Option Fee', kind: 'money' },
  { name: 'monthlyRent', label: 'Monthly Lease Payment', kind: 'money' },
  { name: 'monthlyCredit', label: 'Monthly Rent Credit', kind: 'money' },
  { name: 'marketRent', label: 'Market Rent (sub-lease)', kind: 'money' },
];

/** /creative-finance-calculator (spec 2 §2.4, §9). */
export default function CreativeFinancePage() {
  return (
    <ToolPage
      title="Creative Finance Calculator"
      intro="Compare creative ways to buy: take over the existing loan, let the seller carry the note, or lease with an option to buy."
    >
      <Tabs
        items={[
          {
            key: 'subject-to',
            label: 'Subject-To',
            children: (
              <StrategyCalculator fields={SUBJECT_TO} calculate={subjectTo} buttonText="Calculate Subject-To" />
            ),
          },
          {
            key: 'seller-financing',
            label: 'Seller Financing',
            children: (
              <StrategyCalculator
                fields={SELLER_FINANCING}
                calculate={sellerFinancing}
                buttonText="Calculate Seller Financing"
              />
            ),
          },
          {
            key: 'lease-option',
            label: 'Lease Option',
            children: (
              <StrategyCalculator
                fields={LEASE_OPTION}
                calculate={leaseOption}
                buttonText="Calculate Lease Option"
                roiLabel="Annual Credit ROI"
              />
            ),
          },
        ]}
      />
    </ToolPage>
  );
}
