#!/usr/bin/env bash
# `npm test`: every check, in the order a failure is cheapest to find. Installs what it needs (Debian's
# Chromium, ffmpeg, PostgreSQL, ClickHouse) when missing. Ends with one line `N passed, N failed`.
set -uo pipefail
cd "$(dirname "$0")/.."
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false FORCE_COLOR=0 VITE_CONFIG_NATIVE_IGNORE_WARNING=true
export REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true
LOG_DIR="tmp/test-logs"
# The machine's CPU counters at the start (user nice system idle iowait …, /proc/stat): the run's closing line
# says how much of both cores stood idle, the room a better order of the steps still has.
cpu_at_start=$(head -1 /proc/stat 2>/dev/null)
rm -rf "$LOG_DIR" && mkdir -p "$LOG_DIR"
failed_steps=()

# The CPU a step's processes used (user + system, of every process it waited for), from bash's `times`
# run in the step's own subshell: with the wall time it shows which steps the two cores are spent on.
timed() {
  local log="$1"; shift
  ( "$@" >"$log" 2>&1; rc=$?; times >"$log.cpu"; exit $rc )
}
cpu_of() {
  # The second line of `times`: the children's user and system time, as 1m2.345s 0m6.789s.
  sed -n 2p "$1.cpu" 2>/dev/null | awk '{ s = 0; for (i = 1; i <= 2; i++) { split($i, p, "m"); s += p[1] * 60 + p[2] } printf "%d", s }'
}

step() {
  local name="$1"; shift
  local log="$LOG_DIR/${name// /-}.log"
  local started=$SECONDS
  echo "▶ $name"
  if timed "$log" "$@"; then
    echo "  ✓ $name ($((SECONDS - started)) s, ended at $SECONDS s, $(cpu_of "$log") s CPU)"
  else
    echo "  ✗ $name ($((SECONDS - started)) s, ended at $SECONDS s, $(cpu_of "$log") s CPU): last lines of $log"
    tail -n 60 "$log" | sed 's/^/    /'
    failed_steps+=("$name")
  fi
}

# A step started in the background (its command's exit status goes to a file beside its log), and its
# result reported like `step` once `finish_step` has waited for it.
# Its own wall time (start to end, written when it ends) and when it ended in the run, since `finish_step`
# may wait for it long after it ended.
declare -A bg_pid
start_step() {
  local name="$1"; shift
  local log="$LOG_DIR/${name// /-}.log"
  echo "▶ $name (alongside the next steps, from $SECONDS s)"
  ( local started=$SECONDS; timed "$log" "$@"; rc=$?; echo "$((SECONDS - started)) s, ended at $SECONDS s" >"$log.time"; echo $rc >"$log.status" ) &
  bg_pid[$name]=$!
}
finish_step() {
  local name="$1"
  local log="$LOG_DIR/${name// /-}.log"
  wait "${bg_pid[$name]}"
  if [ "$(cat "$log.status" 2>/dev/null)" = 0 ]; then
    echo "  ✓ $name ($(cat "$log.time"), $(cpu_of "$log") s CPU)"
  else
    echo "  ✗ $name ($(cat "$log.time" 2>/dev/null), $(cpu_of "$log") s CPU): last lines of $log"
    tail -n 60 "$log" | sed 's/^/    /'
    failed_steps+=("$name")
  fi
}

# The steps that only compute (lint, typecheck, the unit, contract and generator runs) run at a lower CPU
# priority than the journeys and the widget catalog: a browser and its desk wait on each answer, and when
# both cores were taken by the batch steps a journey's page met its bound on a busy CI machine (the delivery
# journey, 420 s, 2026-11-30). The batch steps take every cycle the browsers leave, so the run is as long.
# A shell function, so it goes first on a line (`batch env … npx …`): `env` runs programs, not functions.
batch() { nice -n 10 "$@"; }

