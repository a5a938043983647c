import { useEffect, useState } from 'react';
import { errorMessage } from '../../../api/errors';
import { formatCurrency, formatDate, formatNumber } from '../../../shared/format';
import { getSharedAnalysis, sharedPdfUrl, sharedToken, type Report, type SharedAnalysis } from '../shared-report.api';
import '../shared-report.css';

const pct = (f: number | null | undefined) =>
  f === null || f === undefined || !Number.isFinite(f) ? '—' : `${Number((f * 100).toFixed(2))}%`;
const signed = (f: number) => (f > 0 ? `+${pct(f)}` : f === 0 ? '0%' : pct(f));
const LEVELS: Record<string, string> = {
  very_light: 'Very light',
  light: 'Light',
  medium: 'Medium',
  heavy: 'Heavy',
  very_heavy: 'Very heavy',
};

function Facts({ rows }: { rows: Array<[string, string]> }) {
  return (
    <dl className="sr-facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="sr-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function Table({ caption, head, rows }: { caption: string; head: string[]; rows: string[][] }) {
  return (
    <div className="sr-table" role="region" aria-label={caption} tabIndex={0}>
      <table>
        <caption className="sr-hidden">{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.join('|')}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={i}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ReportBody({ r }: { r: Report }) {
  const a = r.analysis;
  const s = r.summary;
  const t = r.assumptions;
  const comps = r.comps?.items.filter((c) => c.included) ?? [];
  return (
    <>
      <Section id="sr-property" title="Property">
        <Facts
          rows={[
            ['Square feet', r.squareFeet == null ? '—' : formatNumber(r.squareFeet)],
            ['Bedrooms / Bathrooms', `${r.bedrooms ?? '—'} / ${r.bathrooms ?? '—'}`],
            ['County', r.county ?? '—'],
            ['Rehab level', LEVELS[r.rehabLevel] ?? r.rehabLevel],
            ['Pool renovation', r.needsPoolRenovation ? 'Yes' : 'No'],
          ]}
        />
        <p>
          <a href={r.mapUrl} target="_blank" rel="noreferrer">
            View the property on Google Maps
          </a>
        </p>
      </Section>
      <Section id="sr-results" title="Results">
        {a && s ? (
          <Facts
            rows={[
              ['After repair value (ARV)', formatCurrency(r.arv)],
              ['Max Buy Price', s.hasOffer ? formatCurrency(s.maxBuyPrice) : 'No offer'],
              ['Renovation', formatCurrency(a.renovationCost)],
              ['Closing costs', formatCurrency(a.closingCosts)],
              ['Agent commission', formatCurrency(a.agentCommission)],
              ['Property taxes', formatCurrency(a.taxes)],
              ['Insurance', formatCurrency(a.insurance)],
              ['Utilities', formatCurrency(a.utilities)],
              ['Hard money carry', formatCurrency(s.hardMoneyCarryCost)],
              ['Total investment', formatCurrency(s.totalInvestment)],
              s.hasOffer
                ? ['Expected profit', formatCurrency(s.expectedProfit)]
                : ['Shortfall', formatCurrency(s.shortfall)],
              ...(a.atOffer
                ? ([
                    ['Offer tested', formatCurrency(a.atOffer.price)],
                    ['Profit at the offer', formatCurrency(a.atOffer.profit)],
                    ['ROI at the offer', pct(a.atOffer.roi)],
                    ['Cash needed', formatCurrency(a.atOffer.cashNeeded)],
                  ] as Array<[string, string]>)
                : []),
            ]}
          />
        ) : (
          <p>Not calculated: the square footage is missing.</p>
        )}
      </Section>
      {a && (
        <Section id="sr-scenarios" title="Scenarios">
          <Table
            caption="Best, base and worst case"
            head={['Scenario', 'ARV', 'Renovation', 'Max buy', 'Profit']}
            rows={a.scenarios.map((sc) => [
              sc.name[0].toUpperCase() + sc.name.slice(1),
              formatCurrency(sc.arv),
              formatCurrency(sc.renovationCost),
              sc.maxBuyPrice >= 1 ? formatCurrency(sc.maxBuyPrice) : 'No offer',
              formatCurrency(sc.profitTarget),
            ])}
          />
        </Section>
      )}
      {a?.sensitivity.rows.length ? (
        <Section id="sr-sensitivity" title="Sensitivity">
          <p className="sr-muted">Profit buying at {formatCurrency(a.sensitivity.price)}: ARV (rows) against rehab.</p>
          <Table
            caption="Profit by ARV and rehab change"
            head={['ARV', ...a.sensitivity.rows[0].cells.map((c) => `Rehab ${signed(c.rehabChange)}`)]}
            rows={a.sensitivity.rows.map((row) => [
              signed(row.arvChange),
              ...row.cells.map((c) => formatCurrency(c.profit)),
            ])}
          />
        </Section>
      ) : null}
      <Section id="sr-assumptions" title="Assumptions">
        <Facts
          rows={[
            ['Interest rate / Points', `${pct(t.annualInterestRate)} / ${pct(t.points)}`],
            ['Loan-to-cost / Term', `${pct(t.loanToCost)} / ${t.loanTermMonths} months`],
            ['Property tax (yearly)', pct(t.annualTaxRate)],
            [
              'Insurance / Utilities a month',
              `${formatCurrency(t.insurancePerMonth)} / ${formatCurrency(t.utilitiesPerMonth)}`,
            ],
            ['Agent / Closing', `${pct(t.agentCommissionRate)} / ${pct(t.closingCostRate)}`],
            ['Target profit', pct(t.profitRate)],
          ]}
        />
      </Section>
      {comps.length > 0 && (
        <Section id="sr-comps" title="Comps used">
          <Table
            caption="Comparable sales used"
            head={['Address', 'Price', 'Adjustment']}
            rows={comps.map((c) => [
              c.address,
              formatCurrency(c.price),
              c.adjustmentType === 'percent' ? signed(c.adjustment) : formatCurrency(c.adjustment),
            ])}
          />
        </Section>
      )}
      <Section id="sr-notes" title="Notes">
        <p className="sr-notes">{r.notes?.trim() || 'No notes.'}</p>
      </Section>
    </>
  );
}

/** The shared analysis of `token`: loading, then the answer or the error. */
function useSharedAnalysis(token: string) {
  const [state, setState] = useState<{ data?: SharedAnalysis; error?: unknown; isLoading: boolean }>({
    isLoading: true,
  });
  useEffect(() => {
    const abort = new AbortController();
    getSharedAnalysis(token, abort.signal).then(
      (data) => setState({ data, isLoading: false }),
      (error: unknown) => !abort.signal.aborted && setState({ error, isLoading: false }),
    );
    return () => abort.abort();
  }, [token]);
  return state;
}

/** /shared/:token — a saved analysis, read-only, for a lender or partner; never indexed. */
export default function SharedAnalysisPage() {
  const [token] = useState(() => sharedToken(window.location.pathname));
  const { data, error, isLoading } = useSharedAnalysis(token);
  return (
    <main id="main-content" className="sr-page">
      <meta name="robots" content="noindex" />
      {isLoading ? (
        <p role="status">Loading...</p>
      ) : !data ? (
        <>
          <h1>Shared analysis not available</h1>
          <p>{errorMessage(error, 'This shared analysis could not be loaded. Please try again.')}</p>
        </>
      ) : (
        <>
          <header className="sr-header">
            <p className="sr-kicker">Fix &amp; Flip Deal Report</p>
            <h1>
              {[
                data.report.address,
                data.report.city,
                [data.report.state, data.report.zipCode].filter(Boolean).join(' '),
              ]
                .filter(Boolean)
                .join(', ')}
            </h1>
            <p className="sr-muted">
              Prepared by {data.report.preparedBy} · saved {formatDate(data.report.updatedAt)} · link expires{' '}
              {formatDate(data.expiresAt)}
            </p>
            <a className="sr-button" href={sharedPdfUrl(token)} download>
              Download PDF
            </a>
          </header>
          <ReportBody r={data.report} />
        </>
      )}
    </main>
  );
}
