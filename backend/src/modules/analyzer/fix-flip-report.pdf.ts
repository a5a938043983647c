import type { FixFlipReportDto } from './dto/report.dto';

type Doc = PDFKit.PDFDocument;
type Row = Array<string>;

const MARGIN = 50;
const NAVY = '#1f3a5f';
const GREY = '#555555';
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const LEVELS: Record<string, string> = {
  very_light: 'Very light',
  light: 'Light',
  medium: 'Medium',
  heavy: 'Heavy',
  very_heavy: 'Very heavy',
};

/** Whole dollars as on the screen: 123456.4 → "$123,456"; -1500 → "-$1,500". */
export function formatMoney(n: number | null | undefined): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return '—';
  const out = money.format(n);
  return out === '-$0' ? '$0' : out;
}

/** A fraction as a percentage: 0.09 → "9%", 0.0125 → "1.25%". */
const pct = (f: number | null | undefined) =>
  f === null || f === undefined || !Number.isFinite(f) ? '—' : `${Number((f * 100).toFixed(2))}%`;
const signedPct = (f: number) => (f > 0 ? `+${pct(f)}` : f === 0 ? '0%' : pct(f));
const plain = (v: number | string | null | undefined) => (v === null || v === undefined || v === '' ? '—' : String(v));
export const reportDate = (d: Date) =>
  d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * The lender-ready report of one saved analysis, as a PDF (built-in Helvetica: nothing to load). pdfkit and its font
 * code load with the first report, not with every API process and test app (~0.15 s of start-up each).
 */
export async function renderReportPdf(r: FixFlipReportDto, generatedAt = new Date()): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: `Fix & Flip report: ${r.address}`, Author: r.preparedBy },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc, r, generatedAt);
  doc.end();
  return await done;
}

function draw(doc: Doc, r: FixFlipReportDto, generatedAt: Date): void {
  const a = r.analysis;
  const s = r.summary;
  doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(20).text('Fix & Flip Deal Report');
  doc.fillColor('black').font('Helvetica-Bold').fontSize(13).text(fullAddress(r));
  doc.font('Helvetica').fontSize(10).fillColor(GREY);
  doc.text(`Prepared by ${r.preparedBy} on ${reportDate(generatedAt)}`);
  doc.text(`Analysis last saved ${reportDate(new Date(r.updatedAt))}`);
  doc.fillColor('#1a0dab').text('View the property on Google Maps', { link: r.mapUrl, underline: true });
  doc.fillColor('black');

  section(doc, 'Property');
  table(doc, [
    ['Square feet', plain(r.squareFeet?.toLocaleString('en-US'))],
    ['Bedrooms / Bathrooms', `${plain(r.bedrooms)} / ${plain(r.bathrooms)}`],
    ['Lot size (sq ft)', plain(r.lotSize?.toLocaleString('en-US'))],
    ['County', plain(r.county)],
    ['Rehab level', LEVELS[r.rehabLevel] ?? r.rehabLevel],
    ['Pool renovation', r.needsPoolRenovation ? 'Yes' : 'No'],
  ]);

  section(doc, 'Results');
  if (!a || !s) {
    doc.font('Helvetica').fontSize(10).text('Not calculated: the square footage is missing.');
  } else {
    table(doc, [
      ['After repair value (ARV)', formatMoney(r.arv)],
      ['Max Buy Price', s.hasOffer ? formatMoney(s.maxBuyPrice) : 'No offer'],
      ['Renovation', formatMoney(a.renovationCost)],
      ['Closing costs', formatMoney(a.closingCosts)],
      ['Agent commission', formatMoney(a.agentCommission)],
      ['Property taxes', formatMoney(a.taxes)],
      ['Insurance', formatMoney(a.insurance)],
      ['Utilities', formatMoney(a.utilities)],
      ['Hard money carry', formatMoney(s.hardMoneyCarryCost)],
      ['Total investment', formatMoney(s.totalInvestment)],
      [s.hasOffer ? 'Expected profit' : 'Shortfall', formatMoney(s.hasOffer ? s.expectedProfit : s.shortfall)],
      ['70% rule offer', s.seventyPercentRuleOffer === null ? 'No offer' : formatMoney(s.seventyPercentRuleOffer)],
      ['Holding', `${a.holdingDays} days`],
    ]);
    if (a.atOffer) {
      doc
        .moveDown(0.5)
        .font('Helvetica-Bold')
        .fontSize(11)
        .text(`Offer tested: ${formatMoney(a.atOffer.price)}`);
      table(doc, [
        ['Profit', formatMoney(a.atOffer.profit)],
        ['ROI', pct(a.atOffer.roi)],
        ['Cash needed', formatMoney(a.atOffer.cashNeeded)],
        ['Annualized return', pct(a.atOffer.annualizedReturn)],
      ]);
    }

    section(doc, 'Scenarios');
    grid(
      doc,
      ['Scenario', 'ARV', 'Renovation', 'Holding days', 'Max buy', 'Profit'],
      a.scenarios.map((sc) => [
        sc.name[0].toUpperCase() + sc.name.slice(1),
        formatMoney(sc.arv),
        formatMoney(sc.renovationCost),
        String(sc.holdingDays),
        sc.maxBuyPrice >= 1 ? formatMoney(sc.maxBuyPrice) : 'No offer',
        formatMoney(sc.profitTarget),
      ]),
    );

    const sens = a.sensitivity;
    if (sens?.rows.length) {
      section(doc, 'Sensitivity');
      doc
        .font('Helvetica')
        .fontSize(9)
        .fillColor(GREY)
        .text(`Profit buying at ${formatMoney(sens.price)} (${sens.basis === 'offer' ? 'the offer' : 'the max buy'})`)
        .fillColor('black');
      grid(
        doc,
        ['ARV \\ Rehab', ...sens.rows[0].cells.map((c) => signedPct(c.rehabChange))],
        sens.rows.map((row) => [signedPct(row.arvChange), ...row.cells.map((c) => formatMoney(c.profit))]),
      );
    }
  }

  section(doc, 'Assumptions');
  const t = r.assumptions;
  table(doc, [
    ['Interest rate / Points', `${pct(t.annualInterestRate)} / ${pct(t.points)}`],
    ['Loan-to-cost / Term', `${pct(t.loanToCost)} / ${t.loanTermMonths} months`],
    ['Property tax (yearly, of ARV)', pct(t.annualTaxRate)],
    ['Insurance / Utilities per month', `${formatMoney(t.insurancePerMonth)} / ${formatMoney(t.utilitiesPerMonth)}`],
    ['Agent commission / Closing', `${pct(t.agentCommissionRate)} / ${pct(t.closingCostRate)}`],
    ['Target profit', pct(t.profitRate)],
    [
      'Rehab',
      t.rehabBudget !== null
        ? `Own budget ${formatMoney(t.rehabBudget)}`
        : `${formatMoney(t.rehabCostPerSqft[r.rehabLevel])} per sq ft`,
    ],
  ]);

  const used = r.comps?.items.filter((c) => c.included) ?? [];
  if (r.comps && used.length) {
    section(doc, 'Comps used');
    grid(
      doc,
      ['Address', 'Price', 'Adjustment'],
      used.map((c) => [
        c.address,
        formatMoney(c.price),
        c.adjustmentType === 'percent' ? signedPct(c.adjustment) : formatMoney(c.adjustment),
      ]),
      [290, 100, 100],
    );
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(`ARV from the comps: ${formatMoney(r.comps.derivedArv)}`);
  }

  section(doc, 'Notes');
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(r.notes?.trim() || 'No notes.');
  doc
    .moveDown(1.5)
    .fontSize(8)
    .fillColor(GREY)
    .text('Estimates for discussion, not an appraisal. Photo: see the map link above.');
}

