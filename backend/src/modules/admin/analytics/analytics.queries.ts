import { CAMPAIGN_READ_MODEL } from '../../campaigns/campaigns.read-model';
import { VISITOR_READ_MODEL } from '../../visitors/visitors.read-model';

/** Other modules' rows, through the read models their owners export. */
const VISITORS = VISITOR_READ_MODEL.visitors;
const ACTIONS = VISITOR_READ_MODEL.actions;
const VISIT_DAYS = VISITOR_READ_MODEL.visitDays;
const SENDS = CAMPAIGN_READ_MODEL.sends;
const CAMPAIGNS = CAMPAIGN_READ_MODEL.campaigns;

/**
 * The figures behind the marketing dashboard, per UTC day, for [$1, $2) (timestamptz). The same SELECTs fill the
 * daily rollup tables and compute today live. Sources are each visitor's first touch (UTM, referrer host); sign-ups
 * and enroll clicks count distinct visitors per day. Visits are new visitor rows (a persistent id, kept with consent)
 * plus the people counted without cookies that day who did not become one (one daily hash each).
 */

/**
 * An enroll click that went to the course checkout. Webinar links are recorded as enroll clicks too (target
 * 'webinar', kept for the visitor's history) but are not a step towards buying; clicks recorded before the target
 * was stored are told apart by their campaign (webinar links always carry utm_campaign=webinar_signup).
 */
export const CHECKOUT_CLICK_SQL = `coalesce("actionData"->>'target',
  CASE WHEN "actionData"->>'campaign' = 'webinar_signup' THEN 'webinar' ELSE 'checkout' END) = 'checkout'`;

export const SOURCE_DAYS_SQL = `
  WITH events AS (
    SELECT "createdAt" AS at, id AS "visitorId", 1 AS visit, 0 AS signup, 0 AS click, 0 AS purchase
      FROM ${VISITORS} v WHERE "createdAt" >= $1 AND "createdAt" < $2
    UNION ALL
    SELECT min("createdAt"), "visitorId", 0, (action = 'email_signup')::int, (action = 'enroll_click')::int, 0
      FROM ${ACTIONS} a
     WHERE "createdAt" >= $1 AND "createdAt" < $2 AND action IN ('email_signup', 'enroll_click')
       AND (action = 'email_signup' OR ${CHECKOUT_CLICK_SQL})
     GROUP BY "visitorId", action, date_trunc('day', "createdAt" AT TIME ZONE 'UTC')
    UNION ALL
    SELECT "purchasedAt", id, 0, 0, 0, 1 FROM ${VISITORS} v WHERE "purchasedAt" >= $1 AND "purchasedAt" < $2
  )
  SELECT day, source, medium, campaign, "referrerHost", sum(visits)::int AS visits, sum(signups)::int AS signups,
         sum("enrollClicks")::int AS "enrollClicks", sum(purchases)::int AS purchases
    FROM (
    SELECT to_char(e.at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
           coalesce(nullif(v."utmSource", ''), '(direct)') AS source, coalesce(v."utmMedium", '') AS medium,
           coalesce(v."utmCampaign", '') AS campaign,
           coalesce(substring(v.referrer from '^[a-zA-Z][a-zA-Z0-9+.-]*://([^/:?#]+)'), '') AS "referrerHost",
           sum(e.visit)::int AS visits, sum(e.signup)::int AS signups, sum(e.click)::int AS "enrollClicks",
           sum(e.purchase)::int AS purchases
      FROM events e JOIN ${VISITORS} v ON v.id = e."visitorId"
     GROUP BY 1, 2, 3, 4, 5
    UNION ALL
    SELECT to_char(d.day, 'YYYY-MM-DD'), coalesce(nullif(d."utmSource", ''), '(direct)'), coalesce(d."utmMedium", ''),
           coalesce(d."utmCampaign", ''), coalesce(d."referrerHost", ''), count(*)::int, 0, 0, 0
      FROM ${VISIT_DAYS} d
     WHERE d.day >= ($1::timestamptz AT TIME ZONE 'UTC')::date AND d.day < ($2::timestamptz AT TIME ZONE 'UTC')::date
     GROUP BY 1, 2, 3, 4, 5) r
   GROUP BY 1, 2, 3, 4, 5`;

/** A purchase counts for a campaign when it came within this many days after a click on the campaign's e-mail. */
export const PURCHASE_AFTER_CLICK_DAYS = 7;

/**
 * Per campaign and UTC day, each event on its own day: e-mails sent, first opens, first clicks, unsubscribes (credited
 * to the last e-mail sent before them), bounces (on the day the send was queued), complaints and, on the click's
 * day, the purchases that followed a click within 7 days. A day's figures are final once it has passed, except
 * purchases, which may still follow its clicks for 7 days.
 */
