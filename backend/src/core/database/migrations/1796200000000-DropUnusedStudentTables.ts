import { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES = ['student_achievements', 'achievements', 'student_progress', 'student_deals'];

/**
 * Issue 25: drops four tables no code ever read or wrote (student deals, progress, achievements). The deal pipeline
 * and tool analyses hold students' work; training progress comes from Thinkific. A table holding rows (put there by
 * hand) stops the migration rather than losing them.
 */
export class DropUnusedStudentTables1796200000000 implements MigrationInterface {
  name = 'DropUnusedStudentTables1796200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      const rows = (await queryRunner.query(`SELECT 1 FROM "${table}" LIMIT 1`)) as unknown[];
      if (rows.length) throw new Error(`Table ${table} holds rows: move them elsewhere before dropping it`);
    }
    for (const table of TABLES) await queryRunner.query(`DROP TABLE "${table}"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "student_deals" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "userId" uuid NOT NULL, "dealName" character varying(200) NOT NULL, "propertyAddress" character varying(500), "dealType" character varying(50), "purchasePrice" numeric(14,2), "salePrice" numeric(14,2), "monthlyRent" numeric(14,2), "rehabCost" numeric(14,2), "totalProfit" numeric(14,2), "roi" numeric(6,2), "capRate" numeric(6,2), "dealStatus" character varying(32) NOT NULL DEFAULT 'in_progress', "dealData" jsonb, "notes" text, CONSTRAINT "PK_ec592e6be672e31bea57b9d7891" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_student_deals_user" ON "student_deals" ("userId") `);
    await queryRunner.query(
      `CREATE TABLE "achievements" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "title" character varying(200) NOT NULL, "description" text, "badgeIcon" character varying(50), "badgeColor" character varying(30) NOT NULL DEFAULT 'blue', "requirements" jsonb NOT NULL DEFAULT '{}', "pointsValue" integer NOT NULL DEFAULT '0', "isActive" boolean NOT NULL DEFAULT true, CONSTRAINT "PK_1bc19c37c6249f70186f318d71d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "student_achievements" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "userId" uuid NOT NULL, "achievementId" uuid NOT NULL, "earnedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "uq_student_achievements" UNIQUE ("userId", "achievementId"), CONSTRAINT "PK_ed9a48f1a85af58bf62d57b48e4" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "student_progress" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "userId" uuid NOT NULL, "courseItemId" character varying(100) NOT NULL, "courseItemType" character varying(50) NOT NULL, "completedAt" TIMESTAMP WITH TIME ZONE, "progressPercent" smallint NOT NULL DEFAULT '0', "timeSpent" integer NOT NULL DEFAULT '0', CONSTRAINT "uq_student_progress_item" UNIQUE ("userId", "courseItemType", "courseItemId"), CONSTRAINT "PK_e7df7ebbbab37cc250594423a38" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "student_deals" ADD CONSTRAINT "FK_da97f28dc8773862803b25f4fa7" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "student_achievements" ADD CONSTRAINT "FK_da6920eafb248c1bcd24b361c8d" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "student_achievements" ADD CONSTRAINT "FK_1c1d44ee06a1cf8cb582fa24d68" FOREIGN KEY ("achievementId") REFERENCES "achievements"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "student_progress" ADD CONSTRAINT "FK_a5c20d322a2788e0f80169f7d47" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }
}
