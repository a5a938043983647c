/** The loan term is 30 years unless a calculator says otherwise (spec 2 §5, §9). */
export const DEFAULT_TERM_YEARS = 30;

/** Standard monthly amortization payment; zero interest gives principal / months. */
export function monthlyPayment(principal: number, annualRatePct: number, years = DEFAULT_TERM_YEARS): number {
  const months = Math.round(years * 12);
  if (principal <= 0 || months <= 0) return 0;
  const r = annualRatePct / 100 / 12;
  if (r === 0) return principal / months;
  return (principal * r) / (1 - Math.pow(1 + r, -months));
}

export interface AmortizationYear {
  year: number;
  principalPaid: number;
  interestPaid: number;
  endingBalance: number;
}

/** Year-by-year schedule of a fully amortizing loan. */
export function amortizationSchedule(
  principal: number,
  annualRatePct: number,
  years = DEFAULT_TERM_YEARS,
): AmortizationYear[] {
  const payment = monthlyPayment(principal, annualRatePct, years);
  const r = annualRatePct / 100 / 12;
  const rows: AmortizationYear[] = [];
  let balance = Math.max(0, principal);
  for (let year = 1; year <= Math.round(years) && payment > 0; year++) {
    let principalPaid = 0;
    let interestPaid = 0;
    for (let m = 0; m < 12; m++) {
      const interest = balance * r;
      const toPrincipal = Math.min(balance, payment - interest);
      interestPaid += interest;
      principalPaid += toPrincipal;
      balance -= toPrincipal;
    }
    rows.push({ year, principalPaid, interestPaid, endingBalance: Math.max(0, balance) });
  }
  return rows;
}
