import { MigrationInterface, QueryRunner } from 'typeorm';

export class CampaignEligibilityIndex1795304808909 implements MigrationInterface {
  name = 'CampaignEligibilityIndex1795304808909';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "idx_visitors_campaign_eligible" ON "visitors" ("lastVisitedAt") WHERE "email" IS NOT NULL AND NOT "hasPurchased" AND "unsubscribedAt" IS NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."idx_visitors_campaign_eligible"`);
  }
}