# PostgreSQL and ClickHouse are private to the run (their own folders and ports), started by the contract
# step on them and stopped at the end whatever happened (stopping one that never started does nothing).
cleanup() {
  bash scripts/ensure-postgres.sh stop
  bash scripts/ensure-clickhouse.sh stop
}
trap cleanup EXIT

# Each run of the contract suites (vitest.contract-all.config.ts: every library's contract suite in one
# vitest start-up) shares one seeded template database, built by its first suite into the run's folder
# (apps/api/src/testing/contract-global-setup.ts).
TEMPLATES="$PWD/tmp/contract-templates"
rm -rf "$TEMPLATES"
# The second contract run pairs PostgreSQL with the metrics store's scale engine, ClickHouse (the first:
# PGlite with the embedded DuckDB), on the suites where the engine makes a difference (below). Its files
# reset the one database's schema, so they run one after another: about one core for the whole run, the
# run's longest chain of work after the journeys, so it starts first, beside the static checks.
# PGlite is PostgreSQL itself, built for one process: the same parser, planner and SQL. What the second run
# adds is what differs on a real server: the pg driver and its types, many connections at once (the durable
# jobs' claims, the gateways' pacing across processes, the creation waves' restarts), PostgreSQL's own version
# for the migrations and the seed, and ClickHouse's SQL for every read and write of figures. Its suites are
# those (docs/decisions.md); the rest (logins, organisation, the libraries of materials, titles, packs and
# properties, the templates) is the same SQL on the same engine, run once on PGlite. One media's port suite
# stands for the six: their pacing and lock-outs are the shared gateway's. The tools that read figures over windows
# and pivots (AI助手's rounds, 效果分析报告 and 退货日志, 广告诊断's medians, 首页's hour slices) run on both.
ENGINE_SUITES=(
  apps/api/src/smoke.contract.spec.ts apps/api/src/system.contract.spec.ts apps/api/src/seed/ apps/api/src/media/
  libs/server/accounts/ libs/server/delivery/ libs/server/jobs/ libs/server/media/ libs/server/metrics/ libs/server/creation-tasks/
  libs/server/sandbox/ libs/server/audit/ libs/server/assets/src/lib/materials/summary/ libs/media-toutiao/server/src/port.contract.spec.ts
  libs/server/ai-rules/ libs/server/insights/ libs/server/diagnosis/ libs/server/home/
)
# The two servers run as daemons, so their CPU is in no step's figure: over this run on its own, PostgreSQL's
# backends 52 s and ClickHouse 26 s beside the run's own 125 s, and ClickHouse idle 0.07 s a minute and a half
# (its config keeps no system log tables), 2026-12-01. A test server's copy of the template database and its
# drop cost PostgreSQL 0.54 s, 0.33 s since the copy takes the files (libs/server/testing/src/lib/template.ts).
contract_postgres() {
  local pg_url ch_url
  pg_url="$(TOUFANG_PG_AUTOVACUUM=off batch bash scripts/ensure-postgres.sh 2>"$LOG_DIR/postgres-setup.log")" || { echo "PostgreSQL could not be started:"; cat "$LOG_DIR/postgres-setup.log"; return 1; }
  ch_url="$(batch bash scripts/ensure-clickhouse.sh 2>"$LOG_DIR/clickhouse-setup.log")" || { echo "ClickHouse could not be started:"; cat "$LOG_DIR/clickhouse-setup.log"; return 1; }
  # The HTTP edge's suites run on PGlite only (EDGE_SUITES in vitest.shared.ts), and so do the suites whose
  # subject the engine does not change (those not in ENGINE_SUITES above).
  batch env DATABASE_URL="$pg_url" TOUFANG_METRICS=clickhouse CLICKHOUSE_URL="$ch_url" TOUFANG_CONTRACT_TEMPLATE_DIR="$TEMPLATES/postgres" \
    TOUFANG_CONTRACT_WITHOUT_EDGE=1 npx vitest run --config vitest.contract-all.config.ts "${ENGINE_SUITES[@]}"
  local rc=$?
  # Their memory and CPU go to the steps still running.
  cleanup
  return $rc
}

