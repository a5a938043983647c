/**
 * The owner's funnel over [$1, $2) (timestamptz). Read-only reports across visitors, visitor_actions and the
 * campaigns' sends; each uses an index on its time column (visitors.createdAt, visitor_actions(createdAt, action),
 * visitors.purchasedAt, email_sends via its campaign).
 */
export const DAILY_SQL = `
  WITH days AS (SELECT generate_series($1::timestamptz, $2::timestamptz - interval '1 day', interval '1 day') AS day),
  v AS (SELECT date_trunc('day', "createdAt" AT TIME ZONE 'UTC') AS day, count(*)::int AS n
          FROM visitors WHERE "createdAt" >= $1 AND "createdAt" < $2 GROUP BY 1),
  a AS (SELECT date_trunc('day', "createdAt" AT TIME ZONE 'UTC') AS day,
               count(*) FILTER (WHERE action = 'email_signup')::int AS signups,
               count(*) FILTER (WHERE action = 'enroll_click')::int AS clicks
          FROM visitor_actions WHERE "createdAt" >= $1 AND "createdAt" < $2
           AND action IN ('email_signup', 'enroll_click') GROUP BY 1),
  p AS (SELECT date_trunc('day', "purchasedAt" AT TIME ZONE 'UTC') AS day, count(*)::int AS n
          FROM visitors WHERE "purchasedAt" >= $1 AND "purchasedAt" < $2 GROUP BY 1)
  SELECT to_char(days.day AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
         coalesce(v.n, 0) AS visitors, coalesce(a.signups, 0) AS signups,
         coalesce(a.clicks, 0) AS "enrollClicks", coalesce(p.n, 0) AS purchases
    FROM days
    LEFT JOIN v ON v.day = days.day AT TIME ZONE 'UTC'
    LEFT JOIN a ON a.day = days.day AT TIME ZONE 'UTC'
    LEFT JOIN p ON p.day = days.day AT TIME ZONE 'UTC'
   ORDER BY days.day`;

export const FUNNEL_SQL = `
  SELECT (SELECT count(*) FROM visitors WHERE "createdAt" >= $1 AND "createdAt" < $2)::int AS visits,
         (SELECT count(DISTINCT "visitorId") FROM visitor_actions
           WHERE "createdAt" >= $1 AND "createdAt" < $2 AND action = 'email_signup')::int AS signups,
         (SELECT count(DISTINCT "visitorId") FROM visitor_actions
           WHERE "createdAt" >= $1 AND "createdAt" < $2 AND action = 'enroll_click')::int AS "enrollClicks",
         (SELECT count(*) FROM visitors WHERE "purchasedAt" >= $1 AND "purchasedAt" < $2)::int AS purchases`;

/** First-touch source of each visitor who arrived, signed up or purchased in the range. */
export const SOURCES_SQL = `
  WITH signed AS (
    SELECT DISTINCT "visitorId" AS id FROM visitor_actions
     WHERE "createdAt" >= $1 AND "createdAt" < $2 AND action = 'email_signup'
  ), touched AS (
    SELECT v.*, (v."createdAt" >= $1 AND v."createdAt" < $2) AS visited,
           (v.id IN (SELECT id FROM signed)) AS signed_up,
           (v."purchasedAt" >= $1 AND v."purchasedAt" < $2) AS bought
      FROM visitors v
     WHERE (v."createdAt" >= $1 AND v."createdAt" < $2) OR v.id IN (SELECT id FROM signed)
        OR (v."purchasedAt" >= $1 AND v."purchasedAt" < $2)
  )
  SELECT coalesce(nullif("utmSource", ''), '(direct)') AS source, "utmMedium" AS medium, "utmCampaign" AS campaign,
         substring(referrer from '^[a-zA-Z][a-zA-Z0-9+.-]*://([^/:?#]+)') AS "referrerHost",
         count(*) FILTER (WHERE visited)::int AS visits,
         count(*) FILTER (WHERE signed_up)::int AS signups,
         count(*) FILTER (WHERE bought)::int AS purchases
    FROM touched GROUP BY 1, 2, 3, 4
   ORDER BY purchases DESC, signups DESC, visits DESC LIMIT 50`;

/** Per campaign (archived ones included): sends in the range and what followed them. */
export const CAMPAIGNS_SQL = `
  SELECT c.id, c.name, (c."archivedAt" IS NOT NULL) AS archived,
         count(s.id) FILTER (WHERE s.status = 'sent')::int AS sent,
         count(s."openedAt")::int AS opened,
         count(s."clickedAt")::int AS clicked,
         count(*) FILTER (WHERE v."unsubscribedAt" >= s."sentAt" AND NOT EXISTS (
           SELECT 1 FROM email_sends later WHERE later."visitorId" = s."visitorId" AND later."sentAt" > s."sentAt"
              AND later."sentAt" <= v."unsubscribedAt"))::int AS unsubscribed,
         count(*) FILTER (WHERE v."purchasedAt" >= s."clickedAt"
                            AND v."purchasedAt" < s."clickedAt" + interval '7 days')::int AS purchases
    FROM email_campaigns c
    JOIN email_sends s ON s."campaignId" = c.id AND s."createdAt" >= $1 AND s."createdAt" < $2
    JOIN visitors v ON v.id = s."visitorId"
   GROUP BY c.id ORDER BY sent DESC, c.name`;
