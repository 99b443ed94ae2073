#!/usr/bin/env bash
# `npm run bench`: the server's latency at 10 concurrent requests (login, user info, message search), and
# version.json, user info and a real login during a 16-way login flood (apps/api/bench/login-flood.ts), the
# metrics store's ad-level page on each engine (apps/api/bench/metrics-bench.ts), 效果分析报告's pivot, 首页's figures and one round of
# AI助手 rules (apps/api/bench/effect-report-bench.ts, home-bench.ts, ai-rules-bench.ts), 素材库's list and 上传素材's
# throughput (apps/api/bench/material-bench.ts, material-upload-bench.ts), then
# the widgets' heavy interactions in Debian's Chromium on the built catalog (region tree, 100 pasted titles,
# a full schedule drag, the 200-row and 10,000-row tables, the 300-column search, the 5,000-node tree), and batch
# creation (issue 22): 1,000 ads created across 20 sandbox accounts with a restart in the middle, and the editor's
# preview of 1,000 ads in the built shell. Figures go to the terminal and to dist/bench/.
set -euo pipefail
cd "$(dirname "$0")/.."
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
mkdir -p dist/bench
# A wider libuv pool, as `npm start` gives the server (scripts/start.sh).
export UV_THREADPOOL_SIZE="${UV_THREADPOOL_SIZE:-16}"
node --import tsx apps/api/bench/server-bench.ts
# The delivery tables' ad-level page on the metrics store's engines (DuckDB, ClickHouse, PostgreSQL's raw query).
node --import tsx apps/api/bench/metrics-bench.ts
# 效果分析报告's pivot: 90 days × every account by media and day, on each engine (goal p50 ≤ 300 ms, issue 23).
node --import tsx apps/api/bench/effect-report-bench.ts
# 首页's figures through the server (issue 24): p50 and p99 one at a time and 10 at once, warm and cold (the first
# request after a sync), over 8 days of every account's hourly rows (goal p50 ≤ 150 ms at 10 concurrent).
node --import tsx apps/api/bench/home-bench.ts
# AI助手: one round of 500 rules over 100,000 ads (goal < 10 s, issue 23), then its edits' calls to the sandbox
# media against the fewest possible.
node --import tsx apps/api/bench/ai-rules-bench.ts
# 素材库's list over 50,000 materials (issue 20).
node --import tsx apps/api/bench/material-bench.ts
# 上传素材's throughput: 1 MB images and a 50 MB video through the server (folder, S3 adapter) and straight to the store.
node --import tsx apps/api/bench/material-upload-bench.ts
# 命名解析: parseName over 100,000 names of the seeded rule (goal < 1 s, issue 21).
node --import tsx apps/api/bench/name-rule-bench.ts
# Batch creation (issue 22): 1,000 ads across 20 toutiao sandbox accounts: time, calls against the fewest
# possible, the achieved rate against the allowed one; then the server killed in the middle of a wave and
# started again: nothing created twice.
node --import tsx apps/api/bench/creation-bench.ts
# 直播间实时大屏's push channel (issue 24): 200 screens of 20 people on the company's living rooms for 3 minutes, 50 cut
# and reconnected halfway: each tick's delay (goal ≤ 2 s), missed minutes (goal none), server CPU and RSS, media calls.
node --import tsx apps/api/bench/live-bench.ts
bash scripts/ensure-chromium.sh >/dev/null
nx run ui:catalog --output-style=static >/dev/null
node --import tsx libs/ui/catalog-e2e/widget-bench.ts
node --import tsx apps/api/bench/md5-bench.ts
# The region tree inside the property kit's targeting editor (issue 21): tick all and search, goal < 100 ms.
node --import tsx apps/api/bench/targeting-bench.ts
# The creation editor's preview of 1,000 ads across 20 accounts in the built shell (goal < 1 s, no task over 50 ms).
nx run shell:build --output-style=static >/dev/null
node --import tsx apps/api/bench/creation-preview-bench.ts
