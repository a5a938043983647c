import type { FixFlipProperty } from '../analyzer';

export type DealStatus = FixFlipProperty['status'];
export type LossReason = NonNullable<FixFlipProperty['lossReason']>;

/** Spec 2 §4: one column per status, in this order, with these labels. */
export const DEAL_STATUS_OPTIONS: Array<{ value: DealStatus; label: string; color: string }> = [
  { value: 'chasing', label: 'Chasing', color: '#8c8c8c' },
  { value: 'offer_sent', label: 'Offer Sent', color: '#1677ff' },
  { value: 'countered', label: 'Countered', color: '#722ed1' },
  { value: 'under_contract', label: 'Under Contract', color: '#fa8c16' },
  { value: 'pending', label: 'Pending', color: '#13c2c2' },
  { value: 'closed', label: 'Closed', color: '#52c41a' },
  { value: 'lost', label: 'Lost', color: '#f5222d' },
];

export const LOSS_REASON_OPTIONS: Array<{ value: LossReason; label: string }> = [
  { value: 'price_too_high', label: 'Price Too High' },
  { value: 'condition_worse', label: 'Property Condition Worse Than Expected' },
  { value: 'financing_fell_through', label: 'Financing Fell Through' },
  { value: 'better_opportunity', label: 'Found Better Opportunity' },
  { value: 'seller_chose_other', label: 'Seller Chose Different Buyer' },
  { value: 'inspection_issues', label: 'Inspection Issues' },
  { value: 'other', label: 'Other' },
];

export const statusLabel = (s: string) => DEAL_STATUS_OPTIONS.find((o) => o.value === s)?.label ?? s;
export const lossReasonLabel = (r: string | null | undefined) =>
  LOSS_REASON_OPTIONS.find((o) => o.value === r)?.label ?? r ?? '';

/** Spec 2 §8 (pipeline), word for word. */
export const PIPELINE_TEXT = {
  loading: 'Loading pipeline...',
  statusFailed: ['Error', 'Failed to update deal status. Please try again.'],
  statusUpdatedTitle: 'Status Updated',
  statusUpdated: (label: string) => `Deal moved to ${label}`,
  editFailed: ['Error', 'Failed to update deal details. Please try again.'],
  editSucceeded: ['Deal Updated', 'Deal details have been updated successfully.'],
  empty: 'No deals yet. Save an analysis in the Fix & Flip tab to start your pipeline.',
} as const;
