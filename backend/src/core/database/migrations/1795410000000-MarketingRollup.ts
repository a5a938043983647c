import { MigrationInterface, QueryRunner } from 'typeorm';

/** Daily rollups of the marketing dashboard (issue 15): per first-touch source, and per campaign. */
export class MarketingRollup1795410000000 implements MigrationInterface {
  name = 'MarketingRollup1795410000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "marketing_daily" ("day" date NOT NULL, "source" character varying(255) NOT NULL, "medium" character varying(255) NOT NULL, "campaign" character varying(255) NOT NULL, "referrerHost" character varying(255) NOT NULL, "visits" integer NOT NULL DEFAULT '0', "signups" integer NOT NULL DEFAULT '0', "enrollClicks" integer NOT NULL DEFAULT '0', "purchases" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_e17329db0e158615ed7762e94f5" PRIMARY KEY ("day", "source", "medium", "campaign", "referrerHost"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "marketing_daily_campaigns" ("day" date NOT NULL, "campaignId" uuid NOT NULL, "sent" integer NOT NULL DEFAULT '0', "opened" integer NOT NULL DEFAULT '0', "clicked" integer NOT NULL DEFAULT '0', "unsubscribed" integer NOT NULL DEFAULT '0', "purchases" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_5ce9a84df904d5b72e36814dc05" PRIMARY KEY ("day", "campaignId"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "marketing_daily_campaigns"`);
    await queryRunner.query(`DROP TABLE "marketing_daily"`);
  }
}
