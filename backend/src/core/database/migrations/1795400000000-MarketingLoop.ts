import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The marketing loop (issue 15): consent records with double opt-in on visitors, purchase attribution (when, and
 * the last campaign e-mail clicked before it), campaign archive instead of delete, and campaign eligibility limited
 * to confirmed contacts (the partial index follows the new rule).
 */
export class MarketingLoop1795400000000 implements MigrationInterface {
  name = 'MarketingLoop1795400000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "visitors" ADD "consentGivenAt" TIMESTAMP WITH TIME ZONE`);
    await q.query(`ALTER TABLE "visitors" ADD "consentConfirmedAt" TIMESTAMP WITH TIME ZONE`);
    await q.query(`ALTER TABLE "visitors" ADD "consentIp" character varying(64)`);
    await q.query(`ALTER TABLE "visitors" ADD "consentText" text`);
    await q.query(`ALTER TABLE "visitors" ADD "consentSource" character varying(50)`);
    await q.query(`ALTER TABLE "visitors" ADD "confirmationSentAt" TIMESTAMP WITH TIME ZONE`);
    await q.query(`ALTER TABLE "visitors" ADD "purchasedAt" TIMESTAMP WITH TIME ZONE`);
    await q.query(`ALTER TABLE "visitors" ADD "purchaseSendId" uuid`);
    await q.query(`ALTER TABLE "email_campaigns" ADD "archivedAt" TIMESTAMP WITH TIME ZONE`);
    await q.query(`DROP INDEX "public"."idx_visitors_campaign_eligible"`);
    await q.query(
      `CREATE INDEX "idx_visitors_campaign_eligible" ON "visitors" ("lastVisitedAt") WHERE "email" IS NOT NULL AND NOT "hasPurchased" AND "unsubscribedAt" IS NULL AND "consentConfirmedAt" IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX "idx_visitors_purchased_at" ON "visitors" ("purchasedAt") WHERE "purchasedAt" IS NOT NULL`,
    );
    await q.query(`CREATE INDEX "idx_visitors_created_at" ON "visitors" ("createdAt")`);
    await q.query(`CREATE INDEX "idx_visitor_actions_time_action" ON "visitor_actions" ("createdAt", "action")`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "public"."idx_visitor_actions_time_action"`);
    await q.query(`DROP INDEX "public"."idx_visitors_created_at"`);
    await q.query(`DROP INDEX "public"."idx_visitors_purchased_at"`);
    await q.query(`DROP INDEX "public"."idx_visitors_campaign_eligible"`);
    await q.query(
      `CREATE INDEX "idx_visitors_campaign_eligible" ON "visitors" ("lastVisitedAt") WHERE "email" IS NOT NULL AND NOT "hasPurchased" AND "unsubscribedAt" IS NULL`,
    );
    await q.query(`ALTER TABLE "email_campaigns" DROP COLUMN "archivedAt"`);
    for (const c of [
      'purchaseSendId',
      'purchasedAt',
      'confirmationSentAt',
      'consentSource',
      'consentText',
      'consentIp',
      'consentConfirmedAt',
      'consentGivenAt',
    ])
      await q.query(`ALTER TABLE "visitors" DROP COLUMN "${c}"`);
  }
}
