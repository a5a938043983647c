#!/usr/bin/env bash
# The fast lane (make check): formatting, lint, type checks and unit tests of both packages; no services, no
# network, no apt. The backend and frontend lanes run side by side. Prints one line per check, then
# "checks: N passed, N failed" and exits non-zero on any failure.
#   CHECK_RESULT=<file>  also write "<passed> <failed>" there (scripts/test.sh adds them to its totals)
set -uo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
OUT="$(mktemp -d /tmp/iac-check-XXXXXX)"
started=$(date +%s)

# name|directory|command
CHECKS=(
  "backend unit tests (jest)|backend|npx jest --ci --selectProjects unit --silent --json --outputFile=$OUT/jest-unit.json"
  "frontend unit tests (vitest)|frontend|npx vitest run --project unit --silent --reporter=default --reporter=json --outputFile=$OUT/vitest.json"
  "frontend lint (eslint)|frontend|npx eslint --max-warnings 0 --cache --cache-location node_modules/.cache/eslint ."
  "backend lint (eslint)|backend|npx eslint --max-warnings 0 --cache --cache-location node_modules/.cache/eslint ."
  "backend types and type-aware rules (oxlint on TypeScript 7, src + test)|backend|npx oxlint --deny-warnings"
  "frontend types and type-aware rules (oxlint on TypeScript 7, app + tooling)|frontend|npx oxlint --deny-warnings"
  "formatting (oxfmt --check)|.|backend/node_modules/.bin/oxfmt --check ."
  "OpenAPI lint (redocly, recommended rules as errors)|.|REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true backend/node_modules/.bin/redocly lint docs/openapi.json"
  "each module's SQL names only its own tables|.|node scripts/check-module-sql.mjs"
  "no hand-typed API URL in the client (route() from the contract)|.|node scripts/check-client-urls.mjs"
  "one session path (SessionService.authenticate only)|.|node scripts/check-session-path.mjs"
  "decisions.md tells today only (no superseded entries)|.|node scripts/check-decisions.mjs"
  "deploy/ renders and its objects match the Kubernetes API; docker-compose.yml matches the Compose Specification|.|node scripts/check-deploy.mjs"
)

run() {
  local i="$1" name dir cmd
  IFS='|' read -r name dir cmd <"$OUT/$i.check"
  local t0 rc=0
  t0=$(date +%s)
  (cd "$dir" && bash -c "$cmd") >"$OUT/$i.log" 2>&1 || rc=$?
  echo "$rc $(($(date +%s) - t0))" >"$OUT/$i.rc"
}
export -f run
export OUT

# Two at a time (the machine has two cores), each starting as soon as one ends, in the order above (longest first,
# so the two lanes end together): a new check is one more line in CHECKS.
for i in "${!CHECKS[@]}"; do printf '%s\n' "${CHECKS[$i]}" >"$OUT/$i.check"; done
printf '%s\n' "${!CHECKS[@]}" | xargs -P "${CHECK_JOBS:-2}" -I{} bash -c 'run {}'

passed=0
failed=0
for i in "${!CHECKS[@]}"; do
  name="${CHECKS[$i]%%|*}"
  read -r rc secs <"$OUT/$i.rc"
  if [ "$rc" = 0 ]; then
    echo "✓ check: $name (${secs}s)"
    passed=$((passed + 1))
  else
    echo "✗ check: $name (exit $rc, ${secs}s)"
    grep -v 'npm warn' "$OUT/$i.log" | tail -40 | sed 's/^/    /'
    failed=$((failed + 1))
  fi
done
echo "checks: $passed passed, $failed failed in $(($(date +%s) - started)) s"
if [ -n "${CHECK_RESULT:-}" ]; then
  # For the totals of make test, each unit-test check counts as its tests (as reported), the others as one each.
  node - "$OUT" "$passed" "$failed" >"$CHECK_RESULT" <<'JS'
const fs = require('fs');
const [dir, p, f] = process.argv.slice(2);
let passed = Number(p), failed = Number(f);
for (const [file, pass, fail] of [['jest-unit.json', 'numPassedTests', 'numFailedTests'], ['vitest.json', 'numPassedTests', 'numFailedTests']]) {
  try {
    const r = JSON.parse(fs.readFileSync(`${dir}/${file}`, 'utf8'));
    // The check itself was counted once as passed or failed; its tests replace that count.
    if (r[fail] > 0) failed -= 1; else passed -= 1;
    passed += r[pass];
    failed += r[fail];
  } catch { /* no report: the check's own pass/fail stands */ }
}
console.log(`${passed} ${failed}`);
JS
fi
rm -rf "$OUT"
[ "$failed" = 0 ]
