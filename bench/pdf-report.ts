/**
 * Run by bench/pdf-report.mjs with the backend's TypeScript loader: renders the report of a typical deal N times
 * with the app's own renderer and prints the timings (ms) as JSON.
 */
import { renderReportPdf } from '../backend/src/modules/analyzer/fix-flip-report.pdf';
import { analyzeFixFlip, resolveAssumptions } from '../backend/src/modules/analyzer/fix-flip.calculator';
import type { FixFlipReportDto } from '../backend/src/modules/analyzer/dto/report.dto';

const deal = { arv: 300_000, squareFeet: 1_500, rehabLevel: 'medium' as const, offerPrice: 180_000 };
const analysis = analyzeFixFlip(deal);
const report: FixFlipReportDto = {
  address: '4809 W Bay Ave',
  city: 'Tampa',
  state: 'FL',
  zipCode: '33611',
  county: 'Hillsborough',
  squareFeet: deal.squareFeet,
  bedrooms: 3,
  bathrooms: 2,
  lotSize: 6_500,
  rehabLevel: deal.rehabLevel,
  arv: deal.arv,
  needsPoolRenovation: false,
  maxBuyPrice: analysis.summary.maxBuyPrice,
  totalInvestment: analysis.summary.totalInvestment,
  summary: analysis.summary,
  assumptions: resolveAssumptions(),
  offerPrice: deal.offerPrice,
  comps: {
    derivedArv: 301_000,
    items: [
      { address: '4811 W Bay Ave, Tampa, FL', price: 298_000, included: true, adjustmentType: 'amount', adjustment: 0 },
      {
        address: '4720 W Lykes Ave, Tampa, FL',
        price: 305_000,
        included: true,
        adjustmentType: 'percent',
        adjustment: -0.02,
      },
      {
        address: '3902 W Euclid Ave, Tampa, FL',
        price: 310_000,
        included: true,
        adjustmentType: 'amount',
        adjustment: -5_000,
      },
    ],
  },
  analysis,
  notes: 'Roof replaced in 2019; HVAC 12 years old. Seller motivated by a job move; vacant, lockbox. '.repeat(3),
  updatedAt: new Date().toISOString(),
  preparedBy: 'Rosa Delgado',
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=4809%20W%20Bay%20Ave%2C%20Tampa%2C%20FL%2033611',
};

async function main() {
  const runs = Number(process.argv[2] ?? 200);
  for (let i = 0; i < 20; i++) await renderReportPdf(report); // warm-up: fonts parsed, code compiled
  const ms: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const t0 = process.hrtime.bigint();
    bytes = (await renderReportPdf(report)).length;
    ms.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  process.stdout.write(JSON.stringify({ ms, bytes }));
}
void main();
