import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The marketing dashboard counts each campaign event on its own day (sent, opened, clicked, unsubscribed; purchases
 * on the day of the click they followed) and only checkout clicks as enroll clicks: indexes for the event times, and
 * the daily rollups emptied so the worker's next refresh rebuilds every day with the new rules.
 */
export class MarketingEventDays1795600000000 implements MigrationInterface {
  name = 'MarketingEventDays1795600000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "idx_email_sends_sent_at" ON "email_sends" ("sentAt") WHERE "sentAt" IS NOT NULL`);
    await q.query(
      `CREATE INDEX "idx_email_sends_opened_at" ON "email_sends" ("openedAt") WHERE "openedAt" IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX "idx_email_sends_clicked_at" ON "email_sends" ("clickedAt") WHERE "clickedAt" IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX "idx_visitors_unsubscribed_at" ON "visitors" ("unsubscribedAt") WHERE "unsubscribedAt" IS NOT NULL`,
    );
    await q.query(`TRUNCATE "marketing_daily", "marketing_daily_campaigns"`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`TRUNCATE "marketing_daily", "marketing_daily_campaigns"`);
    await q.query(`DROP INDEX "public"."idx_visitors_unsubscribed_at"`);
    await q.query(`DROP INDEX "public"."idx_email_sends_clicked_at"`);
    await q.query(`DROP INDEX "public"."idx_email_sends_opened_at"`);
    await q.query(`DROP INDEX "public"."idx_email_sends_sent_at"`);
  }
}
