// The new media's sandbox on the server: a believable stand-in for its marketing API, so the desk can
// authorise, sync, edit and report on it before a real adapter exists. It writes the media's server project
// (libs/media-<code>/server, `@toufang/media-<code>-server`: its sandbox configuration with levels from the
// registry entry, ids, limits and error codes, its specs and its port contract spec) and registers it in
// SANDBOX_CONFIGS of the server app, which the seed reads (docs/media-adapters.md).
import type { Tree } from '@nx/devkit';
import { addPathAlias, appendToLiteral, quote } from '../../utils/source-edits';

export const SANDBOX_MEDIA_FILE = 'apps/api/src/media/sandbox-media.ts';

export interface SandboxMediaInput {
  code: string;
  displayName: string;
  /** The media's levels below the account, in order: each sits under the one before. */
  levels: readonly string[];
  /** The level whose objects deliver (its term map's lower level). */
  delivering: string;
}

/** The rules a sandbox answers, each with a code and text of its own (SANDBOX_RULES in media/rules.ts). */
const RULE_TEXTS: readonly (readonly [string, string])[] = [
  ['rate_limited', '请求过于频繁'],
  ['locked_out', '账户分钟调用次数超限，已被限制调用'],
  ['token_expired', 'access_token已过期'],
  ['token_invalid', 'access_token无效'],
  ['token_revoked', '授权已取消'],
  ['refresh_expired', 'refresh_token已过期'],
  ['code_invalid', '授权码无效'],
  ['no_permission', '无权访问该账户'],
  ['batch_too_large', '批量数量超过上限'],
  ['budget_too_low', '预算低于最低值'],
  ['budget_step_too_small', '预算修改幅度不足'],
  ['budget_edit_cap', '预算修改次数已达上限'],
  ['budget_below_spend', '预算低于今日消耗'],
  ['bid_out_of_range', '出价超出范围'],
  ['name_empty', '名称不能为空'],
  ['name_too_long', '名称过长'],
  ['name_duplicate', '名称重复'],
  ['delivery_quota', '在投数量已达上限'],
  ['not_found', '对象不存在'],
  ['parent_not_found', '上级对象不存在'],
  ['invalid_value', '参数错误'],
  ['system_busy', '系统繁忙'],
  ['material_format', '素材格式不支持'],
  ['material_too_large', '素材文件过大'],
  ['material_dimensions', '素材尺寸不符合要求'],
  ['material_duration', '视频时长不符合要求'],
  ['material_signature', '文件签名校验失败'],
  ['material_quota', '今日素材上传数量已达上限'],
  ['material_push_too_large', '推送数量超过上限'],
  ['property_invalid', '资产参数不合法'],
  ['property_macro', '监测链接宏不合法'],
  ['property_region', '地域编码不合法'],
  ['property_quota', '资产数量已达账户上限'],
  ['property_push_too_large', '推送账户数量超过上限'],
  ['property_not_offered', '该资产类型不支持此操作'],
  ['property_in_use', '资产正在被广告使用'],
  ['audience_file_invalid', '人群文件不合法'],
  ['audience_not_ready', '人群包尚未就绪'],
  // Batch creation's refusals (docs/design/creation.md §3).
  ['reference_not_found', '引用的定向包、人群包或素材不存在'],
  ['creative_low_efficiency', '创意素材均为低效素材'],
  ['ad_identical', '存在相同的创意'],
  ['bid_goal_forbidden', '出价方式与优化目标不匹配'],
  ['title_count', '创意标题数量不符合要求'],
  ['title_length', '创意标题长度不符合要求'],
  ['material_count', '创意素材数量不符合要求'],
  ['create_daily_cap', '今日创建数量已达上限'],
];

/**
 * The general figures a new media starts with, written once into its limits project
 * (libs/media-<code>/limits), which its delivery configuration in the browser and its sandbox both read.
 */
export const GENERATED_LIMITS = {
  /** 元, the lowest daily budget on the account and on every level that has a budget. */
  MIN_BUDGET: 100,
  /** 元. */
  BID: { min: 0.1, max: 2000 },
  /** Characters. */
  NAME_MAX_LENGTH: 50,
} as const;

/** What a level of the new sandbox has: the top level a budget; the delivering level a budget, bid and schedule. */
export function generatedLevelHas(input: Pick<SandboxMediaInput, 'levels' | 'delivering'>, level: string): { budget: boolean; bid: boolean; schedule: boolean; delivers: boolean } {
  const i = input.levels.indexOf(level);
  const delivers = level === input.delivering;
  return { budget: i === 0 || delivers, bid: delivers, schedule: delivers, delivers };
}

