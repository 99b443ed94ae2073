#!/usr/bin/env bash
# `npm run bench`: the server's latency at 10 concurrent requests (login, user info, message search).
# Figures go to the terminal and to dist/bench/.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p dist/bench
node --import tsx apps/api/bench/server-bench.ts
