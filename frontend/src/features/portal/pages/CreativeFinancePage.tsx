import { Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import {
  DEFAULT_MAINTENANCE_RATE,
  DEFAULT_VACANCY_RATE,
  leaseOption,
  sellerFinancing,
  subjectTo,
  type CarryingCostInputs,
  type LeaseOptionInputs,
  type SellerFinancingInputs,
  type SubjectToInputs,
} from '../calculators/creative-finance.calculator';
import { DEFAULT_TERM_YEARS } from '../calculators/loan';
import type { NumberFieldDef } from '../components/NumberFields';
import StrategyCalculator, { type StrategyCalculatorProps } from '../components/StrategyCalculator';
import ToolPage from '../components/ToolPage';
import { TOOL_PAGE_INTROS } from '../portal.constants';

/** Taken from the cash flow of Subject-To and Seller Financing (docs/decisions.md). */
const CARRYING_COSTS: NumberFieldDef<keyof Required<CarryingCostInputs>>[] = [
  { name: 'taxes', label: 'Property Taxes (monthly)', kind: 'money' },
  { name: 'insurance', label: 'Insurance (monthly)', kind: 'money' },
  { name: 'vacancyRate', label: 'Vacancy (% of rent)', kind: 'percent', placeholder: String(DEFAULT_VACANCY_RATE) },
  {
    name: 'maintenanceRate',
    label: 'Maintenance (% of rent)',
    kind: 'percent',
    placeholder: String(DEFAULT_MAINTENANCE_RATE),
  },
];

const SUBJECT_TO: NumberFieldDef<keyof Required<SubjectToInputs>>[] = [
  { name: 'propertyValue', label: 'Property Value', kind: 'money' },
  { name: 'loanBalance', label: 'Existing Loan Balance', kind: 'money' },
  {
    name: 'monthlyPayment',
    label: 'Existing Monthly Payment (P&I)',
    kind: 'money',
    help: 'Principal and interest; enter taxes and insurance below',
  },
  { name: 'cashToSeller', label: 'Cash to Seller', kind: 'money' },
  { name: 'closingCosts', label: 'Closing Costs', kind: 'money' },
  { name: 'monthlyRent', label: 'Expected Monthly Rent', kind: 'money' },
  ...CARRYING_COSTS,
];

const SELLER_FINANCING: NumberFieldDef<keyof Required<SellerFinancingInputs>>[] = [
  { name: 'purchasePrice', label: 'Purchase Price', kind: 'money' },
  { name: 'downPayment', label: 'Down Payment', kind: 'money' },
  { name: 'interestRate', label: 'Interest Rate', kind: 'percent' },
  { name: 'termYears', label: 'Loan Term', kind: 'years', placeholder: String(DEFAULT_TERM_YEARS) },
  { name: 'monthlyRent', label: 'Expected Monthly Rent', kind: 'money' },
  ...CARRYING_COSTS,
];

const LEASE_OPTION: NumberFieldDef<keyof LeaseOptionInputs>[] = [
  { name: 'propertyValue', label: 'Property Value', kind: 'money' },
  { name: 'optionFee', label: 'Option Fee', kind: 'money' },
  { name: 'monthlyRent', label: 'Monthly Lease Payment', kind: 'money' },
  { name: 'monthlyCredit', label: 'Monthly Rent Credit', kind: 'money' },
  { name: 'marketRent', label: 'Market Rent (sub-lease)', kind: 'money' },
];

const STRATEGY_TABS = ['subject-to', 'seller-financing', 'lease-option'] as const;

/** A strategy's tab: the calculator titled with the tab's name ("Calculate Subject-To"). */
function strategyTab<K extends string>(label: string, p: Omit<StrategyCalculatorProps<K>, 'title' | 'buttonText'>) {
  return {
    key: p.strategy,
    label,
    children: <StrategyCalculator {...p} title={label} buttonText={`Calculate ${label}`} />,
  };
}

/** /creative-finance-calculator (spec 2 §2.4, §9). */
export default function CreativeFinancePage() {
  // The tab is in the URL (?strategy=seller-financing), so Back and reload come back to it.
  const [params, setParams] = useSearchParams();
  const asked = params.get('strategy');
  const active = STRATEGY_TABS.includes(asked as (typeof STRATEGY_TABS)[number]) ? asked! : STRATEGY_TABS[0];
  const choose = (key: string) => {
    const next = new URLSearchParams(params);
    if (key === STRATEGY_TABS[0]) next.delete('strategy');
    else next.set('strategy', key);
    setParams(next);
  };
  return (
    <ToolPage {...TOOL_PAGE_INTROS['/creative-finance-calculator']}>
      <Tabs
        activeKey={active}
        onChange={choose}
        items={[
          strategyTab('Subject-To', { strategy: 'subject-to', fields: SUBJECT_TO, calculate: subjectTo }),
          strategyTab('Seller Financing', {
            strategy: 'seller-financing',
            fields: SELLER_FINANCING,
            calculate: sellerFinancing,
          }),
          strategyTab('Lease Option', {
            strategy: 'lease-option',
            fields: LEASE_OPTION,
            calculate: leaseOption,
            roiLabel: 'Annual Credit ROI',
          }),
        ]}
      />
    </ToolPage>
  );
}
