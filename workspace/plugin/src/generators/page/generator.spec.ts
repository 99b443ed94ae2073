import { describe, expect, it } from 'vitest';
import { changedPaths, workspaceTree } from '../../testing/workspace-tree';
import { pageGenerator } from './generator';

describe('page generator', () => {
  it('puts a new page on a route the domain builders made, through the library’s pages.ts', async () => {
    const tree = workspaceTree();
    // 巨量千川's 直播中控台: a route of its table with no page yet.
    await pageGenerator(tree, { project: 'media-qianchuan', name: 'live-console', route: 'qianchuanLiveConsole' });
    expect(changedPaths(tree)).toEqual([
      'libs/media-qianchuan/web/src/lib/pages.ts',
      'libs/media-qianchuan/web/src/lib/pages/live-console/live-console-page.spec.tsx',
      'libs/media-qianchuan/web/src/lib/pages/live-console/live-console-page.tsx',
    ]);
    expect(tree.read('libs/media-qianchuan/web/src/lib/pages.ts', 'utf-8')).toContain("  qianchuanLiveConsole: () => import('./pages/live-console/live-console-page'),\n");
    const page = tree.read('libs/media-qianchuan/web/src/lib/pages/live-console/live-console-page.tsx', 'utf-8');
    expect(page).toContain('export function LiveConsolePage()');
    expect(page).toContain('<PageFrame title="直播中控台" />');
  });

  it('adds a page after the ones a library already has', async () => {
    const tree = workspaceTree();
    // A route of its own: the tools library's routes all get their pages (issue 23), so none is left to fill.
    await pageGenerator(tree, { project: 'tools', name: 'budget-check', route: 'toolsBudgetCheck', path: 'tools-app/tool/budget-check', title: '预算检查', section: 'tools', area: 'tools' });
    const pages = tree.read('libs/tools/src/lib/pages.ts', 'utf-8');
    // Every page the library lists stays, and the new one comes last.
    expect(pages).toContain("  messageCenter: () => import('./pages/message-center/message-center-page'),\n");
    expect(pages).toContain("  taskCenter: () => import('./pages/task-center/task-center-page'),\n");
    expect(pages).toContain("  toolsBudgetCheck: () => import('./pages/budget-check/budget-check-page'),\n};");
  });

  it('adds a new route to the table when the name is new, hidden and in the media’s promote area by default', async () => {
    const tree = workspaceTree();
    await pageGenerator(tree, { project: 'media-baidu', name: 'keyword-report', route: 'baiduKeywordReport', path: 'baidu-app/promote/baidu/keyword-report', title: '关键词报告' });
    expect(tree.read('libs/media-baidu/web/src/lib/routes.ts', 'utf-8')).toContain(
      "  { name: 'baiduKeywordReport', path: 'baidu-app/promote/baidu/keyword-report', title: '关键词报告', section: 'promote', area: 'promote', media: MEDIA, hidden: true },\n];",
    );
    expect(tree.read('libs/media-baidu/web/src/lib/pages.ts', 'utf-8')).toContain("baiduKeywordReport: () => import('./pages/keyword-report/keyword-report-page'),");
  });

  it.each([
    [{ project: 'ui', route: 'x' }, 'ui is not a feature library'],
    [{ route: 'qianchuanNoSuchRoute' }, 'qianchuanNoSuchRoute is no route of media-qianchuan: give --path and --title'],
    [{ route: 'qianchuanDelivery' }, 'redirects to qianchuanDeliveryAccount'],
    [{ project: 'tools', route: 'messageCenter' }, 'shows a page already'],
    [{ route: 'qianchuanDeliveryPlan' }, 'shows a page already'],
    [{ route: 'qianchuanX', path: 'gdt-app/x', title: 'X' }, "under the library's prefix qianchuan-app/"],
    [{ project: 'tools', route: 'toolsX', path: 'tools-app/tool/x', title: 'X' }, 'A new route needs --section'],
    [{ name: 'Plan List!' }, 'must be kebab-case'],
  ])('refuses %j (%s) and writes nothing', async (change, message) => {
    const tree = workspaceTree();
    await expect(pageGenerator(tree, { project: 'media-qianchuan', name: 'live-console', route: 'qianchuanLiveConsole', ...change })).rejects.toThrow(message);
    expect(changedPaths(tree)).toEqual([]);
  });
});
