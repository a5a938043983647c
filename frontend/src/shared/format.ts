const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const percent = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 123456.4 → "$123,456"; -1500 → "-$1,500". Non-finite values → "$0". */
export function formatCurrency(n: number | null | undefined): string {
  const v = typeof n === 'number' && Number.isFinite(n) ? n : 0;
  const out = currency.format(v);
  return out === '-$0' ? '$0' : out;
}

/** 12.345 → "12.35%" (the value is already a percentage, not a fraction); an undefined share → "—". */
export function formatPercent(n: number | null | undefined): string {
  return typeof n === 'number' && Number.isFinite(n) ? `${percent.format(n)}%` : '—';
}
