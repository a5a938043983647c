#!/usr/bin/env bash
# Every benchmark against a production build, one table each (make bench). Needs `make services`.
#   bench/run.sh          HTTP routes (RPS, p99, ratio to the no-op route), the soak, then every other bench/ script;
#                         ends with one summary table (figure, target, measured, met or missed, load average)
#   bench/run.sh --routes only the HTTP routes table
#   bench/run.sh --actions only the visitor actions: full load beside the no-op route, then a steady 1,000 req/s
#   bench/run.sh --soak   only the soak: 20 minutes of steady load at 300 req/s, errors and API memory at start, after
#                         the warm-up and at the end (SOAK_SECONDS, SOAK_RATE; SOAK_HEAP=1 also takes two heap
#                         snapshots and compares them — not in the full run, a snapshot itself costs memory)
# The large data set runs on its own: bench/large-dataset/run.sh (it takes minutes to seed).
set -euo pipefail
BENCH="$(cd "$(dirname "$0")" && pwd)"
ROOT="$(dirname "$BENCH")"
[ -d "$BENCH/node_modules" ] || (cd "$BENCH" && npm ci --no-audit --no-fund >/dev/null)
"$ROOT/scripts/chromium.sh" # Lighthouse drives Debian's Chromium
eval "$("$ROOT/scripts/services.sh" env | sed 's/^/export /')"

echo "▶ production build (backend dist/, frontend dist/)"
(cd "$ROOT/backend" && npm run --silent build >/dev/null)
(cd "$ROOT/frontend" && npm run --silent build >/dev/null)

DB=bench_http
ADMIN_PASSWORD="bench-$(openssl rand -hex 8)"
psql "${DATABASE_URL%/*}/postgres" -qc "DROP DATABASE IF EXISTS $DB WITH (FORCE)" -c "CREATE DATABASE $DB" >/dev/null
PORT=$(node -e "const s=require('net').createServer().listen(0,()=>{console.log(s.address().port);s.close()})")
export NODE_ENV=production LOG_LEVEL=warn PORT DATABASE_URL="${DATABASE_URL%/*}/$DB" REDIS_PREFIX="bench-$$" \
  JWT_SECRET="$(openssl rand -hex 32)" SMTP_URL="smtp://127.0.0.1:9" STATIC_DIR="$ROOT/frontend/dist" \
  ADMIN_USERNAME=benchadmin ADMIN_EMAIL=bench@example.test ADMIN_PASSWORD MEDIA_DIR="$(mktemp -d)" \
  APP_URL=https://bench.investoragent.test MAIL_FROM="Bench <bench@investoragent.test>" \
  COURSE_CHECKOUT_URL=https://bench.investoragent.test/checkout WEBINAR_URL=https://bench.investoragent.test/webinar \
  SCHEDULING_URL=https://bench.investoragent.test/call SUPPORT_EMAIL=support@investoragent.test \
  THINKIFIC_PORTAL_URL=https://bench.investoragent.test/school COMPANY_POSTAL_ADDRESS="1 Bench Way, Austin, TX 78701"
(cd "$ROOT/backend" && npm run --silent migration:run -- -t each >/dev/null && npm run --silent seed >/dev/null)

cd "$ROOT/backend"
# --soak with SOAK_HEAP=1: the API writes a heap snapshot on SIGUSR2 (after the warm-up and at the end) into
# $HEAP_DIR; bench/heap-diff.mjs then names what grew between them.
HEAP_DIR="${HEAP_DIR:-/tmp/bench-heap}"
NODE_FLAGS=()
if [ "${1:-}" = "--soak" ] && [ -n "${SOAK_HEAP:-}" ]; then
  rm -rf "$HEAP_DIR" && mkdir -p "$HEAP_DIR"
  NODE_FLAGS=(--heapsnapshot-signal=SIGUSR2 --diagnostic-dir="$HEAP_DIR")
fi
# V8's memory flags of production, from its start command (`npm run start:api`): without them V8 sizes the heap from
# the machine's RAM (docs/operations.md, Memory).
read -ra HEAP_CAP <<<"$(node -p "require('$ROOT/backend/package.json').scripts['start:api'].match(/--max-\\S+/g).join(' ')")"
# The API's memory by kind, every 15 s, for the soak's table (bench/memory-sampler.cjs: one timer, nothing else).
export MEMLOG="$(mktemp /tmp/bench-memlog-XXXXXX.jsonl)"
node "${HEAP_CAP[@]}" "${NODE_FLAGS[@]}" -r "$BENCH/memory-sampler.cjs" dist/main.js >/tmp/bench-api.log 2>&1 & API=$!
node "${HEAP_CAP[@]}" dist/worker.js >/tmp/bench-worker.log 2>&1 & WORKER=$!
# A second API with metrics on, idle while the first is measured: the routes table compares their no-op routes.
METRICS_PORT=$(node -e "const s=require('net').createServer().listen(0,()=>{console.log(s.address().port);s.close()})")
PORT=$METRICS_PORT METRICS_ENABLED=true METRICS_TOKEN="$(openssl rand -hex 16)" node "${HEAP_CAP[@]}" dist/main.js \
  >/tmp/bench-api-metrics.log 2>&1 & API_METRICS=$!
