import { describe, expect, it } from 'vitest';
import { checkForm, type FormSchema, type FormValues } from '@toufang/form-kit';
import { checkPropertyName, PENDING_PROPERTY_LIMITS, propertyTypesOf } from '@toufang/domain';
import { builtType, pendingTypes, type PropertyTypeBase } from '@toufang/property-kit';
import { TOUTIAO_PROPERTY_LIMITS, TOUTIAO_PROPERTY_PAGES, TOUTIAO_PROPERTY_SAMPLES, TOUTIAO_PROPERTY_SUMMARY_KEYS } from '@toufang/media-toutiao-limits';
import { PROPERTIES } from './properties';

// 评论管理 is the kit's comment page (no form, no seed): its own tests cover it.
const built = propertyTypesOf(TOUTIAO_PROPERTY_PAGES).flatMap((type) => {
  const declaration = type === 'comment-management' ? null : builtType(PROPERTIES, type);
  return declaration ? [[type, declaration] as const] : [];
});
const SUMMARY_KEYS: Readonly<Record<string, readonly string[]>> = TOUTIAO_PROPERTY_SUMMARY_KEYS;
const SAMPLES: Readonly<Record<string, { values: readonly object[] }>> = TOUTIAO_PROPERTY_SAMPLES;

/** Values each type refuses (over its first sample), with part of the sentence the field shows. */
const BAD_VALUES: Readonly<Record<string, readonly { values: object; says: string }[]>> = {
  target: [
    { values: { district: 'NONE' }, says: '地域类型为不限时不能选择地域' },
    { values: { age: ['AGE_BETWEEN_18_19'] }, says: '年龄中有不支持的选项' },
    { values: { retargeting_tags_include: ['16'], retargeting_tags_exclude: ['16'] }, says: '人群包16不能同时定向和排除' },
  ],
  'custom-audience': [
    { values: { data_type: 'PHONE' }, says: '请选择ID类型' },
    { values: { tag: '标'.repeat(21) }, says: '标签最长20个字' },
  ],
  'monitor-activity': [
    { values: { action_track_url: 'https://t.sandbox-demo.cn/c?id=__FOO__' }, says: '监测链接包含巨量引擎不支持的宏：__FOO__' },
    { values: { action_track_url: 'ftp://t.sandbox-demo.cn/c?id=__AID__' }, says: '链接须以 http:// 或 https:// 开头' },
    { values: { track_url: 'https://192.168.1.1/show?aid=__AID__' }, says: '不能是IP' },
    { values: { action_track_url: '' }, says: '请填写点击监测链接' },
  ],
  'conversion-config': [
    { values: { action_track_url: 'https://t.sandbox-demo.cn/c?id=__FOO__' }, says: '监测链接包含巨量引擎不支持的宏：__FOO__' },
    { values: { external_url: 'ftp://www.sandbox-demo.cn/landing' }, says: '链接须以 http:// 或 https:// 开头' },
    { values: { external_url: '' }, says: '请填写落地页链接' },
    { values: { convert_type: 'AD_CONVERT_TYPE_UNKNOWN' }, says: '请选择转化类型' },
  ],
  'event-management': [
    { values: { event_types: [] }, says: '请选择事件' },
    { values: { external_url: 'http://127.0.0.1/landing' }, says: '不能是IP' },
    { values: { asset_type: 'APP', package_name: '' }, says: '请填写应用包名' },
  ],
  application: [
    { values: { download_url: 'ftp://download.sandbox-demo.cn/shop.apk' }, says: '链接须以 http:// 或 https:// 开头' },
    { values: { app_type: 'IOS', download_url: 'https://download.sandbox-demo.cn/shop.ipa' }, says: 'App Store' },
    { values: { package_name: '沙箱 商城' }, says: '应用包名格式不正确' },
    { values: { version: 'v3' }, says: '版本号格式不正确' },
  ],
  'application-subcontracting': [
    { values: { channel_id: '渠道 01' }, says: '渠道号格式不正确' },
    { values: { channel_id: 'c'.repeat(51) }, says: '渠道号最长50个字' },
    { values: { channel_id: '' }, says: '请填写渠道号' },
  ],
  'landing-page': [
    { values: { page_url: 'www.sandbox-demo.cn/site/618' }, says: '链接须以 http:// 或 https:// 开头' },
    { values: { status: 'DELETED' }, says: '请选择站点状态' },
    { values: { description: '述'.repeat(151) }, says: '描述最长150个字' },
  ],
  applet: [
    { values: { app_id: 'wx0a1b2c3d4e5f6a7b' }, says: '小程序AppID格式不正确' },
    { values: { start_page: '/pages/index' }, says: '启动页面格式不正确' },
  ],
  'quick-app': [
    { values: { homepage_url: 'hap://app/com.other.app' }, says: '快应用主页链接须以 hap://app/快应用包名 开头' },
    { values: { package_name: 'quickreader' }, says: '快应用包名格式不正确' },
  ],
  'native-anchor': [
    { values: { anchor_title: '题'.repeat(13) }, says: '锚点标题最长12个字' },
    { values: { anchor_type: 'APP_GAME', android_package_name: '', ios_package_name: '' }, says: '应用下载类锚点须填写安卓或iOS应用包名' },
    { values: { anchor_type: 'SHOPPING_CART', external_url: 'ftp://www.sandbox-demo.cn/item' }, says: '链接须以 http:// 或 https:// 开头' },
  ],
  'open-url': [
    { values: { open_url: 'https://www.sandbox-demo.cn/shop' }, says: '调起链接须为应用协议链接' },
    { values: { fallback_url: 'https://8.8.8.8/shop' }, says: '不能是IP' },
  ],
  'creative-component': [
    { values: { button_text: '立即下载领取' + '礼包' }, says: '按钮文案最长6个字' },
    { values: { component_type: 'UNKNOWN' }, says: '请选择组件类型' },
    { values: { link_url: 'ftp://www.sandbox-demo.cn/shop' }, says: '链接须以 http:// 或 https:// 开头' },
  ],
  'graphic-material': [
    { values: { title: '新品' }, says: '标题至少5个字' },
    { values: { image_mode: 'GROUP', image_ids: ['7210000000000000101'] }, says: '组图须选择3张图片' },
    { values: { image_ids: [] }, says: '请选择图片' },
  ],
  'pangolin-media-pack': [
    { values: { media_ids: [] }, says: '请选择穿山甲媒体' },
    { values: { media_ids: [5_001_121, 42] }, says: '请选择穿山甲媒体' },
  ],
  'union-traffic-package': [
    { values: { rit: [] }, says: '请选择广告位' },
    { values: { flow_package_type: 'PRIVATE' }, says: '请选择流量包类型' },
  ],
};

