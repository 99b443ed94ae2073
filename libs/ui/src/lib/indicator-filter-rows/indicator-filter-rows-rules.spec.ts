import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INDICATOR } from '@toufang/domain';
import {
  DEFAULT_INDEX_IS_UNION,
  INDEX_UNION,
  INDEX_UNION_OPTIONS,
  INDICATOR_ROWS_MESSAGES,
  PERCENT_UNIT,
  addRow,
  canAddRow,
  canDeleteRow,
  chooseMetric,
  chooseOperator,
  deleteRow,
  emptyEntry,
  emptyIndicatorData,
  isDataFilterOn,
  isPercentDataType,
  metricOptions,
  metricsTakenElsewhere,
  normaliseIndicatorData,
  rowBounds,
  rowUnit,
  setIndexIsUnion,
  setRowNumbers,
  showsIndexIsUnion,
  switchDataFilter,
  validateIndicatorRows,
  visibleRows,
  type IndicatorData,
  type IndicatorFilterEntry,
  type IndicatorMetric,
} from './indicator-filter-rows-rules';

const METRICS: IndicatorMetric[] = [
  { value: 'cost', label: '消耗' },
  { value: 'ctr', label: '点击率', dataType: 'percent' },
  { value: 'convert', label: '转化数', min: 1, max: 1000 },
  { value: 'roi', label: 'ROI', dataType: 'TYPE_PERCENTAGE' },
];

const entry = (over: Partial<IndicatorFilterEntry> = {}): IndicatorFilterEntry => ({ ...emptyEntry(), ...over });
const gt = (type: string, value: number | null, label = type): IndicatorFilterEntry =>
  entry({ type, label, symbol: '>', symbolLabel: '大于', value, ruleType: 'number' });
const data = (...rows: IndicatorFilterEntry[]): IndicatorData => normaliseIndicatorData({ data: rows });

describe('entities (widgets spec §3)', () => {
  it('an entry has the 9 fields: label, type, symbol, symbolLabel, ruleType, startValue, endValue, value, dataType', () => {
    expect(Object.keys(emptyEntry()).sort()).toEqual(['dataType', 'endValue', 'label', 'ruleType', 'startValue', 'symbol', 'symbolLabel', 'type', 'value']);
    expect(emptyEntry()).toEqual({ label: '', type: '', symbol: '', symbolLabel: '', ruleType: 'number', startValue: null, endValue: null, value: null, dataType: '' });
  });

  it('indicator data holds data, selectData and indexIsUnion {check, disabled, value}', () => {
    expect(emptyIndicatorData()).toEqual({ data: [], selectData: [], indexIsUnion: { check: true, disabled: true, value: 0 } });
    expect(DEFAULT_INDEX_IS_UNION).toEqual({ check: true, disabled: true, value: 0 });
  });

  it('indexIsUnion value 0 is intersection 交集, 1 union 并集', () => {
    expect(INDEX_UNION).toEqual({ INTERSECTION: 0, UNION: 1 });
    expect(INDEX_UNION_OPTIONS.map((o) => [o.value, o.label])).toEqual([
      [0, '交集'],
      [1, '并集'],
    ]);
  });

  it('normalising fills missing fields and keeps selectData one per row, equal to the metric', () => {
    const v = normaliseIndicatorData({ data: [{ type: 'cost' } as IndicatorFilterEntry, {} as IndicatorFilterEntry], selectData: ['cost', 'ctr'] });
    expect(v.selectData).toEqual(['cost', 'ctr']);
    expect(v.data[1]).toEqual({ ...emptyEntry(), type: 'ctr' });
    expect(v.indexIsUnion).toEqual(DEFAULT_INDEX_IS_UNION);
    expect(normaliseIndicatorData(undefined)).toEqual(emptyIndicatorData());
    expect(normaliseIndicatorData({ indexIsUnion: { check: false, disabled: false, value: 1 } }).indexIsUnion).toEqual({ check: false, disabled: false, value: 1 });
  });
});

