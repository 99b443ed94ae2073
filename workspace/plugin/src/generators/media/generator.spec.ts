import { describe, expect, it } from 'vitest';
import { readJson } from '@nx/devkit';
import { changedPaths, workspaceTree } from '../../testing/workspace-tree';
import { DELIVERY_METRICS_FILE, MEDIA_REGISTRY_FILE, mediaGenerator, parseLevels, SUB_APPS_FILE } from './generator';
import { SANDBOX_MEDIA_FILE } from './sandbox-media';

const weibo = { code: 'weibo', displayName: '微博广告', skipClient: true };

describe('media generator', () => {
  it('writes the web, server and limits projects, the registry entry, its (empty) own metrics, the aliases, the shell loader, the server\'s registration and the contract entry, and nothing else', async () => {
    const tree = workspaceTree();
    await mediaGenerator(tree, weibo);
    expect(changedPaths(tree)).toEqual([
      SANDBOX_MEDIA_FILE,
      SUB_APPS_FILE,
      DELIVERY_METRICS_FILE,
      MEDIA_REGISTRY_FILE,
      'libs/media-weibo/limits/project.json',
      'libs/media-weibo/limits/src/index.spec.ts',
      'libs/media-weibo/limits/src/index.ts',
      'libs/media-weibo/limits/src/material-limits.spec.ts',
      'libs/media-weibo/limits/src/material-limits.ts',
      'libs/media-weibo/limits/tsconfig.json',
      'libs/media-weibo/limits/vitest.config.ts',
      'libs/media-weibo/server/README.md',
      'libs/media-weibo/server/project.json',
      'libs/media-weibo/server/src/index.ts',
      'libs/media-weibo/server/src/lib/config.spec.ts',
      'libs/media-weibo/server/src/lib/config.ts',
      'libs/media-weibo/server/src/port.contract.spec.ts',
      'libs/media-weibo/server/tsconfig.json',
      'libs/media-weibo/server/vitest.config.ts',
      'libs/media-weibo/server/vitest.contract.config.ts',
      'libs/media-weibo/web/README.md',
      'libs/media-weibo/web/project.json',
      'libs/media-weibo/web/src/index.ts',
      'libs/media-weibo/web/src/lib/delivery-config.spec.ts',
      'libs/media-weibo/web/src/lib/delivery-config.ts',
      'libs/media-weibo/web/src/lib/pages.ts',
      ...['account', 'creative', 'plan', 'unit'].flatMap((level) => [
        `libs/media-weibo/web/src/lib/pages/delivery-${level}/delivery-${level}-page.spec.tsx`,
        `libs/media-weibo/web/src/lib/pages/delivery-${level}/delivery-${level}-page.tsx`,
      ]),
      'libs/media-weibo/web/src/lib/queries/delivery-calls.ts',
      'libs/media-weibo/web/src/lib/routes.spec.ts',
      'libs/media-weibo/web/src/lib/routes.ts',
      'libs/media-weibo/web/src/lib/terms.ts',
      'libs/media-weibo/web/tsconfig.json',
      'libs/media-weibo/web/vitest.config.ts',
      'openapi/components/common.yaml',
      'tsconfig.base.json',
    ]);
  });

  it('tags the library as the media feature library, which gives it its boundary rules', async () => {
    const tree = workspaceTree();
    await mediaGenerator(tree, weibo);
    expect(readJson(tree, 'libs/media-weibo/web/project.json')).toMatchObject({ name: 'media-weibo', tags: ['type:feature', 'scope:weibo', 'platform:web'] });
    const paths = readJson(tree, 'tsconfig.base.json').compilerOptions.paths;
    expect(paths['@toufang/media-weibo']).toEqual(['./libs/media-weibo/web/src/index.ts']);
    expect(paths['@toufang/media-weibo-server']).toEqual(['./libs/media-weibo/server/src/index.ts']);
    expect(paths['@toufang/media-weibo-limits']).toEqual(['./libs/media-weibo/limits/src/index.ts']);
  });

  it('adds the registry entry with the levels in order, the terms and the defaults', async () => {
    const tree = workspaceTree();
    await mediaGenerator(tree, { ...weibo, levels: 'account:账户,plan:广告计划,unit:广告单元,creative:创意', accountIdDigits: 9 });
    const registry = tree.read(MEDIA_REGISTRY_FILE, 'utf-8') ?? '';
    expect(registry).toContain(
      [
        '  weibo: {',
        "    displayName: '微博广告',",
        "    shortName: '微博',",
        "    promoteSegment: 'weibo',",
        "    levels: { account: '账户', plan: '广告计划', unit: '广告单元', creative: '创意' },",
        "    terms: { upper: 'plan', lower: 'unit' },",
        '    accountIdDigits: 9,',
        '  },',
        '} as const satisfies',
      ].join('\n'),
    );
  });

  it('loads the media after the last media and before the shared sections, in menu order', async () => {
    const tree = workspaceTree();
    await mediaGenerator(tree, weibo);
    const prefixes = [...(tree.read(SUB_APPS_FILE, 'utf-8') ?? '').matchAll(/'([a-z]+-app)': \(\) => import\('([^']+)'\)/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(prefixes.slice(-4)).toEqual(['bilibili-app @toufang/media-bilibili', 'weibo-app @toufang/media-weibo', 'common-app @toufang/assets', 'tools-app @toufang/tools']);
  });

  it('adds the code to the contract media list', async () => {
    const tree = workspaceTree();
    await mediaGenerator(tree, weibo);
    expect(tree.read('openapi/components/common.yaml', 'utf-8')).toMatch(/MediaCode:\n\s+type: string\n\s+enum: \[toutiao, gdt, kuaishou, baidu, qianchuan, bilibili, weibo\]/);
  });

  it('gives the media a sandbox on the server: its levels under one another, the lower term level delivering', async () => {
    const tree = workspaceTree();
    await mediaGenerator(tree, weibo);
    const config = tree.read('libs/media-weibo/server/src/lib/config.ts', 'utf-8') ?? '';
    expect(config).toContain("{ level: 'plan', parent: null, has: { budget: true, bid: false, schedule: false }, delivers: false },");
    expect(config).toContain("{ level: 'unit', parent: 'plan', has: { budget: true, bid: true, schedule: true }, delivers: true },");
    expect(config).toContain("{ level: 'creative', parent: 'unit', has: { budget: false, bid: false, schedule: false }, delivers: false },");
    const registry = tree.read(SANDBOX_MEDIA_FILE, 'utf-8') ?? '';
    expect(registry).toContain("import { WEIBO } from '@toufang/media-weibo-server';");
    expect(registry).toMatch(/bilibili: BILIBILI,\n\s+weibo: WEIBO,\n};/);
  });

  it('puts the delivery table on every level\'s route, a page module per level', async () => {
    const tree = workspaceTree();
    await mediaGenerator(tree, { ...weibo, levels: 'account:账户,plan:广告计划,delivery-group:广告组,creative:创意' });
    const pages = tree.read('libs/media-weibo/web/src/lib/pages.ts', 'utf-8') ?? '';
    expect(pages).toContain("  weiboDeliveryAccount: () => import('./pages/delivery-account/delivery-account-page'),\n");
    expect(pages).toContain("  weiboDeliveryDeliveryGroup: () => import('./pages/delivery-delivery-group/delivery-delivery-group-page'),\n");
    expect(pages).toContain("  weiboDeliveryCreative: () => import('./pages/delivery-creative/delivery-creative-page'),\n};");
    const page = tree.read('libs/media-weibo/web/src/lib/pages/delivery-delivery-group/delivery-delivery-group-page.tsx', 'utf-8') ?? '';
    expect(page).toContain('export default function DeliveryDeliveryGroupPage() {');
    expect(page).toContain('<DeliveryTablePage config={DELIVERY_CONFIG} level="delivery-group" />');
    expect(tree.read('libs/media-weibo/web/src/lib/queries/delivery-calls.ts', 'utf-8')).toContain('export const DELIVERY_CALLS = deliveryCalls(MEDIA);');
  });

  it('configures every level as its sandbox has it: the account its budget, the top level a budget, the delivering level a budget and a bid, names below the account', async () => {
    const tree = workspaceTree();
    await mediaGenerator(tree, weibo);
    const config = tree.read('libs/media-weibo/web/src/lib/delivery-config.ts', 'utf-8') ?? '';
    expect(config).toContain(
      [
        "    account: { child: 'plan', status: false, budget: budget(WEIBO_LIMITS.MIN_BUDGET.account, WORDS.ACCOUNT_BUDGET) },",
        "    plan: { child: 'unit', budget: budget(WEIBO_LIMITS.MIN_BUDGET.plan, WORDS.BUDGET), rename },",
        "    unit: { child: 'creative', bid: { ...WEIBO_LIMITS.BID, label: WORDS.BID }, budget: budget(WEIBO_LIMITS.MIN_BUDGET.unit, WORDS.BUDGET), rename },",
        '    creative: { rename },',
      ].join('\n'),
    );
    // One source of the figures, which the web configuration and the sandbox both read.
    expect(config).toContain("import { WEIBO_LIMITS } from '@toufang/media-weibo-limits';");
    const limits = tree.read('libs/media-weibo/limits/src/index.ts', 'utf-8') ?? '';
    expect(limits).toContain('MIN_BUDGET: { account: 100, plan: 100, unit: 100 },');
    expect(limits).toContain('BID: { min: 0.1, max: 2000 },');
    expect(limits).toContain('NAME_MAX_LENGTH: 50,');
    const sandbox = tree.read('libs/media-weibo/server/src/lib/config.ts', 'utf-8') ?? '';
    expect(sandbox).toContain("import { WEIBO_LIMITS, WEIBO_MATERIAL_LIMITS } from '@toufang/media-weibo-limits';");
    expect(sandbox).toContain('minBudget: WEIBO_LIMITS.MIN_BUDGET,');
    expect(sandbox).toContain('bidRange: WEIBO_LIMITS.BID,');
    expect(sandbox).toContain('nameMaxLength: WEIBO_LIMITS.NAME_MAX_LENGTH,');
    // Its material limits: one source for the upload page's check and its sandbox's.
    expect(sandbox).toContain('material: WEIBO_MATERIAL_LIMITS,');
    expect(tree.read('libs/media-weibo/limits/src/index.ts', 'utf-8')).toContain("export * from './material-limits';");
    expect(tree.read('libs/media-weibo/limits/src/material-limits.ts', 'utf-8')).toContain('export const WEIBO_MATERIAL_LIMITS = {');
    expect(readJson(tree, 'libs/media-weibo/limits/project.json')).toMatchObject({ name: 'media-weibo-limits', tags: ['type:util', 'scope:weibo', 'platform:any'] });
    expect(readJson(tree, 'libs/media-weibo/server/project.json')).toMatchObject({ name: 'media-weibo-server', tags: ['type:media-adapter', 'scope:weibo', 'platform:node'] });
    expect(tree.read('libs/media-weibo/web/src/lib/delivery-config.spec.ts', 'utf-8')).toContain(
      "expect(edits).toEqual({ account: ['budget'], plan: ['status', 'budget', 'rename'], unit: ['status', 'budget', 'bid', 'rename'], creative: ['status', 'rename'] });",
    );
  });

  it('gives the media no metrics of its own in the vocabulary', async () => {
    const tree = workspaceTree();
    await mediaGenerator(tree, weibo);
    expect(tree.read(DELIVERY_METRICS_FILE, 'utf-8')).toMatch(/bilibili: \[\],\n\s+weibo: \[\],\n\};/);
  });

  it.each([
    [{ code: 'gdt' }, 'The media gdt exists already.'],
    [{ code: 'Weibo' }, 'must be lower-case letters and digits'],
    [{ displayName: ' ' }, 'The display name is required'],
    [{ levels: 'plan:计划,unit:单元,creative:创意' }, 'The first delivery level must be account'],
    [{ levels: 'account:账户,campaign:系列,unit:单元' }, 'Unknown delivery level "campaign"'],
    [{ upper: 'project' }, 'must be among the media'],
    [{ accountIdDigits: 2 }, 'accountIdDigits must be a whole number from 4 to 20'],
  ])('refuses %j: %s, and writes nothing', async (change, message) => {
    const tree = workspaceTree();
    await expect(mediaGenerator(tree, { ...weibo, ...change })).rejects.toThrow(message);
    expect(changedPaths(tree)).toEqual([]);
  });
});

describe('parseLevels', () => {
  it('reads level:label pairs in order, trimming spaces', () => {
    expect(parseLevels(' account:账户, group :广告 ,creative:创意')).toEqual([
      { level: 'account', label: '账户' },
      { level: 'group', label: '广告' },
      { level: 'creative', label: '创意' },
    ]);
  });

  it('refuses a level without a label, a repeated level and fewer than three levels', () => {
    expect(() => parseLevels('account:账户,plan,unit:单元')).toThrow('Level plan needs a Chinese label');
    expect(() => parseLevels('account:账户,plan:计划,plan:计划')).toThrow('listed twice');
    expect(() => parseLevels('account:账户,plan:计划')).toThrow('at least three levels');
  });
});
