import { MigrationInterface, QueryRunner } from 'typeorm';
import { truncateIpColumnSql } from '../../http/truncated-ip';

/**
 * Issue 26 item 4: cookieless daily counts (visitor_days), when a browser was allowed to keep its visitor id, and
 * stored IP addresses truncated (the full address is never kept in a row any more).
 */
export class ConsentBeforeTracking1796420000000 implements MigrationInterface {
  name = 'ConsentBeforeTracking1796420000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "visitor_days" ("day" date NOT NULL, "hash" character(64) NOT NULL, "utmSource" character varying(255), "utmMedium" character varying(255), "utmCampaign" character varying(255), "referrerHost" character varying(255), "visitorId" uuid, CONSTRAINT "PK_visitor_days" PRIMARY KEY ("day", "hash"))`,
    );
    await queryRunner.query(`ALTER TABLE "visitors" ADD "trackingConsentAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(truncateIpColumnSql('ipAddress'));
    await queryRunner.query(truncateIpColumnSql('consentIp'));
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "visitors" DROP COLUMN "trackingConsentAt"`);
    await queryRunner.query(`DROP TABLE "visitor_days"`);
  }
}