describe('row limits (widgets spec §9): 1 to 10 rows', () => {
  it('add is allowed below 10 rows, delete above 1', () => {
    expect(canAddRow(1)).toBe(true);
    expect(canAddRow(9)).toBe(true);
    expect(canAddRow(INDICATOR.MAX_ROWS)).toBe(false);
    expect(canAddRow(10)).toBe(false);
    expect(canDeleteRow(INDICATOR.MIN_ROWS)).toBe(false);
    expect(canDeleteRow(1)).toBe(false);
    expect(canDeleteRow(2)).toBe(true);
  });

  it('addRow appends an empty row and stops at 10', () => {
    let v = data(gt('cost', 1));
    for (let i = 0; i < 20; i++) v = addRow(v);
    expect(v.data).toHaveLength(10);
    expect(v.selectData).toEqual(['cost', '', '', '', '', '', '', '', '', '']);
    expect(v.data[9]).toEqual(emptyEntry());
  });

  it('deleteRow removes that row and stops at 1', () => {
    const v = data(gt('cost', 1), gt('ctr', 2), gt('roi', 3));
    expect(deleteRow(v, 1).selectData).toEqual(['cost', 'roi']);
    expect(deleteRow(v, 7)).toBe(v);
    const one = data(gt('cost', 1));
    expect(deleteRow(one, 0)).toBe(one);
  });

  it('property: any sequence of adds and deletes keeps 1 to 10 rows and selectData in step', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constant<'add'>('add'), fc.nat(12)), { maxLength: 60 }), (steps) => {
        let v = data(entry());
        for (const step of steps) v = step === 'add' ? addRow(v) : deleteRow(v, step);
        expect(v.data.length).toBeGreaterThanOrEqual(INDICATOR.MIN_ROWS);
        expect(v.data.length).toBeLessThanOrEqual(INDICATOR.MAX_ROWS);
        expect(v.selectData).toEqual(v.data.map((e) => e.type));
      }),
    );
  });

  it('the rows on screen are at least 1', () => {
    expect(visibleRows(emptyIndicatorData()).data).toEqual([emptyEntry()]);
    expect(visibleRows(emptyIndicatorData()).selectData).toEqual(['']);
    const v = data(gt('cost', 1));
    expect(visibleRows(v)).toBe(v);
  });
});

describe('unique metric (widgets spec §5)', () => {
  it('metrics chosen in other rows are disabled in this row, its own is not', () => {
    const selectData = ['cost', 'ctr', ''];
    expect([...metricsTakenElsewhere(selectData, 0)]).toEqual(['ctr']);
    expect([...metricsTakenElsewhere(selectData, 2)].sort()).toEqual(['cost', 'ctr']);
    expect(metricOptions(METRICS, selectData, 0).map((m) => [m.value, m.disabled])).toEqual([
      ['cost', false],
      ['ctr', true],
      ['convert', false],
      ['roi', false],
    ]);
    expect(metricOptions(METRICS, selectData, 2).filter((m) => m.disabled).map((m) => m.value)).toEqual(['cost', 'ctr']);
  });

  it('a metric disabled by the caller stays disabled', () => {
    expect(metricOptions([{ value: 'x', label: 'X', disabled: true }], [''], 0)[0]?.disabled).toBe(true);
  });

  it('a repeated metric is reported on the later row: 指标不能重复选择', () => {
    expect(INDICATOR_ROWS_MESSAGES.METRIC_DUPLICATE).toBe('指标不能重复选择');
    const errors = validateIndicatorRows(data(gt('cost', 1), gt('ctr', 2), gt('cost', 3)), METRICS);
    expect(errors).toEqual([{ row: 2, field: 'metric', message: '指标不能重复选择' }]);
  });

  it('property: choosing only enabled options never repeats a metric', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(9), fc.nat(3)), { maxLength: 40 }), (picks) => {
        let v = data(entry());
        for (let i = 0; i < 9; i++) v = addRow(v);
        for (const [row, pick] of picks) {
          const option = metricOptions(METRICS, v.selectData, row)[pick];
          if (option && !option.disabled) v = chooseMetric(v, row, option);
        }
        const chosen = v.selectData.filter(Boolean);
        expect(new Set(chosen).size).toBe(chosen.length);
        expect(validateIndicatorRows(v, METRICS).some((e) => e.message === '指标不能重复选择')).toBe(false);
      }),
    );
  });
});

describe('choosing in a row', () => {
  it('a metric sets label, type and dataType and keeps the condition', () => {
    const v = chooseMetric(data(gt('cost', 5)), 0, METRICS[1]);
    expect(v.data[0]).toMatchObject({ label: '点击率', type: 'ctr', dataType: 'percent', symbol: '>', value: 5 });
    expect(v.selectData).toEqual(['ctr']);
    expect(chooseMetric(v, 0, undefined).data[0]).toMatchObject({ label: '', type: '', dataType: '' });
  });

  it('BETWEEN switches to the range, starting at 0 to 100; another operator drops it', () => {
    const between = chooseOperator(data(gt('cost', 5)), 0, 'BETWEEN');
    expect(between.data[0]).toMatchObject({ symbol: 'BETWEEN', symbolLabel: '介于', ruleType: 'number-input-between', value: null, startValue: 0, endValue: 100 });
    const back = chooseOperator(setRowNumbers(between, 0, { value: 7 }), 0, '<=');
    expect(back.data[0]).toMatchObject({ symbol: '<=', symbolLabel: '小于等于', ruleType: 'number', value: 7, startValue: null, endValue: null });
  });

  it('every operator of the spec can be chosen', () => {
    for (const op of INDICATOR.OPERATORS) expect(chooseOperator(data(entry()), 0, op).data[0]?.symbol).toBe(op);
  });

  it('setIndexIsUnion changes only what it is given', () => {
    expect(setIndexIsUnion(data(entry()), { value: 1 }).indexIsUnion).toEqual({ check: true, disabled: true, value: 1 });
  });
});

