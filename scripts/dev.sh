#!/usr/bin/env bash
# Runs the API (PORT, 3000), the worker and the Vite dev server (VITE_PORT, 5173) together.
# Ctrl-C, SIGTERM (also through make) or any of the three exiting stops all of them, whole process groups included
# (Node's --watch children, esbuild), so nothing is left running and a second `make dev` finds its ports free.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"

# .env fills in what the environment does not already say (an exported DATABASE_URL wins over .env's).
while IFS= read -r line || [ -n "$line" ]; do
  [[ "$line" =~ ^[[:space:]]*([A-Za-z_][A-Za-z0-9_]*)=(.*)$ ]] || continue
  name="${BASH_REMATCH[1]}"
  [ -n "${!name+x}" ] && continue
  value="${BASH_REMATCH[2]}"
  value="${value%\"}"; value="${value#\"}"
  export "$name=$value"
done <.env
eval "$(scripts/services.sh env | sed 's/^/export /')"
API_PORT="${PORT:-3000}"
WEB_PORT="${VITE_PORT:-5173}"

port_taken() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
for port in "$API_PORT" "$WEB_PORT"; do
  if port_taken "$port"; then
    holder="$(ss -ltnpH "sport = :$port" 2>/dev/null | grep -o 'users:(("[^"]*",pid=[0-9]*' | head -1 | sed 's/users:(("\(.*\)",pid=\(.*\)/\1, pid \2/')"
    echo "Port $port is already in use${holder:+ (by $holder)}." >&2
    echo "Stop that process (an earlier make dev?) or choose other ports: PORT=3100 VITE_PORT=5273 make dev" >&2
    exit 1
  fi
done

(cd backend && npm run --silent migration:run -- -t each >/dev/null) && echo "migrations applied"
(cd backend && npm run --silent seed)

# Each piece in its own process group, so stopping it stops everything it started.
set -m
pgids=()
cleanup() {
  trap - EXIT INT TERM
  for pgid in "${pgids[@]}"; do kill -TERM -- "-$pgid" 2>/dev/null || true; done
  for _ in $(seq 1 50); do
    alive=0
    for pgid in "${pgids[@]}"; do kill -0 -- "-$pgid" 2>/dev/null && alive=1; done
    [ "$alive" = 0 ] && break
    sleep 0.1
  done
  for pgid in "${pgids[@]}"; do kill -KILL -- "-$pgid" 2>/dev/null || true; done
  echo "make dev: stopped the API, the worker and the Vite dev server"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

(cd backend && PORT="$API_PORT" exec npm run --silent dev:api) & pgids+=($!)
(cd backend && exec npm run --silent dev:worker) & pgids+=($!)
(cd frontend && API_URL="http://127.0.0.1:$API_PORT" exec npx vite --port "$WEB_PORT" --strictPort) & pgids+=($!)
set +m

for _ in $(seq 1 120); do
  curl -fs "http://127.0.0.1:$API_PORT/api/health" >/dev/null 2>&1 && break
  sleep 1
done
cat <<MSG

  Site:          http://localhost:$WEB_PORT
  API health:    http://localhost:$WEB_PORT/api/health
  API docs:      http://localhost:$WEB_PORT/api/docs
  Admin sign-in: http://localhost:$WEB_PORT/admin-login  (${ADMIN_USERNAME:-admin} / the ADMIN_PASSWORD in .env)
  Outbox (mail): .data/outbox/*.eml   (set SMTP_URL in .env to send for real)

MSG
# Until one of them stops (or we are told to).
wait -n "${pgids[@]}" || true
