#!/usr/bin/env bash
# The retention purge over a copy of the large data set, with tracking writes timed during it. --reseed rebuilds the set.
set -euo pipefail
cd "$(dirname "$0")/../../backend"
NODE_PATH="$PWD/node_modules" exec node -r @swc-node/register ../bench/large-dataset/retention.ts "$@"
