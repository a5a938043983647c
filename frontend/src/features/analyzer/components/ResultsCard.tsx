import { PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Typography } from 'antd';
import { formatCurrency, formatPercent } from '../../../shared/format';
import type { DealAnalysis } from '../analyzer.api';
import { rehabLevelLabel } from '../analyzer.constants';
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
  if (!analysis) {
    return (
      <Card title="Deal Analysis" className="ff-card ff-report">
        <Empty description="Enter the property details and click Calculate Deal to see your maximum buy price." />
      </Card>
    );
  }
  const a = analysis;
  const rehab = `${a.squareFeet.toLocaleString('en-US')} sq ft × $${a.rehabCostPerSqft.toFixed(2).replace(/\.00$/, '')}/sq ft (${rehabLevelLabel(a.rehabLevel)})${a.poolCost ? ' + pool' : ''}`;
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
        <Row label="Closing Costs" hint="1% of ARV" value={a.closingCosts} />
        <Row label="Agent Commission" hint="2.5% of ARV" value={a.agentCommission} />
        <Row label="Property Taxes" hint={`1.5%/yr for ${a.holdingDays} days`} value={a.taxes} />
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
            ? `Buy at or below ${formatCurrency(a.maxBuyPrice)} to make ${formatCurrency(a.profitTarget)} (${pct(a.profitMargin)} of ARV) after a ${a.holdingDays}-day hold.`
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
