import { describe, expect, it } from 'vitest';
import { RADIO_OPTION_ERRORS, autoSelectOption, isValueAvailable, radioOptionErrors, validRadioOptions, type RadioOption } from './radio-group-rules';

const OPTIONS: RadioOption[] = [
  { name: '按计划', value: 'PLAN' },
  { name: '按广告组', value: 'CAMPAIGN', disabled: true },
  { name: '按账户', value: 'ACCOUNT' },
];

describe('radio option list (widgets spec §5: non-empty, each with name and value)', () => {
  it('accepts a non-empty list with name and value on each (value 0 and "" count)', () => {
    expect(radioOptionErrors(OPTIONS)).toEqual([]);
    expect(radioOptionErrors([{ name: '零', value: 0 }, { name: '空', value: '' }])).toEqual([]);
  });

  it('rejects an empty or missing list', () => {
    expect(radioOptionErrors([])).toEqual(['选项列表不能为空']);
    expect(radioOptionErrors(undefined)).toEqual([RADIO_OPTION_ERRORS.EMPTY]);
    expect(radioOptionErrors('PLAN')).toEqual([RADIO_OPTION_ERRORS.EMPTY]);
  });

  it('names each option without name or value', () => {
    expect(radioOptionErrors([{ name: '甲', value: 1 }, { value: 2 }, { name: '丙' }, { name: '', value: 4 }, null, { name: '己', value: null }])).toEqual([
      '第 2 个选项缺少 name 或 value（name 为非空字符串，value 为字符串或数字）',
      '第 3 个选项缺少 name 或 value（name 为非空字符串，value 为字符串或数字）',
      '第 4 个选项缺少 name 或 value（name 为非空字符串，value 为字符串或数字）',
      '第 5 个选项缺少 name 或 value（name 为非空字符串，value 为字符串或数字）',
      '第 6 个选项缺少 name 或 value（name 为非空字符串，value 为字符串或数字）',
    ]);
  });

  it('keeps only the valid options for display', () => {
    expect(validRadioOptions([{ name: '甲', value: 1 }, { value: 2 } as unknown as RadioOption])).toEqual([{ name: '甲', value: 1 }]);
    expect(validRadioOptions(null)).toEqual([]);
  });
});

describe('dynamic enumeration (widgets spec §2)', () => {
  it('keeps a value that is an enabled option', () => {
    expect(isValueAvailable('PLAN', OPTIONS)).toBe(true);
    expect(autoSelectOption('ACCOUNT', OPTIONS)).toBeNull();
  });

  it('chooses the first enabled option when the value disappeared, became disabled, or is empty', () => {
    expect(autoSelectOption('GONE', OPTIONS)).toEqual(OPTIONS[0]);
    expect(autoSelectOption('CAMPAIGN', OPTIONS)).toEqual(OPTIONS[0]);
    expect(autoSelectOption(null, OPTIONS)).toEqual(OPTIONS[0]);
    const firstDisabled = [{ ...OPTIONS[0], disabled: true }, OPTIONS[1], OPTIONS[2]];
    expect(autoSelectOption('PLAN', firstDisabled)).toEqual(OPTIONS[2]);
  });

  it('chooses nothing when no option is enabled', () => {
    expect(autoSelectOption('PLAN', OPTIONS.map((o) => ({ ...o, disabled: true })))).toBeNull();
    expect(autoSelectOption('PLAN', [])).toBeNull();
  });
});
