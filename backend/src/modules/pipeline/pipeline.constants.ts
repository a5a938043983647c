/** Validation and answer texts of the pipeline; lossReasonRequired is spec 2 §5 word for word. */
export const PIPELINE_MESSAGES = {
  statusInvalid: 'Status must be one of: chasing, offer_sent, countered, under_contract, pending, closed, lost',
  lossReasonRequired: 'Loss reason is required when marking deal as lost',
  lossReasonInvalid:
    'Loss reason must be one of: price_too_high, condition_worse, financing_fell_through, better_opportunity, seller_chose_other, inspection_issues, other',
  statusUpdated: 'Deal status updated',
  statusUnchanged: 'Deal is already in this status',
} as const;
