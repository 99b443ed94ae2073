#!/usr/bin/env bash
# Starts a private PostgreSQL cluster for the contract tests (installing Debian's PostgreSQL when it is
# missing) and prints the DATABASE_URL to use. `scripts/ensure-postgres.sh stop` stops it.
# The cluster lives in a throwaway folder and listens on loopback only.
set -euo pipefail
PGPORT="${TOUFANG_PG_PORT:-54329}"
PGDATA_DIR="${TOUFANG_PG_DIR:-/tmp/toufang-pg}"
find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
BIN="$(find_bin)"
if [ "${1:-}" = "stop" ]; then
  [ -n "$BIN" ] && [ -f "$PGDATA_DIR/PG_VERSION" ] && as_pg() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; } && as_pg "$BIN/pg_ctl" -D "$PGDATA_DIR" -m fast stop >/dev/null 2>&1 || true
  exit 0
fi
if [ -z "$BIN" ] || [ ! -x "$BIN/initdb" ]; then
  echo "Installing Debian's PostgreSQL…" >&2
  export DEBIAN_FRONTEND=noninteractive
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get -o DPkg::Lock::Timeout=600 update -qq >&2
  $SUDO apt-get -o DPkg::Lock::Timeout=600 install -y -qq postgresql >/dev/null
  BIN="$(find_bin)"
fi
# PostgreSQL refuses to run as root: run the private cluster as the postgres user when we are root.
as_pg() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
if ! as_pg "$BIN/pg_isready" -h 127.0.0.1 -p "$PGPORT" -q 2>/dev/null; then
  rm -rf "$PGDATA_DIR"
  mkdir -p "$PGDATA_DIR"
  [ "$(id -u)" -eq 0 ] && chown postgres "$PGDATA_DIR"
  as_pg "$BIN/initdb" -D "$PGDATA_DIR" -U toufang --auth=trust --encoding=UTF8 --no-locale >/dev/null
  # A throwaway cluster: nothing to recover after a crash (fsync, full pages, WAL beyond the minimum). npm test
  # turns autovacuum off too (TOUFANG_PG_AUTOVACUUM=off: its databases live minutes; a desk or a bench keeps its
  # statistics). The server's CPU over the delivery and jobs suites: 13.0–13.4 s with fsync=off alone, 11.2–11.6 s
  # with all of these (two runs each, 2026-12-01).
  local_settings="-c fsync=off -c full_page_writes=off -c synchronous_commit=off -c wal_level=minimal -c max_wal_senders=0 -c autovacuum=${TOUFANG_PG_AUTOVACUUM:-on}"
  as_pg "$BIN/pg_ctl" -D "$PGDATA_DIR" -o "-p $PGPORT -c listen_addresses=127.0.0.1 -k $PGDATA_DIR $local_settings" -l "$PGDATA_DIR/server.log" -w start >/dev/null
  as_pg "$BIN/createdb" -h 127.0.0.1 -p "$PGPORT" -U toufang toufang
fi
echo "postgres://toufang@127.0.0.1:$PGPORT/toufang"
