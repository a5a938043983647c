#!/usr/bin/env bash
# API memory while a 100 MB video is uploaded and streamed back (target: RSS growth < 30 MB).
# Needs PostgreSQL and Redis (make services).
set -euo pipefail
cd "$(dirname "$0")/../backend"
exec node -r @swc-node/register ../bench/upload-memory.ts
