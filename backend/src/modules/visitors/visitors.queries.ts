import { CAMPAIGN_READ_MODEL } from '../campaigns/campaigns.read-model';

/**
 * The visitors module's SQL over its own tables (statements TypeORM's repository can't say in one round trip).
 * Other modules read visitors through VisitorsService or VISITOR_READ_MODEL, never this file.
 */

/**
 * Same sessionId → same visitor: first touch kept, lastVisitedAt moves, names filled in when newly given; $12 the
 * truncated IP, $14 true when the browser was given consent to keep its id (the first such time is kept).
 */
export const UPSERT_VISIT_SQL = `
  INSERT INTO visitors ("sessionId", "landingPage", referrer, "utmSource", "utmMedium", "utmCampaign", "utmContent",
                        "utmTerm", "firstName", "lastName", "phoneNumber", "ipAddress", "userAgent", "trackingConsentAt")
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, CASE WHEN $14::boolean THEN now() END)
  ON CONFLICT ("sessionId") DO UPDATE SET "lastVisitedAt" = now(), "ipAddress" = EXCLUDED."ipAddress",
    "trackingConsentAt" = COALESCE(visitors."trackingConsentAt", EXCLUDED."trackingConsentAt"),
    "userAgent" = EXCLUDED."userAgent",
    "firstName" = COALESCE(EXCLUDED."firstName", visitors."firstName"),
    "lastName" = COALESCE(EXCLUDED."lastName", visitors."lastName"),
    "phoneNumber" = COALESCE(EXCLUDED."phoneNumber", visitors."phoneNumber")
  RETURNING id`;

/**
 * The first purchase by address $1 at least($2, now()), attributed to the last campaign e-mail clicked before it
 * (the campaigns module's read model). Returns the rows it changed: none when the purchase was already recorded.
 */
export const MARK_PURCHASED_SQL = `
  UPDATE visitors v SET "hasPurchased" = true, "purchasedAt" = least($2::timestamptz, now()),
         "purchaseSendId" = (SELECT s.id FROM ${CAMPAIGN_READ_MODEL.sends} s
                              WHERE s."visitorId" = v.id AND s."clickedAt" IS NOT NULL
                                AND s."clickedAt" <= least($2::timestamptz, now())
                              ORDER BY s."clickedAt" DESC LIMIT 1)
   WHERE v.email = $1 AND v."purchasedAt" IS NULL
   RETURNING v.id, v."purchaseSendId", v."purchasedAt"`;

/** Records a finished contact sync once ($1 id); $2 true: unsubscribed at the provider, so here too. */
export const MARK_CONTACT_SYNCED_SQL = `
  UPDATE visitors SET "contactSyncedAt" = now(),
         "unsubscribedAt" = CASE WHEN $2 THEN COALESCE("unsubscribedAt", now()) ELSE "unsubscribedAt" END
   WHERE id = $1 AND "contactSyncedAt" IS NULL`;

/** Up to $1 contacts (confirmed address, never synced, not unsubscribed) for the contact sync, oldest first. */
export const PENDING_CONTACT_SYNC_SQL = `
  SELECT "id" FROM "visitors"
   WHERE "email" IS NOT NULL AND "consentConfirmedAt" IS NOT NULL AND "contactSyncedAt" IS NULL
     AND "unsubscribedAt" IS NULL
   ORDER BY "createdAt" LIMIT $1`;

/** An exact count(*): TypeORM's count() counts distinct ids, a sort or hash over every row. */
export const COUNT_VISITORS_SQL = `SELECT count(*)::int AS "count" FROM "visitors"`;

/** Cookieless counting: person $2 (a daily hash) seen on day $1, with the day's first touch ($3-$6). */
export const COUNT_VISIT_DAY_SQL = `
  INSERT INTO visitor_days (day, hash, "utmSource", "utmMedium", "utmCampaign", "referrerHost")
  VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (day, hash) DO NOTHING`;

/** The person of hash $2 on day $1 became visitor $3 (consent given): counted by that row from now on. */
export const LINK_VISIT_DAY_SQL = `
  UPDATE visitor_days SET "visitorId" = $3 WHERE day = $1 AND hash = $2 AND "visitorId" IS NULL`;

export const VISITOR_EXISTS_SQL = `SELECT 1 FROM visitors WHERE id = $1`;

/** The address holder (one contact per address): $1 e-mail. */
export const ADDRESS_HOLDER_SQL = `SELECT id FROM visitors WHERE email = $1`;

/** Gives visitor $2 the address $1 if it has none yet; returns it only when it did. */
export const CLAIM_ADDRESS_SQL = `UPDATE visitors SET email = $1 WHERE id = $2 AND email IS NULL RETURNING id`;

