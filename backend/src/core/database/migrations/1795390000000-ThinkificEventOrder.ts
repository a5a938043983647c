import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Thinkific events applied in the provider's order (issue 14): the envelope's created_at on each stored event and
 * the newest applied one on each enrollment; free trials and the buyer's e-mail on the enrollment mirror (historical
 * buyers are invited by an admin); the Thinkific user on lesson completions that arrive before their enrollment; a
 * "test" status for the platform's test deliveries.
 */
export class ThinkificEventOrder1795390000000 implements MigrationInterface {
  name = 'ThinkificEventOrder1795390000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TYPE "webhook_event_status" ADD VALUE IF NOT EXISTS 'test'`);
    await queryRunner.query(`ALTER TABLE "webhook_events" ADD "occurredAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "enrollments" ADD "lastEventAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "enrollments" ADD "isFreeTrial" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "enrollments" ADD "userEmail" character varying(254)`);
    await queryRunner.query(`ALTER TABLE "enrollments" ADD "userName" character varying(200)`);
    await queryRunner.query(
      `CREATE INDEX "idx_enrollments_unclaimed" ON "enrollments" ("userEmail") WHERE "userId" IS NULL`,
    );
    await queryRunner.query(`ALTER TABLE "lesson_completions" ADD "thinkificUserId" character varying(64)`);
    await queryRunner.query(
      `CREATE INDEX "idx_lesson_completions_unlinked" ON "lesson_completions" ("courseId", "thinkificUserId") WHERE "enrollmentId" IS NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."idx_lesson_completions_unlinked"`);
    await queryRunner.query(`ALTER TABLE "lesson_completions" DROP COLUMN "thinkificUserId"`);
    await queryRunner.query(`DROP INDEX "public"."idx_enrollments_unclaimed"`);
    await queryRunner.query(`ALTER TABLE "enrollments" DROP COLUMN "userName"`);
    await queryRunner.query(`ALTER TABLE "enrollments" DROP COLUMN "userEmail"`);
    await queryRunner.query(`ALTER TABLE "enrollments" DROP COLUMN "isFreeTrial"`);
    await queryRunner.query(`ALTER TABLE "enrollments" DROP COLUMN "lastEventAt"`);
    await queryRunner.query(`ALTER TABLE "webhook_events" DROP COLUMN "occurredAt"`);
    await queryRunner.query(`UPDATE "webhook_events" SET "status" = 'ignored' WHERE "status" = 'test'`);
    // Postgres cannot drop an enum value; 'test' stays in the type, unused.
  }
}
