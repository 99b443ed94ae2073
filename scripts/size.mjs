#!/usr/bin/env node
// npm run size: the gzip size of the JavaScript each moment of the desk loads, from the build's manifest,
// against the budgets of docs/architecture.md: login route ≤ 150 KiB, shell after login ≤ 300 KiB, every
// feature library's chunks (the delivery page kit's among them) ≤ 200 KiB each, and each media's delivery
// route ≤ 200 KiB beyond the shell after login (what opening the route loads), with the parts it loads on
// demand shown beside it and the trend chart's chunk reported apart (it loads only when the chart is
// opened), and every other page route of a feature library (the assets section's among them) ≤ 200 KiB
// beyond the shell after login too. Exits 1 when a budget is broken.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dist = path.join(root, 'dist/apps/shell');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No build found: run `npx nx run shell:build` first (npm run size does it for you).');
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const KiB = 1024;
const BUDGETS = { login: 150 * KiB, afterLogin: 300 * KiB, featureChunk: 200 * KiB, deliveryRoute: 200 * KiB, pageRoute: 200 * KiB };
// A feature library's source folder: a media's web project (libs/media-<code>/web) or a section's library.
const FEATURE_SRC = String.raw`libs/(?:media-[a-z0-9]+/web|assets|tools|org)/src`;