/** A contact for an address seen with no visitor ($1 session id, $2 e-mail); the holder if one came first. */
export const CREATE_CONTACT_SQL = `
  INSERT INTO visitors ("sessionId", email, "landingPage") VALUES ($1, $2, '/')
  ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email RETURNING id`;

/** A sign-up's names and phone on contact $1 ($2 first, $3 last, $4 phone, kept when not given). */
export const UPDATE_SIGN_UP_SQL = `
  UPDATE visitors SET "firstName" = $2, "lastName" = $3, "phoneNumber" = COALESCE($4, "phoneNumber"),
         "hasShownInterest" = true WHERE id = $1`;

/** Consent given on contact $1 ($2 IP, $3 the words shown, $4 the form); the first one is kept. */
export const RECORD_CONSENT_SQL = `
  UPDATE visitors SET "consentGivenAt" = now(), "consentIp" = $2, "consentText" = $3, "consentSource" = $4
   WHERE id = $1 AND "consentGivenAt" IS NULL`;

/** Claims contact $1's one confirmation e-mail (unconfirmed, not unsubscribed); returns it only when claimed. */
export const CLAIM_CONFIRMATION_MAIL_SQL = `
  UPDATE visitors SET "confirmationSentAt" = now()
   WHERE id = $1 AND "confirmationSentAt" IS NULL AND "consentConfirmedAt" IS NULL AND "unsubscribedAt" IS NULL
   RETURNING id`;

export const VISITOR_EMAIL_SQL = `SELECT email FROM visitors WHERE id = $1`;

export const CONFIRM_CONSENT_SQL = `
  UPDATE visitors SET "consentConfirmedAt" = now() WHERE id = $1 AND "consentConfirmedAt" IS NULL`;

/** What the consent e-mail needs to know of visitor $1 at send time. */
export const CONSENT_STATE_SQL = `SELECT email, "consentConfirmedAt", "unsubscribedAt" FROM visitors WHERE id = $1`;

/** A batch of actions in arrival order ($1 visitor ids, $2 actions, $3 data, $4 times); unknown visitors skipped. */
export const INSERT_ACTIONS_SQL = `
  INSERT INTO visitor_actions ("visitorId", action, "actionData", "createdAt")
  SELECT u.v, u.a, u.d, u.c
    FROM unnest($1::uuid[], $2::visitor_action_type[], $3::jsonb[], $4::timestamptz[]) WITH ORDINALITY AS u(v, a, d, c, n)
   WHERE EXISTS (SELECT 1 FROM visitors WHERE visitors.id = u.v)
   ORDER BY u.n`;

/** Moves lastVisitedAt forward ($1 visitor ids, $2 their latest action times). */
export const TOUCH_VISITORS_SQL = `
  UPDATE visitors SET "lastVisitedAt" = GREATEST(visitors."lastVisitedAt", u.t)
    FROM unnest($1::uuid[], $2::timestamptz[]) AS u(id, t) WHERE visitors.id = u.id`;

/**
 * Retention: one batch of raw actions older than $1 (at most $2 rows), by the (createdAt, action) index. Returns the
 * number deleted (a short statement: new actions are inserted meanwhile without waiting on it).
 */
export const PURGE_ACTIONS_BATCH_SQL = `
  WITH gone AS (
    DELETE FROM visitor_actions WHERE id IN (
      SELECT id FROM visitor_actions WHERE "createdAt" < $1 ORDER BY "createdAt" LIMIT $2)
    RETURNING 1)
  SELECT count(*)::int AS n FROM gone`;

/**
 * Retention: one batch of visitors last seen before $1 who never gave an address nor bought (at most $2), by the
 * partial index idx_visitors_anonymous_last_visit. Their actions go with them (ON DELETE CASCADE).
 */
export const PURGE_ANONYMOUS_VISITORS_BATCH_SQL = `
  WITH gone AS (
    DELETE FROM visitors WHERE id IN (
      SELECT id FROM visitors WHERE "lastVisitedAt" < $1 AND "email" IS NULL AND NOT "hasPurchased"
       ORDER BY "lastVisitedAt" LIMIT $2)
    RETURNING 1)
  SELECT count(*)::int AS n FROM gone`;

/** Retention: one batch of cookieless daily counts from before $1 (at most $2); the rollups keep their totals. */
export const PURGE_VISIT_DAYS_BATCH_SQL = `
  WITH gone AS (
    DELETE FROM visitor_days WHERE (day, hash) IN (
      SELECT day, hash FROM visitor_days WHERE day < $1::date ORDER BY day LIMIT $2)
    RETURNING 1)
  SELECT count(*)::int AS n FROM gone`;