export const CAMPAIGN_DAYS_SQL = `
  WITH events AS (
    SELECT "campaignId", "sentAt" AS at, 1 AS sent, 0 AS opened, 0 AS clicked, 0 AS unsubscribed, 0 AS purchases,
           0 AS bounced, 0 AS complained
      FROM ${SENDS} s WHERE "sentAt" >= $1 AND "sentAt" < $2 AND status = 'sent'
    UNION ALL
    SELECT "campaignId", "openedAt", 0, 1, 0, 0, 0, 0, 0 FROM ${SENDS} s WHERE "openedAt" >= $1 AND "openedAt" < $2
    UNION ALL
    SELECT s."campaignId", s."clickedAt", 0, 0, 1, 0,
           coalesce(v."purchasedAt" >= s."clickedAt"
                    AND v."purchasedAt" < s."clickedAt" + interval '${PURCHASE_AFTER_CLICK_DAYS} days', false)::int,
           0, 0
      FROM ${SENDS} s JOIN ${VISITORS} v ON v.id = s."visitorId"
     WHERE s."clickedAt" >= $1 AND s."clickedAt" < $2
    UNION ALL
    SELECT last."campaignId", v."unsubscribedAt", 0, 0, 0, 1, 0, 0, 0
      FROM ${VISITORS} v
      JOIN LATERAL (SELECT s."campaignId" FROM ${SENDS} s
                     WHERE s."visitorId" = v.id AND s."sentAt" <= v."unsubscribedAt"
                     ORDER BY s."sentAt" DESC LIMIT 1) last ON true
     WHERE v."unsubscribedAt" >= $1 AND v."unsubscribedAt" < $2
    UNION ALL
    SELECT "campaignId", "createdAt", 0, 0, 0, 0, 0, 1, 0
      FROM ${SENDS} s WHERE "createdAt" >= $1 AND "createdAt" < $2 AND status = 'bounced'
    UNION ALL
    SELECT "campaignId", "complainedAt", 0, 0, 0, 0, 0, 0, 1
      FROM ${SENDS} s WHERE "complainedAt" >= $1 AND "complainedAt" < $2
  )
  SELECT to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, "campaignId", sum(sent)::int AS sent,
         sum(opened)::int AS opened, sum(clicked)::int AS clicked, sum(unsubscribed)::int AS unsubscribed,
         sum(purchases)::int AS purchases, sum(bounced)::int AS bounced, sum(complained)::int AS complained
    FROM events
   GROUP BY 1, 2`;

/**
 * Days before $1 (a date) whose purchases in the rollup differ from the visitors' own: purchases recorded after
 * their day was rebuilt (a missed webhook found by the nightly reconciliation, imported history).
 */
export const STALE_PURCHASE_DAYS_SQL = `
  SELECT to_char(coalesce(v.day, m.day), 'YYYY-MM-DD') AS day
    FROM (SELECT ("purchasedAt" AT TIME ZONE 'UTC')::date AS day, count(*)::int AS n FROM ${VISITORS} p
           WHERE "purchasedAt" IS NOT NULL AND "purchasedAt" < ($1::date::timestamp AT TIME ZONE 'UTC')
           GROUP BY 1) v
    FULL JOIN (SELECT day, sum(purchases)::int AS n FROM marketing_daily WHERE day < $1::date GROUP BY day) m
      ON m.day = v.day
   WHERE coalesce(v.n, 0) <> coalesce(m.n, 0)
   ORDER BY 1`;

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
         sum(m.purchases)::int AS purchases, sum(m.bounced)::int AS bounced, sum(m.complained)::int AS complained
    FROM marketing_daily_campaigns m JOIN ${CAMPAIGNS} c ON c.id = m."campaignId"
   WHERE m.day >= $1::date AND m.day < $2::date
   GROUP BY c.id, c.name, c."archivedAt" ORDER BY sent DESC, c.name`;

/** When the first visitor, cookieless visit or e-mail send was recorded (null: none yet): where an empty rollup starts. */
export const FIRST_ACTIVITY_SQL = `
  SELECT least((SELECT min(v."createdAt") FROM ${VISITORS} v), (SELECT min(s."createdAt") FROM ${SENDS} s),
               (SELECT min(d.day)::timestamptz FROM ${VISIT_DAYS} d)) AS first`;

/** Whether the rollups hold anything (empty: the first refresh starts at the first activity). */
export const ROLLUP_FILLED_SQL = `
  SELECT EXISTS (SELECT 1 FROM marketing_daily) OR EXISTS (SELECT 1 FROM marketing_daily_campaigns) AS filled`;

/** A rebuild deletes the days [$1, $2) (dates), then fills them again from the sources ($1, $2 timestamptz). */
export const CLEAR_SOURCE_DAYS_SQL = `DELETE FROM marketing_daily WHERE day >= $1::date AND day < $2::date`;
export const CLEAR_CAMPAIGN_DAYS_SQL = `DELETE FROM marketing_daily_campaigns WHERE day >= $1::date AND day < $2::date`;

export const FILL_SOURCE_DAYS_SQL = `
  INSERT INTO marketing_daily (day, source, medium, campaign, "referrerHost", visits, signups, "enrollClicks", purchases)
  SELECT day::date, source, medium, campaign, "referrerHost", visits, signups, "enrollClicks", purchases
    FROM (${SOURCE_DAYS_SQL}) r`;

export const FILL_CAMPAIGN_DAYS_SQL = `
  INSERT INTO marketing_daily_campaigns (day, "campaignId", sent, opened, clicked, unsubscribed, purchases, bounced,
                                         complained)
  SELECT day::date, "campaignId", sent, opened, clicked, unsubscribed, purchases, bounced, complained
    FROM (${CAMPAIGN_DAYS_SQL}) r`;
