import { PrinterOutlined } from '../../../shared/icons';
import { Alert, Button, Card, Empty, Typography } from 'antd';
import { formatCurrency, formatNumber, formatPercent } from '../../../shared/format';
import type { DealAnalysis } from '../analyzer.api';
import { ratePercent, rehabLevelLabel } from '../analyzer.constants';
import { dealFigures, NO_OFFER, type DealSummary } from '../deal-presentation';
import ArvChart from './ArvChart';
import ReturnsBox from './ReturnsBox';
import ScenarioTable from './ScenarioTable';
import SensitivityPanel from './SensitivityPanel';

const pct = (fraction: number) => formatPercent(fraction * 100);

/** A line of the breakdown. */
function Row(props: { label: string; hint?: string; value: string; strong?: boolean; bad?: boolean }) {
  const { label, hint, value, strong, bad } = props;
  return (
    <div className={strong ? 'ff-row ff-row--total' : 'ff-row'}>
      <dt>
        {label}
        {hint && <span className="ff-row__hint">{hint}</span>}
      </dt>
      <dd className={bad ? 'ff-negative' : undefined}>{value}</dd>
    </div>
  );
}

/** The 70% rule beside our offer, from the one presentation: neither box ever contradicts the other. */
export function seventyPercentRule(s: DealSummary) {
  const rule = s.seventyPercentRuleOffer;
  const left =
    rule === null
      ? { value: NO_OFFER, note: '70% of the ARV does not cover the renovation.', bad: true }
      : { value: formatCurrency(rule), note: '70% of the ARV minus the renovation.', bad: false };
  const d = s.differenceFromSeventyPercentRule;
  let right: { value: string; note: string; bad: boolean };
  if (!s.hasOffer) right = { value: 'No offer works', note: 'No purchase price reaches the profit target.', bad: true };
  else if (rule === null || d === null)
    right = { value: '—', note: 'The 70% rule gives no offer to compare with.', bad: false };
  else if (Math.abs(d) < 1) right = { value: formatCurrency(0), note: 'The same offer as the 70% rule.', bad: false };
  else if (d > 0)
    right = { value: `+${formatCurrency(d)}`, note: 'Our offer can go higher than the 70% rule.', bad: false };
  else right = { value: formatCurrency(d), note: 'Our offer is lower than the 70% rule.', bad: true };
  return { left, right };
}

interface Props {
  analysis: DealAnalysis | null;
  address?: string;
  /** The inputs changed after this result was calculated. */
  stale?: boolean;
}