export const constName = (code: string) => code.toUpperCase();
const factoryName = (code: string) => `create${code[0].toUpperCase()}${code.slice(1)}Sandbox`;
export const key = (value: string) => (/^[a-z]+$/i.test(value) ? value : quote(value));

/** libs/media-<code>/server/src/lib/config.ts */
export function sandboxConfigSource(input: SandboxMediaInput): string {
  const levels = input.levels.map((level, i) => {
    const { budget, bid, schedule, delivers } = generatedLevelHas(input, level);
    const has = `{ budget: ${budget}, bid: ${bid}, schedule: ${schedule} }`;
    return `    { level: ${quote(level)}, parent: ${i === 0 ? 'null' : quote(input.levels[i - 1])}, has: ${has}, delivers: ${delivers} },`;
  });
  const ids = input.levels.map((level, i) => `    ${key(level)}: { prefix: '${(2 * i + 1) % 10}', digits: 10 },`);
  const errors = RULE_TEXTS.map(([rule, text], i) => `    ${rule}: { code: '${70001 + i}', text: ${quote(text)} },`);
  return [
    `// ${input.displayName}: its sandbox, written by the media generator with general figures (the levels come`,
    '// from the media registry). Replace the limits and codes with the media\'s documented ones and record them',
    '// in docs/media-adapters.md.',
    `import { ${constName(input.code)}_LIMITS, ${constName(input.code)}_MATERIAL_LIMITS } from '@toufang/media-${input.code}-limits';`,
    "import { DAY, MINUTE, flatEnvelope, levelsOf, type SandboxMediaConfig } from '@toufang/server-sandbox';",
    '',
    `export const ${constName(input.code)}: SandboxMediaConfig = {`,
    `  media: ${quote(input.code)},`,
    `  levels: levelsOf(${quote(input.code)}, [`,
    ...levels,
    '  ]),',
    '  limits: {',
    '    batch: { status: 100, budget: 100, bid: 100, schedule: 100, name: 100, create: 100 },',
    '    callsPerSecond: 5,',
    '    callsPerMinute: 60,',
    '    lockoutMs: 5 * MINUTE,',
    `    budgetEditsPerDay: ${constName(input.code)}_LIMITS.BUDGET_EDITS_PER_DAY,`,
    `    budgetMinStep: ${constName(input.code)}_LIMITS.BUDGET_MIN_STEP,`,
    `    budgetOverSpendRatio: ${constName(input.code)}_LIMITS.BUDGET_OVER_SPEND_RATIO,`,
    `    minBudget: ${constName(input.code)}_LIMITS.MIN_BUDGET,`,
    `    bidRange: ${constName(input.code)}_LIMITS.BID,`,
    `    nameMaxLength: ${constName(input.code)}_LIMITS.NAME_MAX_LENGTH,`,
    '    deliveryQuota: 500,',
    '    pageSize: 100,',
    '    reportIds: 100,',
    `    material: ${constName(input.code)}_MATERIAL_LIMITS,`,
    '  },',
    '  ids: {',
    ...ids,
    "    material: { prefix: '9', digits: 10 },",
    '  },',
    '  tokens: { accessTtlMs: DAY, refreshTtlMs: 30 * DAY, codeTtlMs: 10 * MINUTE },',
    '  // Answers {code, message, data}, code 0 for success; write the media\'s own shape in a wire.ts.',
    "  envelope: flatEnvelope('message'),",
    '  // The words of its quality labels on a material (MediaMaterial.qualityLabels).',
    "  materialLabels: { first: '首发素材', similar: '同质素材', low_efficiency: '低效素材' },",
    '  // No property pages yet: list them in the limits project and declare each here (docs/design/properties.md §2.2).',
    '  properties: {},',
    '  errors: {',
    ...errors,
    '  },',
    '};',
    '',
  ].join('\n');
}

