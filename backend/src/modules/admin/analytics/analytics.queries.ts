/**
 * The figures behind the marketing dashboard, per UTC day, for [$1, $2) (timestamptz). The same SELECTs fill the
 * daily rollup tables and compute today live. Sources are each visitor's first touch (UTM, referrer host); sign-ups
 * and enroll clicks count distinct visitors per day; a campaign's purchases are purchases within 7 days of a click.
 */
export const SOURCE_DAYS_SQL = `
  WITH events AS (
    SELECT "createdAt" AS at, id AS "visitorId", 1 AS visit, 0 AS signup, 0 AS click, 0 AS purchase
      FROM visitors WHERE "createdAt" >= $1 AND "createdAt" < $2
    UNION ALL
    SELECT min("createdAt"), "visitorId", 0, (action = 'email_signup')::int, (action = 'enroll_click')::int, 0
      FROM visitor_actions
     WHERE "createdAt" >= $1 AND "createdAt" < $2 AND action IN ('email_signup', 'enroll_click')
     GROUP BY "visitorId", action, date_trunc('day', "createdAt" AT TIME ZONE 'UTC')
    UNION ALL
    SELECT "purchasedAt", id, 0, 0, 0, 1 FROM visitors WHERE "purchasedAt" >= $1 AND "purchasedAt" < $2
  )
  SELECT to_char(e.at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
         coalesce(nullif(v."utmSource", ''), '(direct)') AS source, coalesce(v."utmMedium", '') AS medium,
         coalesce(v."utmCampaign", '') AS campaign,
         coalesce(substring(v.referrer from '^[a-zA-Z][a-zA-Z0-9+.-]*://([^/:?#]+)'), '') AS "referrerHost",
         sum(e.visit)::int AS visits, sum(e.signup)::int AS signups, sum(e.click)::int AS "enrollClicks",
         sum(e.purchase)::int AS purchases
    FROM events e JOIN visitors v ON v.id = e."visitorId"
   GROUP BY 1, 2, 3, 4, 5`;

export const CAMPAIGN_DAYS_SQL = `
  SELECT to_char(s."createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, s."campaignId",
         count(*) FILTER (WHERE s.status = 'sent')::int AS sent,
         count(s."openedAt")::int AS opened,
         count(s."clickedAt")::int AS clicked,
         count(*) FILTER (WHERE v."unsubscribedAt" >= s."sentAt" AND NOT EXISTS (
           SELECT 1 FROM email_sends later WHERE later."visitorId" = s."visitorId" AND later."sentAt" > s."sentAt"
              AND later."sentAt" <= v."unsubscribedAt"))::int AS unsubscribed,
         count(*) FILTER (WHERE v."purchasedAt" >= s."clickedAt"
                            AND v."purchasedAt" < s."clickedAt" + interval '7 days')::int AS purchases
    FROM email_sends s JOIN visitors v ON v.id = s."visitorId"
   WHERE s."createdAt" >= $1 AND s."createdAt" < $2
   GROUP BY 1, 2`;

/** Rollup rows of [$1, $2) (dates). */
export const STORED_SOURCE_DAYS_SQL = `
  SELECT to_char(day, 'YYYY-MM-DD') AS day, source, medium, campaign, "referrerHost", visits, signups, "enrollClicks",
         purchases
    FROM marketing_daily WHERE day >= $1::date AND day < $2::date`;

export const STORED_CAMPAIGN_DAYS_SQL = `
  SELECT to_char(day, 'YYYY-MM-DD') AS day, "campaignId", sent, opened, clicked, unsubscribed, purchases
    FROM marketing_daily_campaigns WHERE day >= $1::date AND day < $2::date`;
