import { VISITOR_READ_MODEL } from '../visitors/visitors.read-model';

/**
 * The campaigns module's SQL over its own tables; visitors are read through the visitors module's read model.
 * Other modules read campaigns through CampaignsService or CAMPAIGN_READ_MODEL, never this file.
 */

const { mailable: MAILABLE, visitors: VISITORS } = VISITOR_READ_MODEL;

/**
 * Who may receive a campaign: a mailable visitor (the visitors module's read model: confirmed consent, no purchase,
 * not unsubscribed) whose address and domain are not on the suppression list, who last visited at least
 * sendAfterHours before `asOf` and has no email_sends row for this campaign. Parameters: $1 campaign id, $2 sendAfterHours, $3 asOf (timestamptz), $4 limit.
 */
const ELIGIBLE_WHERE = `
  v."lastVisitedAt" <= $3::timestamptz - make_interval(hours => $2::int)
  AND NOT EXISTS (SELECT 1 FROM "email_sends" s WHERE s."campaignId" = $1 AND s."visitorId" = v."id")
  AND NOT EXISTS (SELECT 1 FROM "suppressions" x
                   WHERE x."value" IN (lower(v."email"), split_part(lower(v."email"), '@', 2)))`;

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

/** Send $1 refused by the receiving server, with what it said ($2) (only while still 'queued'). */
export const MARK_BOUNCED_SQL = `
  UPDATE "email_sends" SET "status" = 'bounced', "error" = $2 WHERE "id" = $1 AND "status" = 'queued'`;

/** The first open of send $1. */
export const RECORD_OPEN_SQL = `UPDATE "email_sends" SET "openedAt" = now() WHERE "id" = $1 AND "openedAt" IS NULL`;

/** The first click of send $1 (a click implies an open). */
export const RECORD_CLICK_SQL = `
  UPDATE "email_sends" SET "clickedAt" = COALESCE("clickedAt", now()), "openedAt" = COALESCE("openedAt", now())
   WHERE "id" = $1`;

/** The visitor send $1 went to, and their address. */
export const SEND_VISITOR_SQL = `
  SELECT s."visitorId", v."email" FROM "email_sends" s JOIN ${VISITORS} v ON v."id" = s."visitorId" WHERE s."id" = $1`;

/**
 * Whether an address ($1, lower case) is on the suppression list, as itself or by its domain: the entry's reason,
 * the address's own entry first.
 */
export const SUPPRESSION_FOR_SQL = `
  SELECT "reason" FROM "suppressions" WHERE "value" IN ($1::text, split_part($1::text, '@', 2))
   ORDER BY ("kind" = 'address') DESC LIMIT 1`;

/** Adds an entry ($1 value, $2 kind, $3 reason, $4 detail) unless it is there; the row when it was added. */
export const ADD_SUPPRESSION_SQL = `
  INSERT INTO "suppressions" ("value", "kind", "reason", "detail") VALUES ($1, $2, $3, $4)
  ON CONFLICT ("value") DO NOTHING RETURNING *`;

/** Notes an account mail sent to a suppressed address $1 (its own entry, or its domain's). */
export const NOTE_ACCOUNT_MAIL_SQL = `
  UPDATE "suppressions" SET "accountMailAt" = now() WHERE "value" IN ($1::text, split_part($1::text, '@', 2))`;

/** The campaign send last delivered to address $1 (a bounce or complaint about it is about that send). */
export const MARK_LAST_SEND_COMPLAINED_SQL = `
  UPDATE "email_sends" SET "complainedAt" = now()
   WHERE "id" = (SELECT s."id" FROM "email_sends" s JOIN ${VISITORS} v ON v."id" = s."visitorId"
                  WHERE v."email" = $1 AND s."status" = 'sent' ORDER BY s."sentAt" DESC LIMIT 1)
     AND "complainedAt" IS NULL`;
