import { describe, expect, it } from 'vitest';
import { changedPaths, workspaceTree } from '../../testing/workspace-tree';
import { pageGenerator } from './generator';

describe('page generator', () => {
  // No route of the tables is left without a page (the shell's route walk), so the generator fills none: it
  // refuses every existing route (the last case below) and adds new ones.
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
    [{}, 'The route qianchuanLiveConsole shows a page already'],
  ])('refuses %j (%s) and writes nothing', async (change, message) => {
    const tree = workspaceTree();
    await expect(pageGenerator(tree, { project: 'media-qianchuan', name: 'console-board', route: 'qianchuanLiveConsole', ...change })).rejects.toThrow(message);
    expect(changedPaths(tree)).toEqual([]);
  });
});
