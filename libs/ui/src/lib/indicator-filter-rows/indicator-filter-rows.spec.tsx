import { createRef, useState } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IndicatorFilterRows, type IndicatorFilterRowsHandle, type IndicatorFilterRowsProps } from './indicator-filter-rows';
import { emptyEntry, emptyIndicatorData, normaliseIndicatorData, type IndicatorData, type IndicatorFilterEntry, type IndicatorMetric } from './indicator-filter-rows-rules';

const METRICS: IndicatorMetric[] = [
  { value: 'cost', label: '消耗' },
  { value: 'ctr', label: '点击率', dataType: 'percent' },
  { value: 'convert', label: '转化数', min: 1, max: 1000 },
];

const gt = (type: string, label: string, value: number | null, dataType = ''): IndicatorFilterEntry => ({
  ...emptyEntry(),
  type,
  label,
  dataType,
  symbol: '>',
  symbolLabel: '大于',
  value,
  ruleType: 'number',
});
const withRows = (...rows: IndicatorFilterEntry[]): IndicatorData => normaliseIndicatorData({ data: rows });

type HarnessProps = Omit<IndicatorFilterRowsProps, 'value' | 'onChange' | 'metrics'> & { initial?: IndicatorData; onChange: (v: IndicatorData) => void; metrics?: IndicatorMetric[] };

