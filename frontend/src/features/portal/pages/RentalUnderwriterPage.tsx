import { Button, Card, Col, Empty, Row, Spin, Tabs, Tag, Typography } from 'antd';
import { Suspense, useState } from 'react';
import { formatCurrency, formatPercent } from '../../../shared/format';
import { lazyComponent } from '../../../shared/lazy-component';
import { amortizationSchedule, DEFAULT_TERM_YEARS } from '../calculators/loan';
import {
  analyzeRental,
  EMPTY_RENTAL_INPUTS,
  type RentalInputs,
  type RentalResult,
} from '../calculators/rental.calculator';
import { num } from '../calculators/inputs';
import NumberFields, { type NumberFieldDef } from '../components/NumberFields';
import PrintButton from '../components/PrintButton';
import PrintedInputs from '../components/PrintedInputs';
import SavedToolAnalyses from '../components/SavedToolAnalyses';
import RentEstimatePanel from '../components/RentEstimatePanel';
import ResultList from '../components/ResultList';
import ToolPage from '../components/ToolPage';
import { TOOL_PAGE_INTROS } from '../portal.constants';
import { useCalculatorForm } from '../use-calculator-form';

/** The schedule (antd's Table, ~50 KB gzip) shows only after an analysis: it loads then, not with the page. */
const AmortizationTable = lazyComponent(() => import('../components/AmortizationTable'));

type Field = NumberFieldDef<keyof RentalInputs>;
const PURCHASE: Field[] = [
  { name: 'purchasePrice', label: 'Purchase Price', kind: 'money' },
  { name: 'downPayment', label: 'Down Payment', kind: 'money' },
  { name: 'loanAmount', label: 'Loan Amount', kind: 'money', placeholder: 'Price minus down payment' },
  { name: 'interestRate', label: 'Interest Rate', kind: 'percent', help: `Loan term: ${DEFAULT_TERM_YEARS} years` },
  { name: 'closingCosts', label: 'Closing Costs', kind: 'money' },
  { name: 'rehabCost', label: 'Rehab Cost', kind: 'money' },
];
const INCOME: Field[] = [{ name: 'monthlyRent', label: 'Monthly Rent', kind: 'money' }];
const EXPENSES: Field[] = [
  { name: 'insurance', label: 'Insurance (monthly)', kind: 'money' },
  { name: 'taxes', label: 'Property Taxes (monthly)', kind: 'money' },
  { name: 'maintenance', label: 'Maintenance (monthly)', kind: 'money' },
  { name: 'vacancy', label: 'Vacancy (monthly)', kind: 'money' },
  { name: 'propertyManagement', label: 'Property Management (monthly)', kind: 'money' },
];

const TABS = { purchase: PURCHASE, income: INCOME, expenses: EXPENSES };
const ALL_FIELDS = [...PURCHASE, ...INCOME, ...EXPENSES];
const tabOf = (name: keyof RentalInputs) =>
  (Object.keys(TABS) as (keyof typeof TABS)[]).find((k) => TABS[k].some((f) => f.name === name)) ?? 'purchase';

const ASSESSMENT = {
  strong: { color: 'green', text: 'Strong Deal' },
  marginal: { color: 'gold', text: 'Marginal Deal' },
  negative: { color: 'red', text: 'Negative Cash Flow' },
} as const;

const passFail = (ok: boolean) => (ok ? 'Pass' : 'Fail');

