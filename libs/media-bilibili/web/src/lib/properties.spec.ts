import { describe, expect, it } from 'vitest';
import { checkPropertyName, PENDING_PROPERTY_LIMITS, propertyTypesOf } from '@toufang/domain';
import { checkForm, type FormSchema } from '@toufang/form-kit';
import { builtType, pendingTypes, STANDARD_COLUMNS, type PropertyTypeBase } from '@toufang/property-kit';
import { BILIBILI_ACTIVATE_LINK_SAMPLES, BILIBILI_AUDIENCE_SAMPLES, BILIBILI_CONVERSION_SAMPLES, BILIBILI_LANDING_PAGE_SAMPLES, BILIBILI_MONITOR_SAMPLES, BILIBILI_TARGET_SAMPLES, BILIBILI_PROPERTY_LIMITS, BILIBILI_PROPERTY_PAGES, BILIBILI_SUMMARY } from '@toufang/media-bilibili-limits';
import { PROPERTIES } from './properties';

/** The values the sandbox seeds, per built type (the same lists its seed picks from). */
const SAMPLES: Readonly<Record<string, readonly { name: string; values: object }[]>> = {
  target: BILIBILI_TARGET_SAMPLES,
  'custom-audience': BILIBILI_AUDIENCE_SAMPLES,
  'landing-page': BILIBILI_LANDING_PAGE_SAMPLES,
  'conversion-config': BILIBILI_CONVERSION_SAMPLES,
  monitor: BILIBILI_MONITOR_SAMPLES,
  'activate-link': BILIBILI_ACTIVATE_LINK_SAMPLES,
};

const check = (declaration: PropertyTypeBase, values: object) => checkForm(declaration.schema as FormSchema<object>, values);
const must = (type: string): PropertyTypeBase => {
  const declared = builtType(PROPERTIES, type);
  if (!declared) throw new Error(`${type} is pending`);
  return declared;
};

