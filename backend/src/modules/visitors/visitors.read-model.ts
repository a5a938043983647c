/**
 * The visitors module's tables as other modules may read them in their own SQL: each a relation to alias
 * (`FROM ${VISITOR_READ_MODEL.visitors} v`) with the columns listed. PostgreSQL inlines such subqueries, so the
 * plans and indexes are the table's own; a renamed column is aliased here, and no other module changes.
 */
export const VISITOR_READ_MODEL = {
  /**
   * Every visitor: id, email, firstName, lastName, utmSource, utmMedium, utmCampaign, referrer, createdAt,
   * lastVisitedAt, hasPurchased, purchasedAt, unsubscribedAt.
   */
  visitors: `(SELECT "id", "email", "firstName", "lastName", "utmSource", "utmMedium", "utmCampaign", "referrer",
      "createdAt", "lastVisitedAt", "hasPurchased", "purchasedAt", "unsubscribedAt" FROM "visitors")`,
  /**
   * Visitors campaign e-mail may go to: an address whose consent was confirmed (double opt-in), no purchase, not
   * unsubscribed. Columns id, email, lastVisitedAt; ordered by lastVisitedAt it reads the partial index
   * idx_visitors_campaign_eligible.
   */
  mailable: `(SELECT "id", "email", "lastVisitedAt" FROM "visitors"
      WHERE "email" IS NOT NULL AND NOT "hasPurchased" AND "unsubscribedAt" IS NULL AND "consentConfirmedAt" IS NOT NULL)`,
  /**
   * Cookieless daily counts: one row per person per UTC day (day, utmSource, utmMedium, utmCampaign, referrerHost)
   * who did not become a visitor row that day (those are counted by their row).
   */
  visitDays: `(SELECT "day", "utmSource", "utmMedium", "utmCampaign", "referrerHost" FROM "visitor_days"
      WHERE "visitorId" IS NULL)`,
  /** Every recorded action: visitorId, action, actionData, createdAt. */
  actions: `(SELECT "visitorId", "action", "actionData", "createdAt" FROM "visitor_actions")`,
} as const;
