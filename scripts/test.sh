#!/usr/bin/env bash
# Every check and test, in order; prints "N passed, N failed" on the last line and exits non-zero on any failure.
#   checks: generated OpenAPI document and client types are up to date; migrations match the entities; types compile
#   screens: vitest's screens project (whole screens in jsdom against handlers that answer like the API)
#   jest:   e2e suites (real PostgreSQL, Redis, SMTP sink, provider fakes)
#   browser: Playwright in Debian's Chromium headless shell against the built frontend and running backend
set -uo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
OUT="$(mktemp -d /tmp/iac-test-XXXXXX)"
eval "$(scripts/services.sh env | sed 's/^/export /')"
export CI="${CI:-}"
started=$(date +%s)
phase_started=$started
phases=()
# Ends the running phase: remembers "name  N s" for the summary printed at the end.
phase_done() {
  local now
  now=$(date +%s)
  phases+=("$(printf '%-10s %4d s' "$1" $((now - phase_started)))")
  phase_started=$now
}

echo "▶ make check (formatting, lint, types, unit tests)"
CHECK_RESULT="$OUT/check.result" scripts/check.sh
phase_done "make check"

checks_passed=0; checks_failed=0
check() {
  local name="$1"; shift
  local log="$OUT/check-$((checks_passed + checks_failed)).log" rc=0
  "$@" >"$log" 2>&1 || rc=$?
  if [ $rc = 0 ]; then
    echo "✓ check: $name"; checks_passed=$((checks_passed + 1))
  else
    echo "✗ check: $name (exit $rc)"; grep -v 'npm warn' "$log" | sed 's/^/    /' | tail -40; checks_failed=$((checks_failed + 1))
  fi
}

scripts/chromium.sh headless

# The contract's last change, as a client sees it: uncommitted edits against HEAD, else the last commit that changed
# docs/openapi.json against its parent. Every breaking change must be named on a line of docs/decisions.md added
# since that same base (a line that was already there names an older change).
openapi_breaking_changes() {
  local rev
  if ! git diff --quiet HEAD -- docs/openapi.json 2>/dev/null; then
    rev="HEAD"
  else
    rev="$(git log -n1 --format=%H -- docs/openapi.json 2>/dev/null)^"
  fi
  (cd backend && npm run --silent openapi-diff -- "git:$rev:docs/openapi.json" ../docs/openapi.json \
    ../docs/decisions.md "git:$rev:docs/decisions.md")
}

openapi_up_to_date() {
  (cd backend && npm run --silent openapi -- "$OUT/openapi.json") &&
    diff -u docs/openapi.json "$OUT/openapi.json" &&
    (cd frontend && npx openapi-typescript "$OUT/openapi.json" -o "$OUT/schema.d.ts" >/dev/null) &&
    diff -u frontend/src/api/schema.d.ts "$OUT/schema.d.ts"
}

migrations_match_entities() {
  local db="drift_$$"
  local url="${DATABASE_URL%/*}/$db"
  psql "${DATABASE_URL%/*}/postgres" -qc "DROP DATABASE IF EXISTS $db" -c "CREATE DATABASE $db" >/dev/null &&
    (cd backend && DATABASE_URL="$url" npm run --silent migration:run -- -t each >/dev/null &&
      DATABASE_URL="$url" npm run --silent migration:check)
  local rc=$?
  psql "${DATABASE_URL%/*}/postgres" -qc "DROP DATABASE IF EXISTS $db WITH (FORCE)" >/dev/null
  return $rc
}

# vitest's screens run beside the checks: each leaves a third of the cores idle (waiting on Nest's boot, PostgreSQL and
# npm), so together they take little more than the screens alone. The screens' output is printed after the checks.
# One worker more than cores, as below: vitest's own default is one fewer than cores (one worker on two).
(cd frontend && npx vitest run --project screens --maxWorkers="$(($(nproc) + 1))" --reporter=default --reporter=json \
  --outputFile="$OUT/screens.json" >"$OUT/screens.log" 2>&1) &
screens_pid=$!

check "docs/openapi.json and frontend/src/api/schema.d.ts are up to date (make openapi)" openapi_up_to_date
check "OpenAPI diff of the last contract change: each breaking change named in docs/decisions.md" openapi_breaking_changes
# The report is printed whether or not the check passed (at most 30 lines).
grep -v 'npm warn' "$OUT/check-$((checks_passed + checks_failed - 1)).log" | head -30 | sed 's/^/    /'
check "migrations match the entities (make migration NAME=...)" migrations_match_entities
phase_done "checks"

echo "▶ vitest screens (whole screens against handlers that answer like the API; started beside the checks)"
wait "$screens_pid"
grep -vE '^\s*$' "$OUT/screens.log" | tail -n 60
phase_done "screens"

