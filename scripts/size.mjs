#!/usr/bin/env node
// npm run size: the gzip size of the JavaScript each moment of the desk loads, from the build's manifest,
// against the budgets of docs/architecture.md: login route ≤ 150 KiB, shell after login ≤ 300 KiB, and
// every feature library's chunks ≤ 200 KiB each. Exits 1 when a budget is broken.
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
const BUDGETS = { login: 150 * KiB, afterLogin: 300 * KiB, featureChunk: 200 * KiB };

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
const libIndexes = Object.keys(manifest).filter((k) => /libs\/(media-[a-z]+|assets|tools|org)\/src\/index\.ts$/.test(k));
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
// Feature chunks: every chunk reached only through a feature library's pages.
const featureChunks = Object.entries(manifest)
  .filter(([k, c]) => /libs\/(media-[a-z]+|assets|tools|org)\/src\/lib\//.test(k) && c.file.endsWith('.js'))
  .map(([k, c]) => [k.replace(/^.*libs\//, 'libs/'), gzipOf(c.file)]);

let broken = 0;
console.log('JavaScript, gzip:');
for (const [name, size, budget] of rows) {
  const ok = size <= budget;
  if (!ok) broken += 1;
  console.log(`  ${ok ? 'ok  ' : 'OVER'} ${name.padEnd(42)} ${kib(size).padStart(10)}  (budget ${kib(budget)})`);
}
console.log('Feature-library chunks, gzip (budget 200 KiB each):');
if (featureChunks.length === 0) console.log('  (none yet)');
for (const [name, size] of featureChunks.sort((a, b) => b[1] - a[1])) {
  const ok = size <= BUDGETS.featureChunk;
  if (!ok) broken += 1;
  console.log(`  ${ok ? 'ok  ' : 'OVER'} ${name.padEnd(70)} ${kib(size).padStart(10)}`);
}
process.exit(broken ? 1 : 0);
