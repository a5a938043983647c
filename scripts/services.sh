#!/usr/bin/env bash
# Private PostgreSQL and Redis for development and tests, started without systemd.
# Data lives under .data/ (ignored by git); ports are private (55432, 56379) and bound to 127.0.0.1.
# Usage: scripts/services.sh up|down|status|env
# When DATABASE_URL and REDIS_URL are both set in the environment, nothing is started.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
DATA="$ROOT/.data"
PG_PORT="${PG_PORT:-55432}"
REDIS_PORT="${REDIS_PORT:-56379}"
PG_DATA="$DATA/pg"
RUN_DIR="$DATA/run"

log() { printf '\033[36m[services]\033[0m %s\n' "$*" >&2; }

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

apt_install() {
  log "installing Debian packages: $*"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

pg_bin() {
  local d
  d=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  echo "$d"
}

ensure_packages() {
  local need=()
  [ -n "$(pg_bin)" ] && [ -x "$(pg_bin)/initdb" ] || need+=(postgresql postgresql-contrib)
  command -v redis-server >/dev/null || need+=(redis-server)
  [ ${#need[@]} -eq 0 ] || apt_install "${need[@]}"
}

# initdb and postgres refuse to run as root: run them as the postgres user then.
pg_run() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

pg_up() {
  local bin; bin="$(pg_bin)"
  mkdir -p "$DATA" "$RUN_DIR"
  if [ "$(id -u)" = 0 ]; then chown postgres:postgres "$RUN_DIR"; chmod 755 "$DATA"; fi
  if [ ! -s "$PG_DATA/PG_VERSION" ]; then
    log "initialising PostgreSQL cluster in $PG_DATA"
    mkdir -p "$PG_DATA"
    [ "$(id -u)" = 0 ] && chown postgres:postgres "$PG_DATA"
    pg_run "$bin/initdb" -D "$PG_DATA" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >/dev/null
  fi
  if pg_run "$bin/pg_ctl" -D "$PG_DATA" status >/dev/null 2>&1; then
    log "PostgreSQL already running on 127.0.0.1:$PG_PORT"
  else
    log "starting PostgreSQL on 127.0.0.1:$PG_PORT"
    pg_run "$bin/pg_ctl" -D "$PG_DATA" -l "$RUN_DIR/postgres.log" -w -t 60 \
      -o "-p $PG_PORT -k $RUN_DIR -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null
  fi
  psql_admin -tAc "SELECT 1 FROM pg_roles WHERE rolname='app'" | grep -q 1 ||
    psql_admin -c "CREATE ROLE app LOGIN CREATEDB PASSWORD 'app'" >/dev/null
  psql_admin -tAc "SELECT 1 FROM pg_database WHERE datname='app'" | grep -q 1 ||
    psql_admin -c "CREATE DATABASE app OWNER app" >/dev/null
}

psql_admin() { psql -h 127.0.0.1 -p "$PG_PORT" -U postgres -d postgres -v ON_ERROR_STOP=1 -q "$@"; }

pg_down() {
  local bin; bin="$(pg_bin)"
  if [ -s "$PG_DATA/PG_VERSION" ] && pg_run "$bin/pg_ctl" -D "$PG_DATA" status >/dev/null 2>&1; then
    log "stopping PostgreSQL"
    pg_run "$bin/pg_ctl" -D "$PG_DATA" -m fast -w stop >/dev/null
  fi
}

redis_up() {
  mkdir -p "$DATA/redis"
  if redis-cli -h 127.0.0.1 -p "$REDIS_PORT" ping >/dev/null 2>&1; then
    log "Redis already running on 127.0.0.1:$REDIS_PORT"
    return
  fi
  log "starting Redis on 127.0.0.1:$REDIS_PORT"
  redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --dir "$DATA/redis" --daemonize yes \
    --pidfile "$DATA/redis.pid" --logfile "$DATA/redis.log" --appendonly yes --save '' \
    --maxmemory-policy noeviction
  for _ in $(seq 1 50); do redis-cli -h 127.0.0.1 -p "$REDIS_PORT" ping >/dev/null 2>&1 && return; sleep 0.1; done
  log "Redis did not start; see $DATA/redis.log"; exit 1
}

redis_down() {
  if redis-cli -h 127.0.0.1 -p "$REDIS_PORT" ping >/dev/null 2>&1; then
    log "stopping Redis"
    redis-cli -h 127.0.0.1 -p "$REDIS_PORT" shutdown nosave >/dev/null 2>&1 || true
  fi
}

external() { [ -n "${DATABASE_URL:-}" ] && [ -n "${REDIS_URL:-}" ]; }

case "${1:-up}" in
  up)
    if external; then log "using DATABASE_URL and REDIS_URL from the environment"; exit 0; fi
    ensure_packages
    pg_up
    redis_up
    ;;
  down) pg_down; redis_down ;;
  status)
    redis-cli -h 127.0.0.1 -p "$REDIS_PORT" ping 2>/dev/null || echo "redis: down"
    pg_run "$(pg_bin)/pg_ctl" -D "$PG_DATA" status 2>/dev/null | head -1 || echo "postgres: down"
    ;;
  env)
    # The URLs of the local services, for scripts that were not given their own.
    echo "DATABASE_URL=${DATABASE_URL:-postgres://app:app@127.0.0.1:$PG_PORT/app}"
    echo "REDIS_URL=${REDIS_URL:-redis://127.0.0.1:$REDIS_PORT}"
    ;;
  *) echo "usage: $0 up|down|status|env" >&2; exit 2 ;;
esac