# The browser tests' two frontend builds (production, and development for the route sweep) are made while jest runs, at
# a lower priority: they take the CPU jest leaves idle (its suites wait on PostgreSQL, Redis and timers) instead of
# holding up the browser tests. A build that fails here is made again, and reported, by the browser tests' own setup.
build_frontend() { # <out dir> <mode>
  (cd frontend && OUT_DIR="$1" NODE_ENV="$2" nice -n 10 node node_modules/vite/bin/vite.js build --mode "$2" \
    --logLevel warn >"$1.log" 2>&1) && touch "$1.ok"
}
(build_frontend "$OUT/web" production; build_frontend "$OUT/web-dev" development) &
builds_pid=$!

echo "▶ jest (e2e, security and fault suites; the unit tests ran in make check)"
# One worker more than cores: each suite waits on PostgreSQL, Redis, its worker and timers part of the time.
(cd backend && npx jest --ci --maxWorkers="$(($(nproc) + 1))" --selectProjects e2e --json --outputFile="$OUT/jest.json" 2>&1 | grep -vE '^\s*$' | tail -n 200)
phase_done "jest e2e"

echo "▶ playwright"
wait "$builds_pid"
[ -e "$OUT/web.ok" ] && export E2E_STATIC_DIR="$OUT/web"
[ -e "$OUT/web-dev.ok" ] && export E2E_DEV_STATIC_DIR="$OUT/web-dev"
(cd frontend && PW_JSON_REPORT="$OUT/playwright.json" npx playwright test 2>&1 | tail -n 100)
phase_done "playwright"

echo "▶ durations"
printf '  %s\n' "${phases[@]}"
total=$(($(date +%s) - started))
echo "  total      $(printf '%4d' $total) s ($((total / 60)) min $((total % 60)) s)"

read -r fast_passed fast_failed <"$OUT/check.result" 2>/dev/null || { fast_passed=0; fast_failed=1; }
checks_passed=$((checks_passed + fast_passed))
checks_failed=$((checks_failed + fast_failed))

node - "$OUT" "$checks_passed" "$checks_failed" <<'JS'
const fs = require('fs');
const [dir, cp, cf] = process.argv.slice(2);
let passed = Number(cp), failed = Number(cf);
const read = (f) => { try { return JSON.parse(fs.readFileSync(`${dir}/${f}`, 'utf8')); } catch { return null; } };
const jest = read('jest.json');
if (jest) { passed += jest.numPassedTests; failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites || 0); }
else { console.log('jest produced no report'); failed += 1; }
const screens = read('screens.json');
if (screens) { passed += screens.numPassedTests; failed += screens.numFailedTests || (screens.success === false ? 1 : 0); }
else { console.log('vitest screens produced no report'); failed += 1; }
const pw = read('playwright.json');
if (pw) { passed += pw.stats.expected + (pw.stats.flaky || 0); failed += pw.stats.unexpected + (pw.errors?.length || 0); }
else { console.log('playwright produced no report'); failed += 1; }
// What failed, named beside the totals: CI keeps only the head and the tail of this output.
/** The first lines of an error, stack frames and code excerpts left out, on one line. */
const firstLine = (text) =>
  (text || '').replace(/\x1b\[[0-9;]*m/g, '').split('\n').map((l) => l.trim())
    .filter((l) => l && !l.startsWith('at ') && !/^(>\s*)?\d+ \||^\|/.test(l)).slice(0, 8).join(' | ');
/** Every error of a Playwright result (soft ones included), each on its first lines. */
const errorsOf = (result) =>
  (result?.errors?.length ? result.errors : [result?.error]).map((e) => firstLine(e?.message)).join(' || ');
const failures = [];
for (const [name, report] of [['jest', jest], ['screens', screens]])
  for (const file of report?.testResults || []) {
    const where = file.name.replace(`${process.cwd()}/`, '');
    const failedTests = (file.assertionResults || []).filter((t) => t.status === 'failed');
    for (const t of failedTests) failures.push(`${name}: ${where} › ${t.fullName}: ${firstLine(t.failureMessages?.join('\n'))}`);
    if (!failedTests.length && file.status === 'failed') failures.push(`${name}: ${where}: ${firstLine(file.message)}`);
  }
const specs = (suite) => [...(suite.specs || []), ...(suite.suites || []).flatMap(specs)];
for (const spec of (pw?.suites || []).flatMap(specs))
  for (const t of spec.tests || [])
    if (t.status === 'unexpected')
      failures.push(`playwright: ${spec.file}:${spec.line} › ${spec.title}: ${errorsOf(t.results?.at(-1))}`);
for (const e of pw?.errors || []) failures.push(`playwright: ${firstLine(e.message)}`);
if (failures.length) console.log(`failed:\n${failures.slice(0, 30).map((f) => `  ${f.slice(0, 1000)}`).join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
JS
