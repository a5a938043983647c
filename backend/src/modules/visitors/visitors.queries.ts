import { CAMPAIGN_READ_MODEL } from '../campaigns/campaigns.read-model';

/**
 * VisitorsService's SQL over its own table (statements TypeORM's repository can't say in one round trip).
 * Other modules read visitors through VisitorsService or VISITOR_READ_MODEL, never this file.
 */

/** Same sessionId → same visitor: first touch kept, lastVisitedAt moves, names filled in when newly given. */
export const UPSERT_VISIT_SQL = `
  INSERT INTO visitors ("sessionId", "landingPage", referrer, "utmSource", "utmMedium", "utmCampaign", "utmContent",
                        "utmTerm", "firstName", "lastName", "phoneNumber", "ipAddress", "userAgent")
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
  ON CONFLICT ("sessionId") DO UPDATE SET "lastVisitedAt" = now(), "ipAddress" = EXCLUDED."ipAddress",
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

export const VISITOR_EXISTS_SQL = `SELECT 1 FROM visitors WHERE id = $1`;
