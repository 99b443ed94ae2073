// The page of the browser-MD5 bench (apps/api/bench/md5-bench.ts builds it with Vite and drives it in
// Chromium). It stands alone, not in the widget catalog: libs/ui may not import a feature library, and this
// measures md5OfFile as the upload page will load it, worker chunk and all.
import { md5OfFile } from '../md5-of-file';

export interface Md5BenchResult {
  md5: string;
  ms: number;
  /** Long tasks (over 50 ms, the Long Tasks API's threshold) on the page's thread while hashing. */
  longTasks: number;
  longestTaskMs: number;
  /** The longest time between two animation frames while hashing (a frozen page shows here too). */
  longestFrameGapMs: number;
  progressCalls: number;
}

export interface Md5BenchPage {
  /** Builds a Blob of `mib` copies of the given 1 MiB (base64); keeps it for run(). */
  makeBlob(chunkBase64: string, mib: number): number;
  /** Takes the file picked in the page's file input (a File on disk, as the upload page gets it) for run(). */
  usePickedFile(): number;
  /**
   * Hashes the Blob in a worker, or on the main thread as the fallback without Worker does; `idle` hashes
   * nothing and waits `idleMs`, to tell the machine's own long tasks (a busy machine) from the hashing's.
   */
  run(mode: 'worker' | 'main-thread' | 'idle', idleMs?: number): Promise<Md5BenchResult>;
  /** Starts hashing in the worker and aborts after `ms`: what it rejected with, and how long after the abort. */
  abortAfter(ms: number): Promise<{ rejectedWith: string; afterAbortMs: number }>;
}

let blob: Blob | null = null;

async function run(mode: 'worker' | 'main-thread' | 'idle', idleMs = 0): Promise<Md5BenchResult> {
  const file = blob;
  if (!file) throw new Error('makeBlob or usePickedFile first');
  const tasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask' });
  let longestFrameGapMs = 0;
  let hashing = true;
  let lastFrame = performance.now();
  const frame = (at: number) => {
    longestFrameGapMs = Math.max(longestFrameGapMs, at - lastFrame);
    lastFrame = at;
    if (hashing) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  const holder = window as unknown as { Worker?: typeof Worker };
  const worker = holder.Worker;
  // md5OfFile takes the fallback where there is no Worker; hide it for that run only.
  if (mode === 'main-thread') holder.Worker = undefined;
  let progressCalls = 0;
  const started = performance.now();
  try {
    const md5 = mode === 'idle' ? await new Promise<string>((resolve) => setTimeout(() => resolve(''), idleMs)) : await md5OfFile(file, { onProgress: () => (progressCalls += 1) });
    const ms = performance.now() - started;
    hashing = false;
    // Long tasks are reported after they end: give the last one a moment to arrive.
    await new Promise((resolve) => setTimeout(resolve, 200));
    return { md5, ms, longTasks: tasks.length, longestTaskMs: tasks.length ? Math.max(...tasks) : 0, longestFrameGapMs, progressCalls };
  } finally {
    hashing = false;
    holder.Worker = worker;
    observer.disconnect();
  }
}

const page: Md5BenchPage = {
  makeBlob(chunkBase64, mib) {
    const chunk = Uint8Array.from(atob(chunkBase64), (c) => c.charCodeAt(0));
    blob = new Blob(Array.from({ length: mib }, () => chunk));
    return blob.size;
  },
  usePickedFile() {
    const file = document.querySelector<HTMLInputElement>('#file')?.files?.[0];
    if (!file) throw new Error('No file picked');
    blob = file;
    return file.size;
  },
  run,
  async abortAfter(ms) {
    if (!blob) throw new Error('makeBlob or usePickedFile first');
    const controller = new AbortController();
    let abortedAt = 0;
    setTimeout(() => {
      abortedAt = performance.now();
      controller.abort();
    }, ms);
    const rejectedWith = await md5OfFile(blob, { signal: controller.signal }).then(
      () => 'nothing (it finished first)',
      (error: unknown) => (error instanceof Error || error instanceof DOMException ? error.name : String(error)),
    );
    return { rejectedWith, afterAbortMs: performance.now() - abortedAt };
  },
};
(window as unknown as { md5Bench: Md5BenchPage }).md5Bench = page;
const state = document.getElementById('state');
if (state) state.textContent = 'ready';
