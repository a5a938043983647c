import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Campaigns wait for the owner (issue 27): a new campaign is a draft (isActive defaults to false), activation is
 * recorded (activatedAt) and may name a start (startsAt). Existing campaigns were active from their creation, so
 * they keep sending: activatedAt = createdAt, startsAt stays null.
 */
export class CampaignDraftsAndStart1795812345000 implements MigrationInterface {
  name = 'CampaignDraftsAndStart1795812345000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "email_campaigns" ADD "activatedAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "email_campaigns" ADD "startsAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`UPDATE "email_campaigns" SET "activatedAt" = "createdAt"`);
    await queryRunner.query(`ALTER TABLE "email_campaigns" ALTER COLUMN "isActive" SET DEFAULT false`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "email_campaigns" ALTER COLUMN "isActive" SET DEFAULT true`);
    await queryRunner.query(`ALTER TABLE "email_campaigns" DROP COLUMN "startsAt"`);
    await queryRunner.query(`ALTER TABLE "email_campaigns" DROP COLUMN "activatedAt"`);
  }
}
