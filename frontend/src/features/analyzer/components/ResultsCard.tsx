import { PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Typography } from 'antd';
import { formatCurrency, formatPercent } from '../../../shared/format';
import type { DealAnalysis } from '../analyzer.api';
import { useGetFixFlipRulesQuery } from '../analyzer.api';
import { ratePercent, rehabLevelLabel } from '../analyzer.constants';
import ArvChart from './ArvChart';
import ScenarioTable from './ScenarioTable';

const pct = (fraction: number) => formatPercent(fraction * 100);

function Row({ label, hint, value, strong }: { label: string; hint?: string; value: number; strong?: boolean }) {
  return (
    <div className={strong ? 'ff-row ff-row--total' : 'ff-row'}>
      <dt>
        {label}
        {hint && <span className="ff-row__hint">{hint}</span>}
      </dt>
      <dd>{formatCurrency(value)}</dd>
    </div>
  );
}

/** The results card (spec 2 §2.1): empty state, max buy price, breakdown, total, assessment, plus our extras. */
export default function ResultsCard({ analysis, address }: { analysis: DealAnalysis | null; address?: string }) {
  const { data: rules } = useGetFixFlipRulesQuery();
  if (!analysis) {
    return (
      <Card title="Deal Analysis" className="ff-card ff-report">
        <Empty description="Enter the property details and click Calculate Deal to see your maximum buy price." />
      </Card>
    );
  }
  const a = analysis;
  const rate = a.rehabCostPerSqft.toFixed(2).replace(/\.00$/, '');
  const pool = a.poolCost ? ' + pool' : '';
  const rehab = `${a.squareFeet.toLocaleString('en-US')} sq ft × $${rate}/sq ft (${rehabLevelLabel(a.rehabLevel)})${pool}`;
  return (
    <Card
      title="Deal Analysis"
      className="ff-card ff-report"
      extra={
        <Button icon={<PrinterOutlined />} onClick={() => window.print()} className="ff-print-hide">
          Print Report
        </Button>
      }
    >
      {address && (
        <Typography.Paragraph className="ff-report__address" strong>
          {address}
        </Typography.Paragraph>
      )}
      <div className={a.isProfitable ? 'ff-maxbuy' : 'ff-maxbuy ff-maxbuy--bad'}>
        <span>Maximum Buy Price</span>
        <strong data-testid="max-buy-price">{formatCurrency(a.maxBuyPrice)}</strong>
      </div>
      <dl className="ff-breakdown" aria-label="Cost breakdown">
        <Row label="Renovation" hint={rehab} value={a.renovationCost} />
        <Row
          label="Closing Costs"
          hint={rules && `${ratePercent(rules.closingCostRate)} of ARV`}
          value={a.closingCosts}
        />
        <Row
          label="Agent Commission"
          hint={rules && `${ratePercent(rules.agentCommissionRate)} of ARV`}
          value={a.agentCommission}
        />
        <Row
          label="Property Taxes"
          hint={rules && `${ratePercent(rules.annualTaxRate)}/yr for ${a.holdingDays} days`}
          value={a.taxes}
        />
        <Row
          label="Hard Money Carry"
          hint={`${pct(a.hardMoneyCarryRate)} of the buy price`}
          value={a.hardMoneyCarryCost}
        />
        <Row label="Profit Target" hint="10% of the buy price" value={a.profitTarget} />
        <Row label="Total Costs" value={a.totalCosts} strong />
      </dl>
      <Alert
        type={a.isProfitable ? 'success' : 'error'}
        showIcon
        title={a.isProfitable ? 'Profitable deal' : 'Not profitable'}
        description={
          a.isProfitable
            ? `Buy at or below ${formatCurrency(a.maxBuyPrice)} to make ${formatCurrency(a.profitTarget)} ` +
              `(${pct(a.profitMargin)} of ARV) after a ${a.holdingDays}-day hold.`
            : `The costs exceed the ARV of ${formatCurrency(a.arv)}: no purchase price reaches the target profit.`
        }
      />
      <div className="ff-rule">
        <div>
          <span>70% rule offer</span>
          <strong>{formatCurrency(a.seventyPercentRuleOffer)}</strong>
        </div>
        <div>
          <span>Our max buy vs 70% rule</span>
          <strong className={a.differenceFromSeventyPercentRule < 0 ? 'ff-negative' : undefined}>
            {a.differenceFromSeventyPercentRule > 0 ? '+' : ''}
            {formatCurrency(a.differenceFromSeventyPercentRule)}
          </strong>
        </div>
      </div>
      <ArvChart analysis={a} />
      <ScenarioTable analysis={a} />
    </Card>
  );
}
