#!/usr/bin/env bash
# Runs bench/landing-lighthouse.mjs (needs PostgreSQL and Redis: make services). Installs the bench tools on first use.
set -euo pipefail
cd "$(dirname "$0")"
[ -d node_modules ] || npm ci --no-audit --no-fund >/dev/null
exec node landing-lighthouse.mjs
