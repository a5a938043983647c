/** The pipeline's stages and loss reasons (spec 2 §4-5). Pipeline owns them; the analyzer's deal row stores them. */
export const DEAL_STATUSES = [
  'chasing',
  'offer_sent',
  'countered',
  'under_contract',
  'pending',
  'closed',
  'lost',
] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];
export const LOSS_REASONS = [
  'price_too_high',
  'condition_worse',
  'financing_fell_through',
  'better_opportunity',
  'seller_chose_other',
  'inspection_issues',
  'other',
] as const;
export type LossReason = (typeof LOSS_REASONS)[number];

/** Validation and answer texts of the pipeline; lossReasonRequired is spec 2 §5 word for word. */
export const PIPELINE_MESSAGES = {
  statusInvalid: 'Status must be one of: chasing, offer_sent, countered, under_contract, pending, closed, lost',
  lossReasonRequired: 'Loss reason is required when marking deal as lost',
  lossReasonInvalid:
    'Loss reason must be one of: price_too_high, condition_worse, financing_fell_through, better_opportunity, seller_chose_other, inspection_issues, other',
  statusUpdated: 'Deal status updated',
  statusUnchanged: 'Deal is already in this status',
} as const;
