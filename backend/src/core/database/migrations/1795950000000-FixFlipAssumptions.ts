import { MigrationInterface, QueryRunner } from 'typeorm';

/** The spec 2 §9 terms, as every analysis saved before issue 28 was computed with them. */
const SPEC_DEFAULTS = {
  annualInterestRate: 0.09,
  points: 0.01,
  loanToCost: 1,
  loanTermMonths: 12,
  holdingDaysByLevel: { very_light: 97, light: 104, medium: 132, heavy: 180, very_heavy: 270 },
  holdingDaysOverride: null,
  annualTaxRate: 0.015,
  insurancePerMonth: 0,
  utilitiesPerMonth: 0,
  agentCommissionRate: 0.025,
  closingCostRate: 0.01,
  profitRate: 0.1,
  rehabCostPerSqft: { very_light: 17.5, light: 30, medium: 45, heavy: 62.5, very_heavy: 87.5 },
  rehabBudget: null,
};

/**
 * Issue 28: every saved analysis keeps the terms it used (existing rows: the spec defaults), the offer price tested
 * and the comps chosen; a student keeps one set of default terms. A losing deal (max buy at or below 0) is stored in
 * the one presentation: max buy 0, no carry, profit = ARV − the costs before any purchase (the shortfall).
 */
export class FixFlipAssumptions1795950000000 implements MigrationInterface {
  name = 'FixFlipAssumptions1795950000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "fix_flip_properties" ADD "assumptions" jsonb NOT NULL DEFAULT $$${JSON.stringify(SPEC_DEFAULTS)}$$`,
    );
    await queryRunner.query(`ALTER TABLE "fix_flip_properties" ALTER COLUMN "assumptions" DROP DEFAULT`);
    await queryRunner.query(`ALTER TABLE "fix_flip_properties" ADD "offerPrice" numeric(14,2)`);
    await queryRunner.query(`ALTER TABLE "fix_flip_properties" ADD "comps" jsonb`);
    await queryRunner.query(
      `UPDATE "fix_flip_properties"
          SET "maxBuyPrice" = 0, "hardMoneyCarryCost" = 0,
              "profitTarget" = "arv" - ("renovationCost" + "closingCosts" + "agentCommission" + "taxes")
        WHERE "maxBuyPrice" <= 0 AND "renovationCost" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "fix_flip_assumption_sets" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "userId" uuid NOT NULL, "name" character varying(100) NOT NULL, "assumptions" jsonb NOT NULL, CONSTRAINT "PK_7eff4cef3afecebc183d7f1b385" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_fix_flip_assumption_sets_user" ON "fix_flip_assumption_sets" ("userId") `,
    );
    await queryRunner.query(
      `ALTER TABLE "fix_flip_assumption_sets" ADD CONSTRAINT "FK_b7ffd258b005ce05d1a8dbe2a40" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "fix_flip_assumption_sets"`);
    await queryRunner.query(`ALTER TABLE "fix_flip_properties" DROP COLUMN "comps"`);
    await queryRunner.query(`ALTER TABLE "fix_flip_properties" DROP COLUMN "offerPrice"`);
    await queryRunner.query(`ALTER TABLE "fix_flip_properties" DROP COLUMN "assumptions"`);
  }
}
