import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { checkPropertyName, PENDING_PROPERTY_LIMITS, propertyTypesOf, type PropertyTypeLimits } from '@toufang/domain';
import { builtType, pendingTypes } from '@toufang/property-kit';
import { KUAISHOU_PROPERTY_LIMITS, KUAISHOU_PROPERTY_PAGES } from '@toufang/media-kuaishou-limits';
import { PROPERTIES } from './properties';

const LIMITS: Readonly<Record<string, PropertyTypeLimits>> = KUAISHOU_PROPERTY_LIMITS;

/** Per built type: values as the sandbox seeds them, and values its form must refuse with the field's message. */
const SAMPLES: Readonly<Record<string, { good: object; bad: readonly { values: object; field: string; says: string }[] }>> = {
  target: {
    good: { region: [110000, 310000, 440000], user_type: 1, ages_range: [24, 31], gender: 0, platform_os: 1, network: 0, population: ['300000012'] },
    bad: [
      { values: { ages_range: [20] }, field: 'ages_range', says: '年龄中有不支持的选项' },
      { values: { population: ['300000012'], exclude_population: ['300000012'] }, field: 'exclude_population', says: '人群包300000012不能同时定向和排除' },
    ],
  },
  'custom-audience': {
    good: { type: 3, population_type: 1, record_size: 1_200_000 },
    bad: [
      { values: { type: 6, population_type: 1 }, field: 'type', says: '数据类型不支持：6' },
      { values: { type: 3 }, field: 'population_type', says: '请选择人群来源' },
    ],
  },
  'conversion-config': {
    good: { convert_type: 1, track_type: 'API', click_url: 'https://track.xingyun-games.com/ks/click?callback=__CALLBACK__&imei=__IMEI2__', impression_url: '' },
    bad: [
      { values: { convert_type: 1, track_type: 'SDK', click_url: 'https://t.example.com/c?x=__FOO__' }, field: 'click_url', says: '监测链接包含磁力智投不支持的宏：__FOO__' },
      { values: { convert_type: 1, track_type: 'SDK', click_url: 'ftp://t.example.com/c' }, field: 'click_url', says: '链接须以 http:// 或 https:// 开头，且为正式域名（不能是IP）' },
      { values: { convert_type: 1, track_type: 'API', click_url: 'https://t.example.com/c?imei=__IMEI2__' }, field: 'click_url', says: '监测链接缺少必填的宏：__CALLBACK__' },
    ],
  },
  'landing-page': {
    good: { page_type: 'H5', page_url: 'https://m.xingyun-games.com/ks/act/1234', description: '618大促活动页' },
    bad: [
      { values: { page_type: 'H5', page_url: 'javascript:alert(1)' }, field: 'page_url', says: '链接须以 http:// 或 https:// 开头，且为正式域名（不能是IP）' },
      { values: { page_type: 'VIDEO', page_url: 'https://m.example.com/' }, field: 'page_type', says: '页面类型不支持：VIDEO' },
    ],
  },
  application: {
    good: { platform: 'android', package_name: 'com.xingyun.legend', url: 'https://dl.xingyun-games.com/apk/a.apk', real_app_version: '2.4.1', category: 2, app_privacy_url: 'https://dl.xingyun-games.com/privacy.html' },
    bad: [
      { values: { platform: 'android', package_name: 'com.a.b', url: 'market://details?id=com.a.b', real_app_version: '1.0', category: 1, app_privacy_url: 'https://a.example.com/p' }, field: 'url', says: '链接须以 http:// 或 https:// 开头，且为正式域名（不能是IP）' },
      { values: { platform: 'android', package_name: '星云', url: 'https://a.example.com/a.apk', real_app_version: '1.0', category: 1, app_privacy_url: 'https://a.example.com/p' }, field: 'package_name', says: '包名须为字母开头、以点分隔的形式，如 com.example.app' },
    ],
  },
  'application-subcontracting': {
    good: { channel_id: 'ks_feed_1', description: '信息流渠道包' },
    bad: [
      { values: { channel_id: 'ks feed' }, field: 'channel_id', says: '渠道号只能包含字母、数字、下划线和短横线' },
      { values: { channel_id: '' }, field: 'channel_id', says: '请填写渠道号' },
    ],
  },
  'quick-app': {
    good: { package_name: 'com.xingyun.novel', quick_app_url: 'hap://app/com.xingyun.novel/reader?id=120&channel=ks', h5_url: 'https://m.xingyun-games.com/reader/120' },
    bad: [
      { values: { package_name: 'com.xingyun.novel', quick_app_url: 'hap://app/com.xingyun.novel', h5_url: 'ftp://m.example.com/' }, field: 'h5_url', says: '链接须以 http:// 或 https:// 开头，且为正式域名（不能是IP）' },
      { values: { package_name: 'com.xingyun.novel', quick_app_url: 'kwai://x' }, field: 'quick_app_url', says: '调起链接须以 hap://app/<快应用包名> 开头' },
    ],
  },
  'direct-link': {
    good: { platform: 'ios', deep_link: 'meiyanshop://item/detail?id=12345', fallback_url: 'https://shop.meiyan-app.cn/item/12345' },
    bad: [
      { values: { platform: 'ios', deep_link: 'meiyanshop://item', fallback_url: 'meiyanshop://fallback' }, field: 'fallback_url', says: '链接须以 http:// 或 https:// 开头，且为正式域名（不能是IP）' },
      { values: { platform: 'ios', deep_link: 'http://shop.example.com/item', fallback_url: 'https://shop.example.com/' }, field: 'deep_link', says: '直达链接须为应用的调起链接（如 kwai://…），不能是网页链接' },
    ],
  },
  'advanced-creative-library': {
    good: { card_type: 101, title: '三重好礼', sub_title: '下单即送运费险', url: 'https://img.meiyan-app.cn/cards/123456.jpg' },
    bad: [
      { values: { card_type: 100, title: '限时福利', url: 'data:image/png;base64,AAAA' }, field: 'url', says: '链接须以 http:// 或 https:// 开头，且为正式域名（不能是IP）' },
      { values: { card_type: 103, title: '爆款直降', url: 'https://img.example.com/a.jpg', price: 100, sale_price: 200 }, field: 'sale_price', says: '售卖价不能高于原价' },
    ],
  },
  'promotion-card': {
    good: { title: '开服送VIP', selling_points: ['登录领礼包', '十连抽免费', '限时福利'], button_text: '立即下载', image_ids: ['8000012345'] },
    bad: [
      { values: { title: '这是一个超过十个字的标题', selling_points: ['包邮'], button_text: '立即购买', image_ids: ['8000012345'] }, field: 'title', says: '标题最多10个字' },
      { values: { title: '会员日', selling_points: ['满减叠加优惠券'], button_text: '立即购买', image_ids: ['8000012345'] }, field: 'selling_points', says: '每个卖点最多6个字' },
    ],
  },
};

