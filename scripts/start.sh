#!/usr/bin/env bash
# `npm start`: build the shell (cached by Nx when nothing changed) and serve it, with the API, from one
# process on http://localhost:4200 (PORT overrides). Data lives in .data/ (PGlite) unless DATABASE_URL is set.
set -euo pipefail
cd "$(dirname "$0")/.."
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
nx run shell:build --output-style=stream
# ffmpeg reads the material library's videos (installed from Debian's packages when missing).
bash scripts/ensure-ffmpeg.sh
# A wider libuv pool: the metrics store's calls, file reads and password hashing share it.
export UV_THREADPOOL_SIZE="${UV_THREADPOOL_SIZE:-16}"
exec node --import tsx apps/api/src/main.ts
