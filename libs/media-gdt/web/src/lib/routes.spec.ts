import { describe, expect, it } from 'vitest';
import { DELIVERY_LEVELS, DELIVERY_LEVEL_LABELS, deliveryLevelRouteName, flattenRoutes, PENDING_PROPERTY_LIMITS, propertyRouteName, propertyTypesOf, routeTableProblems, type PropertyTypeLimits } from '@toufang/domain';
import { GDT_PROPERTY_LIMITS, GDT_PROPERTY_PAGES } from '@toufang/media-gdt-limits';
import { routes } from '../index';

const flat = flattenRoutes(routes);
const byName = (name: string) => flat.find((route) => route.name === name);

describe('gdt-app route table (shell spec §2.3)', () => {
  it('is well formed under gdt-app', () => {
    expect(routeTableProblems(routes, ['gdt-app'])).toEqual([]);
  });

  it('has these first-level routes', () => {
    expect(routes.map((route) => route.name)).toEqual([
      'gdtDelivery',
      'gdtAdSpeedCreate',
      'gdtAdSpeedCreateWechat',
      'gdtAdAiCreate',
      'gdtAdAddReport',
      'gdtPropertyTarget',
      'gdtPropertyTargetAdd',
      'gdtPropertyCustomAudience',
      'gdtPropertyLandingPage',
      'gdtPropertyApplet',
      'gdtPropertyConversionAttribution',
      'gdtPropertyFriendsCircleAvatar',
      'gdtPropertyMaterialTag',
      'gdtPropertyMiniGameMonitor',
      'gdtPropertyWechatMiniGameChannel',
      'gdtPropertyVideoAccountAuthorization',
    ]);
  });

  it('opens the gdtV3 delivery entry on its account page, titled 腾讯广告3.0', () => {
    expect(routes[0]).toMatchObject({
      name: 'gdtDelivery',
      path: 'gdt-app/promote/gdtV3/delivery',
      title: '腾讯广告3.0',
      section: 'promote',
      area: 'promote',
      group: '投放管理',
      redirect: 'gdtDeliveryAccount',
    });
  });

  it.each([
    ['gdtDeliveryAccount', 'gdt-app/promote/gdtV3/delivery/account', DELIVERY_LEVEL_LABELS.gdt.account, false],
    ['gdtDeliveryGroup', 'gdt-app/promote/gdtV3/delivery/group', DELIVERY_LEVEL_LABELS.gdt.group, false],
    ['gdtDeliveryCreative', 'gdt-app/promote/gdtV3/delivery/creative', DELIVERY_LEVEL_LABELS.gdt.creative, false],
    ['gdtRealMessage', 'gdt-app/promote/gdtV3/real-message', '认证结果', true],
  ])('promote page %s is at %s, titled %s (hidden: %s)', (name, path, title, hidden) => {
    expect(byName(name)).toMatchObject({ path, title, area: 'promote', section: 'promote', media: 'gdt' });
    expect(byName(name)?.hidden ?? false).toBe(hidden);
  });

  it('has neither a batch-task nor an auto-create-task page', () => {
    expect(flat.some((route) => /batch-task|auto-create-task/.test(route.path))).toBe(false);
  });

  it.each([
    ['gdtAdSpeedCreate', 'gdt-app/ad/ad-speed-create/:temp_id'],
    ['gdtAdSpeedCreateWechat', 'gdt-app/ad/ad-speed-create/wechat/:temp_id'],
    ['gdtAdAiCreate', 'gdt-app/ad/ad-ai-create/:variant/:temp_id'],
    ['gdtAdAddReport', 'gdt-app/ad/add-report'],
  ])('batch creation %s is hidden at %s', (name, path) => {
    expect(byName(name)).toMatchObject({ path, hidden: true, area: 'batchCreate', section: 'promote', media: 'gdt' });
    expect(byName(name)?.fullScreen).toBeUndefined();
  });

  it.each([
    ['gdtPropertyTarget', 'gdt-app/property/target', '定向包', false],
    ['gdtPropertyTargetAdd', 'gdt-app/property/target-add', '新建定向包', true],
    ['gdtPropertyConversionAttribution', 'gdt-app/property/conversion-attribution', '转化归因', false],
    ['gdtPropertyFriendsCircleAvatar', 'gdt-app/property/friends-circle-avatar', '朋友圈头像昵称', false],
    ['gdtPropertyWechatMiniGameChannel', 'gdt-app/property/wechat-mini-game-channel', '微信小游戏渠道', false],
    ['gdtPropertyVideoAccountAuthorization', 'gdt-app/property/video-account-authorization', '视频号授权', false],
  ])('property page %s is at %s, titled %s (hidden: %s)', (name, path, title, hidden) => {
    expect(byName(name)).toMatchObject({ path, title, section: 'assets', area: 'assetsMedia', group: '腾讯广告3.0', media: 'gdt' });
    expect(byName(name)?.hidden ?? false).toBe(hidden);
  });

  it('names the media on every route, needs no flag, and loads a page on the delivery levels, 认证结果 and every built property type, 新建定向包 (and 批量创建, 辅助创建)', () => {
    expect(flat.every((route) => route.media === 'gdt' && route.requires === undefined)).toBe(true);
    const withPage = flat.filter((route) => route.page !== undefined).map((route) => route.name);
    const built = propertyTypesOf(GDT_PROPERTY_PAGES).filter((type) => (GDT_PROPERTY_LIMITS[type] as PropertyTypeLimits) !== PENDING_PROPERTY_LIMITS);
    expect(built).toHaveLength(10);
    expect(withPage.sort()).toEqual([...DELIVERY_LEVELS.gdt.map((level) => deliveryLevelRouteName('gdt', level)), 'gdtRealMessage', 'gdtPropertyTargetAdd', 'gdtAdAddReport', 'gdtAdSpeedCreate', 'gdtAdSpeedCreateWechat', ...built.map((type) => propertyRouteName('gdt', type)), 'gdtAdAiCreate'].sort());
    expect(flat.some((route) => route.fullScreen)).toBe(false);
  });
});
