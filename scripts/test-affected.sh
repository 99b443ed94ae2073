#!/usr/bin/env bash
# `npm run test:affected`: lint, typecheck, unit tests and contract tests of the projects a change touches,
# and nothing else. Base and head come from NX_BASE and NX_HEAD (what a hosted CI sets, see
# docs/affected.md); by default the change is everything since this branch left main, uncommitted work
# included. `npm test` (and .ci/run) keeps running the whole suite.
set -euo pipefail
cd "$(dirname "$0")/.."
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false VITE_CONFIG_NATIVE_IGNORE_WARNING=true
base="${NX_BASE:-$(git merge-base HEAD main 2>/dev/null || git rev-parse HEAD)}"
head="${NX_HEAD:-}"
range=(--base="$base")
[ -n "$head" ] && range+=(--head="$head")
echo "affected since ${base:0:12}${head:+ up to ${head:0:12}}:"
nx show projects --affected "${range[@]}" | sort | sed 's/^/  /'
# The material library's tests make and read videos with ffmpeg (installed when missing).
bash scripts/ensure-ffmpeg.sh
nx affected -t lint typecheck test "${range[@]}" --parallel=2 --output-style=stream
env -u DATABASE_URL nx affected -t contract "${range[@]}" --parallel=1 --output-style=stream
