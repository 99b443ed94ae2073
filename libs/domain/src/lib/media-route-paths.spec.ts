import { describe, expect, it } from 'vitest';
import { flattenRoutes, type AppRoute } from './app-routes';
import { DELIVERY_LEVEL_LABELS, DELIVERY_LEVELS } from './delivery-hierarchy';
import { MEDIA_CODES, MEDIA_DISPLAY_NAMES } from './media';
import {
  AUTO_CREATE_TASK_MEDIA,
  batchCreateRoute,
  batchCreateRoutes,
  deliveryLevelRouteName,
  deliveryRoute,
  mediaAdPath,
  mediaHasAutoCreateTask,
  mediaPromotePath,
  mediaPropertyPath,
  pascalCase,
  PROMOTE_GROUP,
  PROPERTY_PAGES,
  propertyRouteName,
  propertyRoutes,
  withRequirements,
} from './media-route-paths';
import { routeTableProblems } from './route-table-check';

describe('path builders', () => {
  it.each([
    ['delivery-group', 'DeliveryGroup'],
    ['account', 'Account'],
    ['application-subcontracting', 'ApplicationSubcontracting'],
    ['basic-settings', 'BasicSettings'],
  ])('pascalCase(%s) is %s', (segment, expected) => {
    expect(pascalCase(segment)).toBe(expected);
  });

  it('builds promote, ad and property paths under the media prefix', () => {
    expect(mediaPromotePath('gdt', 'real-message')).toBe('gdt-app/promote/gdtV3/real-message');
    expect(mediaPromotePath('qianchuan', 'batch-task')).toBe('qianchuan-app/promote/qianchuan/batch-task');
    expect(mediaAdPath('baidu', 'ad-speed-create', 'basic-settings', ':temp_id')).toBe('baidu-app/ad/ad-speed-create/basic-settings/:temp_id');
    expect(mediaAdPath('toutiao', 'add-report')).toBe('toutiao-app/ad/add-report');
    expect(mediaPropertyPath('kuaishou', 'target')).toBe('kuaishou-app/property/target');
  });

  it.each([
    ['toutiao', 'account', 'toutiaoDeliveryAccount'],
    ['toutiao', 'delivery-group', 'toutiaoDeliveryDeliveryGroup'],
    ['gdt', 'group', 'gdtDeliveryGroup'],
    ['kuaishou', 'delivery-creative', 'kuaishouDeliveryDeliveryCreative'],
  ] as const)('the %s %s page is named %s', (media, level, name) => {
    expect(deliveryLevelRouteName(media, level)).toBe(name);
  });
});

describe('deliveryRoute (shell spec §2.3, promote section)', () => {
  it.each(MEDIA_CODES)('%s: titled with the media name, opening on its account page, one child per level', (media) => {
    const route = deliveryRoute(media);
    expect(route).toMatchObject({
      name: `${media}Delivery`,
      title: MEDIA_DISPLAY_NAMES[media],
      section: 'promote',
      area: 'promote',
      group: PROMOTE_GROUP,
      media,
      redirect: `${media}DeliveryAccount`,
    });
    const levels = DELIVERY_LEVELS[media] as readonly string[];
    const labels = DELIVERY_LEVEL_LABELS[media] as Readonly<Record<string, string>>;
    const children = route.children ?? [];
    expect(children.slice(0, levels.length).map((child) => child.title)).toEqual(levels.map((level) => labels[level]));
    expect(children.every((child) => child.media === media)).toBe(true);
    expect(routeTableProblems([route], [`${media}-app`])).toEqual([]);
  });

  it('gives qianchuan its batch-task page and no other media one', () => {
    const withTask = MEDIA_CODES.filter((media) => deliveryRoute(media).children?.some((child) => child.name === `${media}BatchTask`));
    expect(withTask).toEqual(['qianchuan']);
    expect(deliveryRoute('qianchuan').children?.at(-1)).toMatchObject({
      name: 'qianchuanBatchTask',
      path: 'qianchuan-app/promote/qianchuan/batch-task',
      title: '批量任务',
    });
  });

  it('gives an auto-create-task page exactly to the media that support it', () => {
    expect(AUTO_CREATE_TASK_MEDIA).toEqual(['toutiao', 'kuaishou']);
    for (const media of MEDIA_CODES) {
      const task = deliveryRoute(media).children?.find((child) => child.name === `${media}AutoCreateTask`);
      expect(Boolean(task)).toBe(mediaHasAutoCreateTask(media));
    }
    expect(deliveryRoute('kuaishou').children?.at(-1)).toMatchObject({
      path: 'kuaishou-app/promote/kuaishou/auto-create-task',
      title: '自动创建任务',
    });
  });

  it('puts the extra pages after the levels and tasks', () => {
    const extra: AppRoute<never> = { name: 'gdtRealMessage', path: 'gdt-app/promote/gdtV3/real-message', title: '认证结果', hidden: true };
    expect(deliveryRoute('gdt', [extra]).children?.map((child) => child.name)).toEqual([
      'gdtDeliveryAccount',
      'gdtDeliveryGroup',
      'gdtDeliveryCreative',
      'gdtRealMessage',
    ]);
  });
});

