#!/usr/bin/env bash
# Runs the API (port 3000), the worker and the Vite dev server (port 5173) together; Ctrl-C stops all three.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
set -a; source .env; set +a
eval "$(scripts/services.sh env | sed 's/^/export /')"

(cd backend && npm run --silent migration:run -- -t each >/dev/null) && echo "migrations applied"
(cd backend && npm run --silent seed)

pids=()
cleanup() { kill "${pids[@]}" 2>/dev/null || true; wait 2>/dev/null || true; }
trap cleanup EXIT INT TERM

(cd backend && exec npm run --silent dev:api) & pids+=($!)
(cd backend && exec npm run --silent dev:worker) & pids+=($!)
(cd frontend && API_URL="http://127.0.0.1:${PORT:-3000}" exec npx vite --port 5173 --strictPort) & pids+=($!)

for _ in $(seq 1 120); do
  curl -fs "http://127.0.0.1:${PORT:-3000}/api/health" >/dev/null 2>&1 && break
  sleep 1
done
cat <<MSG

  Site:          http://localhost:5173
  API health:    http://localhost:5173/api/health
  API docs:      http://localhost:5173/api/docs
  Admin sign-in: http://localhost:5173/admin-login  (${ADMIN_USERNAME:-admin} / the ADMIN_PASSWORD in .env)
  Outbox (mail): .data/outbox/*.eml   (set SMTP_URL in .env to send for real)

MSG
wait -n "${pids[@]}"