/** Holds the value like a page does. */
function Harness({ initial, onChange, metrics = METRICS, ...props }: HarnessProps) {
  const [value, setValue] = useState<IndicatorData>(initial ?? emptyIndicatorData());
  return (
    <IndicatorFilterRows
      metrics={metrics}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function setup(props: Partial<HarnessProps> = {}) {
  const onChange = vi.fn<(v: IndicatorData) => void>();
  const ref = createRef<IndicatorFilterRowsHandle>();
  const user = userEvent.setup();
  const utils = render(<Harness ref={ref} {...props} onChange={onChange} />);
  const last = () => onChange.mock.calls.at(-1)?.[0];
  const combo = (name: string) => screen.getByRole('combobox', { name });
  const options = async (name: string) => {
    await user.click(combo(name));
    return within(await screen.findByRole('listbox')).getAllByRole('option');
  };
  // Semi's controlled Select reports a pick once its dropdown's closing animation ends; jsdom runs none.
  const pick = async (name: string, text: string) => {
    const option = (await options(name)).find((o) => o.textContent === text);
    if (!option) throw new Error(`no option ${text}`);
    await user.click(option);
    const dropdown = document.querySelector('.semi-popover-wrapper');
    if (dropdown) fireEvent.animationEnd(dropdown);
    await waitFor(() => expect(combo(name)).toHaveTextContent(text));
  };
  const input = (name: string) => screen.getByRole('spinbutton', { name });
  const type = async (name: string, text: string) => {
    await user.clear(input(name));
    if (text) await user.type(input(name), text);
  };
  const leave = (name: string) =>
    act(() => {
      input(name).focus();
      input(name).blur();
    });
  const add = () => screen.getByRole('button', { name: '添加行' });
  const remove = (n: number) => screen.getByRole('button', { name: `删除第${n}行` });
  return { ...utils, onChange, ref, user, last, combo, options, pick, input, type, leave, add, remove };
}

describe('IndicatorFilterRows: data filter switch (widgets spec §4)', () => {
  it('is off with no rows; on shows one empty row and emits it', async () => {
    const { user, last, combo } = setup();
    const toggle = screen.getByRole('switch', { name: '数据筛选' });
    expect(toggle).not.toBeChecked();
    expect(screen.queryByRole('combobox')).toBeNull();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(last()).toEqual({ data: [emptyEntry()], selectData: [''], indexIsUnion: { check: true, disabled: true, value: 0 } });
    expect(combo('第1行指标')).toHaveTextContent('请选择指标');
    expect(combo('第1行条件')).toHaveTextContent('请选择');
  });

  it('off clears every row and resets union to intersection', async () => {
    const initial = { ...withRows(gt('cost', '消耗', 1), gt('ctr', '点击率', 2, 'percent')), indexIsUnion: { check: true, disabled: true, value: 1 as const } };
    const { user, last } = setup({ initial });
    const toggle = screen.getByRole('switch', { name: '数据筛选' });
    expect(toggle).toBeChecked();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await user.click(toggle);
    expect(last()).toEqual({ data: [], selectData: [], indexIsUnion: { check: true, disabled: true, value: 0 } });
    expect(screen.queryByRole('listitem')).toBeNull();
    // On again: one fresh row, intersection.
    await user.click(toggle);
    expect(last()?.data).toEqual([emptyEntry()]);
    expect(last()?.indexIsUnion.value).toBe(0);
  });

  it('without the switch the rows always show', () => {
    setup({ hasSwitch: false });
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});

describe('IndicatorFilterRows: rows 1 to 10 (widgets spec §9)', () => {
  it('添加行 appends an empty row; it is disabled at 10 rows', async () => {
    const { user, add, last } = setup({ hasSwitch: false });
    expect(screen.getByLabelText('行数：1/10')).toBeInTheDocument();
    await user.click(add());
    expect(last()?.data).toHaveLength(2);
    expect(last()?.selectData).toEqual(['', '']);
    for (let i = 0; i < 8; i++) await user.click(add());
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByLabelText('行数：10/10')).toBeInTheDocument();
    expect(add()).toBeDisabled();
    const calls = screen.getAllByRole('listitem').length;
    fireEvent.click(add());
    expect(screen.getAllByRole('listitem')).toHaveLength(calls);
  });

  it('delete is disabled with one row', () => {
    const { remove } = setup({ hasSwitch: false });
    expect(remove(1)).toBeDisabled();
  });

  it('deletes the row it belongs to', async () => {
    const { user, remove, last, combo } = setup({ initial: withRows(gt('cost', '消耗', 1), gt('ctr', '点击率', 2, 'percent'), gt('convert', '转化数', 3)) });
    expect(remove(1)).toBeEnabled();
    await user.click(remove(2));
    expect(last()?.selectData).toEqual(['cost', 'convert']);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(combo('第2行指标')).toHaveTextContent('转化数');
  });
});

describe('IndicatorFilterRows: metric and operator', () => {
  it('the selects are 184 px wide', () => {
    const { combo } = setup({ hasSwitch: false });
    expect(combo('第1行指标')).toHaveStyle({ width: '184px' });
    expect(combo('第1行条件')).toHaveStyle({ width: '184px' });
  });

  it('choosing a metric emits its label, type and dataType', async () => {
    const { pick, last } = setup({ hasSwitch: false });
    await pick('第1行指标', '点击率');
    expect(last()?.data[0]).toMatchObject({ label: '点击率', type: 'ctr', dataType: 'percent' });
    expect(last()?.selectData).toEqual(['ctr']);
  });

  it('a metric chosen in another row is disabled here (each metric once)', async () => {
    const { options } = setup({ initial: withRows(gt('cost', '消耗', 1), gt('ctr', '点击率', 2, 'percent')) });
    const list = await options('第2行指标');
    expect(list.map((o) => [o.textContent, o.getAttribute('aria-disabled')])).toEqual([
      ['消耗', 'true'],
      ['点击率', 'false'],
      ['转化数', 'false'],
    ]);
  });

  it('offers the 7 operators; BETWEEN shows the range inputs at 0 to 100', async () => {
    const { options, user, pick, input, last } = setup({ initial: withRows({ ...emptyEntry(), type: 'cost', label: '消耗' }) });
    const list = await options('第1行条件');
    expect(list.map((o) => o.textContent)).toEqual(['等于', '不等于', '小于', '大于', '大于等于', '小于等于', '介于']);
    await user.keyboard('{Escape}');
    await pick('第1行条件', '介于');
    expect(last()?.data[0]).toMatchObject({ symbol: 'BETWEEN', symbolLabel: '介于', ruleType: 'number-input-between', startValue: 0, endValue: 100, value: null });
    expect(input('第1行起始值')).toHaveValue('0.00');
    expect(input('第1行结束值')).toHaveValue('100.00');
    expect(screen.queryByRole('spinbutton', { name: '第1行数值' })).toBeNull();
  });

  it('the value input waits for an operator', () => {
    setup({ hasSwitch: false });
    expect(screen.getByRole('spinbutton', { name: '第1行数值' })).toBeDisabled();
  });

  it('emits the whole value as a number is typed', async () => {
    const { type, last } = setup({ initial: withRows(gt('cost', '消耗', null), gt('ctr', '点击率', 5, 'percent')) });
    await type('第1行数值', '12.5');
    expect(last()).toEqual({
      data: [gt('cost', '消耗', 12.5), gt('ctr', '点击率', 5, 'percent')],
      selectData: ['cost', 'ctr'],
      indexIsUnion: { check: true, disabled: true, value: 0 },
    });
  });
});

describe('IndicatorFilterRows: percentage metrics (widgets spec §9)', () => {
  it('a percent metric shows %, others do not', () => {
    const { input } = setup({ initial: withRows(gt('cost', '消耗', 1), gt('ctr', '点击率', 2, 'percent')) });
    const row = (n: number) => screen.getAllByRole('listitem')[n - 1] as HTMLElement;
    expect(within(row(1)).queryByText('%')).toBeNull();
    expect(within(row(2)).getByText('%')).toBeInTheDocument();
    expect(input('第2行数值')).toHaveValue('2.00');
  });

  it('a percent range shows % on both inputs', () => {
    setup({ initial: withRows({ ...gt('ctr', '点击率', null, 'percent'), symbol: 'BETWEEN', symbolLabel: '介于', ruleType: 'number-input-between', startValue: 0, endValue: 100 }) });
    expect(within(screen.getByRole('listitem')).getAllByText('%')).toHaveLength(2);
  });
});

describe('IndicatorFilterRows: intersection or union', () => {
  it('shows with two rows: 交集 by default, the checkbox checked and locked', () => {
    setup({ initial: withRows(gt('cost', '消耗', 1), gt('ctr', '点击率', 2, 'percent')) });
    expect(screen.getByRole('checkbox', { name: '数据筛选方式' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '数据筛选方式' })).toBeDisabled();
    const group = screen.getByRole('radiogroup', { name: '数据筛选方式' });
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByText('交集').closest('label')).toHaveClass('semi-radio-checked');
    expect(screen.getByText('须同时满足所有筛选条件')).toBeInTheDocument();
  });

  it('并集 emits indexIsUnion value 1', async () => {
    const { user, last } = setup({ initial: withRows(gt('cost', '消耗', 1), gt('ctr', '点击率', 2, 'percent')) });
    await user.click(screen.getByText('并集'));
    expect(last()?.indexIsUnion).toEqual({ check: true, disabled: true, value: 1 });
    expect(screen.getByText('满足任一筛选条件即可')).toBeInTheDocument();
  });

  it('an unlocked checkbox turns the choice off', async () => {
    const { user, last } = setup({ initial: { ...withRows(gt('cost', '消耗', 1), gt('ctr', '点击率', 2)), indexIsUnion: { check: true, disabled: false, value: 0 } } });
    await user.click(screen.getByText('数据筛选方式'));
    expect(last()?.indexIsUnion).toEqual({ check: false, disabled: false, value: 0 });
    const radios = within(screen.getByRole('radiogroup', { name: '数据筛选方式' })).getAllByRole('radio');
    for (const radio of radios) expect(radio).toBeDisabled();
  });

  it('is hidden with one row', () => {
    setup({ initial: withRows(gt('cost', '消耗', 1)) });
    expect(screen.queryByRole('radiogroup', { name: '数据筛选方式' })).toBeNull();
  });
});

describe('IndicatorFilterRows: validation (widgets spec §5)', () => {
  it('a single value is checked on blur: 需大于等于0', async () => {
    const { type, leave, input } = setup({ initial: withRows(gt('cost', '消耗', 3)) });
    await type('第1行数值', '');
    expect(screen.queryByRole('alert')).toBeNull();
    leave('第1行数值');
    expect(screen.getByRole('alert')).toHaveTextContent(/^需大于等于0$/);
    expect(input('第1行数值')).toHaveAttribute('aria-invalid', 'true');
    expect(input('第1行数值')).toHaveAttribute('aria-describedby', screen.getByRole('alert').id);
  });

  it("uses the metric's bounds: 需大于等于1，不大于1000", async () => {
    const { type, leave } = setup({ initial: withRows(gt('convert', '转化数', 5)) });
    await type('第1行数值', '2000');
    leave('第1行数值');
    expect(screen.getByRole('alert')).toHaveTextContent('需大于等于1，不大于1000');
  });

  it('a range with start >= end says 第一个值必须小于第二个值 at once', async () => {
    const between = { ...gt('ctr', '点击率', null, 'percent'), symbol: 'BETWEEN' as const, symbolLabel: '介于', ruleType: 'number-input-between' as const, startValue: 0, endValue: 100 };
    const { type } = setup({ initial: withRows(between) });
    expect(screen.queryByRole('alert')).toBeNull();
    await type('第1行起始值', '100');
    expect(screen.getByRole('alert')).toHaveTextContent(/^第一个值必须小于第二个值$/);
  });

  it('validate() shows and returns every row problem', () => {
    const { ref } = setup({ initial: withRows(emptyEntry(), { ...emptyEntry(), type: 'cost', label: '消耗' }, gt('ctr', '点击率', null, 'percent')) });
    expect(screen.queryByRole('alert')).toBeNull();
    let errors: ReturnType<IndicatorFilterRowsHandle['validate']> = [];
    act(() => {
      errors = ref.current?.validate() ?? [];
    });
    expect(errors).toEqual([
      { row: 0, field: 'metric', message: '请选择指标' },
      { row: 1, field: 'symbol', message: '请选择条件' },
      { row: 2, field: 'value', message: '需大于等于0' },
    ]);
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['请选择指标', '请选择条件', '需大于等于0']);
  });

  it('validate() reports a repeated metric: 指标不能重复选择', () => {
    const { ref } = setup({ initial: withRows(gt('cost', '消耗', 1), gt('cost', '消耗', 2)) });
    let errors: ReturnType<IndicatorFilterRowsHandle['validate']> = [];
    act(() => {
      errors = ref.current?.validate() ?? [];
    });
    expect(errors).toEqual([{ row: 1, field: 'metric', message: '指标不能重复选择' }]);
    expect(screen.getByRole('alert')).toHaveTextContent('指标不能重复选择');
  });

  it('validate() passes valid rows, and everything when switched off', () => {
    const { ref, rerender } = setup({ initial: withRows(gt('cost', '消耗', 1), gt('ctr', '点击率', 2, 'percent')) });
    expect(ref.current?.validate()).toEqual([]);
    rerender(<Harness ref={ref} onChange={() => undefined} />);
    expect(ref.current?.validate()).toEqual([]);
  });
});

describe('IndicatorFilterRows: uncontrolled and disabled', () => {
  it('keeps its own value from defaultValue', async () => {
    const onChange = vi.fn<(v: IndicatorData) => void>();
    const user = userEvent.setup();
    render(<IndicatorFilterRows metrics={METRICS} defaultValue={withRows(gt('cost', '消耗', 1))} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: '添加行' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(onChange.mock.calls.at(-1)?.[0].data).toHaveLength(2);
  });

  it('disabled: every control is disabled', () => {
    setup({ disabled: true, initial: withRows(gt('cost', '消耗', 1), gt('ctr', '点击率', 2)) });
    expect(screen.getByRole('switch', { name: '数据筛选' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '添加行' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '删除第1行' })).toBeDisabled();
    expect(screen.getByRole('spinbutton', { name: '第1行数值' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: '第1行指标' })).toHaveAttribute('aria-disabled', 'true');
  });
});
