import type { RateRule } from '../../core/rate-limit/rate-limit.types';

/** A share link lasts 14 days unless the owner picks 1 to 90 (see docs/decisions.md). */
export const SHARE_LINK_DAYS = { default: 14, min: 1, max: 90 } as const;

/** Public reads of shared analyses (page and PDF) per client IP: enough for a lender, not for a token hunt. */
export const SHARED_ANALYSIS_PER_IP: RateRule = { name: 'shared-analysis-ip', limit: 60, windowSeconds: 10 * 60 };

export const REPORT_MESSAGES = {
  /** Unknown, expired and revoked links all get this one answer. */
  sharedNotFound: 'This shared analysis is not available. The link may have expired or been revoked.',
  tooManyReads: 'Too many requests for shared analyses. Please wait a few minutes and try again.',
  limiterUnavailable: 'Shared analyses are unavailable right now. Please try again shortly.',
  shared: 'Share link created',
  revoked: 'Share link revoked',
} as const;
