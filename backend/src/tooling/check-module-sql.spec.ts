import { runCheckScript } from '../../test/support/run-check-script';

const ENTITIES = {
  'modules/visitors/entities/visitor.entity.ts': "@Entity('visitors')\nexport class Visitor {}\n",
  'modules/campaigns/entities/email-send.entity.ts': "@Entity({ name: 'email_sends' })\nexport class EmailSend {}\n",
  'core/settings/setting.entity.ts': "@Entity('integration_settings')\nexport class Setting {}\n",
};

/** Runs scripts/check-module-sql.mjs on a fixture source tree (the entities above plus `files`). */
const check = (files: Record<string, string>) => runCheckScript('check-module-sql.mjs', { ...ENTITIES, ...files });

describe('scripts/check-module-sql.mjs', () => {
  it("passes SQL over a module's own tables, and another's through its exported read model", () => {
    const result = check({
      'modules/visitors/visitors.queries.ts': 'export const Q = `UPDATE visitors SET "email" = $1 WHERE id = $2`;\n',
      'modules/visitors/visitors.read-model.ts': 'export const MAILABLE = `(SELECT "id" FROM "visitors")`;\n',
      'modules/campaigns/campaigns.queries.ts':
        "import { MAILABLE } from '../visitors/visitors.read-model';\n" +
        'export const Q = `SELECT v.id FROM ${MAILABLE} v JOIN "email_sends" s ON s."visitorId" = v.id`;\n',
      'modules/campaigns/campaigns.constants.ts': "export const TEXT = 'Choose from visitors you know';\n",
      'core/database/migrations/1-Init.ts':
        'const q = `ALTER TABLE "email_sends" ADD FOREIGN KEY REFERENCES visitors`;\n',
    });
    expect(result).toEqual({ code: 0, stderr: '' });
  });

  it.each([
    ['a template literal', 'const q = `SELECT v."id"\n  FROM "visitors" v WHERE v."email" = ${1}`;'],
    ['a string', 'const q = \'UPDATE visitors SET "unsubscribedAt" = now()\';'],
    ['lower-case SQL', "const q = 'select id from visitors where id = $1';"],
    ['a comma join', 'const q = `SELECT 1 FROM email_sends s, "visitors" v`;'],
    ['a schema-qualified name', "const q = 'DELETE FROM public.visitors';"],
    ['a query builder', "const q = ds.createQueryBuilder().select('1').from('visitors', 'v');"],
  ])("fails on another module's table named in %s, naming the file and table", (_kind, code) => {
    const result = check({ 'modules/campaigns/delivery/eligibility.ts': `${code}\n` });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('modules/campaigns/delivery/eligibility.ts:');
    expect(result.stderr).toContain('"visitors", a table of visitors');
  });

  it("fails on a table of core/ named in a module's SQL", () => {
    const result = check({ 'modules/visitors/x.ts': 'const q = `SELECT * FROM "integration_settings"`;\n' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('"integration_settings", a table of core');
  });
});
