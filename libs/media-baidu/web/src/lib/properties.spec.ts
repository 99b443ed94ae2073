import { describe, expect, it } from 'vitest';
import { checkPropertyName, PENDING_PROPERTY_LIMITS, propertyTypesOf } from '@toufang/domain';
import { checkForm, type FormSchema, type FormValues } from '@toufang/form-kit';
import { builtType, pendingTypes, type PropertyTypeBase } from '@toufang/property-kit';
import { BAIDU_PROPERTY_LIMITS, BAIDU_PROPERTY_PAGES, BAIDU_PROPERTY_SEEDS, BAIDU_SUMMARY_KEYS } from '@toufang/media-baidu-limits';
import { PROPERTIES } from './properties';

const check = (declaration: PropertyTypeBase, values: Record<string, unknown>) => checkForm(declaration.schema as FormSchema<FormValues>, values as FormValues);
const built = (type: string) => {
  const declaration = builtType(PROPERTIES, type);
  if (!declaration) throw new Error(`${type} is not built`);
  return declaration;
};

const MONITOR = 'https://m.example.cn/c?id={{CLICK_ID}}&cb={{CALLBACK_URL}}';

/** Values each type refuses, the field that says so and (part of) its sentence: the §2.11 cases where the type has them. */
const REFUSED: Record<string, readonly { values: Record<string, unknown>; field: string; says: string }[]> = {
  'custom-audience': [
    { values: { idType: 'IMEI_SHA1' }, field: 'idType', says: 'ID类型不正确：IMEI_SHA1' },
    { values: {}, field: 'idType', says: '请选择ID类型' },
    { values: { idType: 'IMEI', description: '长'.repeat(101) }, field: 'description', says: '人群说明最长100个字' },
  ],
  'landing-page': [
    { values: { pageType: 'H5', onlineUrl: 'ftp://www.example.cn/page' }, field: 'onlineUrl', says: '链接须以 http:// 或 https:// 开头' },
    { values: { pageType: 'H5', onlineUrl: 'javascript:alert(1)' }, field: 'onlineUrl', says: '链接须以 http:// 或 https:// 开头' },
    { values: { pageType: 'H5', onlineUrl: 'https://localhost/page' }, field: 'onlineUrl', says: '正式域名' },
    { values: { pageType: 'H5', onlineUrl: '' }, field: 'onlineUrl', says: '请填写落地页地址' },
    { values: { pageType: 'VIDEO', onlineUrl: 'https://www.example.cn/page' }, field: 'pageType', says: '页面类型不正确：VIDEO' },
  ],
  applet: [
    { values: { appletType: 'WECHAT', appKey: 'wx1234567890abcdef' }, field: 'appKey', says: '原始ID须为 gh_' },
    { values: { appletType: 'BAIDU', appKey: '短key' }, field: 'appKey', says: 'AppKey须为8–32位字母或数字' },
    { values: { appletType: 'WECHAT', appKey: 'gh_3f9a2c7d41be', path: '/pages/index' }, field: 'path', says: '不以 / 开头' },
    { values: { appletType: 'ALIPAY', appKey: 'gh_3f9a2c7d41be' }, field: 'appletType', says: '小程序类型不正确：ALIPAY' },
  ],
  'brand-management': [
    { values: { userPortrait: 'ftp://img.example.cn/logo.png' }, field: 'userPortrait', says: '链接须以 http:// 或 https:// 开头' },
    { values: { userPortrait: 'https://img.example.cn/logo.gif' }, field: 'userPortrait', says: '品牌头像须为 jpg、jpeg、png 图片的链接' },
    { values: { userPortrait: '' }, field: 'userPortrait', says: '请填写品牌头像' },
  ],
  'text-summary': [
    { values: { summaries: ['太短的摘要'] }, field: 'summaries', says: '摘要第1行须为9–50个字' },
    { values: { summaries: ['十年家装老品牌，设计施工一站式服务', '长'.repeat(51)] }, field: 'summaries', says: '摘要第2行须为9–50个字' },
    { values: { summaries: Array.from({ length: 21 }, (_, i) => `第${i + 1}条家装服务摘要内容示例`) }, field: 'summaries', says: '摘要最多20个' },
    { values: { summaries: ['十年家装老品牌，设计施工一站式服务', '十年家装老品牌，设计施工一站式服务'] }, field: 'summaries', says: '摘要重复' },
    { values: { summaries: [] }, field: 'summaries', says: '请填写摘要' },
  ],
  'excellent-words': [
    { values: { words: ['装修公司', '十三个字的优选词不能这样长啊'] }, field: 'words', says: '优选词第2行须为1–12个字' },
    { values: { words: Array.from({ length: 51 }, (_, i) => `优选词${i}`) }, field: 'words', says: '优选词最多50个' },
    { values: { words: ['装修公司', ' '] }, field: 'words', says: '优选词第2行须为1–12个字' },
  ],
  'conversion-config': [
    { values: { transFrom: 4, transTypes: [4], monitorUrl: `${MONITOR}&x={{FOO}}` }, field: 'monitorUrl', says: '监测链接包含百度营销不支持的宏：{{FOO}}' },
    { values: { transFrom: 4, transTypes: [4], monitorUrl: 'https://m.example.cn/c?id={{CLICK_ID}}' }, field: 'monitorUrl', says: '监测链接缺少必填的宏：{{CALLBACK_URL}}' },
    { values: { transFrom: 4, transTypes: [4] }, field: 'monitorUrl', says: '请填写点击监测地址' },
    { values: { transFrom: 4, transTypes: [4], monitorUrl: MONITOR, exposureUrl: 'https://m.example.cn/s?t=__TS__&x={{BAR}}' }, field: 'exposureUrl', says: '{{BAR}}' },
    { values: { transFrom: 5, transTypes: [3], lpUrl: 'ftp://www.example.cn/form' }, field: 'lpUrl', says: '链接须以 http:// 或 https:// 开头' },
    { values: { transFrom: 5, transTypes: [3], lpUrl: 'https://192.168.1.2/form' }, field: 'lpUrl', says: '不能是IP' },
    { values: { transFrom: 5, transTypes: [3], lpUrl: 'https://www.example.cn/form', monitorUrl: MONITOR }, field: 'monitorUrl', says: '网页JS布码不使用点击监测地址' },
    { values: { transFrom: 99, transTypes: [3] }, field: 'transFrom', says: '接入方式不正确：99' },
    { values: { transFrom: 5, transTypes: [], lpUrl: 'https://www.example.cn/form' }, field: 'transTypes', says: '请选择转化类型' },
    { values: { transFrom: 5, transTypes: [3, 999], lpUrl: 'https://www.example.cn/form' }, field: 'transTypes', says: '转化类型不正确：999' },
  ],
};

