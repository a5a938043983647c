import { Button, Card, Col, Empty, Row } from 'antd';
import { formatCurrency, formatPercent } from '../../../shared/format';
import type { CreativeFinanceResult } from '../calculators/creative-finance.calculator';
import NumberFields, { type NumberFieldDef } from './NumberFields';
import ResultList, { type ResultRow } from './ResultList';
import { useCalculatorForm } from '../use-calculator-form';

export interface StrategyCalculatorProps<K extends string> {
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
    { label: 'Monthly Cash Flow', value: formatCurrency(r.cashFlow), good: r.cashFlow > 0 },
    { label: 'Total Investment', value: formatCurrency(r.totalInvestment) },
    { label: roiLabel, value: formatPercent(r.roi) },
  ];
}

/** One creative-finance strategy: its inputs, a calculate button and a results card. */
export default function StrategyCalculator<K extends string>({
  fields,
  calculate,
  buttonText,
  roiLabel = 'ROI',
}: StrategyCalculatorProps<K>) {
  const { values, set, errors, result, run, resultRef } = useCalculatorForm(
    fields,
    Object.fromEntries(fields.map((f) => [f.name, ''])) as Record<K, string>,
    calculate,
  );
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={14}>
        <Card>
          <NumberFields fields={fields} values={values} onChange={set} errors={errors} />
          <Button type="primary" size="large" block onClick={run}>
            {buttonText}
          </Button>
        </Card>
      </Col>
      <Col xs={24} lg={10} ref={resultRef}>
        <Card title="Results">
          {result ? (
            <ResultList rows={rows(result, roiLabel)} />
          ) : (
            <Empty description={`Enter the numbers and click ${buttonText}.`} />
          )}
        </Card>
      </Col>
    </Row>
  );
}
