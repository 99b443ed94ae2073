// Upload benchmark (alone: `node --import tsx apps/api/bench/upload-bench.ts`): how long reading a hostile
// .xlsx blocks the event loop (perf_hooks' monitorEventLoopDelay, 1 ms resolution), its wall time and the
// heap and RSS it leaves grown. The files are the tests' hostile workbooks (@toufang/server-accounts/testing, xlsx-fixture.ts).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { readUpload } from '@toufang/server-accounts';
import { accountRows, emptyCellsRow, workbook } from '@toufang/server-accounts/testing';

const CASES: [string, () => Buffer][] = [
  ['2,500 account rows (over the 2,000 limit)', () => workbook(accountRows(2_500))],
  ['one row of 1,000,000 empty styled cells', () => workbook(emptyCellsRow(1_000_000))],
  ['5,000,000 blank rows', () => workbook('<row/>'.repeat(5_000_000))],
  [
    'a shared-strings table of 1,000,000 strings, its last one used',
    () => workbook('<row r="2"><c r="A2" t="s"><v>999999</v></c></row>', { sharedStrings: `<sst>${'<si><t>x</t></si>'.repeat(1_000_000)}</sst>` }),
  ],
];

// The machine's own noise (other processes, the collector): the same measure over an idle second.
{
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  histogram.disable();
  console.log(`idle second: event loop delayed up to ${(histogram.max / 1e6).toFixed(0)} ms (p99 ${(histogram.percentile(99) / 1e6).toFixed(0)} ms)`);
}

for (const [name, make] of CASES) {
  const file = make();
  const base64 = file.toString('base64');
  const rss = process.memoryUsage().rss;
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  const start = performance.now();
  let outcome: string;
  try {
    const rows = await readUpload('hostile.xlsx', base64);
    outcome = `${rows.length} rows`;
  } catch (error) {
    outcome = error instanceof Error ? error.message : String(error);
  }
  const wall = performance.now() - start;
  histogram.disable();
  const grown = (process.memoryUsage().rss - rss) / 2 ** 20;
  console.log(
    `${name}: ${(file.length / 1024).toFixed(0)} KB file; ${wall.toFixed(0)} ms wall; event loop blocked up to ${(histogram.max / 1e6).toFixed(0)} ms ` +
      `(p99 ${(histogram.percentile(99) / 1e6).toFixed(0)} ms); RSS +${grown.toFixed(0)} MB; ${outcome}`,
  );
}
