// What several benches share: quantiles of measured times, counts by key, and the report each writes to
// dist/bench/ beside the terminal.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../src/config';

/** The q-quantile of some figures (NaN when there are none). */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** How many times each value occurs. */
export function countBy(values: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const v of values) out[v] = (out[v] ?? 0) + 1;
  return out;
}

/** Seconds since a performance.now() reading. */
export const secondsSince = (since: number) => (performance.now() - since) / 1000;

/** Prints a bench's report and writes it to dist/bench/<file>. */
export function writeReport(file: string, report: string): void {
  console.log(report);
  const outDir = path.join(REPO_ROOT, 'dist', 'bench');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, file), report.endsWith('\n') ? report : `${report}\n`);
}