function fullAddress(r: FixFlipReportDto): string {
  const place = [r.city, [r.state, r.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return place ? `${r.address}, ${place}` : r.address;
}

function ensureRoom(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
}

function section(doc: Doc, title: string): void {
  ensureRoom(doc, 60);
  doc.moveDown(0.8).fillColor(NAVY).font('Helvetica-Bold').fontSize(13).text(title, MARGIN);
  const y = doc.y + 2;
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .strokeColor('#cccccc')
    .stroke();
  doc.fillColor('black').moveDown(0.4);
}

/** Label / value lines. */
function table(doc: Doc, rows: Row[]): void {
  doc.font('Helvetica').fontSize(10);
  for (const [label, value] of rows) {
    ensureRoom(doc, 16);
    const y = doc.y;
    doc.fillColor(GREY).text(label, MARGIN, y, { width: 220 });
    doc.fillColor('black').text(value, MARGIN + 230, y, { width: 280 });
    doc.y = Math.max(doc.y, y + 14);
  }
  doc.x = MARGIN;
}

/** A table with a header row; the first column left-aligned, the others right-aligned. */
function grid(doc: Doc, head: Row, rows: Row[], widths?: number[]): void {
  const w = widths ?? head.map(() => Math.floor((doc.page.width - 2 * MARGIN) / head.length));
  const line = (cells: Row, bold: boolean) => {
    ensureRoom(doc, 16);
    const y = doc.y;
    let x = MARGIN;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    let bottom = y;
    cells.forEach((cell, i) => {
      doc.text(cell, x, y, { width: w[i] - 6, align: i === 0 ? 'left' : 'right' });
      bottom = Math.max(bottom, doc.y);
      x += w[i];
    });
    doc.y = Math.max(bottom, y + 13);
  };
  line(head, true);
  for (const row of rows) line(row, false);
  doc.x = MARGIN;
}
