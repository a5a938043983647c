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

/** The dashboard's reports over the rollups, for the days [$1, $2) (dates). */
export const DAILY_SQL = `
  SELECT to_char(d, 'YYYY-MM-DD') AS day, coalesce(sum(m.visits), 0)::int AS visitors,
         coalesce(sum(m.signups), 0)::int AS signups, coalesce(sum(m."enrollClicks"), 0)::int AS "enrollClicks",
         coalesce(sum(m.purchases), 0)::int AS purchases
    FROM generate_series($1::date, $2::date - 1, interval '1 day') AS d
    LEFT JOIN marketing_daily m ON m.day = d::date
   GROUP BY d ORDER BY d`;

export const FUNNEL_SQL = `
  SELECT coalesce(sum(visits), 0)::int AS visits, coalesce(sum(signups), 0)::int AS signups,
         coalesce(sum("enrollClicks"), 0)::int AS "enrollClicks", coalesce(sum(purchases), 0)::int AS purchases
    FROM marketing_daily WHERE day >= $1::date AND day < $2::date`;

export const SOURCES_SQL = `
  SELECT source, nullif(medium, '') AS medium, nullif(campaign, '') AS campaign,
         nullif("referrerHost", '') AS "referrerHost", sum(visits)::int AS visits, sum(signups)::int AS signups,
         sum(purchases)::int AS purchases
    FROM marketing_daily WHERE day >= $1::date AND day < $2::date
   GROUP BY source, medium, campaign, "referrerHost"
   ORDER BY purchases DESC, signups DESC, visits DESC, source, medium, campaign, "referrerHost" LIMIT $3`;

/** Archived (deleted) campaigns included: their sends keep counting. */
export const CAMPAIGNS_SQL = `
  SELECT c.id, c.name, c."archivedAt" IS NOT NULL AS archived, sum(m.sent)::int AS sent,
         sum(m.opened)::int AS opened, sum(m.clicked)::int AS clicked, sum(m.unsubscribed)::int AS unsubscribed,
         sum(m.purchases)::int AS purchases
    FROM marketing_daily_campaigns m JOIN email_campaigns c ON c.id = m."campaignId"
   WHERE m.day >= $1::date AND m.day < $2::date
   GROUP BY c.id ORDER BY sent DESC, c.name`;
