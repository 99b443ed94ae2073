// The declarations' promises, held by the compiler (the typecheck reads the @ts-expect-error lines: each must
// be an error) and at run time: a field or an operation left out, a type of the page list missing, a type
// declared under another's name.
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { PENDING_PROPERTY_LIMITS, type PropertyLimitsOf, type PropertyTypeLimits } from '@toufang/domain';
import { builtType, defineMediaProperties, definePropertyType, pendingTypes, type PropertyFields, type PropertyForm } from './property-config';

interface Values {
  landing_url: string;
  city: number[];
  age?: string[];
  hide_if_converted: boolean;
}

const LIMITS: PropertyTypeLimits = { ...PENDING_PROPERTY_LIMITS, OPERATIONS: { create: true, edit: true, push: true, delete: true, sync: true } };
const FIELDS: PropertyFields<Values> = {
  landing_url: { kind: 'url', label: '落地页链接' },
  city: { kind: 'region', label: '地域', depth: 3 },
  age: { kind: 'multiSelect', label: '年龄', options: [{ value: 'AGE_BETWEEN_18_23', label: '18-23岁' }] },
  hide_if_converted: { kind: 'switch', label: '过滤已转化用户' },
};
const schema = z.object({ landing_url: z.string(), city: z.array(z.number()), hide_if_converted: z.boolean() });
const TARGET = definePropertyType<'toutiao', 'target', Values>('toutiao', 'target', { limits: LIMITS, fields: FIELDS, columns: ['name', 'account', { summary: '地域' }], form: { kind: 'fields' }, schema });
const PAGES = ['target', 'target-add', 'custom-audience'] as const;

describe('property declarations', () => {
  it('names the kind from the media and type', () => {
    expect(TARGET.kind).toBe('toutiao.target');
  });

  it('joins a media’s types, built or pending, and answers the built ones', () => {
    const properties = defineMediaProperties('toutiao', PAGES, { target: TARGET, 'custom-audience': 'pending' });
    expect(builtType(properties, 'target')).toBe(TARGET);
    expect(builtType(properties, 'custom-audience')).toBeNull();
    expect(builtType(properties, 'target-add')).toBeNull();
    expect(pendingTypes(properties)).toEqual(['custom-audience']);
  });

  it('refuses material fields that differ from the limits’ MATERIAL_FIELDS (the server reads those)', () => {
    const card = (limits: typeof LIMITS) =>
      definePropertyType<'kuaishou', 'promotion-card', { image_ids: string[] }>('kuaishou', 'promotion-card', {
        limits,
        fields: { image_ids: { kind: 'material', label: '图片', max: 1 } },
        columns: ['name'],
        form: { kind: 'fields' },
        schema: z.object({ image_ids: z.array(z.string()) }),
      });
    expect(card({ ...LIMITS, MATERIAL_FIELDS: { image_ids: { KIND: 'image', LABEL: '图片' } } }).kind).toBe('kuaishou.promotion-card');
    expect(() => card(LIMITS)).toThrow("kuaishou.promotion-card: material fields [image_ids] differ from its limits' MATERIAL_FIELDS []");
    expect(() => card({ ...LIMITS, MATERIAL_FIELDS: { cover_id: { KIND: 'image', LABEL: '封面' } } })).toThrow('differ');
  });

  it('refuses a type declared under another type’s name', () => {
    // @ts-expect-error -- the target declaration is not a custom-audience one
    expect(() => defineMediaProperties('toutiao', PAGES, { target: 'pending', 'custom-audience': TARGET })).toThrow('toutiao declares toutiao.target under custom-audience');
  });

  it('makes a left-out field, operation or type a type error', () => {
    // @ts-expect-error -- hide_if_converted has no field
    const missingField: PropertyFields<Values> = { landing_url: FIELDS.landing_url, city: FIELDS.city, age: FIELDS.age };
    // @ts-expect-error -- a region field cannot show a string
    const wrongKind: PropertyFields<Values> = { ...FIELDS, landing_url: { kind: 'region', label: '地域', depth: 3 } };
    // @ts-expect-error -- sync is not said
    const missingOperation: PropertyTypeLimits = { ...PENDING_PROPERTY_LIMITS, OPERATIONS: { create: true, edit: true, push: true, delete: true } };
    // @ts-expect-error -- custom-audience is not declared
    const missingType: PropertyLimitsOf<typeof PAGES> = { target: PENDING_PROPERTY_LIMITS };
    // @ts-expect-error -- custom-audience is not declared
    const missingDeclaration = () => defineMediaProperties('toutiao', PAGES, { target: TARGET });
    // @ts-expect-error -- not a property page
    const unknownPage = () => defineMediaProperties('toutiao', ['target', 'nothing'] as const, { target: TARGET });
    // @ts-expect-error -- a targeting section may name only the type's values
    const unknownSectionField: PropertyForm<Values> = { kind: 'targeting', sections: { 地域: ['city'], 出价: ['bid'] } };
    const sections: PropertyForm<Values> = { kind: 'targeting', sections: { 地域: ['city'], 年龄: ['age'], 落地页: ['landing_url', 'hide_if_converted'] } };
    expect([missingField, wrongKind, missingOperation, missingType, missingDeclaration, unknownPage, unknownSectionField, sections]).toHaveLength(8);
  });
});
