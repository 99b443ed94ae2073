// The browser's MD5 of a 500 MB file (issue 20: time, and the longest main-thread task, goal none over 50 ms).
// `npm run bench` runs it after the widgets; alone: `node --import tsx apps/api/bench/md5-bench.ts`. It
// builds the bench page of libs/assets (src/lib/upload/file-md5/bench: md5OfFile as the upload page loads it,
// its worker a chunk of its own) with Vite, serves it, and drives it in Debian's Chromium: a file of 500
// copies of one random 1 MiB, written to a temporary folder and picked in the page's file input (a File on
// disk, as the upload page gets it), hashed in the worker (BENCH_MD5_RUNS times) and once by the main-thread
// fallback for comparison; each MD5 is checked against Node's. (A Blob made in the page was the first plan:
// this Chromium cannot read back an in-memory Blob over about 256 MiB, NotReadableError, so the file is on
// disk.) Then whether the worker works under the desk's Content-Security-Policy, on a 1 MiB Blob made in the
// page. Figures go to the terminal and dist/bench/md5.json. Size: BENCH_MD5_MIB (default 500); worker runs:
// BENCH_MD5_RUNS (default 5).
import { createHash, randomBytes } from 'node:crypto';
import { appendFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { build, preview } from 'vite';
import { REPO_ROOT } from '../src/config';
import { CSP_DIRECTIVES } from '../src/server';

const MIB = Number(process.env.BENCH_MD5_MIB ?? 500);
const RUNS = Number(process.env.BENCH_MD5_RUNS ?? 5);
const PORT = Number(process.env.BENCH_MD5_PORT ?? 6107);
const PAGE_DIR = path.join(REPO_ROOT, 'libs/assets/src/lib/upload/file-md5/bench');
const OUT_DIR = path.join(REPO_ROOT, 'dist/md5-bench');
/** Debian's Chromium as the widget bench starts it (libs/ui/catalog-e2e/catalog-server.ts, CHROMIUM_ARGS). */
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** What the bench page (bench-page.ts) answers; its own types stay in the web library. */
interface Result {
  md5: string;
  ms: number;
  longTasks: number;
  longestTaskMs: number;
  longestFrameGapMs: number;
  progressCalls: number;
}
type Mode = 'worker' | 'main-thread' | 'idle';
type BenchPage = {
  md5Bench: {
    makeBlob(chunk: string, mib: number): number;
    usePickedFile(): number;
    run(mode: Mode, idleMs?: number): Promise<Result>;
    abortAfter(ms: number): Promise<{ rejectedWith: string; afterAbortMs: number }>;
  };
};

/**
 * The resident memory (MiB) of the Chromium whose processes name `profile` (its --user-data-dir) and of their
 * children (renderers, utilities), read from /proc: what hashing the file costs the machine's memory.
 */
function chromiumRssMiB(profile: string): number {
  const procs = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  const read = (pid: string, file: string) => {
    try {
      return readFileSync(`/proc/${pid}/${file}`, 'utf8');
    } catch {
      return ''; // ended meanwhile
    }
  };
  const parent = new Map(procs.map((pid) => [pid, read(pid, 'stat').replace(/^.*\) /s, '').split(' ')[1]]));
  const ours = new Set(procs.filter((pid) => read(pid, 'cmdline').includes(profile)));
  for (let grown = true; grown; ) {
    grown = false;
    for (const [pid, ppid] of parent) if (!ours.has(pid) && ours.has(ppid)) grown = ours.add(pid).size > 0;
  }
  const kib = [...ours].reduce((sum, pid) => sum + Number(/VmRSS:\s+(\d+)/.exec(read(pid, 'status'))?.[1] ?? 0), 0);
  return Math.round(kib / 1024);
}

