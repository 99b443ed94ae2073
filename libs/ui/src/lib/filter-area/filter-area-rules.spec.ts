import fc from 'fast-check';
import { FILTER_TEMPLATE, FILTER_TEMPLATE_TEXTS } from '@toufang/domain';
import { describe, expect, it } from 'vitest';
import {
  FILTER_AREA_TEXTS,
  canSaveMore,
  deleteConfirmText,
  emptyValueOf,
  errorText,
  limitReachedText,
  nameLength,
  nameTooLongText,
  resetValues,
  sameFilters,
  templateFilters,
  validateTemplateName,
  valuesFromTemplate,
  type FilterFieldShape,
  type FilterTemplateItem,
} from './filter-area-rules';

const FIELDS: FilterFieldShape[] = [
  { key: 'status', type: 'list' },
  { key: 'planName', type: 'input' },
  { key: 'media', type: 'list', defaultValue: ['toutiao'] },
  { key: 'owner', type: 'custom' },
];

const TEMPLATES: FilterTemplateItem[] = [
  { id: 1, name: '春季计划', filters: {} },
  { id: 2, name: '夏季计划', filters: {} },
];

describe('texts (widgets spec §9 and project design)', () => {
  it('uses 查询 and 重置 from the UI texts, and the shared template texts', () => {
    expect(FILTER_AREA_TEXTS.QUERY).toBe('查询');
    expect(FILTER_AREA_TEXTS.RESET).toBe('重置');
    expect(FILTER_AREA_TEXTS.CONFIRM).toBe('确定');
    expect(FILTER_AREA_TEXTS.CANCEL).toBe('取消');
    expect(FILTER_AREA_TEXTS.EMPTY).toBe('暂无数据');
    expect(FILTER_TEMPLATE_TEXTS).toEqual({
      NAME_REQUIRED: '请输入模板名称',
      NAME_TOO_LONG: '模板名称长度不能超过20个字符',
      NAME_DUPLICATE: '模板名称已存在，请换一个名称',
      LIMIT_REACHED: '每个列表最多保存50个筛选模板',
      NOT_FOUND: '筛选模板不存在',
    });
    expect(FILTER_TEMPLATE).toEqual({ NAME_MAX_LENGTH: 20, MAX_PER_SCENE: 50 });
    expect(deleteConfirmText('春季计划')).toBe('确定删除筛选模板「春季计划」吗？删除后不可恢复。');
  });

  it('limit texts follow a custom limit', () => {
    expect(nameTooLongText()).toBe('模板名称长度不能超过20个字符');
    expect(nameTooLongText(10)).toBe('模板名称长度不能超过10个字符');
    expect(limitReachedText()).toBe('每个列表最多保存50个筛选模板');
    expect(limitReachedText(5)).toBe('每个列表最多保存5个筛选模板');
  });
});

describe('template names', () => {
  it('are required (spaces do not count)', () => {
    expect(validateTemplateName('', TEMPLATES)).toBe('请输入模板名称');
    expect(validateTemplateName('   ', TEMPLATES)).toBe('请输入模板名称');
  });

  it('count characters after trimming: 20 fit, 21 do not; Chinese and an emoji count 1', () => {
    expect(nameLength('  春季  ')).toBe(2);
    expect(nameLength('春😀')).toBe(2);
    expect(validateTemplateName('春'.repeat(20), TEMPLATES)).toBeNull();
    expect(validateTemplateName(` ${'a'.repeat(20)} `, TEMPLATES)).toBeNull();
    expect(validateTemplateName('春'.repeat(21), TEMPLATES)).toBe('模板名称长度不能超过20个字符');
    expect(validateTemplateName('😀'.repeat(21), TEMPLATES)).toBe('模板名称长度不能超过20个字符');
    expect(validateTemplateName('abcdef', TEMPLATES, { maxLength: 5 })).toBe('模板名称长度不能超过5个字符');
  });

  it('are unique, except for the template being renamed', () => {
    expect(validateTemplateName('春季计划', TEMPLATES)).toBe('模板名称已存在，请换一个名称');
    expect(validateTemplateName(' 春季计划 ', TEMPLATES)).toBe('模板名称已存在，请换一个名称');
    expect(validateTemplateName('春季计划', TEMPLATES, { exceptId: 1 })).toBeNull();
    expect(validateTemplateName('夏季计划', TEMPLATES, { exceptId: 1 })).toBe('模板名称已存在，请换一个名称');
    expect(validateTemplateName('秋季计划', TEMPLATES)).toBeNull();
  });

  it('stop at 50 templates', () => {
    const many = Array.from({ length: 49 }, (_, i) => ({ id: i, name: `模板${i}`, filters: {} }));
    expect(canSaveMore(many)).toBe(true);
    expect(canSaveMore([...many, { id: 99, name: '满', filters: {} }])).toBe(false);
    expect(canSaveMore(TEMPLATES, 2)).toBe(false);
  });
});

describe('errorText', () => {
  it("says the rejection's message, or a general failure", () => {
    expect(errorText(new Error('模板名称已存在，请换一个名称'))).toBe('模板名称已存在，请换一个名称');
    expect(errorText('网络异常')).toBe('网络异常');
    expect(errorText({ message: '服务繁忙' })).toBe('服务繁忙');
    expect(errorText(undefined)).toBe('操作失败，请稍后重试');
    expect(errorText(new Error(''))).toBe('操作失败，请稍后重试');
  });
});

describe('values', () => {
  it('reset goes to each default, else the empty value of the type', () => {
    expect(emptyValueOf('list')).toEqual([]);
    expect(emptyValueOf('input')).toEqual({ method: 'LIKE', value: '' });
    expect(emptyValueOf('custom')).toBeNull();
    expect(resetValues(FIELDS)).toEqual({ status: [], planName: { method: 'LIKE', value: '' }, media: ['toutiao'], owner: null });
  });

  it("a template applies its values, resets the fields it lacks and drops fields that are gone", () => {
    expect(valuesFromTemplate(FIELDS, { status: ['PAUSE'], removedField: 1, owner: 7 })).toEqual({
      status: ['PAUSE'],
      planName: { method: 'LIKE', value: '' },
      media: ['toutiao'],
      owner: 7,
    });
  });

  it('a template saves every field and nothing else', () => {
    expect(templateFilters(FIELDS, { status: ['ENABLE'], stray: true })).toEqual({
      status: ['ENABLE'],
      planName: { method: 'LIKE', value: '' },
      media: ['toutiao'],
      owner: null,
    });
  });

  it('compares values whatever the key order', () => {
    expect(sameFilters({ a: 1, b: { c: [1, 2], d: 'x' } }, { b: { d: 'x', c: [1, 2] }, a: 1 })).toBe(true);
    expect(sameFilters({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameFilters({ a: 1, b: undefined }, { a: 1 })).toBe(true);
  });

  it('property: equality ignores key order and sees every change', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.string(), (record, key) => {
        const reversed = Object.fromEntries(Object.entries(record).reverse());
        expect(sameFilters(record, reversed)).toBe(true);
        const changed = { ...record, [key]: { marker: Object.keys(record).length + 1, previous: record[key] ?? null } };
        expect(sameFilters(record, changed)).toBe(false);
      }),
    );
  });
});