/** The results card (spec 2 §2.1): empty state, max buy price, breakdown, total, assessment, plus our extras. */
export default function ResultsCard({ analysis, address, stale = false }: Props) {
  // Announced when it changes: a screen reader hears that the result went out of date (or is fresh again).
  const staleNotice = (
    <div role="status" aria-live="polite" className="ff-stale-status">
      {analysis && stale && (
        <Alert
          type="warning"
          showIcon
          className="ff-stale"
          title="Out of date"
          description="The inputs changed after this result was calculated. Click Calculate Deal to update it; saving waits until then."
        />
      )}
    </div>
  );
  if (!analysis) {
    return (
      <Card title="Deal Analysis" className="ff-card ff-report">
        {staleNotice}
        <Empty description="Enter the property details and click Calculate Deal to see your maximum buy price." />
      </Card>
    );
  }
  const a = analysis;
  const s = a.summary;
  const f = dealFigures(s)!;
  const rule = seventyPercentRule(s);
  const rate = a.rehabCostPerSqft.toFixed(2).replace(/\.00$/, '');
  const pool = a.poolCost ? ' + pool' : '';
  const rehab = a.usesRehabBudget
    ? `Your rehab budget${pool}`
    : `${formatNumber(a.squareFeet)} sq ft × $${rate}/sq ft (${rehabLevelLabel(a.rehabLevel)})${pool}`;
  const terms = a.assumptions;
  const months = `${a.holdingDays} days`;
  const noBuy = f.losing ? ' (no buy price above $0)' : '';
  return (
    <Card
      title="Deal Analysis"
      className={stale ? 'ff-card ff-report ff-report--stale' : 'ff-card ff-report'}
      extra={
        <Button icon={<PrinterOutlined />} onClick={() => window.print()} className="ff-print-hide">
          Print Report
        </Button>
      }
    >
      {staleNotice}
      {address && (
        <Typography.Paragraph className="ff-report__address" strong>
          {address}
        </Typography.Paragraph>
      )}
      <div className="ff-figures">
        <div className={f.losing ? 'ff-maxbuy ff-maxbuy--bad' : 'ff-maxbuy'}>
          <span>Maximum Buy Price{stale ? ' (out of date)' : ''}</span>
          <strong data-testid="max-buy-price">{f.maxBuy}</strong>
          {f.losing && <small>The costs exceed the ARV by {f.shortfall} before any purchase price.</small>}
        </div>
        {a.atOffer && <ReturnsBox title={`At your offer of ${formatCurrency(a.atOffer.price)}`} returns={a.atOffer} />}
      </div>
      <dl className="ff-breakdown" aria-label="Cost breakdown">
        <Row label="Purchase Price" hint="the maximum buy price" value={f.maxBuy} bad={f.losing} />
        <Row label="Renovation" hint={rehab} value={formatCurrency(a.renovationCost)} />
        <Row
          label="Closing Costs"
          hint={`${ratePercent(terms.closingCostRate)} of ARV`}
          value={formatCurrency(a.closingCosts)}
        />
        <Row
          label="Agent Commission"
          hint={`${ratePercent(terms.agentCommissionRate)} of ARV`}
          value={formatCurrency(a.agentCommission)}
        />
        <Row
          label="Property Taxes"
          hint={`${ratePercent(terms.annualTaxRate)}/yr for ${months}`}
          value={formatCurrency(a.taxes)}
        />
        {(a.insurance > 0 || a.utilities > 0) && (
          <>
            <Row
              label="Insurance"
              hint={`${formatCurrency(terms.insurancePerMonth)}/mo`}
              value={formatCurrency(a.insurance)}
            />
            <Row
              label="Utilities"
              hint={`${formatCurrency(terms.utilitiesPerMonth)}/mo`}
              value={formatCurrency(a.utilities)}
            />
          </>
        )}
        <Row
          label="Hard Money Carry"
          hint={`${pct(a.hardMoneyCarryRate)} of the loan (${ratePercent(terms.loanToCost)} of the price)${noBuy}`}
          value={formatCurrency(s.hardMoneyCarryCost)}
        />
        <Row label="Total Investment" hint="purchase price and every cost" value={f.totalInvestment} strong />
        <Row
          label="Expected Profit"
          hint={
            f.losing ? 'ARV minus the costs, even at a $0 price' : `${ratePercent(terms.profitRate)} of the buy price`
          }
          value={f.profit}
          bad={f.losing}
        />
      </dl>
      <Alert
        type={f.losing ? 'error' : 'success'}
        showIcon
        title={f.losing ? 'Not profitable' : 'Profitable deal'}
        description={
          f.losing
            ? `The costs exceed the ARV of ${formatCurrency(a.arv)} by ${f.shortfall}: no purchase price reaches the target profit.`
            : `Buy at or below ${f.maxBuy} to make ${f.profit} (${pct(a.profitMargin)} of ARV) after a ${a.holdingDays}-day hold.`
        }
      />
      {a.holdingExceedsLoanTerm && (
        <Alert
          className="ff-term-warning"
          type="warning"
          showIcon
          title={`The ${a.holdingDays}-day hold is longer than the loan's ${terms.loanTermMonths}-month term.`}
        />
      )}
      {a.atMaxBuyPrice && (
        <ReturnsBox title={`At the maximum buy price of ${f.maxBuy}`} returns={a.atMaxBuyPrice} compact />
      )}
      <div className="ff-rule">
        <div>
          <span>70% rule offer</span>
          <strong className={rule.left.bad ? 'ff-negative' : undefined}>{rule.left.value}</strong>
          <small>{rule.left.note}</small>
        </div>
        <div>
          <span>Our max buy vs 70% rule</span>
          <strong className={rule.right.bad ? 'ff-negative' : undefined}>{rule.right.value}</strong>
          <small>{rule.right.note}</small>
        </div>
      </div>
      <ArvChart analysis={a} />
      <ScenarioTable analysis={a} />
      <SensitivityPanel sensitivity={a.sensitivity} />
    </Card>
  );
}
