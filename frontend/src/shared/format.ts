const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const day = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const dayAndTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

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

/** The one on-screen date: "Mar 5, 2026" (the reader's time zone); no date → the fallback. */
export function formatDate(iso: string | null | undefined, fallback = ''): string {
  return iso ? day.format(new Date(iso)) : fallback;
}

/** The same date with the time of day: "Mar 5, 2026, 3:30 PM". */
export function formatDateTime(iso: string): string {
  return dayAndTime.format(new Date(iso));
}
