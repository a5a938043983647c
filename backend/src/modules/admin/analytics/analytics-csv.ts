import type { CsvColumn } from '../../../core/csv/csv';
import type { AnalyticsDto, AnalyticsTable } from './analytics.dto';

type Row<K extends AnalyticsTable> = AnalyticsDto[K][number];
type Columns = { [K in AnalyticsTable]: Array<CsvColumn<Row<K>>> };

/** The columns of each part of the marketing report as CSV, titled as on screen. */
export const ANALYTICS_CSV_COLUMNS: Columns = {
  funnel: [
    { title: 'Step', value: (r) => r.step },
    { title: 'Count', value: (r) => r.count },
    { title: 'Conversion from previous step (%)', value: (r) => r.rate },
    { title: 'Beyond the previous step (from before this range)', value: (r) => r.beyondPrevious },
  ],
  daily: [
    { title: 'Day', value: (r) => r.day },
    { title: 'Visitors', value: (r) => r.visitors },
    { title: 'Sign-ups', value: (r) => r.signups },
    { title: 'Enroll clicks', value: (r) => r.enrollClicks },
    { title: 'Purchases', value: (r) => r.purchases },
  ],
  sources: [
    { title: 'Source', value: (r) => r.source },
    { title: 'Medium', value: (r) => r.medium },
    { title: 'Campaign', value: (r) => r.campaign },
    { title: 'Referrer', value: (r) => r.referrerHost },
    { title: 'Visits', value: (r) => r.visits },
    { title: 'Sign-ups', value: (r) => r.signups },
    { title: 'Purchases', value: (r) => r.purchases },
  ],
  campaigns: [
    { title: 'Campaign', value: (r) => (r.archived ? `${r.name} (deleted)` : r.name) },
    { title: 'Sent', value: (r) => r.sent },
    { title: 'Opened', value: (r) => r.opened },
    { title: 'Clicked', value: (r) => r.clicked },
    { title: 'Unsubscribed', value: (r) => r.unsubscribed },
    { title: 'Purchases (7 days after a click)', value: (r) => r.purchases },
    { title: 'Bounced', value: (r) => r.bounced },
    { title: 'Complained', value: (r) => r.complained },
  ],
};