const issuesOf = (schema: unknown, values: object) => {
  const result = safeParse(schema as Parameters<typeof safeParse>[0], values);
  return result.success ? [] : result.error.issues.map((issue) => ({ field: issue.path[0], says: issue.message }));
};

describe('磁力智投的资产类型', () => {
  it('declares every type of its page list, built with the figures of its limits project, or pending', () => {
    const types = propertyTypesOf(KUAISHOU_PROPERTY_PAGES);
    expect(Object.keys(PROPERTIES.types).sort()).toEqual([...types].sort());
    for (const type of types) {
      const built = builtType(PROPERTIES, type);
      if (built) expect(built.limits).toBe(KUAISHOU_PROPERTY_LIMITS[type]);
      else {
        expect(pendingTypes(PROPERTIES)).toContain(type);
        // A pending type has no page: its limits offer nothing, so pages.ts gives its route no page.
        expect(KUAISHOU_PROPERTY_LIMITS[type]).toBe(PENDING_PROPERTY_LIMITS);
      }
    }
  });

  it('builds every type of its page list, and tries every one below but 评论管理 (the comment page has its own tests)', () => {
    expect(pendingTypes(PROPERTIES)).toEqual([]);
    expect(Object.keys(SAMPLES).sort()).toEqual(propertyTypesOf(KUAISHOU_PROPERTY_PAGES).filter((t) => t !== 'comment-management' && builtType(PROPERTIES, t)).sort());
  });

  for (const [type, sample] of Object.entries(SAMPLES)) {
    describe(type, () => {
      const declared = () => {
        const built = builtType(PROPERTIES, type);
        if (!built) throw new Error(`${type} is pending`);
        return built;
      };

      it('shows summary columns the sandbox answers (the limits’ SUMMARY)', () => {
        const summary = LIMITS[type].SUMMARY as readonly string[];
        const columns = declared().columns.flatMap((c) => (typeof c === 'object' ? [c.summary] : []));
        expect(columns.length).toBeGreaterThan(0);
        for (const column of columns) expect(summary).toContain(column);
      });

      it('accepts the seed’s values and refuses bad ones under their field', () => {
        expect(issuesOf(declared().schema, sample.good)).toEqual([]);
        for (const bad of sample.bad) expect(issuesOf(declared().schema, bad.values)).toContainEqual({ field: bad.field, says: bad.says });
      });

      it('refuses a name past the type’s length', () => {
        const max = declared().limits.NAME_MAX_LENGTH;
        expect(checkPropertyName('名'.repeat(max), max)).toBeNull();
        expect(checkPropertyName('名'.repeat(max + 1), max)).toEqual({ rule: 'property_name_too_long', params: { limit: max } });
      });
    });
  }
});
