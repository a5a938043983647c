/*
 * Numbers and dates on screen, written out for the app's one locale (en-US) instead of through Intl: the first Intl
 * formatter a page creates loads ICU's locale data, 18–19 ms of a /fix-flip load on a desktop CPU, four times that on
 * a phone (docs/operations.md), and the student's pages show a price in their first view. format.test.ts holds each
 * function to Intl's own output.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * |n| to `places` decimals with thousands separators: "1,234.50". Rounds half away from zero on the number's
 * shortest decimal form, as Intl does (1.005 → "1.01", where toFixed gives "1.00").
 */
function digits(n: number, places: number): string {
  const [mantissa, exponent = '0'] = String(Math.abs(n)).split('e');
  const units = String(Math.round(Number(`${mantissa}e${Number(exponent) + places}`))).padStart(places + 1, '0');
  const whole = units.slice(0, units.length - places).replace(/\B(?=(\d{3})+$)/g, ',');
  return places ? `${whole}.${units.slice(-places)}` : whole;
}

const finite = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);
/** Where Intl writes a minus: every negative number, negative zero and those that round to zero included. */
const negative = (n: number) => n < 0 || Object.is(n, -0);

/** 123456.4 → "$123,456"; -1500 → "-$1,500". Non-finite values → "$0". */
export function formatCurrency(n: number | null | undefined): string {
  const v = finite(n) ? n : 0;
  const amount = digits(v, 0);
  return negative(v) && amount !== '0' ? `-$${amount}` : `$${amount}`;
}

/** 12.345 → "12.35%" (the value is already a percentage, not a fraction); an undefined share → "—". */
export function formatPercent(n: number | null | undefined): string {
  return finite(n) ? `${negative(n) ? '-' : ''}${digits(n, 2)}%` : '—';
}

/** A count or a measure: 1500 → "1,500", 1500.25 → "1,500.25" (up to three decimals, as toLocaleString shows). */
export function formatNumber(n: number): string {
  return `${negative(n) ? '-' : ''}${digits(n, 3).replace(/\.?0+$/, '')}`;
}

const when = (iso: string | null | undefined) => {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};
const day = (d: Date) => `${MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`;

/** The one on-screen date: "Mar 5, 2026" (the reader's time zone); no date, or no valid one → the fallback. */
export function formatDate(iso: string | null | undefined, fallback = ''): string {
  const d = when(iso);
  return d ? day(d) : fallback;
}

/** The same date with the time of day: "Mar 5, 2026, 3:30 PM". */
export function formatDateTime(iso: string): string {
  const d = when(iso);
  if (!d) return '';
  const minutes = String(d.getMinutes()).padStart(2, '0');
  return `${day(d)}, ${d.getHours() % 12 || 12}:${minutes} ${d.getHours() < 12 ? 'AM' : 'PM'}`;
}
