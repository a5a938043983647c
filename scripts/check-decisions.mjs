#!/usr/bin/env node
// docs/decisions.md tells today's decisions only (make check): fails on an entry marked superseded or obsolete.
// A decision that changed is rewritten in place; git log keeps what it was.
//   node scripts/check-decisions.mjs [file]   (default docs/decisions.md)
import { readFileSync } from 'node:fs';

const file = process.argv[2] ?? new URL('../docs/decisions.md', import.meta.url).pathname;
const HISTORY = /supersed|no longer|obsolete|\bwas replaced\b/i;

const problems = readFileSync(file, 'utf8')
  .split('\n')
  .map((line, i) => (HISTORY.test(line) ? `${i + 1}: ${line.trim()}` : null))
  .filter(Boolean);
if (problems.length) {
  console.error(
    `${file} has entries marked as history (rewrite them as today's decision; git log keeps the past):\n` +
      problems.map((p) => `  ${p}`).join('\n'),
  );
  process.exit(1);
}