const gz = new Map();
const gzipOf = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(path.join(dist, file))).length);
  return gz.get(file);
};
const keyEnding = (suffix) => {
  const key = Object.keys(manifest).find((k) => k.endsWith(suffix));
  if (!key) throw new Error(`The manifest has no chunk for ${suffix}`);
  return key;
};
/** Files a chunk needs before it runs: itself and its static imports, transitively. */
function closure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, files);
  return files;
}
const union = (...sets) => new Set(sets.flatMap((s) => [...s]));
const total = (files) => [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipOf(f), 0);
const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`;

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const libIndexes = Object.keys(manifest).filter((k) => new RegExp(`${FEATURE_SRC}/index\\.ts$`).test(k));
const entry = closure(entryKey);
// The login page needs the entry and its own chunk; the route tables load once there is a session.
const login = union(entry, closure(keyEnding('pages/login/login-route.tsx')));
const afterLogin = union(
  entry,
  ...libIndexes.map((k) => closure(k)),
  closure(keyEnding('layout/main-layout/main-layout.tsx')),
  closure(keyEnding('app/route-page/route-page.tsx')),
  closure(keyEnding('pages/home/home-page.tsx')),
);

const rows = [
  ['login route', total(login), BUDGETS.login],
  ['shell after login (layout + first page)', total(afterLogin), BUDGETS.afterLogin],
];
// Feature chunks: every chunk reached only through a feature library's pages, or the page kit's.
const featureChunks = Object.entries(manifest)
  .filter(([k, c]) => new RegExp(`(${FEATURE_SRC}|libs/delivery/src)/lib/`).test(k) && c.file.endsWith('.js'))
  .map(([k, c]) => [k.replace(/^.*libs\//, 'libs/'), gzipOf(c.file)]);

// Delivery routes (shell spec §2.3, issue 12): what a media's delivery page loads beyond the shell after
// login, its page module and everything it imports, held to the budget; beside it, the same with the parts
// the page kit and the media load on demand (column settings, bulk dialogs, progress, the trend panel), but
// never the chart engine, which is measured apart. A media's line is its heaviest level.
const chartKey = Object.keys(manifest).find((k) => k.endsWith('trend-chart/trend-chart-engine.ts'));
/** Static imports always; dynamic ones into the page kit or the page's own library, never the chart engine. */
function routeClosure(key, media, files = new Set(), seen = new Set()) {
  if (seen.has(key) || key === chartKey) return files;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return files;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) routeClosure(dep, media, files, seen);
  const own = new RegExp(`libs/(delivery|media-${media}/web)/src/`);
  for (const dep of chunk.dynamicImports ?? []) if (own.test(dep)) routeClosure(dep, media, files, seen);
  return files;
}
const beyond = (files, base) => new Set([...files].filter((f) => !base.has(f)));
const deliveryPages = Object.keys(manifest)
  .map((k) => [k, /libs\/media-([a-z0-9]+)\/web\/src\/lib\/pages\/delivery-([a-z-]+)\/delivery-[a-z-]+-page\.tsx$/.exec(k)])
  .filter(([, m]) => m)
  .map(([k, m]) => ({ key: k, media: m[1], level: m[2], size: total(beyond(closure(k), afterLogin)), withOnDemand: total(beyond(routeClosure(k, m[1]), afterLogin)) }));
const deliveryRoutes = [...new Set(deliveryPages.map((p) => p.media))].map((media) =>
  deliveryPages.filter((p) => p.media === media).reduce((a, b) => (b.size > a.size ? b : a)),
);
const chart = chartKey ? total(beyond(closure(chartKey), union(afterLogin, ...deliveryPages.map((p) => routeClosure(p.key, p.media))))) : null;

// Every other page of a feature library (one folder per page, `<page>-page.tsx`): what opening its route
// loads beyond the shell after login, and with what it loads on demand from its own library.
const pageRoutes = Object.keys(manifest)
  .map((k) => [k, new RegExp(`(${FEATURE_SRC})/lib/pages/([a-z0-9-]+)/[a-z0-9-]+-page\\.tsx$`).exec(k)])
  .filter(([, m]) => m && !m[2].startsWith('delivery-'))
  .map(([k, m]) => {
    const own = new RegExp(m[1]);
    const withOwn = (key, files = new Set(), seen = new Set()) => {
      if (seen.has(key) || key === chartKey) return files;
      seen.add(key);
      const chunk = manifest[key];
      if (!chunk) return files;
      files.add(chunk.file);
      for (const dep of chunk.imports ?? []) withOwn(dep, files, seen);
      for (const dep of chunk.dynamicImports ?? []) if (own.test(dep)) withOwn(dep, files, seen);
      return files;
    };
    return { name: k.replace(/^.*libs\//, 'libs/'), size: total(beyond(closure(k), afterLogin)), withOnDemand: total(beyond(withOwn(k), afterLogin)) };
  });

let broken = 0;
console.log('JavaScript, gzip:');
for (const [name, size, budget] of rows) {
  const ok = size <= budget;
  if (!ok) broken += 1;
  console.log(`  ${ok ? 'ok  ' : 'OVER'} ${name.padEnd(42)} ${kib(size).padStart(10)}  (budget ${kib(budget)})`);
}
console.log('Delivery routes beyond the shell after login, gzip (budget 200 KiB each), and with every part they load on demand but the chart:');
if (deliveryRoutes.length === 0) console.log('  (none yet)');
for (const { media, level, size, withOnDemand } of deliveryRoutes) {
  const ok = size <= BUDGETS.deliveryRoute;
  if (!ok) broken += 1;
  console.log(`  ${ok ? 'ok  ' : 'OVER'} ${`${media} delivery (heaviest level: ${level})`.padEnd(56)} ${kib(size).padStart(10)}  (${kib(withOnDemand)} with the dialogs and trend panel)`);
}
console.log(`  the trend chart's engine, loaded when a chart opens (outside the routes): ${chart === null ? '(no chart chunk)' : kib(chart)}`);
console.log('Other page routes beyond the shell after login, gzip (budget 200 KiB each), and with what they load on demand:');
if (pageRoutes.length === 0) console.log('  (none yet)');
for (const { name, size, withOnDemand } of pageRoutes.sort((a, b) => b.size - a.size)) {
  const ok = size <= BUDGETS.pageRoute;
  if (!ok) broken += 1;
  console.log(`  ${ok ? 'ok  ' : 'OVER'} ${name.padEnd(70)} ${kib(size).padStart(10)}  (${kib(withOnDemand)} with what it loads on demand)`);
}
console.log('Feature-library chunks, gzip (budget 200 KiB each):');
if (featureChunks.length === 0) console.log('  (none yet)');
for (const [name, size] of featureChunks.sort((a, b) => b[1] - a[1])) {
  const ok = size <= BUDGETS.featureChunk;
  if (!ok) broken += 1;
  console.log(`  ${ok ? 'ok  ' : 'OVER'} ${name.padEnd(70)} ${kib(size).padStart(10)}`);
}
process.exit(broken ? 1 : 0);
