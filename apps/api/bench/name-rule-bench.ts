// 命名解析's parse (design §4.2 "Bench"): 100,000 names made from the seed's word lists, 80% written by the
// seeded 投放命名规范 and 20% not (a part missing, a theme the dictionary lacks, a month 13, the `_b` of a clash),
// parsed with parseName in one thread; the median of 5 runs, goal under 1 s. `npm run bench` runs it; alone:
// `node --import tsx apps/api/bench/name-rule-bench.ts`. Figures go to the terminal and dist/bench/name-rule.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseName } from '@toufang/domain';
import { SANDBOX_THEMES } from '@toufang/server-sandbox';
import { REPO_ROOT } from '../src/config';
import { randomSequence } from '../src/seed/catalogue';
import { DELIVERY_RULE_BODY } from '../src/seed/name-rules';

const NAMES = Number(process.env.BENCH_NAME_RULE_NAMES ?? 100_000);
const RUNS = 5;
const GOAL_MS = 1_000;
const LEVELS = ['广告计划', '广告组', '广告创意', '项目', '广告', '推广单元'];

function demoNames(count: number): string[] {
  const random = randomSequence(21);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const mmdd = () => `${String(1 + Math.floor(random() * 12)).padStart(2, '0')}${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`;
  return Array.from({ length: count }, (_, i) => {
    const name = `${pick(SANDBOX_THEMES)}_${pick(LEVELS)}_${mmdd()}_${i + 1}`;
    if (random() < 0.8) return name;
    switch (Math.floor(random() * 4)) {
      case 0:
        return name.slice(0, name.lastIndexOf('_'));
      case 1:
        return `暑期特惠${name.slice(name.indexOf('_'))}`;
      case 2:
        return name.replace(/_\d{4}_/, '_1345_');
      default:
        return `${name}_b`;
    }
  });
}

const names = demoNames(NAMES);
const runs: { ms: number; matched: number }[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const start = performance.now();
  let matched = 0;
  for (const name of names) if (parseName(DELIVERY_RULE_BODY, name).ok) matched += 1;
  runs.push({ ms: performance.now() - start, matched });
}
const median = [...runs].sort((a, b) => a.ms - b.ms)[Math.floor(RUNS / 2)] as { ms: number; matched: number };
const result = { names: NAMES, runs: RUNS, medianMs: Math.round(median.ms * 10) / 10, matched: median.matched, goalMs: GOAL_MS, withinGoal: median.ms < GOAL_MS };
console.log(`命名解析 parseName: ${NAMES} names, median of ${RUNS} runs ${result.medianMs} ms (goal < ${GOAL_MS} ms), matched ${median.matched}`);
mkdirSync(path.join(REPO_ROOT, 'dist/bench'), { recursive: true });
writeFileSync(path.join(REPO_ROOT, 'dist/bench/name-rule.json'), `${JSON.stringify(result, null, 2)}\n`);
if (!result.withinGoal) process.exitCode = 1;
