import { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 26: the append-only audit trail. A trigger refuses UPDATE and DELETE, another TRUNCATE, for every role. */
export class AuditTrail1796250000000 implements MigrationInterface {
  name = 'AuditTrail1796250000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "audit_events" ("id" BIGSERIAL NOT NULL, "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "actorId" uuid, "action" character varying(100) NOT NULL, "summary" character varying(200) NOT NULL, "route" character varying(200), "targetId" character varying(200), "status" smallint NOT NULL, "ip" character varying(64), "details" jsonb, CONSTRAINT "PK_audit_events_id" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_audit_events_at" ON "audit_events" ("at") `);
    await queryRunner.query(`CREATE INDEX "idx_audit_events_actor_at" ON "audit_events" ("actorId", "at") `);
    await queryRunner.query(`
      CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP;
      END $$`);
    await queryRunner.query(
      `CREATE TRIGGER audit_events_no_change BEFORE UPDATE OR DELETE ON "audit_events" FOR EACH ROW EXECUTE FUNCTION audit_events_append_only()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON "audit_events" FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "audit_events"`);
    await queryRunner.query(`DROP FUNCTION audit_events_append_only()`);
  }
}
