import { describe, expect, it } from 'vitest';
import { readJson } from '@nx/devkit';
import { changedPaths, workspaceTree } from '../../testing/workspace-tree';
import { DELIVERY_METRICS_FILE, MEDIA_REGISTRY_FILE, mediaGenerator, parseLevels, SUB_APPS_FILE } from './generator';
import { SANDBOX_MEDIA_FILE } from './sandbox-media';

const weibo = { code: 'weibo', displayName: '微博广告', skipClient: true };

describe('media generator', () => {
  it('writes the library, the registry entry, its (empty) own metrics, the alias, the shell loader and the contract entry, and nothing else', async () => {
    const tree = workspaceTree();
    await mediaGenerator(tree, weibo);
    expect(changedPaths(tree)).toEqual([
      SANDBOX_MEDIA_FILE,
      'apps/api/src/media/weibo/config.ts',
      'apps/api/src/media/weibo/index.ts',
      SUB_APPS_FILE,
      DELIVERY_METRICS_FILE,
      MEDIA_REGISTRY_FILE,
      'libs/media-weibo/README.md',
      'libs/media-weibo/project.json',
      'libs/media-weibo/src/index.ts',
      'libs/media-weibo/src/lib/delivery-config.spec.ts',
      'libs/media-weibo/src/lib/delivery-config.ts',
      'libs/media-weibo/src/lib/pages.ts',
      ...['account', 'creative', 'plan', 'unit'].flatMap((level) => [
        `libs/media-weibo/src/lib/pages/delivery-${level}/delivery-${level}-page.spec.tsx`,
        `libs/media-weibo/src/lib/pages/delivery-${level}/delivery-${level}-page.tsx`,
      ]),
      'libs/media-weibo/src/lib/queries/delivery-calls.ts',
      'libs/media-weibo/src/lib/routes.spec.ts',
      'libs/media-weibo/src/lib/routes.ts',
      'libs/media-weibo/src/lib/terms.ts',
      'libs/media-weibo/tsconfig.json',
      'libs/media-weibo/vitest.config.ts',
      'openapi/components/common.yaml',
      'tsconfig.base.json',
    ]);
  });

  it('tags the library as the media feature library, which gives it its boundary rules', async () => {
    const tree = workspaceTree();
    await mediaGenerator(tree, weibo);
    expect(readJson(tree, 'libs/media-weibo/project.json')).toMatchObject({ name: 'media-weibo', tags: ['type:feature', 'scope:weibo'] });
    expect(readJson(tree, 'tsconfig.base.json').compilerOptions.paths['@toufang/media-weibo']).toEqual(['./libs/media-weibo/src/index.ts']);
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
    const config = tree.read('apps/api/src/media/weibo/config.ts', 'utf-8') ?? '';
    expect(config).toContain("{ level: 'plan', parent: null, has: { budget: true, bid: false, schedule: false }, delivers: false },");
    expect(config).toContain("{ level: 'unit', parent: 'plan', has: { budget: true, bid: true, schedule: true }, delivers: true },");
    expect(config).toContain("{ level: 'creative', parent: 'unit', has: { budget: false, bid: false, schedule: false }, delivers: false },");
    const registry = tree.read(SANDBOX_MEDIA_FILE, 'utf-8') ?? '';
    expect(registry).toContain("import { WEIBO } from './weibo/config';");
    expect(registry).toMatch(/bilibili: BILIBILI,\n\s+weibo: WEIBO,\n};/);
  });

  it('puts the delivery table on every level\'s route, a page module per level', async () => {
    const tree = workspaceTree();
    await mediaGenerator(tree, { ...weibo, levels: 'account:账户,plan:广告计划,delivery-group:广告组,creative:创意' });
    const pages = tree.read('libs/media-weibo/src/lib/pages.ts', 'utf-8') ?? '';
    expect(pages).toContain("  weiboDeliveryAccount: () => import('./pages/delivery-account/delivery-account-page'),\n");
    expect(pages).toContain("  weiboDeliveryDeliveryGroup: () => import('./pages/delivery-delivery-group/delivery-delivery-group-page'),\n");
    expect(pages).toContain("  weiboDeliveryCreative: () => import('./pages/delivery-creative/delivery-creative-page'),\n};");
    const page = tree.read('libs/media-weibo/src/lib/pages/delivery-delivery-group/delivery-delivery-group-page.tsx', 'utf-8') ?? '';
    expect(page).toContain('export default function DeliveryDeliveryGroupPage() {');
    expect(page).toContain('<DeliveryTablePage config={DELIVERY_CONFIG} level="delivery-group" />');
    expect(tree.read('libs/media-weibo/src/lib/queries/delivery-calls.ts', 'utf-8')).toContain('export const DELIVERY_CALLS = deliveryCalls(MEDIA);');
  });

  it('configures every level as its sandbox has it: the account its budget, the top level a budget, the delivering level a budget and a bid, names below the account', async () => {
    const tree = workspaceTree();
    await mediaGenerator(tree, weibo);
    const config = tree.read('libs/media-weibo/src/lib/delivery-config.ts', 'utf-8') ?? '';
    expect(config).toContain(
      [
        "    account: { child: 'plan', status: false, budget: budget(WEIBO_LIMITS.MIN_BUDGET, WORDS.ACCOUNT_BUDGET) },",
        "    plan: { child: 'unit', budget: budget(WEIBO_LIMITS.MIN_BUDGET, WORDS.BUDGET), rename },",
        "    unit: { child: 'creative', bid: { ...WEIBO_LIMITS.BID, label: WORDS.BID }, budget: budget(WEIBO_LIMITS.MIN_BUDGET, WORDS.BUDGET), rename },",
        '    creative: { rename },',
      ].join('\n'),
    );
    // The same figures as the sandbox's config.ts.
    expect(config).toContain('MIN_BUDGET: 100,');
    expect(config).toContain('BID: { min: 0.1, max: 2000 },');
    expect(config).toContain('NAME_MAX_LENGTH: 50,');
    const sandbox = tree.read('apps/api/src/media/weibo/config.ts', 'utf-8') ?? '';
    expect(sandbox).toContain('minBudget: { account: 100, plan: 100, unit: 100 },');
    expect(sandbox).toContain('bidRange: { min: 0.1, max: 2000 },');
    expect(sandbox).toContain('nameMaxLength: 50,');
    expect(tree.read('libs/media-weibo/src/lib/delivery-config.spec.ts', 'utf-8')).toContain(
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
