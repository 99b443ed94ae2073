import { describe, expect, it } from 'vitest';
import { changedPaths, workspaceTree } from '../../testing/workspace-tree';
import { pageGenerator } from './generator';

describe('page generator', () => {
  it('puts a new page on a route the domain builders made, through the library’s pages.ts', async () => {
    const tree = workspaceTree();
    await pageGenerator(tree, { project: 'media-baidu', name: 'add-report', route: 'baiduAdAddReport' });
    expect(changedPaths(tree)).toEqual([
      'libs/media-baidu/web/src/lib/pages.ts',
      'libs/media-baidu/web/src/lib/pages/add-report/add-report-page.spec.tsx',
      'libs/media-baidu/web/src/lib/pages/add-report/add-report-page.tsx',
    ]);
    expect(tree.read('libs/media-baidu/web/src/lib/pages.ts', 'utf-8')).toContain("  baiduAdAddReport: () => import('./pages/add-report/add-report-page'),\n");
    const page = tree.read('libs/media-baidu/web/src/lib/pages/add-report/add-report-page.tsx', 'utf-8');
    expect(page).toContain('export function AddReportPage()');
    expect(page).toContain('<PageFrame title="创建报告" />');
  });

  it('adds a page after the ones a library already has', async () => {
    const tree = workspaceTree();
    await pageGenerator(tree, { project: 'tools', name: 'return-goods-log', route: 'returnGoodsLog' });
    const pages = tree.read('libs/tools/src/lib/pages.ts', 'utf-8');
    // Every page the library lists stays, and the new one comes last.
    expect(pages).toContain("  messageCenter: () => import('./pages/message-center/message-center-page'),\n");
    expect(pages).toContain("  taskCenter: () => import('./pages/task-center/task-center-page'),\n");
    expect(pages).toContain("  returnGoodsLog: () => import('./pages/return-goods-log/return-goods-log-page'),\n};");
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
    [{ route: 'baiduNoSuchRoute' }, 'baiduNoSuchRoute is no route of media-baidu: give --path and --title'],
    [{ route: 'baiduDelivery' }, 'redirects to baiduDeliveryAccount'],
    [{ project: 'tools', route: 'messageCenter' }, 'shows a page already'],
    [{ route: 'baiduDeliveryPlan' }, 'shows a page already'],
    [{ route: 'baiduX', path: 'gdt-app/x', title: 'X' }, "under the library's prefix baidu-app/"],
    [{ project: 'tools', route: 'toolsX', path: 'tools-app/tool/x', title: 'X' }, 'A new route needs --section'],
    [{ name: 'Plan List!' }, 'must be kebab-case'],
  ])('refuses %j (%s) and writes nothing', async (change, message) => {
    const tree = workspaceTree();
    await expect(pageGenerator(tree, { project: 'media-baidu', name: 'add-report', route: 'baiduAdAddReport', ...change })).rejects.toThrow(message);
    expect(changedPaths(tree)).toEqual([]);
  });
});
