import { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 28: saved rental and creative-finance analyses (their inputs; results are recomputed on open). */
export class ToolAnalyses1796100000000 implements MigrationInterface {
  name = 'ToolAnalyses1796100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "tool_analyses" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "userId" uuid NOT NULL, "kind" character varying(32) NOT NULL, "strategy" character varying(32), "name" character varying(120) NOT NULL, "inputs" jsonb NOT NULL, CONSTRAINT "PK_506294ef18fef49476a8a7130fa" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_tool_analyses_user_kind" ON "tool_analyses" ("userId", "kind") `);
    await queryRunner.query(
      `ALTER TABLE "tool_analyses" ADD CONSTRAINT "FK_278e62b6326f9102f81b2dcb1ff" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "tool_analyses"`);
  }
}
