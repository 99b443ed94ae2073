import { describe, expect, it } from 'vitest';
import { defineDeliveryLevel } from '../config/delivery-config';
import { indicatorMetricKeys, toExportColumns, isFiltered, readFilterValues, toDeliveryFilter, toIndicators, toListQuery, toSort, toUrlFilters, withoutRange, type DeliveryScope } from './list-request';

describe('the calls\' bodies', () => {
  const indicators = {
    data: [
      { type: 'cost', symbol: '>=' as const, symbolLabel: '大于等于', value: 100, startValue: null, endValue: null, ruleType: 'number' as const, label: '总消耗', dataType: '' },
      { type: 'ctr', symbol: 'BETWEEN' as const, symbolLabel: '介于', value: null, startValue: 1, endValue: 5, ruleType: 'number-input-between' as const, label: '点击率', dataType: 'percent' },
      { type: '', symbol: '' as const, symbolLabel: '', value: null, startValue: null, endValue: null, ruleType: 'number' as const, label: '', dataType: '' },
    ],
    selectData: ['cost', 'ctr', ''],
    indexIsUnion: { check: true, disabled: true, value: 1 as const },
  };
  const scope: DeliveryScope = {
    media: 'toutiao',
    level: 'plan',
    dateRange: ['2026-05-14', '2026-05-20'],
    filters: { accountIds: [3, 4], search: { field: 'name', method: 'LIKE', value: ' 大促 ' }, status: 'paused', indicators },
    parentId: '3',
  };

  it('sends the indicator rules with 交集/并集, skipping incomplete rows', () => {
    expect(toIndicators(indicators)).toEqual({
      union: 1,
      rules: [
        { metric: 'cost', operator: '>=', value: 100 },
        { metric: 'ctr', operator: 'BETWEEN', startValue: 1, endValue: 5 },
      ],
    });
    expect(toIndicators({ ...indicators, data: [indicators.data[2]] })).toBeUndefined();
    expect(toIndicators(null)).toBeUndefined();
  });

  it('builds the list body: filters, drill-down, sort, page', () => {
    expect(toListQuery(scope, { key: 'cost', order: 'descend' }, { current: 2, size: 50 })).toEqual({
      media: 'toutiao',
      level: 'plan',
      dateRange: { from: '2026-05-14', to: '2026-05-20' },
      accountIds: [3, 4],
      parentId: '3',
      search: { field: 'name', method: 'LIKE', value: '大促' },
      status: 'paused',
      indicators: toIndicators(indicators),
      sort: { key: 'cost', order: 'desc' },
      page: 2,
      size: 50,
    });
    expect(toSort({ key: 'name', order: 'ascend' })).toEqual({ key: 'name', order: 'asc' });
  });

  it('leaves out what does not narrow: no accounts, an empty search, 全部, no sort', () => {
    const bare: DeliveryScope = { ...scope, parentId: null, filters: { accountIds: [], search: { field: 'id', method: 'IN', value: '  ' }, status: 'all', indicators: null } };
    expect(toListQuery(bare, null, { current: 1, size: 50 })).toEqual({ media: 'toutiao', level: 'plan', dateRange: { from: '2026-05-14', to: '2026-05-20' }, page: 1, size: 50 });
    expect(isFiltered(bare)).toBe(false);
    expect(isFiltered(scope)).toBe(true);
    expect(toDeliveryFilter({ ...bare, editId: 9 })).toMatchObject({ editId: 9 });
  });

  it('reads the filter area\'s values and drops what an old template got wrong', () => {
    expect(readFilterValues({ accountIds: [1, 'x', -2, 3], search: { field: 'id', method: 'IN', value: '1,2' }, status: ['enabled'], indicators: null })).toEqual({
      accountIds: [1, 3],
      search: { field: 'id', method: 'IN', value: '1,2' },
      status: 'enabled',
      indicators: null,
    });
    expect(readFilterValues({ status: 'nonsense', search: 'x' })).toEqual({ accountIds: [], search: null, status: 'all', indicators: null });
  });

  it('sends a 命名解析 filter only when it names a rule, a field and a value, and keeps it in the URL only then', () => {
    const filters = readFilterValues({ nameField: { ruleId: 3, field: 'theme', values: ['节日大促', ' ', '节日大促', ' 春季上新 '] } });
    expect(filters.nameField).toEqual({ ruleId: 3, field: 'theme', values: ['节日大促', '春季上新'] });
    const scope: DeliveryScope = { media: 'toutiao', level: 'plan', dateRange: ['2026-03-01', '2026-03-07'], filters };
    expect(toDeliveryFilter(scope)).toMatchObject({ nameField: { ruleId: 3, field: 'theme', values: ['节日大促', '春季上新'] } });
    expect(isFiltered(scope)).toBe(true);
    expect(readFilterValues({ nameField: { ruleId: 3, field: 'theme', values: [] } }).nameField).toBeUndefined();
    expect(readFilterValues({ nameField: { ruleId: 'x', field: 'theme', values: ['a'] } }).nameField).toBeUndefined();
    expect(toUrlFilters({ nameField: { ruleId: 3, field: 'theme', values: [] } }, ['2026-03-01', '2026-03-07'])).not.toHaveProperty('nameField');
    expect(toUrlFilters({ nameField: { ruleId: 3, field: 'theme', values: ['a'] } }, ['2026-03-01', '2026-03-07'])).toHaveProperty('nameField');
  });

  it('filters by the level\'s metrics only', () => {
    const plan = defineDeliveryLevel('baidu', 'plan', {});
    expect(indicatorMetricKeys(plan.columns)).not.toContain('payRoi');
    expect(indicatorMetricKeys(plan.columns)).toContain('ctr');
    expect(indicatorMetricKeys(plan.columns)).not.toContain('name');
  });

  it('exports the id and the columns shown, the review as its reason', () => {
    expect(toExportColumns([{ key: 'name' }, { key: 'review' }, { key: 'cost' }, { key: 'id' }])).toEqual(['id', 'name', 'rejectReason', 'cost']);
  });

  it('keeps in the URL only the filters that ask something, with the date range', () => {
    const range: [string, string] = ['2026-05-01', '2026-05-07'];
    expect(toUrlFilters({ accountIds: [2], status: ['all'], search: null, indicators: { ...indicators, data: [] }, dateRange: ['2026-01-01', '2026-01-02'] }, range)).toEqual({
      accountIds: [2],
      search: null,
      dateRange: range,
    });
    expect(toUrlFilters({ status: 'paused', indicators, 'gdt:site': 'wechat' }, range)).toEqual({ status: 'paused', indicators, 'gdt:site': 'wechat', dateRange: range });
    expect(withoutRange({ status: 'paused', dateRange: range })).toEqual({ status: 'paused' });
  });
});