step "install chromium" bash scripts/ensure-chromium.sh
# ffmpeg (the material library reads videos with it, its tests make videos with it, and a fresh desk draws
# its demo videos with it) installs beside the first steps; the journeys wait for it.
start_step "install ffmpeg" bash scripts/ensure-ffmpeg.sh
# The Nx targets are inferred from the projects' own config files (docs/architecture.md). Where one tool run
# over every project does the same check with one start-up (lint, typecheck, the unit and the contract
# tests), npm test runs that tool once over the same configs (docs/decisions.md).
step "build" nx run shell:build --output-style=stream
# The run is CPU-bound on two cores: the steps are ordered so that two cores stay busy until the end, the
# longest chains first (the journeys, then the contract run on PostgreSQL), the rest beside them. Every
# bound in the suites is written for a busy machine.
contract_second="contract tests on PostgreSQL and ClickHouse"
start_step "$contract_second" contract_postgres
# The journeys wait far more than they compute (one browser, one desk), so they start as soon as the shell
# is built and ffmpeg is there, and run beside everything else.
journeys="journeys (Playwright, Chromium)"
start_step "$journeys" bash -c 'while [ ! -f "$0" ]; do sleep 1; done; nx run shell-e2e:e2e --output-style=stream' "$LOG_DIR/install-ffmpeg.log.status"
# The widget catalog needs Chromium, not ffmpeg: it builds and opens its stories beside the static checks.
catalog="widget catalog (build, every story in Chromium)"
start_step "$catalog" nx run ui-catalog-e2e:e2e --output-style=stream
# One eslint over the workspace (the root eslint.config.mjs is every project's config): `nx run-many -t lint`
# starts eslint once per project, and each start loads the plugins and the project graph again (377 s of
# CPU against 70 s, 2026-11-29). openapi's lint is the contract's own (redocly).
step "lint" batch bash -c 'npx eslint . && nx run openapi:lint --output-style=stream'
step "module boundaries" batch nx run boundaries:test --output-style=stream
# One program per set of compiler options (scripts/typecheck.mjs), each file under its project's own options:
# the 47 per-project programs checked the shared libraries again in each importer (235 s of CPU against 47 s).
step "typecheck" batch node scripts/typecheck.mjs
step "generated client is fresh" batch nx run openapi:check-client --output-style=stream
finish_step "install ffmpeg"
finish_step "$catalog"
# The first contract run: PGlite in memory and DuckDB in each file's temporary folder, every server on a
# free port, so its files run two at a time. It starts beside the unit run, not after it: run one after the
# other, the two were the run's longest chain (unit 714 s, then this run 639 s, 2026-11-30), while the
# cores had room beside each (both computed at about two thirds of a core).
contract_first="contract tests on PGlite and DuckDB"
start_step "$contract_first" batch env -u DATABASE_URL -u TOUFANG_METRICS -u CLICKHOUSE_URL TOUFANG_CONTRACT_TEMPLATE_DIR="$TEMPLATES/pglite" \
  npx vitest run --config vitest.contract-all.config.ts --maxWorkers=2 --fileParallelism
