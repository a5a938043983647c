import { MigrationInterface, QueryRunner } from 'typeorm';

export class SignInLinkToken1795700000000 implements MigrationInterface {
  name = 'SignInLinkToken1795700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "signInLinkToken" character varying(128)`);
    await queryRunner.query(`ALTER TABLE "users" ADD "signInLinkExpires" TIMESTAMP WITH TIME ZONE`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "signInLinkExpires"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "signInLinkToken"`);
  }
}
