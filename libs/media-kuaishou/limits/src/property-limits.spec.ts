import { describe, expect, it } from 'vitest';
import { PENDING_PROPERTY_LIMITS, PROPERTY_OPERATIONS, propertyTypesOf, type PropertyTypeLimits } from '@toufang/domain';
import { KUAISHOU_CALLBACK_MACRO, KUAISHOU_PROPERTY_LIMITS, KUAISHOU_PROPERTY_PAGES, KUAISHOU_TRACK_MACROS } from './property-limits';
import { KUAISHOU_VALUE_CHECKS, kuaishouValueProblems } from './property-checks';

const LIMITS: Readonly<Record<string, PropertyTypeLimits>> = KUAISHOU_PROPERTY_LIMITS;
const built = () => propertyTypesOf(KUAISHOU_PROPERTY_PAGES).filter((type) => LIMITS[type] !== PENDING_PROPERTY_LIMITS);
/** Built types whose objects the desk makes: comments come from the media's users and have their own suite. */
const made = () => built().filter((type) => type !== 'comment-management');

describe('磁力智投的资产类型上限', () => {
  it('has limits for every type of its page list, and checks for every built one', () => {
    expect(Object.keys(KUAISHOU_PROPERTY_LIMITS).sort()).toEqual(propertyTypesOf(KUAISHOU_PROPERTY_PAGES).sort());
    expect(Object.keys(KUAISHOU_VALUE_CHECKS).sort()).toEqual(made().sort());
  });

  it('builds every type of its page list', () => {
    for (const type of propertyTypesOf(KUAISHOU_PROPERTY_PAGES)) expect(LIMITS[type], type).not.toBe(PENDING_PROPERTY_LIMITS);
  });

  it('pins the template figures: region depth 2 (sourced), the ages_range buckets and enums of target.go, push 20 (chosen)', () => {
    const target = KUAISHOU_PROPERTY_LIMITS.target;
    expect(target.OPERATIONS).toEqual({ create: true, edit: true, push: true, delete: true, sync: true });
    expect(target).toMatchObject({ NAME_MAX_LENGTH: 50, PUSH: { ACCOUNTS: 20 }, REGION: { DEPTH: 2, MAX: 100 }, AUDIENCES_MAX: 100 });
    expect(Object.keys(target.AGE_BUCKETS).map(Number)).toEqual([18, 24, 31, 41, 50]);
    expect(target.GENDERS).toEqual({ 0: '不限', 1: '女', 2: '男' });
    expect(target.PLATFORMS).toEqual({ 0: '不限', 1: 'Android', 2: 'iOS' });
    expect(target.NETWORKS).toEqual({ 0: '不限', 1: 'Wi-Fi', 2: '移动网络' });
  });

  it('refuses a template with an unknown age bucket, or a pack both included and excluded', () => {
    expect(kuaishouValueProblems('target', { region: [110000], ages_range: [24, 31], gender: 1, population: ['301'] })).toEqual([]);
    expect(kuaishouValueProblems('target', { ages_range: [20] })).toEqual([{ field: 'ages_range', text: '年龄中有不支持的选项' }]);
    expect(kuaishouValueProblems('target', { gender: 3 })).toEqual([{ field: 'gender', text: '性别不支持：3' }]);
    expect(kuaishouValueProblems('target', { population: ['301'], exclude_population: ['301'] })).toEqual([{ field: 'exclude_population', text: '人群包301不能同时定向和排除' }]);
  });

  it('holds together for every built type: five operations, positive figures, at most 20 summary attributes', () => {
    for (const type of made()) {
      const limits = LIMITS[type];
      expect(Object.keys(limits.OPERATIONS).sort()).toEqual([...PROPERTY_OPERATIONS].sort());
      expect(limits.NAME_MAX_LENGTH).toBeGreaterThan(0);
      expect(limits.PUSH.ACCOUNTS).toBeGreaterThan(0);
      expect(limits.CREATE_BATCH).toBeGreaterThan(0);
      expect(limits.DELETE_BATCH).toBeGreaterThan(0);
      const summary = limits.SUMMARY as readonly string[];
      expect(summary.length).toBeGreaterThan(0);
      expect(summary.length).toBeLessThanOrEqual(20);
    }
  });

  it('pins the audience figures: name 20 and the file cap of 500 MB (sourced), push 20 and 500 per account (chosen)', () => {
    const audience = KUAISHOU_PROPERTY_LIMITS['custom-audience'];
    expect(audience.OPERATIONS).toEqual({ create: false, edit: false, push: true, delete: true, sync: true });
    expect(audience).toMatchObject({ NAME_MAX_LENGTH: 20, PER_ACCOUNT: 500, PUSH: { ACCOUNTS: 20 }, FILE_MAX_BYTES: 500 * 1024 * 1024 });
    expect(audience.ID_TYPES).toEqual({ 1: 'IMEI', 2: 'IDFA', 3: 'IMEI_MD5', 4: 'IDFA_MD5', 5: '手机号-MD5', 7: 'OAID', 8: 'OAID_MD5' });
    expect(audience.LIFECYCLE).toEqual({ COMPUTE_MS: 15_000, EXPIRES_DAYS: 180, EXPIRING_DAYS: 7 });
  });

  it('writes its macros as __X__, upper-case, each once, the callback among them', () => {
    expect(KUAISHOU_TRACK_MACROS.SYNTAX).toBe('double-underscore');
    for (const macro of KUAISHOU_TRACK_MACROS.NAMES) expect(macro).toMatch(/^__[A-Z0-9]+__$/);
    expect(new Set(KUAISHOU_TRACK_MACROS.NAMES).size).toBe(KUAISHOU_TRACK_MACROS.NAMES.length);
    expect(KUAISHOU_TRACK_MACROS.NAMES).toContain(KUAISHOU_CALLBACK_MACRO);
    expect(KUAISHOU_TRACK_MACROS.NAMES).toContain('__IMEI2__');
  });

  it('refuses an audience of an unknown ID type, in Chinese under its field', () => {
    expect(kuaishouValueProblems('custom-audience', { type: 3, population_type: 1, record_size: 1000 })).toEqual([]);
    expect(kuaishouValueProblems('custom-audience', { type: 6, population_type: 1 })).toEqual([{ field: 'type', text: '数据类型不支持：6' }]);
    expect(kuaishouValueProblems('custom-audience', { population_type: 1, record_size: -1 })).toEqual([
      { field: 'type', text: '请选择数据类型' },
      { field: 'record_size', text: '上传数量须为0到100000000之间的整数' },
    ]);
  });

  it('pins 转化跟踪 (chosen): no push, 30-character names, the callback required of an API report', () => {
    const conversion = KUAISHOU_PROPERTY_LIMITS['conversion-config'];
    expect(conversion.OPERATIONS).toEqual({ create: true, edit: true, push: false, delete: true, sync: true });
    expect(conversion).toMatchObject({ NAME_MAX_LENGTH: 30, PER_ACCOUNT: 200, CREATE_BATCH: 10, DELETE_BATCH: 20 });
    const good = { convert_type: 1, track_type: 'API', click_url: 'https://t.example.com/c?cb=__CALLBACK__&imei=__IMEI2__' };
    expect(kuaishouValueProblems('conversion-config', good)).toEqual([]);
    expect(kuaishouValueProblems('conversion-config', { ...good, click_url: 'https://t.example.com/c?imei=__IMEI2__' })).toEqual([
      { field: 'click_url', text: '监测链接缺少必填的宏：__CALLBACK__', problem: { rule: 'property_macro_missing', params: { value: '__CALLBACK__' } } },
    ]);
    expect(kuaishouValueProblems('conversion-config', { ...good, track_type: 'SDK', click_url: 'https://t.example.com/c?imei=__IMEI2__' })).toEqual([]);
    expect(kuaishouValueProblems('conversion-config', { ...good, impression_url: 'https://t.example.com/s?x=__FOO__' })[0]).toMatchObject({
      field: 'impression_url',
      text: '监测链接包含磁力智投不支持的宏：__FOO__',
    });
    expect(kuaishouValueProblems('conversion-config', { ...good, click_url: 'ftp://t.example.com/c?cb=__CALLBACK__' })[0]).toMatchObject({
      field: 'click_url',
      text: '链接须以 http:// 或 https:// 开头，且为正式域名（不能是IP）',
    });
  });

  it('pins 落地页 (chosen): every operation, 30-character names, an http(s) link on a domain', () => {
    const page = KUAISHOU_PROPERTY_LIMITS['landing-page'];
    expect(page.OPERATIONS).toEqual({ create: true, edit: true, push: true, delete: true, sync: true });
    expect(page).toMatchObject({ NAME_MAX_LENGTH: 30, PER_ACCOUNT: 1000, PUSH: { ACCOUNTS: 20 } });
    expect(kuaishouValueProblems('landing-page', { page_type: 'FORM', page_url: 'https://m.example.com/ks/form/1' })).toEqual([]);
    expect(kuaishouValueProblems('landing-page', { page_type: 'FORM', page_url: 'http://10.0.0.1/x', description: '长'.repeat(101) })).toEqual([
      { field: 'page_url', text: '链接须以 http:// 或 https:// 开头，且为正式域名（不能是IP）', problem: { rule: 'property_url', params: { value: 'http://10.0.0.1/x' } } },
      { field: 'description', text: '页面描述最多100个字' },
    ]);
  });

  it('pins 应用管理: the fields of app.go, an App Store link for iOS, a dotted package name', () => {
    const app = KUAISHOU_PROPERTY_LIMITS.application;
    expect(app.OPERATIONS).toEqual({ create: true, edit: true, push: true, delete: true, sync: true });
    expect(app).toMatchObject({ NAME_MAX_LENGTH: 30, PER_ACCOUNT: 200, PUSH: { ACCOUNTS: 20 }, CATEGORIES: { 1: '软件', 2: '游戏' } });
    const good = { platform: 'android', package_name: 'com.xingyun.legend', url: 'https://dl.example.com/a.apk', real_app_version: '3.2.1', category: 2, app_privacy_url: 'https://dl.example.com/privacy.html' };
    expect(kuaishouValueProblems('application', good)).toEqual([]);
    expect(kuaishouValueProblems('application', { ...good, platform: 'ios', url: 'https://apps.apple.com/cn/app/id1584320917' })).toEqual([]);
    expect(kuaishouValueProblems('application', { ...good, platform: 'ios', package_name: 'legend', real_app_version: 'v3' })).toEqual([
      { field: 'package_name', text: '包名须为字母开头、以点分隔的形式，如 com.example.app' },
      { field: 'url', text: 'iOS应用的下载链接须为 App Store 链接（apps.apple.com）' },
      { field: 'real_app_version', text: '版本号须为数字和点，如 3.2.1' },
    ]);
  });

  it('pins 应用分包: a child of 应用管理, no push, a channel id of letters, digits, _ and -', () => {
    const sub = KUAISHOU_PROPERTY_LIMITS['application-subcontracting'];
    expect(sub.OPERATIONS).toEqual({ create: true, edit: true, push: false, delete: true, sync: true });
    expect(sub).toMatchObject({ NAME_MAX_LENGTH: 30, CHANNEL_ID_MAX_LENGTH: 32, DESCRIPTION_MAX_LENGTH: 50 });
    expect(kuaishouValueProblems('application-subcontracting', { channel_id: 'ks_feed_1' })).toEqual([]);
    expect(kuaishouValueProblems('application-subcontracting', { channel_id: '信息流 1' })).toEqual([{ field: 'channel_id', text: '渠道号只能包含字母、数字、下划线和短横线' }]);
    expect(kuaishouValueProblems('application-subcontracting', { channel_id: 'a'.repeat(33) })).toEqual([{ field: 'channel_id', text: '渠道号最多32个字' }]);
  });

  it('pins 快应用 (chosen): a hap://app/ link that opens its own package', () => {
    const quick = KUAISHOU_PROPERTY_LIMITS['quick-app'];
    expect(quick.OPERATIONS).toEqual({ create: true, edit: true, push: true, delete: true, sync: true });
    expect(quick).toMatchObject({ NAME_MAX_LENGTH: 30, PUSH: { ACCOUNTS: 20 }, LINK_PREFIX: 'hap://app/' });
    const good = { package_name: 'com.xingyun.novel', quick_app_url: 'hap://app/com.xingyun.novel/reader?id=1' };
    expect(kuaishouValueProblems('quick-app', good)).toEqual([]);
    expect(kuaishouValueProblems('quick-app', { ...good, quick_app_url: 'https://m.example.com/x' })).toEqual([{ field: 'quick_app_url', text: '调起链接须以 hap://app/<快应用包名> 开头' }]);
    expect(kuaishouValueProblems('quick-app', { ...good, quick_app_url: 'hap://app/com.other.app' })).toEqual([{ field: 'quick_app_url', text: '调起链接中的包名须与快应用包名一致' }]);
  });

  it('pins 直达链接 (chosen): an app scheme, never a web page, with an http(s) fallback', () => {
    const direct = KUAISHOU_PROPERTY_LIMITS['direct-link'];
    expect(direct.OPERATIONS).toEqual({ create: true, edit: true, push: true, delete: true, sync: true });
    expect(direct).toMatchObject({ NAME_MAX_LENGTH: 30, PER_ACCOUNT: 500, PUSH: { ACCOUNTS: 20 } });
    const good = { platform: 'android', deep_link: 'kwai://profile/123', fallback_url: 'https://m.example.com/p/123' };
    expect(kuaishouValueProblems('direct-link', good)).toEqual([]);
    expect(kuaishouValueProblems('direct-link', { ...good, deep_link: 'https://m.example.com/p/123' })).toEqual([{ field: 'deep_link', text: '直达链接须为应用的调起链接（如 kwai://…），不能是网页链接' }]);
    expect(kuaishouValueProblems('direct-link', { ...good, deep_link: 'kwai://' + 'x'.repeat(1024) })).toEqual([{ field: 'deep_link', text: '链接最长1024个字符' }]);
  });

  it('pins 高级创意库: the card types of adv_card.go but the emoji card, prices for the promotion style', () => {
    const cards = KUAISHOU_PROPERTY_LIMITS['advanced-creative-library'];
    expect(cards.CARD_TYPES).toEqual({ 100: '图片卡片', 101: '多利益卡-图文', 102: '多利益卡-多标签', 103: '电商促销样式' });
    expect(cards).toMatchObject({ NAME_MAX_LENGTH: 20, TITLE_MAX_LENGTH: 10, SUB_TITLE_MAX_LENGTH: 20, PUSH: { ACCOUNTS: 20 } });
    const good = { card_type: 103, title: '爆款直降', url: 'https://img.example.com/c.jpg', price: 19900, sale_price: 9900 };
    expect(kuaishouValueProblems('advanced-creative-library', good)).toEqual([]);
    expect(kuaishouValueProblems('advanced-creative-library', { ...good, sale_price: undefined })).toEqual([{ field: 'sale_price', text: '电商促销样式须填写原价和售卖价' }]);
    expect(kuaishouValueProblems('advanced-creative-library', { ...good, sale_price: 29900 })).toEqual([{ field: 'sale_price', text: '售卖价不能高于原价' }]);
    expect(kuaishouValueProblems('advanced-creative-library', { card_type: 104, title: '十一个字的标题真的很长', url: 'https://img.example.com/c.jpg' })).toEqual([
      { field: 'card_type', text: '卡片类型不支持：104' },
      { field: 'title', text: '标题最多10个字' },
    ]);
  });

  it('pins 推广卡片 (§3.3): title ≤ 10, selling points ≤ 3 × 6, a known button text, one image', () => {
    const card = KUAISHOU_PROPERTY_LIMITS['promotion-card'];
    expect(card).toMatchObject({ TITLE_MAX_LENGTH: 10, SELLING_POINTS: { MAX: 3, MAX_LENGTH: 6 }, IMAGES: 1, PUSH: { ACCOUNTS: 20 } });
    const good = { title: '新人专享礼包', selling_points: ['首单立减', '包邮到家'], button_text: '立即购买', image_ids: ['8123456789'] };
    expect(kuaishouValueProblems('promotion-card', good)).toEqual([]);
    expect(kuaishouValueProblems('promotion-card', { ...good, selling_points: ['一', '二', '三', '四'], image_ids: [] })).toEqual([
      { field: 'selling_points', text: '卖点须填写1到3个' },
      { field: 'image_ids', text: '请选择1张图片' },
    ]);
    expect(kuaishouValueProblems('promotion-card', { ...good, selling_points: ['七个字的卖点啊'] })).toEqual([{ field: 'selling_points', text: '每个卖点最多6个字' }]);
    expect(kuaishouValueProblems('promotion-card', { ...good, selling_points: ['包邮', '包邮'], button_text: '点我' })).toEqual([
      { field: 'selling_points', text: '卖点不能重复' },
      { field: 'button_text', text: '按钮文案不支持：点我' },
    ]);
  });
});
