import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 26: the suppression list (addresses and domains no marketing mail goes to), bounced campaign sends,
 * complaints, and their daily figures per campaign.
 */
export class SuppressionList1796300000000 implements MigrationInterface {
  name = 'SuppressionList1796300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."suppression_kind" AS ENUM('address', 'domain')`);
    await queryRunner.query(
      `CREATE TYPE "public"."suppression_reason" AS ENUM('hard_bounce', 'complaint', 'unsubscribe', 'manual')`,
    );
    await queryRunner.query(
      `CREATE TABLE "suppressions" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "value" character varying(254) NOT NULL, "kind" "public"."suppression_kind" NOT NULL, "reason" "public"."suppression_reason" NOT NULL, "detail" character varying(500), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "accountMailAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_suppressions" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_suppressions_value" ON "suppressions" ("value") `);
    await queryRunner.query(`ALTER TYPE "public"."email_send_status" ADD VALUE IF NOT EXISTS 'bounced'`);
    await queryRunner.query(`ALTER TABLE "email_sends" ADD "complainedAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `CREATE INDEX "idx_email_sends_complained_at" ON "email_sends" ("complainedAt") WHERE "complainedAt" IS NOT NULL`,
    );
    await queryRunner.query(`ALTER TABLE "marketing_daily_campaigns" ADD "bounced" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "marketing_daily_campaigns" ADD "complained" integer NOT NULL DEFAULT '0'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "marketing_daily_campaigns" DROP COLUMN "complained"`);
    await queryRunner.query(`ALTER TABLE "marketing_daily_campaigns" DROP COLUMN "bounced"`);
    await queryRunner.query(`DROP INDEX "public"."idx_email_sends_complained_at"`);
    await queryRunner.query(`ALTER TABLE "email_sends" DROP COLUMN "complainedAt"`);
    await queryRunner.query(`UPDATE "email_sends" SET "status" = 'failed' WHERE "status" = 'bounced'`);
    await queryRunner.query(`ALTER TYPE "public"."email_send_status" RENAME TO "email_send_status_old"`);
    await queryRunner.query(`CREATE TYPE "public"."email_send_status" AS ENUM('queued', 'sent', 'failed')`);
    await queryRunner.query(`ALTER TABLE "email_sends" ALTER COLUMN "status" DROP DEFAULT`);
    await queryRunner.query(
      `ALTER TABLE "email_sends" ALTER COLUMN "status" TYPE "public"."email_send_status" USING "status"::text::"public"."email_send_status"`,
    );
    await queryRunner.query(`ALTER TABLE "email_sends" ALTER COLUMN "status" SET DEFAULT 'queued'`);
    await queryRunner.query(`DROP TYPE "public"."email_send_status_old"`);
    await queryRunner.query(`DROP TABLE "suppressions"`);
    await queryRunner.query(`DROP TYPE "public"."suppression_reason"`);
    await queryRunner.query(`DROP TYPE "public"."suppression_kind"`);
  }
}