function Results({ r }: { r: RentalResult }) {
  const a = ASSESSMENT[r.assessment];
  return (
    <>
      <Tag
        color={a.color}
        style={{ fontSize: 15, padding: '4px 10px', marginBottom: 12 }}
        data-testid="deal-assessment"
      >
        {a.text}
      </Tag>
      <ResultList
        rows={[
          { label: 'Monthly Rent', value: formatCurrency(r.monthlyRent) },
          { label: 'Mortgage Payment', value: formatCurrency(r.mortgagePayment) },
          { label: 'Monthly Expenses', value: formatCurrency(r.monthlyExpenses) },
          { label: 'Monthly Cash Flow', value: formatCurrency(r.monthlyCashFlow), good: r.monthlyCashFlow > 0 },
          { label: 'Annual Cash Flow', value: formatCurrency(r.annualCashFlow), good: r.annualCashFlow > 0 },
          { label: 'Total Investment', value: formatCurrency(r.totalInvestment) },
          { label: 'ROI', value: formatPercent(r.roi) },
          { label: 'Cap Rate', value: formatPercent(r.capRate) },
          { label: 'Cash-on-Cash Return', value: formatPercent(r.cashOnCashReturn) },
          { label: 'Break-Even Ratio', value: formatPercent(r.breakEvenRatio), good: r.breakEvenGood },
          { label: '1% Rule', value: passFail(r.onePercentRule), good: r.onePercentRule },
          { label: '2% Rule', value: passFail(r.twoPercentRule), good: r.twoPercentRule },
        ]}
      />
    </>
  );
}

/** /rental-underwriter (spec 2 §2.3, §9). */
export default function RentalUnderwriterPage() {
  const [tab, setTab] = useState<string>('purchase');
  const { values, set, errors, result, upToDate, run, load, resultRef } = useCalculatorForm(
    ALL_FIELDS,
    EMPTY_RENTAL_INPUTS,
    (v) => ({ r: analyzeRental(v), rate: num(v.interestRate) }),
    'rental',
  );
  const fields = (list: Field[]) => <NumberFields fields={list} values={values} onChange={set} errors={errors} />;
  const analyze = () => {
    void AmortizationTable.preload();
    const bad = run();
    // A message on a hidden tab would go unseen: show the first tab with one.
    if (bad.length && !bad.some((name) => tabOf(name) === tab)) setTab(tabOf(bad[0]));
  };

  return (
    <ToolPage {...TOOL_PAGE_INTROS['/rental-underwriter']}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14} className="tool-print-hide">
          <Card>
            <Tabs
              activeKey={tab}
              onChange={setTab}
              items={[
                { key: 'purchase', label: 'Purchase', children: fields(PURCHASE) },
                {
                  key: 'income',
                  label: 'Income',
                  children: (
                    <>
                      <RentEstimatePanel onTake={(rent) => set('monthlyRent', String(rent))} />
                      {fields(INCOME)}
                    </>
                  ),
                },
                { key: 'expenses', label: 'Expenses', children: fields(EXPENSES) },
              ]}
            />
            <Button type="primary" size="large" block onClick={analyze}>
              Analyze This Deal
            </Button>
          </Card>
        </Col>
        <Col xs={24} lg={10} ref={resultRef}>
          <Card title="Analysis Results" extra={result ? <PrintButton /> : undefined}>
            <PrintedInputs fields={ALL_FIELDS} values={values} />
            {result ? <Results r={result.r} /> : <Empty description="Enter the deal and click Analyze This Deal." />}
          </Card>
        </Col>
        {result && result.r.loanAmount > 0 && (
          <Col xs={24}>
            <Card title="Amortization Schedule">
              <Typography.Paragraph type="secondary">
                {formatCurrency(result.r.loanAmount)} over {DEFAULT_TERM_YEARS} years at {formatPercent(result.rate)}
              </Typography.Paragraph>
              <Suspense fallback={<Spin />}>
                <AmortizationTable rows={amortizationSchedule(result.r.loanAmount, result.rate)} />
              </Suspense>
            </Card>
          </Col>
        )}
        <Col xs={24}>
          <SavedToolAnalyses
            kind="rental"
            heading="Saved Rental Analyses"
            values={values}
            canSave={upToDate}
            onOpen={(a) => {
              const bad = load(a.inputs);
              if (bad.length) setTab(tabOf(bad[0]));
            }}
          />
        </Col>
      </Row>
    </ToolPage>
  );
}