trap 'kill $API $WORKER $API_METRICS 2>/dev/null || true' EXIT
for _ in $(seq 1 100); do curl -sf "http://127.0.0.1:$PORT/api/health" >/dev/null && break; sleep 0.3; done
for _ in $(seq 1 100); do curl -sf "http://127.0.0.1:$METRICS_PORT/api/health" >/dev/null && break; sleep 0.3; done
export METRICS_URL="http://127.0.0.1:$METRICS_PORT"
# The build, the API's start and whatever ran before (make test's databases) still take CPU: measure on a quiet one.
node "$BENCH/quiet.mjs"

# Every script records its figures in one file; the summary table is printed at the end.
export BENCH_SUMMARY="$(mktemp /tmp/bench-summary-XXXXXX.jsonl)"
LOAD_AT_START="$(node "$BENCH/summary.mjs" load)"
summary() { node "$BENCH/summary.mjs" print "$BENCH_SUMMARY" "$LOAD_AT_START"; }
export BENCH_ADMIN_USERNAME=benchadmin BENCH_ADMIN_PASSWORD="$ADMIN_PASSWORD" API_PID=$API
if [ "${1:-}" = "--soak" ]; then
  node "$BENCH/http-routes.mjs" "http://127.0.0.1:$PORT" --soak
  if [ -n "${SOAK_HEAP:-}" ]; then
    # Snapshots are written asynchronously; wait for both, then compare them.
    for _ in $(seq 1 120); do [ "$(ls "$HEAP_DIR"/*.heapsnapshot 2>/dev/null | wc -l)" -ge 2 ] && break; sleep 1; done
    sleep 5
    node "$BENCH/heap-diff.mjs" $(ls -tr "$HEAP_DIR"/*.heapsnapshot)
  fi
  summary
  exit 0
fi
if [ "${1:-}" = "--actions" ]; then node "$BENCH/actions-throughput.mjs" "http://127.0.0.1:$PORT"; summary; exit 0; fi
echo "▶ HTTP routes"
node "$BENCH/http-routes.mjs" "http://127.0.0.1:$PORT"
if [ "${1:-}" = "--routes" ]; then summary; exit 0; fi
echo; echo "▶ visitor actions (full load, then a steady rate)"
node "$BENCH/actions-throughput.mjs" "http://127.0.0.1:$PORT"
echo; echo "▶ soak"
node "$BENCH/http-routes.mjs" "http://127.0.0.1:$PORT" --soak
kill $API $WORKER $API_METRICS 2>/dev/null || true
# The soak's rows keep PostgreSQL busy (autovacuum, checkpoints) for a while: drop them and let the machine settle.
psql "${DATABASE_URL%/*}/postgres" -qc "DROP DATABASE IF EXISTS $DB WITH (FORCE)" >/dev/null || true
node "$BENCH/quiet.mjs"

# The other benchmarks (landing Lighthouse and JS bytes, upload memory...).
cd "$ROOT"
unset NODE_ENV PORT DATABASE_URL REDIS_PREFIX JWT_SECRET SMTP_URL STATIC_DIR ADMIN_USERNAME ADMIN_EMAIL ADMIN_PASSWORD MEDIA_DIR \
  APP_URL MAIL_FROM COURSE_CHECKOUT_URL WEBINAR_URL SCHEDULING_URL SUPPORT_EMAIL THINKIFIC_PORTAL_URL COMPANY_POSTAL_ADDRESS
eval "$(scripts/services.sh env | sed 's/^/export /')"
for script in "$BENCH"/*.mjs "$BENCH"/*.sh; do
  # Helpers and servers other scripts start (raw-node.mjs serves until stopped) are not benchmarks of their own.
  case "$(basename "$script")" in run.sh|http-routes.mjs|actions-throughput.mjs|steady-load.mjs|quiet.mjs|summary.mjs|heap-diff.mjs|raw-node.mjs|lighthouse-cli.mjs) continue ;; esac
  # A script with a .sh wrapper is run through its wrapper only.
  case "$script" in *.mjs) [ -e "${script%.mjs}.sh" ] && continue ;; esac
  echo; echo "▶ $(basename "$script")"
  case "$script" in *.mjs) node "$script" ;; *.sh) bash "$script" ;; esac || echo "  (failed: $script)"
done

summary
