/** The thinkific module's raw SQL over its own tables (what TypeORM's repository can't say). */

/** A user.updated event for Thinkific user $2 of topic $1 that happened after $3 (received or applied): it decides. */
export const NEWER_USER_UPDATE_SQL = `
  SELECT 1 FROM webhook_events
   WHERE topic = $1 AND status IN ('received', 'processed') AND payload->'payload'->>'id' = $2
     AND "occurredAt" > $3 LIMIT 1`;
