import { PrinterOutlined } from '../../../shared/icons';
import { Alert, Button, Card, Empty, Typography } from 'antd';
import { formatCurrency, formatPercent } from '../../../shared/format';
import type { DealAnalysis } from '../analyzer.api';
import { useGetFixFlipRulesQuery } from '../analyzer.api';
import { ratePercent, rehabLevelLabel } from '../analyzer.constants';
import ArvChart from './ArvChart';
import ScenarioTable from './ScenarioTable';

const pct = (fraction: number) => formatPercent(fraction * 100);

/** A cost line; `null` when it does not apply (carry and profit need a buy price above zero). */
function Row(props: { label: string; hint?: string; value: number | null; strong?: boolean }) {
  const { label, hint, value, strong } = props;
  return (
    <div className={strong ? 'ff-row ff-row--total' : 'ff-row'}>
      <dt>
        {label}
        {hint && <span className="ff-row__hint">{hint}</span>}
      </dt>
      <dd>{value === null ? 'Not applicable' : formatCurrency(value)}</dd>
    </div>
  );
}

/** How our offer compares with the 70% rule, in words that never make a losing deal sound good. */
function versusSeventyPercentRule(a: DealAnalysis): { value: string; note: string; bad: boolean } {
  if (!a.isProfitable) {
    return { value: 'No offer works', note: 'No purchase price reaches the profit target.', bad: true };
  }
  const d = a.differenceFromSeventyPercentRule;
  if (Math.abs(d) < 1) return { value: formatCurrency(0), note: 'The same offer as the 70% rule.', bad: false };
  return d > 0
    ? { value: `+${formatCurrency(d)}`, note: 'Our offer can go higher than the 70% rule.', bad: false }
    : { value: formatCurrency(d), note: 'Our offer is lower than the 70% rule.', bad: true };
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
  const losing = !a.isProfitable;
  const versus = versusSeventyPercentRule(a);
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
          hint={`${pct(a.hardMoneyCarryRate)} of the buy price${losing ? ' (no buy price above $0)' : ''}`}
          value={losing ? null : a.hardMoneyCarryCost}
        />
        <Row
          label="Profit Target"
          hint={`10% of the buy price${losing ? ' (no buy price above $0)' : ''}`}
          value={losing ? null : a.profitTarget}
        />
        <Row
          label="Total Costs"
          hint={losing ? 'before any purchase price' : undefined}
          value={losing ? a.fixedCosts : a.totalCosts}
          strong
        />
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
          <strong className={a.seventyPercentRuleOffer <= 0 ? 'ff-negative' : undefined}>
            {a.seventyPercentRuleOffer <= 0 ? 'No offer' : formatCurrency(a.seventyPercentRuleOffer)}
          </strong>
          {a.seventyPercentRuleOffer <= 0 && <small>70% of the ARV does not cover the renovation.</small>}
        </div>
        <div>
          <span>Our max buy vs 70% rule</span>
          <strong className={versus.bad ? 'ff-negative' : undefined}>{versus.value}</strong>
          <small>{versus.note}</small>
        </div>
      </div>
      <ArvChart analysis={a} />
      <ScenarioTable analysis={a} />
    </Card>
  );
}