/** The server project's own files: index, specs, project and test configs. */
function serverProjectFiles(input: SandboxMediaInput): Record<string, string> {
  const name = constName(input.code);
  const project = `media-${input.code}-server`;
  const root = `libs/media-${input.code}/server`;
  return {
    'project.json': `${JSON.stringify(
      {
        $schema: '../../../node_modules/nx/schemas/project-schema.json',
        name: project,
        sourceRoot: `${root}/src`,
        projectType: 'library',
        tags: ['type:media-adapter', `scope:${input.code}`, 'platform:node'],
        targets: {
          contract: {
            executor: 'nx:run-commands',
            cache: false,
            options: { command: `vitest run --config ${root}/vitest.contract.config.ts` },
            metadata: { description: 'Written by hand: a second vitest suite (vitest.contract.config.ts) over a real database; the vitest plugin infers one suite per project.' },
          },
        },
      },
      null,
      2,
    )}\n`,
    'tsconfig.json': `${JSON.stringify(
      { extends: '../../../tsconfig.base.json', compilerOptions: { types: ['node'], lib: ['ES2023'], outDir: `../../../dist/out-tsc/${root}` }, include: ['src/**/*.ts', '*.config.ts'] },
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
    'vitest.contract.config.ts': [
      "import { defineProject } from 'vitest/config';",
      "import { contractTestConfig } from '../../../vitest.shared.ts';",
      '',
      '// Contract tests over a fresh database per file (PGlite, or the PostgreSQL of DATABASE_URL), one file at a time.',
      `export default defineProject(contractTestConfig(import.meta.url, '${project}-contract'));`,
      '',
    ].join('\n'),
    'src/index.ts': sandboxIndexSource(input),
    'src/lib/config.ts': sandboxConfigSource(input),
    'src/lib/config.spec.ts': [
      "import { describe, expect, it } from 'vitest';",
      "import { expectIdShapes, expectWireRoundTrip } from '@toufang/server-sandbox/testing';",
      `import { ${name} } from './config';`,
      '',
      `describe('${input.code} sandbox configuration', () => {`,
      "  it('answers every rule with its own code, read back to the desk\\'s Chinese', () => {",
      `    expectWireRoundTrip(${name});`,
      '  });',
      '',
      "  it('shapes an id for every level', () => {",
      `    expectIdShapes(${name});`,
      `    expect(${name}.media).toBe(${quote(input.code)});`,
      '  });',
      '});',
      '',
    ].join('\n'),
    'src/port.contract.spec.ts': [
      `// The port contract suite against ${input.code}'s sandbox, over a fresh database (PGlite, or the PostgreSQL of DATABASE_URL).`,
      "import { describeSandboxContract } from '@toufang/server-sandbox/testing';",
      `import { ${name} } from './lib/config';`,
      '',
      `describeSandboxContract(${name});`,
      '',
    ].join('\n'),
    'README.md': [
      `# media-${input.code}-server (libs/media-${input.code}/server)`,
      '',
      `${input.displayName}'s adapter on the server, \`@toufang/media-${input.code}-server\`: today its sandbox (\`src/lib/config.ts\`:`,
      'levels, ids, limits, token lifetimes, error codes and texts, its envelope). Tags `type:media-adapter`,',
      `\`scope:${input.code}\`, \`platform:node\`: it stands on \`@toufang/server-media\` and \`@toufang/server-sandbox\` only. The server`,
      'app registers it in `apps/api/src/media/sandbox-media.ts`. `nx run ' + project + ':contract` runs the port',
      'contract suite against it (docs/media-adapters.md).',
      '',
    ].join('\n'),
  };
}

/** libs/media-<code>/server/src/index.ts */
export function sandboxIndexSource(input: SandboxMediaInput): string {
  const name = constName(input.code);
  return [
    `// The ${input.code} sandbox adapter: the shared engine with ${input.code}'s levels, ids, limits and error codes.`,
    "import type { Db } from '@toufang/server-db';",
    "import { SandboxMedia, type SandboxOptions } from '@toufang/server-sandbox';",
    `import { ${name} } from './lib/config';`,
    '',
    `export { ${name} } from './lib/config';`,
    '',
    `export function ${factoryName(input.code)}(db: Db, options?: SandboxOptions): SandboxMedia {`,
    `  return new SandboxMedia(db, ${name}, options);`,
    '}',
    '',
  ].join('\n');
}

export function addSandboxMedia(tree: Tree, input: SandboxMediaInput): void {
  const root = `libs/media-${input.code}/server`;
  for (const [file, text] of Object.entries(serverProjectFiles(input))) tree.write(`${root}/${file}`, text);
  addPathAlias(tree, `@toufang/media-${input.code}-server`, `./${root}/src/index.ts`);
  appendToLiteral(tree, SANDBOX_MEDIA_FILE, 'SANDBOX_CONFIGS', `${input.code}: ${constName(input.code)}`);
  // Its import after the last media adapter's import.
  const text = tree.read(SANDBOX_MEDIA_FILE, 'utf-8') ?? '';
  const lines = text.split('\n');
  let last = -1;
  lines.forEach((line, index) => {
    if (/^import \{ [A-Z0-9_]+ \} from '@toufang\/media-[a-z0-9]+-server';$/.test(line)) last = index;
  });
  lines.splice(last + 1, 0, `import { ${constName(input.code)} } from '@toufang/media-${input.code}-server';`);
  tree.write(SANDBOX_MEDIA_FILE, lines.join('\n'));
}
