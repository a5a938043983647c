/**
 * Who may receive a campaign: a visitor with an e-mail whose consent was confirmed (double opt-in), who has not
 * purchased, has not unsubscribed, last visited at least sendAfterHours before `asOf`, and has no email_sends row
 * for this campaign. The first four conditions match the partial index idx_visitors_campaign_eligible.
 * Parameters: $1 campaign id, $2 sendAfterHours, $3 asOf (timestamptz), $4 limit.
 */
export const ELIGIBLE_VISITORS_WHERE = `
  v."email" IS NOT NULL AND NOT v."hasPurchased" AND v."unsubscribedAt" IS NULL AND v."consentConfirmedAt" IS NOT NULL
  AND v."lastVisitedAt" <= $3::timestamptz - make_interval(hours => $2::int)
  AND NOT EXISTS (SELECT 1 FROM "email_sends" s WHERE s."campaignId" = $1 AND s."visitorId" = v."id")`;

export const SELECT_ELIGIBLE_SQL = `
  SELECT v."id", v."email", v."lastVisitedAt" FROM "visitors" v
  WHERE ${ELIGIBLE_VISITORS_WHERE}
  ORDER BY v."lastVisitedAt", v."id" LIMIT $4`;

/** How many would receive it now (the Activate confirmation): the same condition. Parameters $1-$3 as above. */
export const COUNT_ELIGIBLE_SQL = `SELECT count(*)::int AS "count" FROM "visitors" v WHERE ${ELIGIBLE_VISITORS_WHERE}`;

/** Claims a batch: only the rows this statement inserted come back, so only their inserter enqueues mail. */
export const CLAIM_ELIGIBLE_SQL = `
  WITH picked AS (
    SELECT v."id" FROM "visitors" v WHERE ${ELIGIBLE_VISITORS_WHERE}
    ORDER BY v."lastVisitedAt", v."id" LIMIT $4
  ), claimed AS (
    INSERT INTO "email_sends" ("campaignId", "visitorId", "status")
    SELECT $1, picked."id", 'queued' FROM picked
    ON CONFLICT ("campaignId", "visitorId") DO NOTHING
    RETURNING "id", "visitorId"
  )
  SELECT claimed."id" AS "sendId", v."email" FROM claimed JOIN "visitors" v ON v."id" = claimed."visitorId"`;

/** 'queued' rows of active campaigns whose mail job may have been lost (enqueued again under the same job id). */
export const STALE_QUEUED_SQL = `
  SELECT s."id" AS "sendId", s."campaignId", v."email" FROM "email_sends" s
  JOIN "visitors" v ON v."id" = s."visitorId"
  JOIN "email_campaigns" c ON c."id" = s."campaignId" AND c."isActive"
  WHERE s."status" = 'queued' AND s."createdAt" < now() - make_interval(mins => $1::int) AND v."email" IS NOT NULL
  ORDER BY s."createdAt" LIMIT $2`;
