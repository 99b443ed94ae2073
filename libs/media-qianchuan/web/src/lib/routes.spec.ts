import { describe, expect, it } from 'vitest';
import { DELIVERY_LEVELS, DELIVERY_LEVEL_LABELS, deliveryLevelRouteName, flattenRoutes, PENDING_PROPERTY_LIMITS, propertyRouteName, propertyTypesOf, routeTableProblems, type PropertyTypeLimits } from '@toufang/domain';
import { QIANCHUAN_PROPERTY_LIMITS, QIANCHUAN_PROPERTY_PAGES } from '@toufang/media-qianchuan-limits';
import type { SubAppRoute } from '@toufang/api/sub-app';
import { routes } from '../index';

const flat = flattenRoutes(routes);
const byName = (name: string) => flat.find((route) => route.name === name);

/** Every entry as written, without what flattenRoutes would inherit from its parent. */
function ownEntries(table: readonly SubAppRoute[]): SubAppRoute[] {
  return table.flatMap((route) => [route, ...ownEntries(route.children ?? [])]);
}

describe('qianchuan-app route table (shell spec §2.3, §6)', () => {
  it('is well formed under qianchuan-app', () => {
    expect(routeTableProblems(routes, ['qianchuan-app'])).toEqual([]);
  });

  it('has these first-level routes', () => {
    expect(routes.map((route) => route.name)).toEqual([
      'qianchuanDelivery',
      'qianchuanAdSpeedCreateLive',
      'qianchuanAdSpeedCreateProduct',
      'qianchuanAdAiCreate',
      'qianchuanAdAddReport',
      'qianchuanPropertyTarget',
      'qianchuanPropertyTargetAdd',
      'qianchuanPropertyCustomAudience',
      'qianchuanPropertyGraphicMaterial',
      'qianchuanPropertyCommentManagement',
      'qianchuanLiveMonitor',
      'qianchuanLiveAuthorization',
    ]);
  });

  it('needs SHOW_QIANCHUAN_BUTTON on every entry, children included, and names the media on each', () => {
    const entries = ownEntries(routes);
    expect(entries.length).toBe(flat.length);
    expect(entries.filter((route) => route.requires?.buttonConfig !== 'SHOW_QIANCHUAN_BUTTON').map((route) => route.name)).toEqual([]);
    expect(entries.filter((route) => route.media !== 'qianchuan').map((route) => route.name)).toEqual([]);
  });

  it('opens the delivery entry on its account page, titled 巨量千川, with the batch-task page last', () => {
    expect(routes[0]).toMatchObject({
      name: 'qianchuanDelivery',
      path: 'qianchuan-app/promote/qianchuan/delivery',
      title: '巨量千川',
      section: 'promote',
      area: 'promote',
      group: '投放管理',
      redirect: 'qianchuanDeliveryAccount',
    });
    expect(routes[0].children?.map((route) => route.name)).toEqual([
      'qianchuanDeliveryAccount',
      'qianchuanDeliveryGroup',
      'qianchuanDeliveryPlan',
      'qianchuanBatchTask',
    ]);
  });

  it.each([
    ['qianchuanDeliveryAccount', 'qianchuan-app/promote/qianchuan/delivery/account', DELIVERY_LEVEL_LABELS.qianchuan.account],
    ['qianchuanDeliveryGroup', 'qianchuan-app/promote/qianchuan/delivery/group', DELIVERY_LEVEL_LABELS.qianchuan.group],
    ['qianchuanDeliveryPlan', 'qianchuan-app/promote/qianchuan/delivery/plan', DELIVERY_LEVEL_LABELS.qianchuan.plan],
    ['qianchuanBatchTask', 'qianchuan-app/promote/qianchuan/batch-task', '批量任务'],
  ])('promote page %s is at %s, titled %s', (name, path, title) => {
    expect(byName(name)).toMatchObject({ path, title, area: 'promote', section: 'promote' });
    expect(byName(name)?.hidden).toBeUndefined();
  });

  it.each([
    ['qianchuanAdSpeedCreateLive', 'qianchuan-app/ad/ad-speed-create/live/:temp_id'],
    ['qianchuanAdSpeedCreateProduct', 'qianchuan-app/ad/ad-speed-create/product/:temp_id'],
    ['qianchuanAdAiCreate', 'qianchuan-app/ad/ad-ai-create/:variant/:temp_id'],
    ['qianchuanAdAddReport', 'qianchuan-app/ad/add-report'],
  ])('batch creation %s is hidden at %s', (name, path) => {
    expect(byName(name)).toMatchObject({ path, hidden: true, area: 'batchCreate', section: 'promote' });
  });

  it.each([
    ['qianchuanPropertyTarget', 'qianchuan-app/property/target', '定向包', false],
    ['qianchuanPropertyTargetAdd', 'qianchuan-app/property/target-add', '新建定向包', true],
    ['qianchuanPropertyGraphicMaterial', 'qianchuan-app/property/graphic-material', '图文素材', false],
    ['qianchuanPropertyCommentManagement', 'qianchuan-app/property/comment-management', '评论管理', false],
  ])('property page %s is at %s, titled %s (hidden: %s)', (name, path, title, hidden) => {
    expect(byName(name)).toMatchObject({ path, title, section: 'assets', area: 'assetsMedia', group: '巨量千川' });
    expect(byName(name)?.hidden ?? false).toBe(hidden);
  });

  it.each([
    ['qianchuanLiveMonitor', 'qianchuan-app/live-control/live-monitor', '直播监控', false],
    ['qianchuanLiveWorkBench', 'qianchuan-app/live-control/live-monitor/work-bench', '工作台', false],
    ['qianchuanLiveConsole', 'qianchuan-app/live-control/live-monitor/console', '直播中控台', false],
    ['qianchuanLiveRoom', 'qianchuan-app/live-control/live-monitor/live-room/:id/:awemeId', '直播间实时大屏', true],
    ['qianchuanLiveAuthorization', 'qianchuan-app/live-control/authorization', '授权管理', false],
    ['qianchuanLiveTiktok', 'qianchuan-app/live-control/authorization/tiktok', '我的抖音号', false],
  ])('live control %s is at %s, titled %s (hidden: %s)', (name, path, title, hidden) => {
    expect(byName(name)).toMatchObject({ path, title, section: 'liveControl', area: 'liveControl' });
    expect(byName(name)?.hidden ?? false).toBe(hidden);
  });

  it('opens each live-control entry on its first page', () => {
    expect(byName('qianchuanLiveMonitor')?.redirect).toBe('qianchuanLiveWorkBench');
    expect(byName('qianchuanLiveAuthorization')?.redirect).toBe('qianchuanLiveTiktok');
  });

  it('draws only the live room full screen (docs/design/live-home.md D2) and loads a page on every route: the delivery levels, the built property types, 新建定向包, 批量创建, 辅助创建 and live control', () => {
    expect(flat.filter((route) => route.fullScreen).map((route) => route.name)).toEqual(['qianchuanLiveRoom']);
    const withPage = flat.filter((route) => route.page !== undefined).map((route) => route.name);
    const built = propertyTypesOf(QIANCHUAN_PROPERTY_PAGES).filter((type) => (QIANCHUAN_PROPERTY_LIMITS[type] as PropertyTypeLimits) !== PENDING_PROPERTY_LIMITS);
    expect(built).toContain('target');
    expect(withPage.sort()).toEqual([...DELIVERY_LEVELS.qianchuan.map((level) => deliveryLevelRouteName('qianchuan', level)), ...built.map((type) => propertyRouteName('qianchuan', type)), 'qianchuanPropertyTargetAdd', 'qianchuanBatchTask', 'qianchuanAdAddReport', 'qianchuanAdSpeedCreateLive', 'qianchuanAdSpeedCreateProduct', 'qianchuanAdAiCreate', 'qianchuanLiveTiktok', 'qianchuanLiveWorkBench', 'qianchuanLiveConsole', 'qianchuanLiveRoom'].sort());
  });
});
