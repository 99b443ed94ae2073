#!/usr/bin/env bash
# Starts a private ClickHouse server for the metrics store's tests and bench (installing Debian's
# clickhouse-server when it is missing) and prints the CLICKHOUSE_URL to use. `scripts/ensure-clickhouse.sh
# stop` stops it. The server keeps its data in a throwaway folder and listens on loopback only.
set -euo pipefail
HTTP_PORT="${TOUFANG_CH_PORT:-18124}"
TCP_PORT="${TOUFANG_CH_TCP_PORT:-19004}"
DIR="${TOUFANG_CH_DIR:-/tmp/toufang-ch}"
URL="http://127.0.0.1:$HTTP_PORT"
BIN=/usr/sbin/clickhouse-server
as_ch() { if [ "$(id -u)" -eq 0 ]; then runuser -u clickhouse -- "$@"; else "$@"; fi; }
ready() { curl -fsS "$URL/ping" >/dev/null 2>&1; }

if [ "${1:-}" = "stop" ]; then
  if [ -f "$DIR/clickhouse.pid" ]; then
    pid="$(cat "$DIR/clickhouse.pid")"
    kill "$pid" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
  fi
  exit 0
fi

if [ ! -x "$BIN" ]; then
  echo "Installing Debian's ClickHouse…" >&2
  export DEBIAN_FRONTEND=noninteractive
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get -o DPkg::Lock::Timeout=600 update -qq >&2
  $SUDO apt-get -o DPkg::Lock::Timeout=600 install -y -qq clickhouse-server >/dev/null
fi

if ! ready; then
  rm -rf "$DIR"
  mkdir -p "$DIR/data" "$DIR/tmp" "$DIR/user_files" "$DIR/format_schemas"
  # 18.16's configuration: the root element is <yandex>. Small caches: the machine is shared.
  cat >"$DIR/config.xml" <<EOF
<?xml version="1.0"?>
<yandex>
  <logger><level>warning</level><log>$DIR/server.log</log><errorlog>$DIR/server.err.log</errorlog><size>10M</size><count>1</count></logger>
  <http_port>$HTTP_PORT</http_port>
  <tcp_port>$TCP_PORT</tcp_port>
  <listen_host>127.0.0.1</listen_host>
  <max_concurrent_queries>100</max_concurrent_queries>
  <uncompressed_cache_size>268435456</uncompressed_cache_size>
  <mark_cache_size>268435456</mark_cache_size>
  <path>$DIR/data/</path>
  <tmp_path>$DIR/tmp/</tmp_path>
  <user_files_path>$DIR/user_files/</user_files_path>
  <format_schema_path>$DIR/format_schemas/</format_schema_path>
  <users_config>$DIR/users.xml</users_config>
  <default_profile>default</default_profile>
  <default_database>default</default_database>
  <timezone>Asia/Shanghai</timezone>
  <mlock_executable>false</mlock_executable>
</yandex>
EOF
  cat >"$DIR/users.xml" <<EOF
<?xml version="1.0"?>
<yandex>
  <profiles><default><max_memory_usage>4000000000</max_memory_usage><load_balancing>random</load_balancing></default></profiles>
  <users><default><password></password><networks><ip>127.0.0.1</ip><ip>::1</ip></networks><profile>default</profile><quota>default</quota></default></users>
  <quotas><default><interval><duration>3600</duration><queries>0</queries><errors>0</errors><result_rows>0</result_rows><read_rows>0</read_rows><execution_time>0</execution_time></interval></default></quotas>
</yandex>
EOF
  [ "$(id -u)" -eq 0 ] && chown -R clickhouse "$DIR"
  as_ch "$BIN" --config-file="$DIR/config.xml" --pid-file="$DIR/clickhouse.pid" --daemon
  for _ in $(seq 1 100); do ready && break; sleep 0.2; done
  if ! ready; then
    echo "ClickHouse did not start; last lines of its log:" >&2
    tail -n 20 "$DIR/server.err.log" >&2 2>/dev/null || true
    exit 1
  fi
fi
echo "$URL"
