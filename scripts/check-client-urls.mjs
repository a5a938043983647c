#!/usr/bin/env node
// The frontend takes every API address from the contract (make check): a string that starts with /api/ is allowed only
// as the path of route('<method>', '/api/...') or of the types ResponseBody<'<method>', '/api/...'> and RequestBody<...>
// (src/api/route.ts), which tsc checks against the generated src/api/schema.d.ts. Anything else is a hand-typed URL
// that a renamed route would not catch.
// The build's own config (frontend/*.config.ts) is read too: what it writes into the HTML is client code.
//   node scripts/check-client-urls.mjs [frontend dir]   (reads <dir>/src and <dir>/*.config.ts; default frontend)
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const frontend = process.argv[2] ?? new URL('../frontend', import.meta.url).pathname;
/** The typed helper, the generated contract, and tests (which stub answers for made-up addresses). */
const EXEMPT = [/^api\/route\.ts$/, /^api\/schema\.d\.ts$/, /\.test\.tsx?$/];
/** Pages the API serves outside its JSON contract (the queue board's own UI), linked to as they are. */
const NOT_IN_CONTRACT = ["'/api/queues'"];
const API_STRING = /(['"`])\/api\//g;
const ROUTE_CALL = /\b(route\(|ResponseBody<|RequestBody<)\s*'(get|post|put|patch|delete)',\s*$/;
const COMMENT = /^\s*(\/\/|\/\*|\*)/;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (/\.(ts|tsx)$/.test(entry.name)) yield path;
  }
}

/** [path, name shown and matched against EXEMPT] of every file to read. */
function* sources() {
  const src = join(frontend, 'src');
  for (const file of files(src)) yield [file, relative(src, file)];
  for (const name of readdirSync(frontend)) if (/\.config\.ts$/.test(name)) yield [join(frontend, name), name];
}

const problems = [];
for (const [file, name] of sources()) {
  if (EXEMPT.some((re) => re.test(name))) continue;
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (COMMENT.test(line)) return;
      for (const match of line.matchAll(API_STRING)) {
        if (NOT_IN_CONTRACT.some((page) => line.startsWith(page, match.index))) continue;
        if (ROUTE_CALL.test(line.slice(0, match.index))) continue;
        problems.push(`${name}:${i + 1}: ${line.trim()}`);
        break; // one report per line
      }
    });
}
if (problems.length) {
  console.error(
    `Hand-typed API URLs (take them from the contract: route('get', '/api/...') in src/api/route.ts):\n` +
      problems.map((p) => `  ${p}`).join('\n'),
  );
  process.exit(1);
}
