import { describe, expect, it } from 'vitest';
import { builtPropertyPages, DELIVERY_LEVELS, DELIVERY_LEVEL_LABELS, deliveryLevelRouteName, flattenRoutes, propertyRouteName, routeTableProblems } from '@toufang/domain';
import { KUAISHOU_PROPERTY_LIMITS, KUAISHOU_PROPERTY_PAGES } from '@toufang/media-kuaishou-limits';
import { routes } from '../index';

const flat = flattenRoutes(routes);
const byName = (name: string) => flat.find((route) => route.name === name);

describe('kuaishou-app route table (shell spec §2.3)', () => {
  it('is well formed under kuaishou-app', () => {
    expect(routeTableProblems(routes, ['kuaishou-app'])).toEqual([]);
  });

  it('has these first-level routes', () => {
    expect(routes.map((route) => route.name)).toEqual([
      'kuaishouDelivery',
      'kuaishouAdSpeedCreate',
      'kuaishouAdSpeedCreateSearch',
      'kuaishouAdAiCreate',
      'kuaishouAdAddReport',
      'kuaishouAdUpdate',
      'kuaishouAdCopy',
      'kuaishouAdCopyPlan',
      'kuaishouPropertyTarget',
      'kuaishouPropertyTargetAdd',
      'kuaishouPropertyCustomAudience',
      'kuaishouPropertyLandingPage',
      'kuaishouPropertyConversionConfig',
      'kuaishouPropertyApplication',
      'kuaishouPropertyApplicationSubcontracting',
      'kuaishouPropertyQuickApp',
      'kuaishouPropertyDirectLink',
      'kuaishouPropertyAdvancedCreativeLibrary',
      'kuaishouPropertyCommentManagement',
      'kuaishouPropertyPromotionCard',
    ]);
  });

  it('opens the delivery entry on its account page, titled 磁力智投', () => {
    expect(routes[0]).toMatchObject({
      name: 'kuaishouDelivery',
      path: 'kuaishou-app/promote/kuaishou/delivery',
      title: '磁力智投',
      section: 'promote',
      area: 'promote',
      group: '投放管理',
      redirect: 'kuaishouDeliveryAccount',
    });
  });

  it.each([
    ['kuaishouDeliveryAccount', 'kuaishou-app/promote/kuaishou/delivery/account', DELIVERY_LEVEL_LABELS.kuaishou.account],
    ['kuaishouDeliveryPlan', 'kuaishou-app/promote/kuaishou/delivery/plan', DELIVERY_LEVEL_LABELS.kuaishou.plan],
    ['kuaishouDeliveryDeliveryGroup', 'kuaishou-app/promote/kuaishou/delivery/delivery-group', DELIVERY_LEVEL_LABELS.kuaishou['delivery-group']],
    ['kuaishouDeliveryDeliveryCreative', 'kuaishou-app/promote/kuaishou/delivery/delivery-creative', DELIVERY_LEVEL_LABELS.kuaishou['delivery-creative']],
    ['kuaishouAutoCreateTask', 'kuaishou-app/promote/kuaishou/auto-create-task', '自动创建任务'],
  ])('delivery page %s is at %s, titled %s', (name, path, title) => {
    expect(byName(name)).toMatchObject({ path, title, area: 'promote', section: 'promote', media: 'kuaishou' });
    expect(byName(name)?.hidden).toBeUndefined();
  });

  it.each([
    ['kuaishouAdSpeedCreate', 'kuaishou-app/ad/ad-speed-create/:temp_id'],
    ['kuaishouAdSpeedCreateSearch', 'kuaishou-app/ad/ad-speed-create/search/:temp_id'],
    ['kuaishouAdAiCreate', 'kuaishou-app/ad/ad-ai-create/:variant/:temp_id'],
    ['kuaishouAdAddReport', 'kuaishou-app/ad/add-report'],
    ['kuaishouAdUpdate', 'kuaishou-app/ad/update/kuaishou/:active'],
    ['kuaishouAdCopy', 'kuaishou-app/ad/copy/kuaishou/:id'],
    ['kuaishouAdCopyPlan', 'kuaishou-app/ad/copyPlan/:id'],
  ])('batch creation %s is hidden at %s', (name, path) => {
    expect(byName(name)).toMatchObject({ path, hidden: true, area: 'batchCreate', section: 'promote', media: 'kuaishou' });
  });

  it.each([
    ['kuaishouPropertyTarget', 'kuaishou-app/property/target', '定向包', false],
    ['kuaishouPropertyTargetAdd', 'kuaishou-app/property/target-add', '新建定向包', true],
    ['kuaishouPropertyApplicationSubcontracting', 'kuaishou-app/property/application-subcontracting/:packageId', '应用分包', true],
    ['kuaishouPropertyDirectLink', 'kuaishou-app/property/direct-link', '直达链接管理', false],
    ['kuaishouPropertyAdvancedCreativeLibrary', 'kuaishou-app/property/advanced-creative-library', '高级创意库', false],
    ['kuaishouPropertyPromotionCard', 'kuaishou-app/property/promotion-card', '推广卡片', false],
  ])('property page %s is at %s, titled %s (hidden: %s)', (name, path, title, hidden) => {
    expect(byName(name)).toMatchObject({ path, title, section: 'assets', area: 'assetsMedia', group: '磁力智投', media: 'kuaishou' });
    expect(byName(name)?.hidden ?? false).toBe(hidden);
  });

  it('names the media on every route, has no full-screen page, needs no flag, and loads a page on the delivery levels and built property types (and 批量创建, 辅助创建, 修改 and 复制) only', () => {
    expect(flat.every((route) => route.media === 'kuaishou' && route.requires === undefined)).toBe(true);
    const withPage = flat.filter((route) => route.page !== undefined).map((route) => route.name);
    const properties = Object.keys(builtPropertyPages('kuaishou', KUAISHOU_PROPERTY_PAGES, KUAISHOU_PROPERTY_LIMITS, null));
    expect(properties).toContain(propertyRouteName('kuaishou', 'target'));
    expect(properties).toContain(propertyRouteName('kuaishou', 'comment-management'));
    expect(withPage.sort()).toEqual([...DELIVERY_LEVELS.kuaishou.map((level) => deliveryLevelRouteName('kuaishou', level)), ...properties, 'kuaishouPropertyTargetAdd', 'kuaishouAutoCreateTask', 'kuaishouAdAddReport', 'kuaishouAdSpeedCreate', 'kuaishouAdSpeedCreateSearch', 'kuaishouAdAiCreate', 'kuaishouAdUpdate', 'kuaishouAdCopy', 'kuaishouAdCopyPlan'].sort());
    expect(flat.some((route) => route.fullScreen)).toBe(false);
  });
});
