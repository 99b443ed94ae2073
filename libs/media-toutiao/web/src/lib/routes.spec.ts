import { describe, expect, it } from 'vitest';
import { DELIVERY_LEVEL_LABELS, flattenRoutes, PENDING_PROPERTY_LIMITS, propertyRouteName, propertyTypesOf, routeTableProblems, type PropertyTypeLimits } from '@toufang/domain';
import { TOUTIAO_PROPERTY_LIMITS, TOUTIAO_PROPERTY_PAGES } from '@toufang/media-toutiao-limits';
import { routes } from '../index';

const flat = flattenRoutes(routes);
const byName = (name: string) => flat.find((route) => route.name === name);

describe('toutiao-app route table (shell spec §2.3, §2.5)', () => {
  it('is well formed under toutiao-app', () => {
    expect(routeTableProblems(routes, ['toutiao-app'])).toEqual([]);
  });

  it('has these first-level routes', () => {
    expect(routes.map((route) => route.name)).toEqual([
      'toutiaoDelivery',
      'toutiaoAdSpeedCreate',
      'toutiaoAdSpeedCreateProject',
      'toutiaoAdSpeedCreateSearch',
      'toutiaoAdAiCreate',
      'toutiaoAdAddReport',
      'createH5PageToutiao',
      'adUpdateByteDance',
      'adUpdateByteDanceFast',
      'toutiaoAdUpdateCreative',
      'toutiaoAdUpdateGroup',
      'toutiaoAdCopy',
      'toutiaoAdCopyPlan',
      'partner',
      'toutiaoPropertyTarget',
      'toutiaoPropertyTargetAdd',
      'toutiaoPropertyCustomAudience',
      'toutiaoPropertyLandingPage',
      'toutiaoPropertyNativeAnchor',
      'toutiaoPropertyApplet',
      'toutiaoPropertyConversionConfig',
      'toutiaoPropertyEventManagement',
      'toutiaoPropertyMonitorActivity',
      'toutiaoPropertyPangolinMediaPack',
      'toutiaoPropertyUnionTrafficPackage',
      'toutiaoPropertyApplication',
      'toutiaoPropertyApplicationSubcontracting',
      'toutiaoPropertyQuickApp',
      'toutiaoPropertyCreativeComponent',
      'toutiaoPropertyOpenUrl',
      'toutiaoPropertyGraphicMaterial',
      'toutiaoPropertyCommentManagement',
    ]);
  });

  it('opens the delivery entry on its account page, titled 巨量引擎', () => {
    expect(routes[0]).toMatchObject({
      name: 'toutiaoDelivery',
      path: 'toutiao-app/promote/toutiao/delivery',
      title: '巨量引擎',
      section: 'promote',
      area: 'promote',
      group: '投放管理',
      redirect: 'toutiaoDeliveryAccount',
    });
  });

  it.each([
    ['toutiaoDeliveryAccount', 'toutiao-app/promote/toutiao/delivery/account', DELIVERY_LEVEL_LABELS.toutiao.account],
    ['toutiaoDeliveryDeliveryGroup', 'toutiao-app/promote/toutiao/delivery/delivery-group', DELIVERY_LEVEL_LABELS.toutiao['delivery-group']],
    ['toutiaoDeliveryPlan', 'toutiao-app/promote/toutiao/delivery/plan', DELIVERY_LEVEL_LABELS.toutiao.plan],
    ['toutiaoDeliveryCreative', 'toutiao-app/promote/toutiao/delivery/creative', DELIVERY_LEVEL_LABELS.toutiao.creative],
    ['toutiaoDeliveryProject', 'toutiao-app/promote/toutiao/delivery/project', DELIVERY_LEVEL_LABELS.toutiao.project],
    ['toutiaoDeliveryAd', 'toutiao-app/promote/toutiao/delivery/ad', DELIVERY_LEVEL_LABELS.toutiao.ad],
    ['toutiaoAutoCreateTask', 'toutiao-app/promote/toutiao/auto-create-task', '自动创建任务'],
  ])('delivery page %s is at %s, titled %s', (name, path, title) => {
    expect(byName(name)).toMatchObject({ path, title, area: 'promote', section: 'promote', media: 'toutiao' });
    expect(byName(name)?.hidden).toBeUndefined();
  });

  it.each([
    ['toutiaoAdSpeedCreate', 'toutiao-app/ad/ad-speed-create/:temp_id', false],
    ['toutiaoAdSpeedCreateProject', 'toutiao-app/ad/ad-speed-create/project/:temp_id', false],
    ['toutiaoAdSpeedCreateSearch', 'toutiao-app/ad/ad-speed-create/search/:temp_id', false],
    ['toutiaoAdAiCreate', 'toutiao-app/ad/ad-ai-create/:variant/:temp_id', false],
    ['toutiaoAdAddReport', 'toutiao-app/ad/add-report', false],
    ['createH5PageToutiao', 'toutiao-app/ad/create-h5-page', true],
    ['adUpdateByteDance', 'toutiao-app/ad/update/toutiao/:id', true],
    ['adUpdateByteDanceFast', 'toutiao-app/ad/update/toutiao-fast/:id', true],
    ['toutiaoAdUpdateCreative', 'toutiao-app/ad/update/creative/:id', true],
    ['toutiaoAdUpdateGroup', 'toutiao-app/ad/update/group/:id', true],
    ['toutiaoAdCopy', 'toutiao-app/ad/copy/toutiao/:id', false],
    ['toutiaoAdCopyPlan', 'toutiao-app/ad/copyPlan/:id', true],
    ['partner', 'toutiao-app/ad/partner', true],
  ])('batch creation %s is hidden at %s (full screen: %s)', (name, path, fullScreen) => {
    const route = byName(name);
    expect(route).toMatchObject({ path, hidden: true, area: 'batchCreate', section: 'promote', media: 'toutiao' });
    expect(route?.fullScreen ?? false).toBe(fullScreen);
  });

  it('sends 合作伙伴 (§2.5, no content given) to the delivery accounts', () => {
    expect(byName('partner')?.redirect).toBe('toutiaoDeliveryAccount');
    expect(byName('toutiaoDeliveryAccount')?.page).toBeDefined();
  });

  it('has full-screen layout only on the routes of spec §2.5', () => {
    expect(flat.filter((route) => route.fullScreen).map((route) => route.name)).toEqual([
      'createH5PageToutiao',
      'adUpdateByteDance',
      'adUpdateByteDanceFast',
      'toutiaoAdUpdateCreative',
      'toutiaoAdUpdateGroup',
      'toutiaoAdCopyPlan',
      'partner',
    ]);
  });

  it.each([
    ['toutiaoPropertyTarget', 'toutiao-app/property/target', '定向包', false],
    ['toutiaoPropertyTargetAdd', 'toutiao-app/property/target-add', '新建定向包', true],
    ['toutiaoPropertyPangolinMediaPack', 'toutiao-app/property/pangolin-media-pack', '穿山甲媒体包', false],
    ['toutiaoPropertyUnionTrafficPackage', 'toutiao-app/property/union-traffic-package', '联盟流量包', false],
    ['toutiaoPropertyApplication', 'toutiao-app/property/application', '应用管理', false],
    ['toutiaoPropertyApplicationSubcontracting', 'toutiao-app/property/application-subcontracting/:packageId', '应用分包', true],
  ])('property page %s is at %s, titled %s (hidden: %s)', (name, path, title, hidden) => {
    expect(byName(name)).toMatchObject({ path, title, section: 'assets', area: 'assetsMedia', group: '巨量引擎', media: 'toutiao' });
    expect(byName(name)?.hidden ?? false).toBe(hidden);
  });

  it('gates the Pangolin media packs and the union traffic package, and nothing else, behind FLOW_POOL_BUTTON', () => {
    expect(flat.filter((route) => route.requires).map((route) => [route.name, route.requires])).toEqual([
      ['toutiaoPropertyPangolinMediaPack', { buttonConfig: 'FLOW_POOL_BUTTON' }],
      ['toutiaoPropertyUnionTrafficPackage', { buttonConfig: 'FLOW_POOL_BUTTON' }],
    ]);
  });

  it('puts every property page in the assets section under the property path', () => {
    const property = routes.filter((route) => route.section === 'assets');
    expect(property).toHaveLength(18);
    expect(property.every((route) => route.path.startsWith('toutiao-app/property/') && route.group === '巨量引擎')).toBe(true);
  });

  it('names the media on every route and loads a page on the delivery levels, the built property types and the H5 builder (and 批量创建, 辅助创建, 修改 and 复制) only', () => {
    expect(flat.every((route) => route.media === 'toutiao')).toBe(true);
    const withPage = flat.filter((route) => route.page !== undefined).map((route) => route.name);
    const delivery = Object.keys(DELIVERY_LEVEL_LABELS.toutiao).map((level) => `toutiaoDelivery${level.split('-').map((w) => w[0].toUpperCase() + w.slice(1)).join('')}`);
    const built = propertyTypesOf(TOUTIAO_PROPERTY_PAGES).filter((type) => (TOUTIAO_PROPERTY_LIMITS[type] as PropertyTypeLimits) !== PENDING_PROPERTY_LIMITS);
    expect(built).toContain('monitor-activity');
    expect(withPage.sort()).toEqual([...delivery, ...built.map((type) => propertyRouteName('toutiao', type)), 'toutiaoPropertyTargetAdd', 'createH5PageToutiao', 'toutiaoAutoCreateTask', 'toutiaoAdAddReport', 'toutiaoAdSpeedCreate', 'toutiaoAdSpeedCreateProject', 'toutiaoAdSpeedCreateSearch', 'toutiaoAdAiCreate', 'adUpdateByteDance', 'adUpdateByteDanceFast', 'toutiaoAdUpdateCreative', 'toutiaoAdUpdateGroup', 'toutiaoAdCopy', 'toutiaoAdCopyPlan'].sort());
  });
});
