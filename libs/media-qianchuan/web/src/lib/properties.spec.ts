import { describe, expect, it } from 'vitest';
import { checkPropertyName, PENDING_PROPERTY_LIMITS, propertyTypesOf } from '@toufang/domain';
import { checkForm, type FormSchema } from '@toufang/form-kit';
import { builtType, pendingTypes, STANDARD_COLUMNS, type PropertyTypeBase } from '@toufang/property-kit';
import { QIANCHUAN_AUDIENCE_SAMPLES, QIANCHUAN_GRAPHIC_SAMPLES, QIANCHUAN_TARGET_SAMPLES, QIANCHUAN_PROPERTY_LIMITS, QIANCHUAN_PROPERTY_PAGES, QIANCHUAN_SUMMARY } from '@toufang/media-qianchuan-limits';
import { PROPERTIES } from './properties';

/** The values the sandbox seeds, per built type (the same lists its seed picks from). */
const SAMPLES: Readonly<Record<string, readonly { name: string; values: object }[]>> = {
  target: QIANCHUAN_TARGET_SAMPLES,
  'custom-audience': QIANCHUAN_AUDIENCE_SAMPLES,
  'graphic-material': QIANCHUAN_GRAPHIC_SAMPLES,
};

const check = (declaration: PropertyTypeBase, values: object) => checkForm(declaration.schema as FormSchema<object>, values);
const must = (type: string): PropertyTypeBase => {
  const declared = builtType(PROPERTIES, type);
  if (!declared) throw new Error(`${type} is pending`);
  return declared;
};

describe('巨量千川的资产类型', () => {
  it('declares every type of its page list, built with the figures of its limits project, or pending', () => {
    const types = propertyTypesOf(QIANCHUAN_PROPERTY_PAGES);
    expect(Object.keys(PROPERTIES.types).sort()).toEqual([...types].sort());
    for (const type of types) {
      const built = builtType(PROPERTIES, type);
      if (built) expect(built.limits).toBe(QIANCHUAN_PROPERTY_LIMITS[type]);
      else {
        expect(pendingTypes(PROPERTIES)).toContain(type);
        // A pending type has no page: its limits offer nothing, so pages.ts gives its route no page.
        expect(QIANCHUAN_PROPERTY_LIMITS[type]).toBe(PENDING_PROPERTY_LIMITS);
      }
    }
  });

  // 评论管理 is the kit's comment page (no form, no seed): its own tests cover it.
  const built = propertyTypesOf(QIANCHUAN_PROPERTY_PAGES).filter((type) => type !== 'comment-management' && builtType(PROPERTIES, type));

  it('has seeded samples for every built type', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...built].sort());
  });

  for (const type of built) {
    describe(type, () => {
      it('names in its columns only the standard ones and the summary keys the sandbox writes', () => {
        const keys = Object.values((QIANCHUAN_SUMMARY as Record<string, Record<string, string>>)[type]);
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

  it('人群: refuses an unknown source, kind or data type, and an upload without its data type', () => {
    const audience = must('custom-audience');
    expect(check(audience, { audience_source: 9, audience_type: 'BASIC' })).toMatchObject({ ok: false, errors: { audience_source: '请选择人群来源' } });
    expect(check(audience, { audience_source: 1, audience_type: 'CRM' })).toMatchObject({ ok: false, errors: { audience_type: '请选择人群类型' } });
    expect(check(audience, { audience_source: 1, audience_type: 'UPLOAD', data_type: 6 })).toMatchObject({ ok: false, errors: { data_type: '请选择数据类型' } });
    expect(check(audience, { audience_source: 1, audience_type: 'UPLOAD' })).toMatchObject({ ok: false, errors: { data_type: '上传人群须选择数据类型' } });
    expect(audience.limits.OPERATIONS.create).toBe(false);
  });

  it('图文素材: refuses a short title, an unknown style, more than 9 images and a count its style does not take', () => {
    const graphic = must('graphic-material');
    const ok = { title: '冬季新款羽绒服限时福利', image_mode: 'GROUP', image_ids: ['1', '2', '3'] };
    expect(check(graphic, ok)).toMatchObject({ ok: true });
    expect(check(graphic, { ...ok, title: '新品' })).toMatchObject({ ok: false, errors: { title: '标题须为5–30个字' } });
    expect(check(graphic, { ...ok, image_mode: 'VIDEO' })).toMatchObject({ ok: false, errors: { image_mode: '请选择图片样式' } });
    expect(check(graphic, { ...ok, image_mode: 'CAROUSEL', image_ids: Array.from({ length: 10 }, (_, i) => String(i + 1)) })).toMatchObject({ ok: false, errors: { image_ids: '图片最多选择9张' } });
    expect(check(graphic, { ...ok, image_ids: ['1', '2'] })).toMatchObject({ ok: false, errors: { image_ids: '组图须选择3张图片' } });
    expect(check(graphic, { ...ok, image_mode: 'CAROUSEL', image_ids: ['1'] })).toMatchObject({ ok: false, errors: { image_ids: '图集须选择2–9张图片' } });
  });

  it('定向包: on the targeting editor, regions three levels deep; refuses an unknown age, regions without a district and the reverse', () => {
    const target = must('target');
    expect(target.form).toMatchObject({ kind: 'targeting', sections: { 地域: ['district', 'city', 'location_type'], 人群包: ['retargeting_tags_include', 'retargeting_tags_exclude'] } });
    expect(target.fields.city).toMatchObject({ kind: 'region', depth: 3 });
    expect(check(target, { district: 'NONE', age: ['AGE_BETWEEN_18_24'] })).toMatchObject({ ok: false });
    expect(check(target, { district: 'CITY' })).toMatchObject({ ok: false, errors: { city: '按省市或区县定向须选择地域' } });
    expect(check(target, { district: 'NONE', city: [110000] })).toMatchObject({ ok: false, errors: { city: '地域类型为不限时不能选择地域' } });
    expect(check(target, { district: 'NONE', gender: 'MALE' })).toMatchObject({ ok: false, errors: { gender: '请选择性别' } });
    expect(check(target, { district: 'NONE', platform: ['ANDROID', 'ANDROID'] })).toMatchObject({ ok: false, errors: { platform: '请选择平台' } });
  });
});
