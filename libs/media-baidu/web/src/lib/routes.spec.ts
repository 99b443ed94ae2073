import { describe, expect, it } from 'vitest';
import {
  DELIVERY_LEVELS,
  DELIVERY_LEVEL_LABELS,
  PENDING_PROPERTY_LIMITS,
  type PropertyTypeLimits,
  deliveryLevelRouteName,
  flattenRoutes,
  propertyRouteName,
  propertyTypesOf,
  routeTableProblems,
} from '@toufang/domain';
import { BAIDU_PROPERTY_LIMITS, BAIDU_PROPERTY_PAGES } from '@toufang/media-baidu-limits';
import { routes } from '../index';

const flat = flattenRoutes(routes);
const byName = (name: string) => flat.find((route) => route.name === name);

describe('baidu-app route table (shell spec §2.3)', () => {
  it('is well formed under baidu-app', () => {
    expect(routeTableProblems(routes, ['baidu-app'])).toEqual([]);
  });

  it('has these first-level routes', () => {
    expect(routes.map((route) => route.name)).toEqual([
      'baiduDelivery',
      'baiduAdSpeedCreateBasicSettings',
      'baiduAdSpeedCreatePreviewSubmit',
      'baiduAdSpeedCreateSubmitSuccess',
      'baiduAdAiCreate',
      'baiduAdAddReport',
      'baiduPropertyTarget',
      'baiduPropertyTargetAdd',
      'baiduPropertyCustomAudience',
      'baiduPropertyLandingPage',
      'baiduPropertyApplet',
      'baiduPropertyConversionConfig',
      'baiduPropertyBrandManagement',
      'baiduPropertyTextSummary',
      'baiduPropertyExcellentWords',
    ]);
  });

  it('opens the delivery entry on its account page, titled 百度营销, with no task pages', () => {
    expect(routes[0]).toMatchObject({
      name: 'baiduDelivery',
      path: 'baidu-app/promote/baidu/delivery',
      title: '百度营销',
      section: 'promote',
      area: 'promote',
      group: '投放管理',
      redirect: 'baiduDeliveryAccount',
    });
    expect(routes[0].children?.map((route) => route.name)).toEqual(['baiduDeliveryAccount', 'baiduDeliveryPlan', 'baiduDeliveryUnit', 'baiduDeliveryCreative']);
  });

  it.each([
    ['baiduDeliveryAccount', 'baidu-app/promote/baidu/delivery/account', DELIVERY_LEVEL_LABELS.baidu.account],
    ['baiduDeliveryPlan', 'baidu-app/promote/baidu/delivery/plan', DELIVERY_LEVEL_LABELS.baidu.plan],
    ['baiduDeliveryUnit', 'baidu-app/promote/baidu/delivery/unit', DELIVERY_LEVEL_LABELS.baidu.unit],
    ['baiduDeliveryCreative', 'baidu-app/promote/baidu/delivery/creative', DELIVERY_LEVEL_LABELS.baidu.creative],
  ])('delivery page %s is at %s, titled %s', (name, path, title) => {
    expect(byName(name)).toMatchObject({ path, title, area: 'promote', section: 'promote', media: 'baidu' });
  });

  it.each([
    ['baiduAdSpeedCreateBasicSettings', 'baidu-app/ad/ad-speed-create/basic-settings/:temp_id', '快速创建（基础设置）'],
    ['baiduAdSpeedCreatePreviewSubmit', 'baidu-app/ad/ad-speed-create/preview-submit/:temp_id', '快速创建（预览提交）'],
    ['baiduAdSpeedCreateSubmitSuccess', 'baidu-app/ad/ad-speed-create/submit-success/:temp_id', '快速创建（提交成功）'],
    ['baiduAdAiCreate', 'baidu-app/ad/ad-ai-create/:variant/:temp_id', 'AI创建广告'],
    ['baiduAdAddReport', 'baidu-app/ad/add-report', '创建报告'],
  ])('batch creation %s is hidden at %s, titled %s', (name, path, title) => {
    expect(byName(name)).toMatchObject({ path, title, hidden: true, area: 'batchCreate', section: 'promote', media: 'baidu' });
  });

  it.each([
    ['baiduPropertyTarget', 'baidu-app/property/target', '定向包', false],
    ['baiduPropertyTargetAdd', 'baidu-app/property/target-add', '新建定向包', true],
    ['baiduPropertyBrandManagement', 'baidu-app/property/brand-management', '品牌管理', false],
    ['baiduPropertyTextSummary', 'baidu-app/property/text-summary', '文本摘要', false],
    ['baiduPropertyExcellentWords', 'baidu-app/property/excellent-words', '优选词', false],
  ])('property page %s is at %s, titled %s (hidden: %s)', (name, path, title, hidden) => {
    expect(byName(name)).toMatchObject({ path, title, section: 'assets', area: 'assetsMedia', group: '百度营销', media: 'baidu' });
    expect(byName(name)?.hidden ?? false).toBe(hidden);
  });

  it('names the media on every route, has no full-screen page, needs no flag, and loads a page on the delivery levels and built property types (and 批量创建, 辅助创建) only', () => {
    expect(flat.every((route) => route.media === 'baidu' && route.requires === undefined)).toBe(true);
    const withPage = flat.filter((route) => route.page !== undefined).map((route) => route.name);
    const builtProperties = propertyTypesOf(BAIDU_PROPERTY_PAGES)
      .filter((type) => (BAIDU_PROPERTY_LIMITS[type] as PropertyTypeLimits) !== PENDING_PROPERTY_LIMITS)
      .map((type) => propertyRouteName('baidu', type));
    expect(builtProperties).toContain('baiduPropertyCustomAudience');
    expect(withPage.sort()).toEqual([...DELIVERY_LEVELS.baidu.map((level) => deliveryLevelRouteName('baidu', level)), ...builtProperties, 'baiduPropertyTargetAdd', 'baiduAdAddReport', 'baiduAdSpeedCreateBasicSettings', 'baiduAdSpeedCreatePreviewSubmit', 'baiduAdSpeedCreateSubmitSuccess', 'baiduAdAiCreate'].sort());
    expect(flat.some((route) => route.fullScreen)).toBe(false);
  });
});
