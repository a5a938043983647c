/** The thinkific module's raw SQL over its own tables (what TypeORM's repository can't say). */

/** A user.updated event for Thinkific user $2 of topic $1 that happened after $3 (received or applied): it decides. */
export const NEWER_USER_UPDATE_SQL = `
  SELECT 1 FROM webhook_events
   WHERE topic = $1 AND status IN ('received', 'processed') AND payload->'payload'->>'id' = $2
     AND "occurredAt" > $3 LIMIT 1`;

/** Webhook events whose payload names an address ($1: an ILIKE pattern such as %jane@example.com%). */
export const WEBHOOK_EVENTS_NAMING_SQL = `SELECT * FROM webhook_events WHERE payload::text ILIKE $1`;
export const DELETE_WEBHOOK_EVENTS_NAMING_SQL = `DELETE FROM webhook_events WHERE payload::text ILIKE $1`;
