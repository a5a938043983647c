#!/usr/bin/env bash
# Seeds (once) the large data set into its own database and times the app's queries over it. --reseed rebuilds it.
set -euo pipefail
cd "$(dirname "$0")/../../backend"
NODE_PATH="$PWD/node_modules" exec node -r @swc-node/register ../bench/large-dataset/large-dataset.ts "$@"
