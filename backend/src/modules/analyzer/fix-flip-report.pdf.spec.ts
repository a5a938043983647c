import { pdfText } from '../../../test/support/pdf-text';
import type { FixFlipReportDto } from './dto/report.dto';
import { formatMoney, renderReportPdf } from './fix-flip-report.pdf';
import { analyzeFixFlip, resolveAssumptions } from './fix-flip.calculator';

function report(arv: number, notes: string | null): FixFlipReportDto {
  const analysis = analyzeFixFlip({ arv, squareFeet: 1500, rehabLevel: 'medium' });
  return {
    address: '12 Loss Street',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    county: null,
    squareFeet: 1500,
    bedrooms: null,
    bathrooms: null,
    lotSize: null,
    rehabLevel: 'medium',
    arv,
    needsPoolRenovation: false,
    maxBuyPrice: analysis.summary.maxBuyPrice,
    totalInvestment: analysis.summary.totalInvestment,
    summary: analysis.summary,
    assumptions: resolveAssumptions(),
    offerPrice: null,
    comps: null,
    analysis,
    notes,
    updatedAt: '2026-11-20T10:00:00.000Z',
    preparedBy: 'Pat Example',
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=12%20Loss%20Street',
  };
}

describe('the report PDF', () => {
  it('formats money in whole dollars like the screen', () => {
    expect(formatMoney(123456.4)).toBe('$123,456');
    expect(formatMoney(-1500)).toBe('-$1,500');
    expect(formatMoney(-0.3)).toBe('$0');
    expect(formatMoney(null)).toBe('—');
  });

  it('shows a losing deal as "No offer" with its shortfall, and says when there are no notes', async () => {
    // ARV 60,000, 1,500 sq ft medium: renovation 67,500 alone exceeds the ARV, so there is no offer; the shortfall
    // is 67,500 + 600 closing + 1,500 commission + 0.015 × 60,000 × (132 / 30.44) / 12 = 325.23 taxes − 60,000
    // = 9,925.23, shown as $9,925.
    const text = await pdfText(await renderReportPdf(report(60_000, null), new Date('2026-11-26T12:00:00Z')));
    expect(text).toContain('Prepared by Pat Example on Nov 26, 2026');
    expect(text).toContain('Analysis last saved Nov 20, 2026');
    expect(text).toMatch(/Max Buy Price\s*No offer/);
    expect(text).toMatch(/Shortfall\s*\$9,925/);
    expect(text).toContain('No notes.');
    expect(text).not.toContain('Comps used');
  });
});
