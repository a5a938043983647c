/**
 * The campaigns module's tables as other modules may read them in their own SQL: each a relation to alias
 * (`FROM ${CAMPAIGN_READ_MODEL.sends} s`) with the columns listed. PostgreSQL inlines such subqueries, so the plans
 * and indexes are the table's own; a renamed column is aliased here, and no other module changes.
 */
export const CAMPAIGN_READ_MODEL = {
  /** Every e-mail send: id, campaignId, visitorId, status, createdAt, sentAt, openedAt, clickedAt, complainedAt. */
  sends: `(SELECT "id", "campaignId", "visitorId", "status", "createdAt", "sentAt", "openedAt", "clickedAt",
      "complainedAt" FROM "email_sends")`,
  /** Every campaign, archived ones included: id, name, archivedAt. */
  campaigns: `(SELECT "id", "name", "archivedAt" FROM "email_campaigns")`,
} as const;
