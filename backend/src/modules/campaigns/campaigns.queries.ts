import { VISITOR_READ_MODEL } from '../visitors/visitors.read-model';

/**
 * The campaigns module's SQL over its own tables; visitors are read through the visitors module's read model.
 * Other modules read campaigns through CampaignsService or CAMPAIGN_READ_MODEL, never this file.
 */

const { mailable: MAILABLE, visitors: VISITORS } = VISITOR_READ_MODEL;

/**
 * Who may receive a campaign: a mailable visitor (the visitors module's read model: confirmed consent, no purchase,
 * not unsubscribed) who last visited at least sendAfterHours before `asOf` and has no email_sends row for this
 * campaign. Parameters: $1 campaign id, $2 sendAfterHours, $3 asOf (timestamptz), $4 limit.
 */
const ELIGIBLE_WHERE = `
  v."lastVisitedAt" <= $3::timestamptz - make_interval(hours => $2::int)
  AND NOT EXISTS (SELECT 1 FROM "email_sends" s WHERE s."campaignId" = $1 AND s."visitorId" = v."id")`;

export const SELECT_ELIGIBLE_SQL = `
  SELECT v."id", v."email", v."lastVisitedAt" FROM ${MAILABLE} v
  WHERE ${ELIGIBLE_WHERE}
  ORDER BY v."lastVisitedAt", v."id" LIMIT $4`;

/** How many would receive it now (the Activate confirmation): the same condition. Parameters $1-$3 as above. */
export const COUNT_ELIGIBLE_SQL = `SELECT count(*)::int AS "count" FROM ${MAILABLE} v WHERE ${ELIGIBLE_WHERE}`;

/** Claims a batch: only the rows this statement inserted come back, so only their inserter enqueues mail. */
export const CLAIM_ELIGIBLE_SQL = `
  WITH picked AS (
    SELECT v."id" FROM ${MAILABLE} v WHERE ${ELIGIBLE_WHERE}
    ORDER BY v."lastVisitedAt", v."id" LIMIT $4
  ), claimed AS (
    INSERT INTO "email_sends" ("campaignId", "visitorId", "status")
    SELECT $1, picked."id", 'queued' FROM picked
    ON CONFLICT ("campaignId", "visitorId") DO NOTHING
    RETURNING "id", "visitorId"
  )
  SELECT claimed."id" AS "sendId", v."email" FROM claimed JOIN ${VISITORS} v ON v."id" = claimed."visitorId"`;

/** 'queued' rows of active campaigns whose mail job may have been lost (enqueued again under the same job id). */
export const STALE_QUEUED_SQL = `
  SELECT s."id" AS "sendId", s."campaignId", v."email" FROM "email_sends" s
  JOIN ${VISITORS} v ON v."id" = s."visitorId"
  JOIN "email_campaigns" c ON c."id" = s."campaignId" AND c."isActive"
  WHERE s."status" = 'queued' AND s."createdAt" < now() - make_interval(mins => $1::int) AND v."email" IS NOT NULL
  ORDER BY s."createdAt" LIMIT $2`;

/** A send with what its mail needs: the visitor's state and names, the campaign's content. Parameter $1 send id. */
export const SEND_TO_RENDER_SQL = `
  SELECT s."status", v."unsubscribedAt", v."hasPurchased", v."email", v."firstName", v."lastName",
         c."subject", c."htmlContent", c."textContent"
    FROM "email_sends" s
    JOIN ${VISITORS} v ON v."id" = s."visitorId"
    JOIN "email_campaigns" c ON c."id" = s."campaignId"
   WHERE s."id" = $1`;

/** The e-mail dashboard's delivery figures: mails sent, and those opened or clicked. */
export const SEND_COUNTS_SQL = `
  SELECT (SELECT count(*) FROM "email_sends" WHERE "status" = 'sent')::int AS "emailsSent",
         (SELECT count(*) FROM "email_sends" WHERE "status" = 'sent'
            AND ("openedAt" IS NOT NULL OR "clickedAt" IS NOT NULL))::int AS "engaged"`;

/** Send $1 accepted by SMTP. */
export const MARK_SENT_SQL = `UPDATE "email_sends" SET "status" = 'sent', "sentAt" = now(), "error" = NULL WHERE "id" = $1`;

/** Send $1 dropped or failed for good, with the reason $2 (only while still 'queued'). */
export const MARK_FAILED_SQL = `
  UPDATE "email_sends" SET "status" = 'failed', "error" = $2 WHERE "id" = $1 AND "status" = 'queued'`;

/** The first open of send $1. */
export const RECORD_OPEN_SQL = `UPDATE "email_sends" SET "openedAt" = now() WHERE "id" = $1 AND "openedAt" IS NULL`;

/** The first click of send $1 (a click implies an open). */
export const RECORD_CLICK_SQL = `
  UPDATE "email_sends" SET "clickedAt" = COALESCE("clickedAt", now()), "openedAt" = COALESCE("openedAt", now())
   WHERE "id" = $1`;

export const SEND_VISITOR_SQL = `SELECT "visitorId" FROM "email_sends" WHERE "id" = $1`;
