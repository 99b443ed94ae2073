// Makes the fresh desk's whole default set into a new temporary folder and prints the time and the bytes:
//   nice -n 10 npx tsx --tsconfig tsconfig.base.json apps/api/src/seed/material-files/measure.ts [folder]
// A second run into the same folder shows the cache (every file reused).
import { mkdtemp } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_MATERIAL_COUNT } from './constants';
import { generateDemoMaterialFiles } from './generate';
import { demoMaterialPlan } from './plan';

async function main(): Promise<void> {
  const dir = process.argv[2] ?? (await mkdtemp(path.join(tmpdir(), 'toufang-demo-materials-')));
  const specs = demoMaterialPlan(DEMO_MATERIAL_COUNT);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const files = await generateDemoMaterialFiles(dir, specs);
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const sum = (kind: string) => files.filter((f) => f.spec.kind === kind).reduce((total, f) => total + f.size, 0);
  const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  const largest = (kind: string) => Math.max(...files.filter((f) => f.spec.kind === kind).map((f) => f.size));
  console.log(
    JSON.stringify(
      {
        dir,
        files: files.length,
        reused: files.filter((f) => f.reused).length,
        wallSeconds: Number(seconds.toFixed(1)),
        // The node process only: ffmpeg's CPU is its children's and not counted here.
        nodeCpuSeconds: Number(((cpu.user + cpu.system) / 1e6).toFixed(1)),
        cores: availableParallelism(),
        loadAverageAfter: loadavg().map((n) => Number(n.toFixed(2))),
        imagesMiB: mib(sum('image')),
        videosMiB: mib(sum('video')),
        largestImageKiB: Math.round(largest('image') / 1024),
        largestVideoKiB: Math.round(largest('video') / 1024),
        videoSeconds: files.reduce((total, f) => total + (f.durationMs ?? 0), 0) / 1000,
      },
      null,
      1,
    ),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
