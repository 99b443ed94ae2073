import { describe, expect, it } from 'vitest';
import { DELIVERY_LEVELS, DELIVERY_LEVEL_LABELS, deliveryLevelRouteName, flattenRoutes, PENDING_PROPERTY_LIMITS, propertyRouteName, propertyTypesOf, routeTableProblems, type PropertyTypeLimits } from '@toufang/domain';
import { BILIBILI_PROPERTY_LIMITS, BILIBILI_PROPERTY_PAGES } from '@toufang/media-bilibili-limits';
import type { SubAppRoute } from '@toufang/api/sub-app';
import { routes } from '../index';

const flat = flattenRoutes(routes);
const byName = (name: string) => flat.find((route) => route.name === name);

/** Every entry as written, without what flattenRoutes would inherit from its parent. */
function ownEntries(table: readonly SubAppRoute[]): SubAppRoute[] {
  return table.flatMap((route) => [route, ...ownEntries(route.children ?? [])]);
}

describe('bilibili-app route table (shell spec §2.3, §6)', () => {
  it('is well formed under bilibili-app', () => {
    expect(routeTableProblems(routes, ['bilibili-app'])).toEqual([]);
  });

  it('has these first-level routes', () => {
    expect(routes.map((route) => route.name)).toEqual([
      'bilibiliDelivery',
      'bilibiliAdSpeedCreate',
      'bilibiliAdAiCreate',
      'bilibiliAdAddReport',
      'bilibiliPropertyTarget',
      'bilibiliPropertyTargetAdd',
      'bilibiliPropertyCustomAudience',
      'bilibiliPropertyLandingPage',
      'bilibiliPropertyConversionConfig',
      'bilibiliPropertyMonitor',
      'bilibiliPropertyActivateLink',
    ]);
  });

  it('names bilibili on every entry itself, so each one is hidden without showBilibili', () => {
    const entries = ownEntries(routes);
    expect(entries.length).toBe(flat.length);
    expect(entries.filter((route) => route.media !== 'bilibili').map((route) => route.name)).toEqual([]);
  });

  it('opens the delivery entry on its account page, titled 哔哩哔哩', () => {
    expect(routes[0]).toMatchObject({
      name: 'bilibiliDelivery',
      path: 'bilibili-app/promote/bilibili/delivery',
      title: '哔哩哔哩',
      section: 'promote',
      area: 'promote',
      group: '投放管理',
      redirect: 'bilibiliDeliveryAccount',
    });
  });

  it.each([
    ['bilibiliDeliveryAccount', 'bilibili-app/promote/bilibili/delivery/account', DELIVERY_LEVEL_LABELS.bilibili.account],
    ['bilibiliDeliveryPlan', 'bilibili-app/promote/bilibili/delivery/plan', DELIVERY_LEVEL_LABELS.bilibili.plan],
    ['bilibiliDeliveryUnit', 'bilibili-app/promote/bilibili/delivery/unit', DELIVERY_LEVEL_LABELS.bilibili.unit],
    ['bilibiliDeliveryCreative', 'bilibili-app/promote/bilibili/delivery/creative', DELIVERY_LEVEL_LABELS.bilibili.creative],
  ])('delivery page %s is at %s, titled %s', (name, path, title) => {
    expect(byName(name)).toMatchObject({ path, title, area: 'promote', section: 'promote' });
  });

  it.each([
    ['bilibiliAdSpeedCreate', 'bilibili-app/ad/ad-speed-create/:temp_id'],
    ['bilibiliAdAiCreate', 'bilibili-app/ad/ad-ai-create/:variant/:temp_id'],
    ['bilibiliAdAddReport', 'bilibili-app/ad/add-report'],
  ])('batch creation %s is hidden at %s', (name, path) => {
    expect(byName(name)).toMatchObject({ path, hidden: true, area: 'batchCreate', section: 'promote' });
  });

  it.each([
    ['bilibiliPropertyTarget', 'bilibili-app/property/target', '定向包', false],
    ['bilibiliPropertyTargetAdd', 'bilibili-app/property/target-add', '新建定向包', true],
    ['bilibiliPropertyMonitor', 'bilibili-app/property/monitor', '监测链接', false],
    ['bilibiliPropertyActivateLink', 'bilibili-app/property/activate-link', '激活链接', false],
  ])('property page %s is at %s, titled %s (hidden: %s)', (name, path, title, hidden) => {
    expect(byName(name)).toMatchObject({ path, title, section: 'assets', area: 'assetsMedia', group: '哔哩哔哩' });
    expect(byName(name)?.hidden ?? false).toBe(hidden);
  });

  it('has no full-screen page, needs no flag, and loads a page on the delivery levels and the built property types, 新建定向包 (and 批量创建, 辅助创建) only', () => {
    expect(flat.every((route) => !route.fullScreen && route.requires === undefined)).toBe(true);
    const withPage = flat.filter((route) => route.page !== undefined).map((route) => route.name);
    const built = propertyTypesOf(BILIBILI_PROPERTY_PAGES).filter((type) => (BILIBILI_PROPERTY_LIMITS[type] as PropertyTypeLimits) !== PENDING_PROPERTY_LIMITS);
    expect(built).toContain('target');
    expect(withPage.sort()).toEqual([...DELIVERY_LEVELS.bilibili.map((level) => deliveryLevelRouteName('bilibili', level)), ...built.map((type) => propertyRouteName('bilibili', type)), 'bilibiliPropertyTargetAdd', 'bilibiliAdAddReport', 'bilibiliAdSpeedCreate', 'bilibiliAdAiCreate'].sort());
  });
});
