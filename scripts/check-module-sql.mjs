#!/usr/bin/env node
// Each module owns its tables (make check): fails when SQL text in backend/src/modules/<m>/ names a table that
// another module (or core/) declares with @Entity. Another module's rows are read through its service or the read
// model it exports (<module>.read-model.ts). Table owners come from the @Entity('name') declarations; core/
// (migrations included) is not scanned, nor are spec files.
//   node scripts/check-module-sql.mjs [srcDir]   (default backend/src)
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, sep } from 'node:path';

const ts = createRequire(new URL('../backend/package.json', import.meta.url))('typescript');
const src = process.argv[2] ?? new URL('../backend/src', import.meta.url).pathname;

function* tsFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* tsFiles(path);
    else if (entry.name.endsWith('.ts') && !/\.(spec|test)\.ts$/.test(entry.name)) yield path;
  }
}

/** 'visitors' for src/modules/visitors/..., 'core' for src/core/..., null elsewhere. */
function ownerOf(file) {
  const parts = relative(src, file).split(sep);
  if (parts[0] === 'modules' && parts.length > 2) return parts[1];
  return parts[0] === 'core' ? 'core' : null;
}

const ENTITY = /@Entity\(\s*(?:['"`]([\w]+)['"`]|\{[^}]*\bname\s*:\s*['"`]([\w]+)['"`])/g;
const owners = new Map();
for (const file of tsFiles(src)) {
  const owner = ownerOf(file);
  if (!owner) continue;
  for (const m of readFileSync(file, 'utf8').matchAll(ENTITY)) owners.set(m[1] ?? m[2], owner);
}

// A table after FROM, JOIN, INTO, UPDATE or TABLE, quoted or not, with or without the public schema; or a quoted
// name after a comma (FROM a, "b"). Keywords count in capitals, or in any case in a literal that starts as a
// statement does (so prose such as 'Choose from visitors' is not SQL).
const TABLE_REF =
  /(?:\b(?:FROM|JOIN|INTO|UPDATE|TABLE)\s+(?:ONLY\s+)?(?:"?public"?\.)?("?)([A-Za-z_]\w*)\1|,\s*(?:"?public"?\.)?"([A-Za-z_]\w*)")/;
const STATEMENT = /^\s*\(?\s*(select|insert|update|delete|with|SELECT|INSERT|UPDATE|DELETE|WITH)\s/;
const tableRefs = (sql) => sql.matchAll(new RegExp(TABLE_REF, STATEMENT.test(sql) ? 'gi' : 'g'));
// Query-builder calls that take a table name as a string: .from('x'), .innerJoin('x', ...), ...
const BUILDER_CALLS = new Set([
  'from',
  'into',
  'update',
  'innerJoin',
  'leftJoin',
  'innerJoinAndSelect',
  'leftJoinAndSelect',
]);

/** The text of a string or template literal; a ${...} becomes a placeholder no table name can match. */
function literalText(node) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ? ');
  return null;
}

const names = new RegExp(`\\b(${[...owners.keys()].join('|')})\\b`);
const problems = [];
for (const file of tsFiles(join(src, 'modules'))) {
  const module = ownerOf(file);
  const text = readFileSync(file, 'utf8');
  if (!names.test(text)) continue; // names no table at all: nothing to parse
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const report = (node, table) => {
    const { line } = sf.getLineAndCharacterOfPosition(node.getStart(sf));
    problems.push(
      `${relative(src, file)}:${line + 1}: SQL names "${table}", a table of ${owners.get(table)} ` +
        `(ask that module's service or its exported read model)`,
    );
  };
  const foreign = (table) => owners.has(table) && owners.get(table) !== module;
  const visit = (node) => {
    const sql = literalText(node);
    if (sql !== null) {
      const seen = new Set();
      for (const m of tableRefs(sql)) {
        const table = m[2] ?? m[3];
        if (foreign(table) && !seen.has(table)) seen.add(table) && report(node, table);
      }
      const call = node.parent;
      if (
        ts.isStringLiteral(node) &&
        foreign(node.text) &&
        ts.isCallExpression(call) &&
        call.arguments[0] === node &&
        ts.isPropertyAccessExpression(call.expression) &&
        BUILDER_CALLS.has(call.expression.name.text)
      )
        report(node, node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
}
if (problems.length) {
  console.error(`SQL naming another module's table:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`module SQL: ${owners.size} tables, each named only by its own module`);