describe('百度营销的资产类型', () => {
  it('declares every type of its page list, built with the figures of its limits project, or pending', () => {
    const types = propertyTypesOf(BAIDU_PROPERTY_PAGES);
    expect(Object.keys(PROPERTIES.types).sort()).toEqual([...types].sort());
    for (const type of types) {
      const declaration = builtType(PROPERTIES, type);
      if (declaration) expect(declaration.limits).toBe(BAIDU_PROPERTY_LIMITS[type]);
      else {
        expect(pendingTypes(PROPERTIES)).toContain(type);
        // A pending type has no page: its limits offer nothing, so pages.ts gives its route no page.
        expect(BAIDU_PROPERTY_LIMITS[type]).toBe(PENDING_PROPERTY_LIMITS);
      }
    }
    // Every type of the list is built.
    expect(pendingTypes(PROPERTIES)).toEqual([]);
  });

  for (const type of propertyTypesOf(BAIDU_PROPERTY_PAGES).filter((t) => builtType(PROPERTIES, t))) {
    describe(type, () => {
      it('shows columns of the summary the sandbox writes for the type', () => {
        const keys = Object.values((BAIDU_SUMMARY_KEYS as Record<string, Record<string, string>>)[type] ?? {});
        for (const column of built(type).columns) if (typeof column === 'object') expect(keys).toContain(column.summary);
      });

      it('accepts the values a fresh desk shows (the sandbox’s seed)', () => {
        const seed = (BAIDU_PROPERTY_SEEDS as Record<string, (typeof BAIDU_PROPERTY_SEEDS)[keyof typeof BAIDU_PROPERTY_SEEDS]>)[type];
        expect(seed).toBeDefined();
        let n = 7;
        const random = () => ((n = (n * 9301 + 49297) % 233280) / 233280);
        for (let i = 0; i < seed.perAccount * 3; i++) {
          const { values } = seed.make(random, { advertiserId: String(1000 + i), name: '沙箱账户', audiences: ['600000001', '600000002'] }, i);
          expect(check(built(type), values)).toMatchObject({ ok: true });
        }
      });

      it('names within the type’s length: every seeded name, never one character more', () => {
        const max = built(type).limits.NAME_MAX_LENGTH;
        expect(checkPropertyName('长'.repeat(max + 1), max)).toEqual({ rule: 'property_name_too_long', params: { limit: max } });
        const seed = (BAIDU_PROPERTY_SEEDS as Record<string, (typeof BAIDU_PROPERTY_SEEDS)[keyof typeof BAIDU_PROPERTY_SEEDS]>)[type];
        for (let i = 0; i < seed.perAccount; i++) expect(checkPropertyName(seed.make(() => 0.5, { advertiserId: '1000', name: '沙箱账户' }, i).name, max)).toBeNull();
      });

      it('refuses what the media refuses, on the field, in its words', () => {
        for (const { values, field, says } of REFUSED[type] ?? []) {
          const checked = check(built(type), values);
          expect(checked.ok).toBe(false);
          if (!checked.ok) expect((checked.errors as Record<string, string>)[field]).toContain(says);
        }
      });
    });
  }
});