# The generator check works in its own copy of the workspace (tmp/generator-check, its own Nx cache and
# PGlite folders). It runs beside the unit run: after it, it was the run's last 124 s with a core and a half
# busy (2026-11-30), minutes the unit and contract runs now fill.
generators="generators (a new media, a page and a query pass lint, typecheck and test unchanged)"
start_step "$generators" batch bash scripts/check-generators.sh
# Every project's unit tests in one vitest run (vitest.all.config.ts): one start-up, one pool of two workers, and
# one vitest project per test environment, whose workers import the shared libraries once (556 s of CPU with a
# project per library against 369 s, 2026-12-01; one vitest per project cost 1104 s against 781 s, 2026-11-29).
step "unit and component tests" batch npx vitest run --config vitest.all.config.ts --project '!boundaries' --maxWorkers=2
finish_step "$generators"
finish_step "$contract_first"
finish_step "$contract_second"
rm -rf "$TEMPLATES"
finish_step "$journeys"
# What the journeys' desk saw (apps/shell-e2e/playwright.config.ts keeps its log at info level): its warnings
# and errors, then its last requests, when a journey failed.
desk_log="$LOG_DIR/journey-desk.log"
if [ "$(cat "$LOG_DIR/journeys-(Playwright,-Chromium).log.status" 2>/dev/null)" != 0 ] && [ -f "$desk_log" ]; then
  echo "  The journeys' desk: its warnings and errors, then its last lines ($desk_log)"
  grep -E '"level":(40|50|60)' "$desk_log" | tail -n 20 | cut -c1-400 | sed 's/^/    /'
  echo "    …"
  # Its last lines, without the info lines of requests that went well (they pushed the failures' names out
  # of the view a CI run keeps, 2026-11-30).
  grep -vE '"level":30,.*"msg":"(incoming request|request completed)"' "$desk_log" | tail -n 10 | cut -c1-400 | sed 's/^/    /'
fi

# Last, what failed and why, a few lines a failed step: a view of a CI run that keeps only the end of its
# output then still names every failing test, wherever its step's own report stands above.
if [ ${#failed_steps[@]} -gt 0 ]; then
  echo "What failed:"
  for name in "${failed_steps[@]}"; do
    echo "  $name:"
    sed -E 's/\x1b\[[0-9;]*m//g' "$LOG_DIR/${name// /-}.log" 2>/dev/null \
      | grep -E '✘|✗|^ *× | FAIL |^ *[0-9]+\) |Error:|Expected|Received|failed at' | grep -v 'Error Context' | head -n 24 | cut -c1-300 | sed 's/^/    /'
  done
fi

# One closing line for the whole run, counted from the runners' own summaries.
passed=$(cat "$LOG_DIR"/*.log | sed -E 's/\x1b\[[0-9;]*m//g' | grep -E 'Tests +[0-9]+ (passed|failed)' | grep -oE '[0-9]+ passed' | awk '{s+=$1} END {print s+0}')
failed=$(cat "$LOG_DIR"/*.log | sed -E 's/\x1b\[[0-9;]*m//g' | grep -E 'Tests +.*[0-9]+ failed' | grep -oE '[0-9]+ failed' | awk '{s+=$1} END {print s+0}')
# Playwright's summaries: the journeys and the widget catalog.
for pw_log in "$LOG_DIR/journeys-(Playwright,-Chromium).log" "$LOG_DIR/widget-catalog-(build,-every-story-in-Chromium).log"; do
  pw_passed=$(sed -E 's/\x1b\[[0-9;]*m//g' "$pw_log" 2>/dev/null | grep -oE '[0-9]+ passed \(' | grep -oE '[0-9]+' | tail -1)
  pw_failed=$(sed -E 's/\x1b\[[0-9;]*m//g' "$pw_log" 2>/dev/null | grep -oE '[0-9]+ failed$' | grep -oE '[0-9]+' | tail -1)
  passed=$((passed + ${pw_passed:-0}))
  failed=$((failed + ${pw_failed:-0}))
done
idle_share() {
  local end; end=$(head -1 /proc/stat 2>/dev/null)
  [ -n "$cpu_at_start" ] && [ -n "$end" ] || return 0
  awk -v a="$cpu_at_start" -v b="$end" 'BEGIN { n = split(a, x, " "); split(b, y, " "); t = 0; for (i = 2; i <= n; i++) t += y[i] - x[i]; idle = (y[5] - x[5]) + (y[6] - x[6]); if (t > 0) printf "CPU idle over the run: %d%%\n", 100 * idle / t }'
}
idle_share
echo "npm test: $SECONDS s"
if [ ${#failed_steps[@]} -gt 0 ]; then
  echo "Failed steps: ${failed_steps[*]}"
  [ "$failed" -eq 0 ] && failed=${#failed_steps[@]}
  echo "tests: $passed passed, $failed failed"
  exit 1
fi
echo "tests: $passed passed, $failed failed"
