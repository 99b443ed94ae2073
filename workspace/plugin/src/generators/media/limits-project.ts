// The new media's limits project (libs/media-<code>/limits, `@toufang/media-<code>-limits`): the figures its
// delivery tables in the browser and its sandbox on the server both read, written once from the general
// figures (GENERATED_LIMITS). Isomorphic (platform:any): it imports nothing.
import type { Tree } from '@nx/devkit';
import { addPathAlias } from '../../utils/source-edits';
import { materialLimitsSource, materialLimitsSpecSource } from './material-limits';
import { constName, GENERATED_LIMITS, generatedLevelHas, key, type SandboxMediaInput } from './sandbox-media';

/** The limits as a TypeScript object literal's lines, indented for the file and for its spec. */
function limitsLines(input: SandboxMediaInput, indent: string): string[] {
  const budgets = input.levels.filter((level) => generatedLevelHas(input, level).budget).map((level) => `${key(level)}: ${GENERATED_LIMITS.MIN_BUDGET}`);
  return [
    `MIN_BUDGET: { account: ${GENERATED_LIMITS.MIN_BUDGET}, ${budgets.join(', ')} },`,
    'BUDGET_MIN_STEP: 0,',
    'BUDGET_EDITS_PER_DAY: null,',
    'BUDGET_OVER_SPEND_RATIO: null,',
    `BID: { min: ${GENERATED_LIMITS.BID.min}, max: ${GENERATED_LIMITS.BID.max} },`,
    `NAME_MAX_LENGTH: ${GENERATED_LIMITS.NAME_MAX_LENGTH},`,
  ].map((line) => `${indent}${line}`);
}

function limitsSource(input: SandboxMediaInput): string {
  const name = `${constName(input.code)}_LIMITS`;
  const lines = limitsLines(input, '  ');
  const doc = [
    '  /** 元, the lowest daily budget of the account and of each level that has one. */',
    "  /** The smallest change of a daily budget, 元; 0 when the media has none. */",
    '  /** Budget changes a day, per account and per object; null when the media has no cap. */',
    "  /** A new budget is at least this multiple of today's spend; null when the media has no such rule. */",
    '  /** 元. */',
    '  /** Characters. */',
  ];
  return [
    `// ${input.displayName}'s limits on the edits the desk offers, in one place: its delivery tables in the browser`,
    `// (libs/media-${input.code}/web) say them before the round trip and its sandbox on the server`,
    `// (libs/media-${input.code}/server) keeps them. General figures from the media generator: replace them with the`,
    "// media's documented ones and record them in docs/media-adapters.md.",
    `export const ${name} = {`,
    ...lines.flatMap((line, i) => [doc[i], line]),
    '} as const;',
    "export * from './material-limits';",
    '',
  ].join('\n');
}

function limitsSpecSource(input: SandboxMediaInput): string {
  const name = `${constName(input.code)}_LIMITS`;
  return [
    "import { describe, expect, it } from 'vitest';",
    `import { ${name} } from './index';`,
    '',
    `describe('${input.code} limits', () => {`,
    "  it('are the general figures the media starts with', () => {",
    `    expect(${name}).toEqual({`,
    ...limitsLines(input, '      '),
    '    });',
    '  });',
    '',
    "  it('hold: every minimum positive, the bid range ordered', () => {",
    `    for (const min of Object.values(${name}.MIN_BUDGET)) expect(min).toBeGreaterThan(0);`,
    `    expect(${name}.BID.min).toBeLessThan(${name}.BID.max);`,
    `    expect(${name}.NAME_MAX_LENGTH).toBeGreaterThan(0);`,
    '  });',
    '});',
    '',
  ].join('\n');
}

export function addMediaLimits(tree: Tree, input: SandboxMediaInput): void {
  const root = `libs/media-${input.code}/limits`;
  const project = `media-${input.code}-limits`;
  const files: Record<string, string> = {
    'project.json': `${JSON.stringify(
      {
        $schema: '../../../node_modules/nx/schemas/project-schema.json',
        name: project,
        sourceRoot: `${root}/src`,
        projectType: 'library',
        tags: ['type:util', `scope:${input.code}`, 'platform:any'],
      },
      null,
      2,
    )}\n`,
    'tsconfig.json': `${JSON.stringify(
      { extends: '../../../tsconfig.base.json', compilerOptions: { types: [], lib: ['ES2023'], outDir: `../../../dist/out-tsc/${root}` }, include: ['src/**/*.ts', '*.config.ts'] },
      null,
      2,
    )}\n`,
    'vitest.config.ts': [
      "import { defineProject } from 'vitest/config';",
      "import { unitTestConfig } from '../../../vitest.shared.ts';",
      '',
      `export default defineProject(unitTestConfig(import.meta.url, '${project}', 'node'));`,
      '',
    ].join('\n'),
    'src/index.ts': limitsSource(input),
    'src/index.spec.ts': limitsSpecSource(input),
    'src/material-limits.ts': materialLimitsSource(input),
    'src/material-limits.spec.ts': materialLimitsSpecSource(input),
  };
  for (const [file, text] of Object.entries(files)) tree.write(`${root}/${file}`, text);
  addPathAlias(tree, `@toufang/media-${input.code}-limits`, `./${root}/src/index.ts`);
}
