#!/usr/bin/env bash
# Runs bench/actions-throughput.mjs (needs PostgreSQL and Redis: make services). Installs the bench tools on first use.
set -euo pipefail
cd "$(dirname "$0")"
[ -d node_modules ] || npm ci --no-audit --no-fund >/dev/null
exec node actions-throughput.mjs
