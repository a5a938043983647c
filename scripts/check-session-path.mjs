#!/usr/bin/env node
// One session path (make check): fails when backend code outside the session service verifies a session token,
// brings in another authentication library, or reads the session cookie itself. Every signed-in request, the API
// docs gate and the queue board must go through SessionService.authenticate (modules/auth/sessions/session.service.ts).
//   node scripts/check-session-path.mjs [srcDir]   (default backend/src; spec files are not scanned)
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const src = process.argv[2] ?? new URL('../backend/src', import.meta.url).pathname;
const SESSION_FILE = 'modules/auth/sessions/session.service.ts';

const RULES = [
  {
    why: 'imports another authentication library (sessions are checked by SessionService.authenticate only)',
    test: /from\s+['"](jsonwebtoken|jose|passport|passport-[\w-]+|@nestjs\/passport)['"]|require\(\s*['"](jsonwebtoken|jose|passport)/,
  },
  {
    why: 'registers a passport strategy',
    test: /\bPassportStrategy\s*\(|\bpassport\s*\.\s*use\s*\(/,
  },
  {
    why: 'uses JwtService outside the session service (verify a session there, not here)',
    test: /\bJwtService\b/,
    allowedIn: SESSION_FILE,
  },
  {
    why: 'verifies a JWT outside the session service',
    test: /\bjwt\w*\s*\.\s*verify(Async)?\s*\(/i,
    allowedIn: SESSION_FILE,
  },
  {
    why: 'reads the session cookie directly (call SessionService.authenticate(req))',
    test: /cookies\s*\??\.?\s*\[\s*(SESSION_COOKIE|['"`]session['"`])\s*\]|cookies\s*\??\.\s*session\b/,
    allowedIn: SESSION_FILE,
  },
];

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|js|mjs|cjs)$/.test(entry.name) && !/\.(spec|test)\.ts$/.test(entry.name)) yield path;
  }
}

const problems = [];
for (const file of sourceFiles(src)) {
  const name = relative(src, file);
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      for (const rule of RULES) {
        if (rule.allowedIn !== name && rule.test.test(line)) problems.push(`${name}:${i + 1}: ${rule.why}`);
      }
    });
}
if (problems.length) {
  console.error(`A second session path:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('one session path: SessionService.authenticate');
