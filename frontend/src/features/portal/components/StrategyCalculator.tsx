import { Button, Card, Col, Empty, Row } from 'antd';
import { formatCurrency, formatPercent } from '../../../shared/format';
import type { CreativeFinanceResult } from '../calculators/creative-finance.calculator';
import type { ToolAnalysis } from '../portal.api';
import { useCalculatorForm } from '../use-calculator-form';
import NumberFields, { type NumberFieldDef } from './NumberFields';
import PrintedInputs from './PrintedInputs';
import PrintButton from './PrintButton';
import ResultList, { type ResultRow } from './ResultList';
import SavedToolAnalyses from './SavedToolAnalyses';

export type StrategyKey = NonNullable<ToolAnalysis['strategy']>;

export interface StrategyCalculatorProps<K extends string> {
  strategy: StrategyKey;
  /** The tab's name, e.g. "Subject-To" (the saved list's heading). */
  title: string;
  fields: ReadonlyArray<NumberFieldDef<K>>;
  calculate: (values: Record<K, string>) => CreativeFinanceResult;
  buttonText: string;
  roiLabel?: string;
}

function rows(r: CreativeFinanceResult, roiLabel: string): ResultRow[] {
  return [
    { label: 'Strategy', value: r.strategy },
    { label: 'Property Value', value: formatCurrency(r.propertyValue) },
    ...(r.equity !== undefined ? [{ label: 'Equity', value: formatCurrency(r.equity), good: r.equity > 0 }] : []),
    ...(r.loanAmount !== undefined ? [{ label: 'Loan Amount', value: formatCurrency(r.loanAmount) }] : []),
    { label: r.strategy === 'Lease Option' ? 'Option Fee' : 'Down Payment', value: formatCurrency(r.downPayment) },
    { label: 'Monthly Payment', value: formatCurrency(r.monthlyPayment) },
    ...(r.operatingExpenses !== undefined
      ? [{ label: 'Taxes, Insurance, Vacancy & Maintenance', value: formatCurrency(r.operatingExpenses) }]
      : []),
    { label: 'Monthly Cash Flow', value: formatCurrency(r.cashFlow), good: r.cashFlow > 0 },
    { label: 'Total Investment', value: formatCurrency(r.totalInvestment) },
    { label: roiLabel, value: formatPercent(r.roi) },
  ];
}

/** One creative-finance strategy: its inputs, a calculate button, a results card and its saved analyses. */
export default function StrategyCalculator<K extends string>({
  strategy,
  title,
  fields,
  calculate,
  buttonText,
  roiLabel = 'ROI',
}: StrategyCalculatorProps<K>) {
  const { values, set, errors, result, upToDate, run, load, resultRef } = useCalculatorForm(
    fields,
    Object.fromEntries(fields.map((f) => [f.name, ''])) as Record<K, string>,
    calculate,
    `creative-finance:${strategy}`,
  );
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={14} className="tool-print-hide">
        <Card>
          <NumberFields fields={fields} values={values} onChange={set} errors={errors} idPrefix={`${strategy}-`} />
          <Button type="primary" size="large" block onClick={() => run()}>
            {buttonText}
          </Button>
        </Card>
      </Col>
      <Col xs={24} lg={10} ref={resultRef}>
        <Card title="Results" extra={result ? <PrintButton /> : undefined}>
          <PrintedInputs fields={fields} values={values} />
          {result ? (
            <ResultList rows={rows(result, roiLabel)} />
          ) : (
            <Empty description={`Enter the numbers and click ${buttonText}.`} />
          )}
        </Card>
      </Col>
      <Col xs={24}>
        <SavedToolAnalyses
          kind="creative-finance"
          strategy={strategy}
          heading={`Saved ${title} Analyses`}
          values={values}
          canSave={upToDate}
          onOpen={(a) => load(a.inputs)}
        />
      </Col>
    </Row>
  );
}
