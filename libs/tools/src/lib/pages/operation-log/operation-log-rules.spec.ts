import { describe, expect, it } from 'vitest';
import { describeValue, toLogQuery } from './operation-log-rules';

describe('operation log rules', () => {
  it('turns the filters into the search, leaving out what is empty', () => {
    expect(toLogQuery({}, { current: 1, size: 50 })).toEqual({ current: 1, size: 50 });
    expect(
      toLogQuery(
        { mediaCode: 'gdt', accountId: { value: ' 30000001 ' }, operator: { value: '赵' }, object: { value: '' }, dates: ['2026-11-01', '2026-11-25'] },
        { current: 3, size: 20 },
      ),
    ).toEqual({ mediaCode: 'gdt', accountId: '30000001', operator: '赵', from: '2026-11-01', to: '2026-11-25', current: 3, size: 20 });
    expect(toLogQuery({ mediaCode: 'not-a-media', dates: ['2026-11-01'] }, { current: 1, size: 10 })).toEqual({ current: 1, size: 10 });
  });

  it('writes a changed value as one line', () => {
    expect(describeValue(null)).toBe('-');
    expect(describeValue(800)).toBe('800');
    expect(describeValue({ dailyBudget: 500, status: 'paused' })).toBe('日预算：500；状态：暂停');
    expect(describeValue({ dailyBudget: null, operatorIds: [], enabled: true, newField: 'x' })).toBe('日预算：不限；运营人员：无；启用：是；newField：x');
    expect(describeValue(['a', 'b'])).toBe('a、b');
  });
});