describe('percentage metrics (widgets spec §9)', () => {
  it('percent and TYPE_PERCENTAGE show %', () => {
    expect(PERCENT_UNIT).toBe('%');
    expect(isPercentDataType('percent')).toBe(true);
    expect(isPercentDataType('TYPE_PERCENTAGE')).toBe(true);
    expect(isPercentDataType('number')).toBe(false);
    expect(isPercentDataType(undefined)).toBe(false);
    expect(rowUnit({ dataType: 'percent' })).toBe('%');
    expect(rowUnit({ dataType: '' })).toBe('');
  });
});

describe('data filter switch (widgets spec §4)', () => {
  it('off clears every row and resets to intersection', () => {
    const v = setIndexIsUnion(data(gt('cost', 1), gt('ctr', 2)), { value: INDEX_UNION.UNION });
    expect(switchDataFilter(v, false)).toEqual({ data: [], selectData: [], indexIsUnion: { check: true, disabled: true, value: 0 } });
  });

  it('on starts with one empty row, or keeps the rows there are', () => {
    expect(switchDataFilter(emptyIndicatorData(), true)).toEqual({ data: [emptyEntry()], selectData: [''], indexIsUnion: DEFAULT_INDEX_IS_UNION });
    const v = data(gt('cost', 1));
    expect(switchDataFilter(v, true)).toBe(v);
  });

  it('with the switch the rows show while there are rows; without it always', () => {
    expect(isDataFilterOn(emptyIndicatorData(), true)).toBe(false);
    expect(isDataFilterOn(data(entry()), true)).toBe(true);
    expect(isDataFilterOn(emptyIndicatorData(), false)).toBe(true);
  });

  it('intersection or union shows only with more than one row', () => {
    expect(showsIndexIsUnion(1)).toBe(false);
    expect(showsIndexIsUnion(2)).toBe(true);
  });
});

describe('validateIndicatorRows (row validation reuses the single filter rules)', () => {
  it('a complete, valid set of rows has no errors', () => {
    const v = chooseOperator(data(gt('cost', 0), gt('ctr', 12.5), gt('convert', 1)), 1, 'BETWEEN');
    expect(validateIndicatorRows(v, METRICS)).toEqual([]);
  });

  it('switched off there is nothing to check', () => {
    expect(validateIndicatorRows(emptyIndicatorData(), METRICS)).toEqual([]);
  });

  it('a row without metric says 请选择指标, without operator 请选择条件', () => {
    expect(INDICATOR_ROWS_MESSAGES).toMatchObject({ METRIC_REQUIRED: '请选择指标', OPERATOR_REQUIRED: '请选择条件' });
    expect(validateIndicatorRows(data(entry(), entry({ type: 'cost', label: '消耗' })), METRICS)).toEqual([
      { row: 0, field: 'metric', message: '请选择指标' },
      { row: 1, field: 'symbol', message: '请选择条件' },
    ]);
  });

  it('an empty value says 需大于等于0 (no minimum, no maximum)', () => {
    expect(validateIndicatorRows(data(gt('cost', null)), METRICS)).toEqual([{ row: 0, field: 'value', message: '需大于等于0' }]);
    expect(validateIndicatorRows(data(gt('cost', -1)), METRICS)[0]?.message).toBe('需大于等于0');
  });

  it("a metric's own bounds name both: 需大于等于1，不大于1000", () => {
    expect(rowBounds(METRICS, 'convert')).toEqual({ min: 1, max: 1000 });
    expect(rowBounds(METRICS, 'cost')).toEqual({ min: undefined, max: undefined });
    expect(validateIndicatorRows(data(gt('convert', null)), METRICS)[0]?.message).toBe('需大于等于1，不大于1000');
    expect(validateIndicatorRows(data(gt('convert', 1001)), METRICS)[0]?.message).toBe('需大于等于1，不大于1000');
    expect(validateIndicatorRows(data(gt('convert', 1000)), METRICS)).toEqual([]);
  });

  it('a range with start >= end says 第一个值必须小于第二个值', () => {
    const v = setRowNumbers(chooseOperator(data(gt('ctr', null)), 0, 'BETWEEN'), 0, { startValue: 50, endValue: 50 });
    expect(validateIndicatorRows(v, METRICS)).toEqual([{ row: 0, field: 'range', message: '第一个值必须小于第二个值' }]);
  });

  it('reports the first problem of each row', () => {
    const errors = validateIndicatorRows(data(entry(), gt('cost', null), gt('ctr', 3)), METRICS);
    expect(errors.map((e) => [e.row, e.field])).toEqual([
      [0, 'metric'],
      [1, 'value'],
    ]);
  });
});
