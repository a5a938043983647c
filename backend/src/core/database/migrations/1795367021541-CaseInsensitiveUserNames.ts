import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Usernames and e-mails become citext: unique and matched without regard to case, by the database itself.
 * The columns are converted in place (no data moves). If existing rows differ only by case, the unique indexes
 * cannot be built: the migration stops and names them, so an operator can merge or rename them first.
 */
export class CaseInsensitiveUserNames1795367021541 implements MigrationInterface {
  name = 'CaseInsensitiveUserNames1795367021541';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const column of ['username', 'email']) {
      const clashes = (await queryRunner.query(
        `SELECT lower("${column}") AS value, count(*)::int AS n FROM "users"
          WHERE "${column}" IS NOT NULL GROUP BY lower("${column}") HAVING count(*) > 1`,
      )) as Array<{ value: string; n: number }>;
      if (clashes.length) {
        const list = clashes.map((c) => `${c.value} (${c.n} accounts)`).join(', ');
        throw new Error(`users.${column}: values that differ only by case must be resolved first: ${list}`);
      }
    }
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS citext`);
    await queryRunner.query(`UPDATE "users" SET "email" = lower(trim("email")) WHERE "email" <> lower(trim("email"))`);
    await queryRunner.query(`ALTER TABLE "users" ALTER COLUMN "username" TYPE citext`);
    await queryRunner.query(`ALTER TABLE "users" ALTER COLUMN "email" TYPE citext`);
    await queryRunner.query(
      `ALTER TABLE "users" ADD CONSTRAINT "chk_users_username_length" CHECK (char_length("username") <= 64)`,
    );
    await queryRunner.query(
      `ALTER TABLE "users" ADD CONSTRAINT "chk_users_email_length" CHECK (char_length("email") <= 254)`,
    );
    await queryRunner.query(`REINDEX INDEX "uq_users_username"`);
    await queryRunner.query(`REINDEX INDEX "uq_users_email"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "chk_users_email_length"`);
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "chk_users_username_length"`);
    await queryRunner.query(`ALTER TABLE "users" ALTER COLUMN "email" TYPE character varying(254)`);
    await queryRunner.query(`ALTER TABLE "users" ALTER COLUMN "username" TYPE character varying(64)`);
  }
}
