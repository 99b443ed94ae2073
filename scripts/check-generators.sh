#!/usr/bin/env bash
# Proves the workspace generators' promise: in a copy of the workspace, `media` adds a seventh media, `page`
# puts a page on one of its routes and on a new route, `query` adds a call, and with no edit by hand every
# project they touched passes lint, typecheck and its tests, and the typed client is fresh.
# The copy lives in tmp/generator-check (node_modules linked, not copied); the workspace is never written.
set -euo pipefail
cd "$(dirname "$0")/.."
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false FORCE_COLOR=0 VITE_CONFIG_NATIVE_IGNORE_WARNING=true
root=$(pwd)
copy="$root/tmp/generator-check"
log="$root/tmp/generator-check.log"
rm -rf "$copy" && mkdir -p "$copy"
# Tracked and new files as they are now, without what git ignores (node_modules, dist, .nx, .data).
git ls-files -z --cached --others --exclude-standard | (cd "$root" && tar --null -T - -cf -) | tar -C "$copy" -xf -
ln -s "$root/node_modules" "$copy/node_modules"
cd "$copy"

# Each command with its wall time, so the log shows where the check's minutes go.
run() {
  local started=$SECONDS rc=0
  echo "\$ $*" >>"$log"
  "$@" >>"$log" 2>&1 || rc=$?
  echo "($([ "$rc" -eq 0 ] && echo ok || echo "exit $rc"), $((SECONDS - started)) s)" >>"$log"
  return $rc
}
: >"$log"
# What the generators write is newer than this mark (the copy itself is older by at least a second).
sleep 1 && touch .generation-start
fail() { echo "generator check failed at: $1 (full log: tmp/generator-check.log)"; tail -n 40 "$log"; exit 1; }

run npx nx g @toufang/workspace-plugin:media weibo --displayName=微博广告 --no-interactive || fail "media generator"
# `media` shows a page on every route it makes (the route walk asks it of every table), so the page generator
# adds a route here; its other mode, a page on a route a table already has, is its own spec's.
run npx nx g @toufang/workspace-plugin:page keyword-report --project=media-weibo --route=weiboKeywordReport \
  --path=weibo-app/promote/weibo/keyword-report --title=关键词报告 --no-interactive || fail "page generator (new route)"
run npx nx g @toufang/workspace-plugin:query /api/user/filter_template/list --project=media-weibo --name=filterTemplates --no-interactive || fail "query generator"

# What the generators touched: the new media's three projects (web, server, limits), the registry (domain),
# the shell's loaders, the contract and its client (api, api-server), and the boundary rules that now know
# the new scope. The tests are those
# of every project that reads the media lists: the registry's own, the account pages of org, the shell, the
# two widgets that list media, the boundary check, and the server's media lookups against the real server.
# Lint reads files one by one, so it reads what the generators wrote or edited (with the boundary rules they
# edited); the main run lints the rest as it was. Types flow across files, so typecheck takes every project
# (scripts/typecheck.mjs finds the new media's three).
mapfile -t written < <(find . \( -path ./node_modules -o -path ./tmp -o -path ./dist -o -path ./.nx \) -prune -o -type f -newer .generation-start \( -name '*.ts' -o -name '*.tsx' -o -name '*.mjs' \) -print)
[ "${#written[@]}" -gt 0 ] || fail "the generators wrote no source file"
run npx eslint "${written[@]}" || fail "lint of the generated code"
run node scripts/typecheck.mjs || fail "typecheck of the generated code"
run npx nx run openapi:check-client --output-style=stream || fail "the typed client is stale after the media generator"
# One vitest run for the tests (vitest.all.config.ts finds the new media's projects by their folders), so the
# check pays one start-up: the new media's projects, and of the rest the tests of what reads the media list:
# the registry's files, the shell's routes and layout, org's routes and account form, the demo's history and
# the material plans every media must accept, the two widgets that list media and the boundary check. The main
# run has already run everything on the same code less the new media. Left to it (2026-11-30, for the 20
# minutes): the whole demo seed into a database (the new media's seeded accounts are its own sandbox's, tested
# in its projects) and the account list page, each a whole render or seed for a list the registry already gives.
# Of the shell's app, only its route tables read the media list: its version check, session, upgrade notice,
# chunk reload and analytics tests (seven files of imports for nothing the new media changes) are the main run's.
registry_tests=(libs/domain/src/lib/{media,media-terms,media-route-paths,delivery-hierarchy,delivery-metrics,title-rules}.spec.ts)
seed_tests=(apps/api/src/seed/{history,name-rules}.spec.ts apps/api/src/seed/material-files/plan.spec.ts)
run npx vitest run --config vitest.all.config.ts --maxWorkers=2 libs/media-weibo/ "${registry_tests[@]}" apps/shell/src/app/routes/ apps/shell/src/layout/main-layout/ \
  libs/org/src/lib/routes.spec.ts libs/org/src/lib/pages/media-account-add/ "${seed_tests[@]}" workspace/boundaries/ \
  libs/ui/src/lib/media-account-select/ libs/ui/src/lib/placement-tree/ || fail "tests of the generated code"
# The port contract suite against the new media's sandbox (the server's lookups read the registry, whose tests
# ran above; their suite seeds a whole template database and runs in the main run).
run env -u DATABASE_URL npx vitest run --config vitest.contract-all.config.ts libs/media-weibo/server/ \
  || fail "the port contract suite against the new media's sandbox"
echo "generator check: media, page (on a new route) and query generated; the ${#written[@]} files they wrote lint clean; every project typechecks, the client is fresh, and the touched projects' tests pass"
