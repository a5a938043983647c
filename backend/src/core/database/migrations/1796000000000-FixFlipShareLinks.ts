import { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 28: read-only share links to a saved analysis (only the token's SHA-256 is stored). */
export class FixFlipShareLinks1796000000000 implements MigrationInterface {
  name = 'FixFlipShareLinks1796000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "fix_flip_share_links" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "propertyId" uuid NOT NULL, "tokenHash" character(64) NOT NULL, "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_fix_flip_share_links_id" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_fix_flip_share_links_property" ON "fix_flip_share_links" ("propertyId") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_fix_flip_share_links_token_hash" ON "fix_flip_share_links" ("tokenHash") `,
    );
    await queryRunner.query(
      `ALTER TABLE "fix_flip_share_links" ADD CONSTRAINT "FK_fix_flip_share_links_property" FOREIGN KEY ("propertyId") REFERENCES "fix_flip_properties"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "fix_flip_share_links"`);
  }
}
