import { describe, expect, it } from 'vitest';
import { PENDING_PROPERTY_LIMITS, PROPERTY_OPERATIONS, propertyTypesOf } from '@toufang/domain';
import { checkBaiduTarget } from './property-checks';
import {
  BAIDU_AUDIENCE_ID_TYPE_WORDS,
  BAIDU_CLICK_MONITOR_MACROS,
  BAIDU_PAGE_TYPE_WORDS,
  BAIDU_PROPERTY_LIMITS,
  BAIDU_PROPERTY_PAGES,
  BAIDU_PROPERTY_SEEDS,
  BAIDU_TRACK_MACROS,
  BAIDU_TRANS_FROM_API,
  BAIDU_TRANS_FROM_PAGE,
  BAIDU_TRANS_FROM_SDK,
  BAIDU_TRANS_TYPE_WORDS,
} from './index';

describe('baidu property limits', () => {
  it('declares every type of its page list, each naming the five operations', () => {
    expect(Object.keys(BAIDU_PROPERTY_LIMITS).sort()).toEqual([...propertyTypesOf(BAIDU_PROPERTY_PAGES)].sort());
    for (const limits of Object.values(BAIDU_PROPERTY_LIMITS)) expect(Object.keys(limits.OPERATIONS).sort()).toEqual([...PROPERTY_OPERATIONS].sort());
  });

  it('定向包: two region levels, crowds ≤ 10 each, pushed to 10 accounts (§3.4)', () => {
    const target = BAIDU_PROPERTY_LIMITS.target;
    expect(target.OPERATIONS).toEqual({ create: true, edit: true, push: true, delete: true, sync: true });
    expect(target).toMatchObject({ NAME_MAX_LENGTH: 30, PER_ACCOUNT: 500, PUSH: { ACCOUNTS: 10 }, REGION: { DEPTH: 2, MAX: 200 }, CROWDS_MAX: 10 });
    expect(checkBaiduTarget({ region: [110000], age: [3], sex: 1, common: ['6'], exclude: ['7'] })).toBeNull();
    expect(checkBaiduTarget({ age: [9] })).toEqual({ field: 'age', problem: '年龄不正确：9' });
    expect(checkBaiduTarget({ common: Array.from({ length: 11 }, (_, i) => String(i + 1)) })).toEqual({ field: 'common', problem: '定向人群最多10个' });
    expect(checkBaiduTarget({ common: ['6'], exclude: ['6'] })).toEqual({ field: 'exclude', problem: '人群6不能同时定向和排除' });
  });

  it('writes its macros as {{X}}, upper-case, once each, with click id and callback', () => {
    expect(BAIDU_TRACK_MACROS.SYNTAX).toBe('double-brace');
    for (const name of BAIDU_TRACK_MACROS.NAMES) expect(name).toMatch(/^\{\{[A-Z][A-Z0-9_]*\}\}$/);
    expect(new Set(BAIDU_TRACK_MACROS.NAMES).size).toBe(BAIDU_TRACK_MACROS.NAMES.length);
    expect(BAIDU_TRACK_MACROS.NAMES).toEqual(expect.arrayContaining(['{{CLICK_ID}}', '{{CALLBACK_URL}}']));
  });

  it('pins 自定义人群: packs from the data platform, pushed to 10 accounts a call, 200 an account', () => {
    const audience = BAIDU_PROPERTY_LIMITS['custom-audience'];
    expect(audience.OPERATIONS).toEqual({ create: false, edit: false, push: true, delete: true, sync: true });
    expect([audience.PER_ACCOUNT, audience.PUSH.ACCOUNTS, audience.NAME_MAX_LENGTH]).toEqual([200, 10, 30]);
    expect(Object.keys(BAIDU_AUDIENCE_ID_TYPE_WORDS).sort()).toEqual([...audience.ID_TYPES].sort());
    // Phone numbers are never taken raw.
    expect(audience.ID_TYPES.filter((t) => t.startsWith('PHONE'))).toEqual(['PHONE_AES', 'PHONE_MD5']);
  });

  it('pins 转化跟踪: made per account, never pushed; the 接入方式 split into API, SDK and page ways', () => {
    const conversion = BAIDU_PROPERTY_LIMITS['conversion-config'];
    expect(conversion.OPERATIONS).toEqual({ create: true, edit: true, push: false, delete: true, sync: true });
    expect([...BAIDU_TRANS_FROM_API, ...BAIDU_TRANS_FROM_SDK, ...BAIDU_TRANS_FROM_PAGE].sort((a, b) => a - b)).toEqual([...conversion.TRANS_FROM]);
    expect(Object.keys(BAIDU_TRANS_TYPE_WORDS).map(Number)).toEqual([...conversion.TRANS_TYPES]);
    expect(BAIDU_CLICK_MONITOR_MACROS.REQUIRED).toEqual(['{{CALLBACK_URL}}']);
    for (const required of BAIDU_CLICK_MONITOR_MACROS.REQUIRED) expect(BAIDU_TRACK_MACROS.NAMES).toContain(required);
  });

  it('pins 落地页: 基木鱼 pages by URL, pushed to 10 accounts a call', () => {
    const page = BAIDU_PROPERTY_LIMITS['landing-page'];
    expect(page.OPERATIONS).toEqual({ create: true, edit: true, push: true, delete: true, sync: true });
    expect([page.NAME_MAX_LENGTH, page.PER_ACCOUNT, page.PUSH.ACCOUNTS]).toEqual([40, 1000, 10]);
    expect(Object.keys(BAIDU_PAGE_TYPE_WORDS).sort()).toEqual([...page.PAGE_TYPES].sort());
  });

  it('pins 小程序: made per account, never pushed, keys shaped by kind', () => {
    const applet = BAIDU_PROPERTY_LIMITS.applet;
    expect(applet.OPERATIONS).toEqual({ create: true, edit: true, push: false, delete: true, sync: true });
    expect(Object.keys(applet.APP_KEY).sort()).toEqual([...applet.APPLET_TYPES].sort());
    expect(new RegExp(applet.APP_KEY.WECHAT).test('gh_3f9a2c7d41be')).toBe(true);
    expect(new RegExp(applet.APP_KEY.BAIDU).test('gh_3f9a2c7d41be')).toBe(false);
  });

  it('pins 品牌管理: brand names of at most 12 characters, pushed to 10 accounts a call', () => {
    const brand = BAIDU_PROPERTY_LIMITS['brand-management'];
    expect(brand.OPERATIONS).toEqual({ create: true, edit: true, push: true, delete: true, sync: true });
    expect([brand.NAME_MAX_LENGTH, brand.PER_ACCOUNT, brand.PUSH.ACCOUNTS]).toEqual([12, 50, 10]);
  });

  it('pins 文本摘要 and 优选词: lines of 9–50 characters, at most 20; words of at most 12, at most 50', () => {
    expect(BAIDU_PROPERTY_LIMITS['text-summary'].LINES).toEqual({ MIN_LENGTH: 9, MAX_LENGTH: 50, MAX_ROWS: 20 });
    expect(BAIDU_PROPERTY_LIMITS['excellent-words'].LINES).toEqual({ MIN_LENGTH: 1, MAX_LENGTH: 12, MAX_ROWS: 50 });
    for (const type of ['text-summary', 'excellent-words'] as const) {
      expect(BAIDU_PROPERTY_LIMITS[type].OPERATIONS).toEqual({ create: true, edit: true, push: true, delete: true, sync: true });
      expect(BAIDU_PROPERTY_LIMITS[type].PUSH.ACCOUNTS).toBe(10);
    }
  });

  it('seeds only built types, names within each type’s length, distinct within an account', () => {
    let n = 0;
    const random = () => ((n = (n * 9301 + 49297) % 233280) / 233280);
    for (const [type, seed] of Object.entries(BAIDU_PROPERTY_SEEDS)) {
      const limits = BAIDU_PROPERTY_LIMITS[type as keyof typeof BAIDU_PROPERTY_LIMITS];
      expect(limits).not.toBe(PENDING_PROPERTY_LIMITS);
      for (const advertiserId of ['1001', '1002', '1037']) {
        const names = Array.from({ length: seed.perAccount }, (_, i) => seed.make(random, { advertiserId, name: '沙箱账户' }, i).name);
        expect(new Set(names).size).toBe(names.length);
        for (const name of names) expect([...name].length).toBeLessThanOrEqual(limits.NAME_MAX_LENGTH);
      }
    }
  });
});