describe('batch creation (shell spec §2.3, hidden)', () => {
  it('builds a hidden first-level route in the promote section', () => {
    expect(batchCreateRoute('toutiao', { name: 'createH5PageToutiao', segments: ['create-h5-page'], title: '创建H5页面', fullScreen: true })).toEqual({
      name: 'createH5PageToutiao',
      path: 'toutiao-app/ad/create-h5-page',
      title: '创建H5页面',
      section: 'promote',
      area: 'batchCreate',
      media: 'toutiao',
      hidden: true,
      fullScreen: true,
    });
  });

  it('leaves fullScreen off unless asked', () => {
    const route = batchCreateRoute('kuaishou', { name: 'kuaishouAdUpdate', segments: ['update', 'kuaishou', ':active'], title: '修改广告' });
    expect(route).toMatchObject({ path: 'kuaishou-app/ad/update/kuaishou/:active', hidden: true });
    expect(route).not.toHaveProperty('fullScreen');
  });

  it('builds quick creation per variant, AI creation and the creation report', () => {
    const routes = batchCreateRoutes('baidu', [
      { segment: 'basic-settings', title: '快速创建（基础设置）' },
      { segment: 'preview-submit', title: '快速创建（预览提交）' },
    ]);
    expect(routes.map((route) => [route.name, route.path])).toEqual([
      ['baiduAdSpeedCreateBasicSettings', 'baidu-app/ad/ad-speed-create/basic-settings/:temp_id'],
      ['baiduAdSpeedCreatePreviewSubmit', 'baidu-app/ad/ad-speed-create/preview-submit/:temp_id'],
      ['baiduAdAiCreate', 'baidu-app/ad/ad-ai-create/:variant/:temp_id'],
      ['baiduAdAddReport', 'baidu-app/ad/add-report'],
    ]);
    expect(routes.every((route) => route.hidden && route.area === 'batchCreate' && route.section === 'promote')).toBe(true);
  });

  it('names the plain quick-creation page without a variant suffix', () => {
    expect(batchCreateRoutes('bilibili', [{ title: '快速创建广告' }])[0]).toMatchObject({
      name: 'bilibiliAdSpeedCreate',
      path: 'bilibili-app/ad/ad-speed-create/:temp_id',
    });
  });
});

describe('property pages (shell spec §2.3, assets section)', () => {
  it('has a Chinese title for every page of the spec list', () => {
    expect(Object.keys(PROPERTY_PAGES)).toHaveLength(32);
    for (const info of Object.values(PROPERTY_PAGES)) expect(info.title).toMatch(/[\u4e00-\u9fff]/);
  });

  it('builds first-level entries grouped under the media name', () => {
    const [target, add] = propertyRoutes('gdt', ['target', 'target-add']);
    expect(target).toEqual({
      name: 'gdtPropertyTarget',
      path: 'gdt-app/property/target',
      title: '定向包',
      section: 'assets',
      area: 'assetsMedia',
      group: '腾讯广告3.0',
      media: 'gdt',
    });
    expect(add).toMatchObject({ name: 'gdtPropertyTargetAdd', path: 'gdt-app/property/target-add', hidden: true });
  });

  it('adds the parameter of application subcontracting and hides it', () => {
    expect(propertyRoutes('toutiao', ['application-subcontracting'])[0]).toMatchObject({
      name: propertyRouteName('toutiao', 'application-subcontracting'),
      path: 'toutiao-app/property/application-subcontracting/:packageId',
      hidden: true,
    });
  });

  it('gates the flow-pool pages behind FLOW_POOL_BUTTON', () => {
    const routes = propertyRoutes('toutiao', ['pangolin-media-pack', 'union-traffic-package', 'landing-page']);
    expect(routes.map((route) => route.requires)).toEqual([{ buttonConfig: 'FLOW_POOL_BUTTON' }, { buttonConfig: 'FLOW_POOL_BUTTON' }, undefined]);
  });
});

describe('withRequirements', () => {
  it('puts the requirement on every route, children included, keeping what else each needs', () => {
    const table: AppRoute[] = [
      { name: 'a', path: 'x/a', title: '甲', children: [{ name: 'b', path: 'x/b', title: '乙', requires: { performance: true } }] },
    ];
    const flat = flattenRoutes(withRequirements(table, { buttonConfig: 'SHOW_QIANCHUAN_BUTTON' }));
    expect(flat.map((route) => route.requires)).toEqual([
      { buttonConfig: 'SHOW_QIANCHUAN_BUTTON' },
      { buttonConfig: 'SHOW_QIANCHUAN_BUTTON', performance: true },
    ]);
  });

  it('refuses a route that already needs a different flag', () => {
    const table: AppRoute[] = [{ name: 'a', path: 'x/a', title: '甲', requires: { buttonConfig: 'FLOW_POOL_BUTTON' } }];
    expect(() => withRequirements(table, { buttonConfig: 'SHOW_QIANCHUAN_BUTTON' })).toThrow('a already needs FLOW_POOL_BUTTON');
  });
});
