import { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 26: the nightly retention purge finds anonymous visitors past the retention period by this index. */
export class VisitorRetention1796260000000 implements MigrationInterface {
  name = 'VisitorRetention1796260000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "idx_visitors_anonymous_last_visit" ON "visitors" ("lastVisitedAt") WHERE "email" IS NULL AND NOT "hasPurchased"`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."idx_visitors_anonymous_last_visit"`);
  }
}