describe('哔哩哔哩的资产类型', () => {
  it('declares every type of its page list, built with the figures of its limits project, or pending', () => {
    const types = propertyTypesOf(BILIBILI_PROPERTY_PAGES);
    expect(Object.keys(PROPERTIES.types).sort()).toEqual([...types].sort());
    for (const type of types) {
      const built = builtType(PROPERTIES, type);
      if (built) expect(built.limits).toBe(BILIBILI_PROPERTY_LIMITS[type]);
      else {
        expect(pendingTypes(PROPERTIES)).toContain(type);
        // A pending type has no page: its limits offer nothing, so pages.ts gives its route no page.
        expect(BILIBILI_PROPERTY_LIMITS[type]).toBe(PENDING_PROPERTY_LIMITS);
      }
    }
  });

  const built = propertyTypesOf(BILIBILI_PROPERTY_PAGES).filter((type) => builtType(PROPERTIES, type));

  it('has seeded samples for every built type', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...built].sort());
  });

  for (const type of built) {
    describe(type, () => {
      it('names in its columns only the standard ones and the summary keys the sandbox writes', () => {
        const keys = Object.values((BILIBILI_SUMMARY as Record<string, Record<string, string>>)[type]);
        for (const column of must(type).columns) {
          if (typeof column === 'string') expect(STANDARD_COLUMNS).toContain(column);
          else expect(keys).toContain(column.summary);
        }
      });

      it('accepts the seed’s values and names', () => {
        const declaration = must(type);
        for (const sample of SAMPLES[type]) {
          expect(check(declaration, sample.values), sample.name).toMatchObject({ ok: true });
          expect(checkPropertyName(sample.name, declaration.limits.NAME_MAX_LENGTH), sample.name).toBeNull();
        }
      });

      it('refuses a name one character too long', () => {
        const max = must(type).limits.NAME_MAX_LENGTH;
        expect(checkPropertyName('名'.repeat(max), max)).toBeNull();
        expect(checkPropertyName('名'.repeat(max + 1), max)?.rule).toBe('property_name_too_long');
      });
    });
  }

  it('人群包: refuses an unknown source or ID type, an upload without its ID type and a lookalike without its seed', () => {
    const audience = must('custom-audience');
    expect(check(audience, { source: 'CRM' })).toMatchObject({ ok: false, errors: { source: '请选择人群来源' } });
    expect(check(audience, { source: 'UPLOAD', id_type: 'QQ' })).toMatchObject({ ok: false, errors: { id_type: '请选择号码类型' } });
    expect(check(audience, { source: 'UPLOAD' })).toMatchObject({ ok: false, errors: { id_type: '上传人群须选择号码类型' } });
    expect(check(audience, { source: 'LOOKALIKE' })).toMatchObject({ ok: false, errors: { seed_audience_id: '相似人群须填写种子人群包ID' } });
    expect(audience.limits.OPERATIONS.create).toBe(false);
  });

  it('监测链接: refuses an unknown macro, a link that is not http(s) and a group without its click link', () => {
    const monitor = must('monitor');
    expect(monitor.form).toMatchObject({ kind: 'trackUrls', macros: { SYNTAX: 'double-underscore' } });
    expect(check(monitor, { click_url: 'https://t.example.com/c?tid=__TRACK_ID__' })).toMatchObject({ ok: false, errors: { click_url: '监测链接包含哔哩哔哩不支持的宏：__TRACK_ID__' } });
    expect(check(monitor, { click_url: 'ftp://t.example.com/c?tid=__TRACKID__' })).toMatchObject({ ok: false, errors: { click_url: expect.stringContaining('链接须以 http:// 或 https:// 开头') } });
    expect(check(monitor, { click_url: '' })).toMatchObject({ ok: false, errors: { click_url: '请填写点击监测链接' } });
    expect(check(monitor, { click_url: 'https://t.example.com/c?tid=__TRACKID__', show_url: 'https://t.example.com/s?x=__FOO__' })).toMatchObject({ ok: false, errors: { show_url: '监测链接包含哔哩哔哩不支持的宏：__FOO__' } });
  });

  it('激活链接: refuses a click link without its platform’s device macro, and an unknown macro', () => {
    const activate = must('activate-link');
    expect(activate.form.kind).toBe('trackUrls');
    expect(check(activate, { platform: 'IOS', click_url: 'https://t.example.com/a?imei=__IMEI__' })).toMatchObject({ ok: false, errors: { click_url: 'iOS激活链接的点击监测链接须包含宏 __IDFA__' } });
    expect(check(activate, { platform: 'ANDROID', click_url: 'https://t.example.com/a?idfa=__IDFA__' })).toMatchObject({ ok: false, errors: { click_url: 'Android激活链接的点击监测链接须包含宏 __IMEI__ 或 __OAID__' } });
    expect(check(activate, { platform: 'ANDROID', click_url: 'https://t.example.com/a?oaid=__OAID__&x=__FOO__' })).toMatchObject({ ok: false, errors: { click_url: '监测链接包含哔哩哔哩不支持的宏：__FOO__' } });
    expect(check(activate, { platform: 'PC', click_url: 'https://t.example.com/a?oaid=__OAID__' })).toMatchObject({ ok: false, errors: { platform: '请选择平台' } });
  });

  it('落地页: refuses a non-http link, a native page off the media’s hosts and an unknown type', () => {
    const page = must('landing-page');
    expect(check(page, { page_type: 'CUSTOM', page_url: 'ftp://www.example.com/p' })).toMatchObject({ ok: false, errors: { page_url: expect.stringContaining('链接须以 http:// 或 https:// 开头') } });
    expect(check(page, { page_type: 'NATIVE', page_url: 'https://www.example.com/p' })).toMatchObject({ ok: false, errors: { page_url: '原生落地页的链接须在 bilibili.com 或 b23.tv 下' } });
    expect(check(page, { page_type: 'H5', page_url: 'https://www.example.com/p' })).toMatchObject({ ok: false, errors: { page_type: '请选择落地页类型' } });
  });

  it('转化跟踪: an API goal needs its click link with __TRACKID__, every macro known', () => {
    const conversion = must('conversion-config');
    expect(check(conversion, { convert_type: 'PAY', report_method: 'API' })).toMatchObject({ ok: false, errors: { click_url: 'API上报须填写点击监测链接' } });
    expect(check(conversion, { convert_type: 'PAY', report_method: 'API', click_url: 'https://t.example.com/c?oaid=__OAID__' })).toMatchObject({ ok: false, errors: { click_url: 'API上报的点击监测链接须包含宏 __TRACKID__' } });
    expect(check(conversion, { convert_type: 'PAY', report_method: 'API', click_url: 'https://t.example.com/c?tid=__TRACKID__&x=__FOO__' })).toMatchObject({ ok: false, errors: { click_url: '监测链接包含哔哩哔哩不支持的宏：__FOO__' } });
    expect(check(conversion, { convert_type: 'PAY', report_method: 'SDK', landing_url: 'http://10.0.0.1/a' })).toMatchObject({ ok: false, errors: { landing_url: expect.stringContaining('链接须以 http:// 或 https:// 开头') } });
  });

  it('定向包: on the targeting editor, regions two levels deep, the age buckets 18-24 … 50+; refuses an unknown bucket, gender or platform', () => {
    const target = must('target');
    expect(target.form).toMatchObject({ kind: 'targeting', sections: { 地域: ['region'], 人群包: ['crowd_include', 'crowd_exclude'] } });
    expect(target.fields.region).toMatchObject({ kind: 'region', depth: 2 });
    expect(target.fields.age).toMatchObject({ options: [{ label: '18-24岁' }, { label: '25-30岁' }, { label: '31-40岁' }, { label: '41-49岁' }, { label: '50岁及以上' }] });
    expect(check(target, { age: ['AGE_18_23'] })).toMatchObject({ ok: false });
    expect(check(target, { gender: 'GENDER_MALE' })).toMatchObject({ ok: false, errors: { gender: '请选择性别' } });
    expect(check(target, { platform: ['PC'] })).toMatchObject({ ok: false });
    expect(check(target, { crowd_include: Array.from({ length: 51 }, (_, i) => String(i + 1)) })).toMatchObject({ ok: false, errors: { crowd_include: '定向人群包最多选择50个' } });
  });

  it('declares every type of its page list: none pending', () => {
    expect(pendingTypes(PROPERTIES)).toEqual([]);
  });
});