/** The directives as one header, the way helmet writes them (camelCase names to kebab-case). */
function cspHeader(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${values.join(' ')}`)
    .join('; ');
}

async function openBench(page: Page): Promise<void> {
  await page.goto('/');
  await page.locator('#state', { hasText: 'ready' }).waitFor({ timeout: 60_000 });
}

function hash(page: Page, mode: Mode, idleMs = 0): Promise<Result> {
  return page.evaluate(([m, ms]) => (globalThis as unknown as BenchPage).md5Bench.run(m, ms), [mode, idleMs] as const);
}

/** A run with the browser's memory sampled every 50 ms: before, and the most during. */
async function measuredHash(page: Page, mode: Mode, profile: string, idleMs = 0) {
  const rssBeforeMiB = chromiumRssMiB(profile);
  let rssPeakMiB = rssBeforeMiB;
  const sampler = setInterval(() => (rssPeakMiB = Math.max(rssPeakMiB, chromiumRssMiB(profile))), 50);
  try {
    return { mode, ...(await hash(page, mode, idleMs)), rssBeforeMiB, rssPeakMiB };
  } finally {
    clearInterval(sampler);
  }
}

/** The page's worker under a Content-Security-Policy: its MD5, or the error it ends with. */
async function underCsp(page: Page, csp: string, chunk: Buffer): Promise<string> {
  await page.route('**/*', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': csp } });
  });
  try {
    await openBench(page);
    await page.evaluate((base64) => (globalThis as unknown as BenchPage).md5Bench.makeBlob(base64, 1), chunk.toString('base64'));
    const result = await hash(page, 'worker');
    return `hashed (${result.md5})`;
  } catch (error) {
    return `failed: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`;
  } finally {
    await page.unrouteAll();
  }
}

async function main() {
  await build({ root: PAGE_DIR, configFile: false, base: './', logLevel: 'warn', build: { outDir: OUT_DIR, emptyOutDir: true } });
  const emitted = readdirSync(path.join(OUT_DIR, 'assets'));
  const workerChunk = emitted.find((file) => file.startsWith('md5.worker'));
  if (!workerChunk) throw new Error(`The build emitted no worker chunk: ${emitted.join(', ')}`);
  const server = await preview({ root: PAGE_DIR, configFile: false, build: { outDir: OUT_DIR }, preview: { port: PORT, strictPort: true }, logLevel: 'warn' });
  const folder = mkdtempSync(path.join(os.tmpdir(), 'toufang-md5-bench-'));
  // A profile of its own, so the browser's processes can be told from any other Chromium on the machine.
  const profile = path.join(folder, 'profile');
  const browser = await chromium.launchPersistentContext(profile, { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS, baseURL: `http://localhost:${PORT}` });
  try {
    const page = await browser.newPage();
    await openBench(page);
    const chunk = randomBytes(1024 * 1024);
    const file = path.join(folder, 'video.mp4');
    const whole = createHash('md5');
    for (let i = 0; i < MIB; i += 1) {
      appendFileSync(file, chunk);
      whole.update(chunk);
    }
    const expected = whole.digest('hex');
    // A local browser is handed the file's path, so the 500 MiB do not cross the DevTools protocol.
    await page.locator('#file').setInputFiles(file);
    const size = await page.evaluate(() => (globalThis as unknown as BenchPage).md5Bench.usePickedFile());
    if (size !== MIB * 1024 * 1024) throw new Error(`The page picked ${size} bytes, not ${MIB} MiB`);
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measuredHash(page, 'worker', profile));
    runs.push(await measuredHash(page, 'main-thread', profile));
    const wrong = runs.filter((r) => r.md5 !== expected);
    // The same watch over the page doing nothing for as long as the slowest worker run: the machine's own noise.
    runs.push(await measuredHash(page, 'idle', profile, Math.max(...runs.filter((r) => r.mode === 'worker').map((r) => r.ms))));
    if (wrong.length > 0) throw new Error(`The page's MD5 ${wrong[0].md5} (${wrong[0].mode}) is not Node's ${expected}`);

    // Aborting a real worker mid-file: an AbortError, and how soon.
    const aborted = await page.evaluate(() => (globalThis as unknown as BenchPage).md5Bench.abortAfter(300));
    if (aborted.rejectedWith !== 'AbortError') throw new Error(`Aborting the worker: ${JSON.stringify(aborted)}`);

    const deskCsp = cspHeader(CSP_DIRECTIVES);
    // The desk allows the worker's WebAssembly ('wasm-unsafe-eval'); without it the worker must fail.
    const withoutWasm = cspHeader({ ...CSP_DIRECTIVES, scriptSrc: CSP_DIRECTIVES.scriptSrc.filter((source) => source !== "'wasm-unsafe-eval'") });
    const csp = { desk: await underCsp(page, deskCsp, chunk), withoutWasmUnsafeEval: await underCsp(page, withoutWasm, chunk) };

    console.log(`\nThe browser's MD5 of ${MIB} MiB in Debian Chromium (worker chunk ${workerChunk}), ms:`);
    for (const r of runs) {
      console.log(
        `  ${r.mode.padEnd(12)} ${String(Math.round(r.ms)).padStart(6)} ms  ${r.mode === 'idle' ? '     -' : ((MIB / r.ms) * 1000).toFixed(0).padStart(5)} MiB/s  longest task ${Math.round(r.longestTaskMs)} ms (${r.longTasks} over 50 ms)  longest frame gap ${Math.round(r.longestFrameGapMs)} ms  ${r.progressCalls} progress calls  browser memory ${r.rssBeforeMiB} → at most ${r.rssPeakMiB} MiB`,
      );
    }
    console.log(`  aborted 300 ms in: rejected with ${aborted.rejectedWith} ${aborted.afterAbortMs.toFixed(1)} ms after the abort`);
    console.log(`  under the desk's CSP (${deskCsp.split('; ')[1]}): ${csp.desk}`);
    console.log(`  without 'wasm-unsafe-eval' in script-src: ${csp.withoutWasmUnsafeEval}`);
    const out = path.join(REPO_ROOT, 'dist/bench');
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, 'md5.json'), JSON.stringify({ measuredAt: new Date().toISOString(), mib: MIB, expected, runs, aborted, csp }, null, 2) + '\n');
  } finally {
    await browser.close();
    rmSync(folder, { recursive: true, force: true });
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  }
}

await main();
