#!/usr/bin/env bash
# `npm start`: build the shell (cached by Nx when nothing changed) and serve it, with the API, from one
# process on http://localhost:4200 (PORT overrides). Data lives in .data/ (PGlite) unless DATABASE_URL is set.
# Beside it, the local receivers of the chat robots and of mail (docs/design/tools.md §4.3, apps/receivers) on
# 127.0.0.1:4310 and :2525, named in the desk's configuration so push rules and alert mail reach them and 本机接收端
# shows what arrived; they stop with the desk. TOUFANG_RECEIVERS=off starts the desk alone.
set -euo pipefail
cd "$(dirname "$0")/.."
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
nx run shell:build --output-style=stream
# ffmpeg reads the material library's videos (installed from Debian's packages when missing).
bash scripts/ensure-ffmpeg.sh
# A wider libuv pool: the metrics store's calls, file reads and password hashing share it.
export UV_THREADPOOL_SIZE="${UV_THREADPOOL_SIZE:-16}"

pids=()
# Ctrl-C reaches every process of the terminal's group; a TERM sent to this script alone is passed on.
stop() { [ ${#pids[@]} -eq 0 ] || kill -TERM "${pids[@]}" 2>/dev/null || true; }
trap stop INT TERM

if [ "${TOUFANG_RECEIVERS:-on}" != "off" ]; then
  receivers_host="${TOUFANG_RECEIVERS_HOST:-127.0.0.1}"
  receivers_http="${TOUFANG_RECEIVERS_HTTP_PORT:-4310}"
  receivers_smtp="${TOUFANG_RECEIVERS_SMTP_PORT:-2525}"
  TOUFANG_RECEIVERS_HOST="$receivers_host" TOUFANG_RECEIVERS_HTTP_PORT="$receivers_http" TOUFANG_RECEIVERS_SMTP_PORT="$receivers_smtp" \
    node --import tsx apps/receivers/src/main.ts &
  receivers_pid=$!
  pids+=("$receivers_pid")
  # Ready when both ports answer (a few seconds at most); gone early (a port taken): the desk starts without them.
  for _ in $(seq 1 100); do
    if (exec 3<>"/dev/tcp/$receivers_host/$receivers_http") 2>/dev/null && (exec 3<>"/dev/tcp/$receivers_host/$receivers_smtp") 2>/dev/null; then break; fi
    kill -0 "$receivers_pid" 2>/dev/null || break
    sleep 0.1
  done
  if kill -0 "$receivers_pid" 2>/dev/null; then
    http_origin="http://$receivers_host:$receivers_http"
    smtp_origin="smtp://$receivers_host:$receivers_smtp"
    export TOUFANG_PUSH_ALLOW="${TOUFANG_PUSH_ALLOW:+$TOUFANG_PUSH_ALLOW,}$http_origin,$smtp_origin"
    # A configured mail server stays the desk's; the local one only stands in when there is none.
    export TOUFANG_SMTP_URL="${TOUFANG_SMTP_URL:-$smtp_origin}"
    export TOUFANG_RECEIVERS_URL="$http_origin"
  else
    echo "receivers: not started (ports $receivers_http/$receivers_smtp taken?); the desk starts without 本机接收端" >&2
    pids=()
  fi
fi

node --import tsx apps/api/src/main.ts &
desk_pid=$!
pids+=("$desk_pid")
status=0
wait "$desk_pid" || status=$?
# A signal interrupts the wait while the desk is still closing: wait for it to finish, then stop the receivers.
while kill -0 "$desk_pid" 2>/dev/null; do wait "$desk_pid" || status=$?; done
if [ -n "${receivers_pid:-}" ] && kill -0 "$receivers_pid" 2>/dev/null; then
  kill -TERM "$receivers_pid" 2>/dev/null || true
  wait "$receivers_pid" 2>/dev/null || true
fi
exit "$status"