const check = (declaration: PropertyTypeBase, values: object) => checkForm(declaration.schema as FormSchema<FormValues>, values);

describe('巨量引擎的资产类型', () => {
  it('declares every type of its page list, built with the figures of its limits project, or pending', () => {
    const types = propertyTypesOf(TOUTIAO_PROPERTY_PAGES);
    expect(Object.keys(PROPERTIES.types).sort()).toEqual([...types].sort());
    for (const type of types) {
      const declaration = builtType(PROPERTIES, type);
      if (declaration) expect(declaration.limits).toBe(TOUTIAO_PROPERTY_LIMITS[type]);
      else {
        expect(pendingTypes(PROPERTIES)).toContain(type);
        // A pending type has no page: its limits offer nothing, so pages.ts gives its route no page.
        expect(TOUTIAO_PROPERTY_LIMITS[type]).toBe(PENDING_PROPERTY_LIMITS);
      }
    }
  });

  it('builds every type of its page list', () => {
    expect(pendingTypes(PROPERTIES)).toEqual([]);
  });

  describe.each(built)('%s', (type, declaration) => {
    it('shows summary columns the sandbox answers', () => {
      const columns = declaration.columns.flatMap((c) => (typeof c === 'object' ? [c.summary] : []));
      expect(columns.length).toBeGreaterThan(0);
      for (const key of columns) expect(SUMMARY_KEYS[type]).toContain(key);
    });

    it('accepts every value the sandbox seeds', () => {
      const samples = SAMPLES[type];
      expect(samples?.values.length).toBeGreaterThan(0);
      for (const values of samples.values) expect(check(declaration, values)).toMatchObject({ ok: true });
    });

    it('refuses the bad inputs of §2.11 in the media’s words', () => {
      const sample = SAMPLES[type].values[0];
      expect(BAD_VALUES[type]?.length).toBeGreaterThan(0);
      for (const bad of BAD_VALUES[type] ?? []) {
        const answer = check(declaration, { ...sample, ...bad.values });
        expect(answer.ok).toBe(false);
        if (!answer.ok) expect(Object.values(answer.errors).join('；')).toContain(bad.says);
      }
      const max = declaration.limits.NAME_MAX_LENGTH;
      expect(checkPropertyName('名'.repeat(max), max)).toBeNull();
      expect(checkPropertyName('名'.repeat(max + 1), max)).toMatchObject({ rule: 'property_name_too_long' });
    });

    it('lists a child type under its parent’s route parameter', () => {
      if (type === 'application-subcontracting') expect(declaration.parent).toEqual({ type: 'application', param: 'packageId' });
      else expect(declaration.parent).toBeUndefined();
    });

    it('declares a field for every value of the contract (the compiler holds the names), each labelled', () => {
      for (const field of Object.values(declaration.fields)) expect(field.label).not.toBe('');
    });
  });
});
