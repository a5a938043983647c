import { MigrationInterface, QueryRunner } from 'typeorm';

export class DealsSoftDelete1795535267849 implements MigrationInterface {
  name = 'DealsSoftDelete1795535267849';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "fix_flip_properties" ADD "deletedAt" TIMESTAMP WITH TIME ZONE`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "fix_flip_properties" DROP COLUMN "deletedAt"`);
  }
}
