import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IndicatorFilter, IndicatorFilterPanel, type IndicatorFilterPanelProps, type IndicatorFilterProps } from './indicator-filter';
import type { IndicatorValue } from './indicator-filter-rules';

const GT_10: IndicatorValue = { symbol: '>', symbolLabel: '大于', value: 10, startValue: null, endValue: null, ruleType: 'number' };
const RANGE_5_20: IndicatorValue = { symbol: 'BETWEEN', symbolLabel: '介于', value: null, startValue: 5, endValue: 20, ruleType: 'number-input-between' };

function panel(props: Partial<IndicatorFilterPanelProps> = {}) {
  const onConfirm = vi.fn<IndicatorFilterPanelProps['onConfirm']>();
  const user = userEvent.setup();
  render(<IndicatorFilterPanel onConfirm={onConfirm} {...props} />);
  const confirm = () => screen.getByRole('button', { name: '确定' });
  const input = (name: string) => screen.getByRole('spinbutton', { name });
  // A real blur (focus leaves), so Semi's InputNumber knows it is no longer being typed in.
  const leave = (name: string) =>
    act(() => {
      input(name).focus();
      input(name).blur();
    });
  const type = async (name: string, text: string) => {
    await user.clear(input(name));
    if (text) await user.type(input(name), text);
  };
  return { onConfirm, user, confirm, input, type, leave };
}

describe('IndicatorFilterPanel: operators', () => {
  it('lists the 7 operators in the spec order, starting on the first', () => {
    panel();
    const group = screen.getByRole('radiogroup', { name: '条件' });
    expect(within(group).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['等于', '不等于', '小于', '大于', '大于等于', '小于等于', '介于']);
    expect(screen.getByRole('radio', { name: '等于' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: '数值' })).toBeInTheDocument();
  });

  it('BETWEEN shows the two range inputs, starting at the default range 0 to 100', async () => {
    const { user, input } = panel();
    await user.click(screen.getByRole('radio', { name: '介于' }));
    expect(screen.queryByRole('spinbutton', { name: '数值' })).toBeNull();
    expect(input('起始值')).toHaveValue('0.00');
    expect(input('结束值')).toHaveValue('100.00');
    expect(screen.getByRole('button', { name: '确定' })).toBeEnabled();
  });

  it('opens on the condition it is given', () => {
    const { input } = panel({ initial: RANGE_5_20 });
    expect(screen.getByRole('radio', { name: '介于' })).toBeChecked();
    expect(input('起始值')).toHaveValue('5.00');
    expect(input('结束值')).toHaveValue('20.00');
  });
});

describe('IndicatorFilterPanel: single value (widgets spec §5)', () => {
  it('with only a minimum: empty on blur says 需大于等于{min}', async () => {
    const { input, confirm, user, leave } = panel({ min: 10 });
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(input('数值'));
    expect(screen.queryByRole('alert')).toBeNull();
    leave('数值');
    expect(screen.getByRole('alert')).toHaveTextContent(/^需大于等于10$/);
    expect(input('数值')).toHaveAttribute('aria-invalid', 'true');
    expect(input('数值')).toHaveAttribute('aria-describedby', screen.getByRole('alert').id);
    expect(confirm()).toBeDisabled();
  });

  it('with a maximum: empty on blur says 需大于等于{min}，不大于{max}', () => {
    const { leave } = panel({ min: 1, max: 50 });
    leave('数值');
    expect(screen.getByRole('alert')).toHaveTextContent(/^需大于等于1，不大于50$/);
  });

  it('without a minimum the message names 0', () => {
    const { leave } = panel({ max: 30 });
    leave('数值');
    expect(screen.getByRole('alert')).toHaveTextContent('需大于等于0，不大于30');
  });

  it('is checked on blur, not while typing; then follows the value', async () => {
    const { type, leave } = panel({ min: 10 });
    await type('数值', '5');
    expect(screen.queryByRole('alert')).toBeNull();
    leave('数值');
    expect(screen.getByRole('alert')).toHaveTextContent('需大于等于10');
    await type('数值', '12');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('text that is not a number counts as empty', async () => {
    const { type, leave, confirm } = panel({ min: 1 });
    await type('数值', 'abc');
    leave('数值');
    expect(screen.getByRole('alert')).toHaveTextContent('需大于等于1');
    expect(confirm()).toBeDisabled();
  });

  it('确定 is disabled when empty or below the minimum', async () => {
    const { type, confirm } = panel({ min: 5 });
    expect(confirm()).toBeDisabled();
    await type('数值', '4');
    expect(confirm()).toBeDisabled();
    await type('数值', '5');
    expect(confirm()).toBeEnabled();
  });

  it('确定 is disabled below 0 when there is no minimum', async () => {
    const { type, confirm } = panel();
    await type('数值', '-1');
    expect(confirm()).toBeDisabled();
    await type('数值', '0');
    expect(confirm()).toBeEnabled();
  });

  it('确定 emits the indicator value with its 6 fields', async () => {
    const { type, user, confirm, onConfirm } = panel({ min: 0 });
    await user.click(screen.getByRole('radio', { name: '大于等于' }));
    await type('数值', '12.5');
    await user.click(confirm());
    expect(onConfirm).toHaveBeenCalledWith({ symbol: '>=', symbolLabel: '大于等于', value: 12.5, startValue: null, endValue: null, ruleType: 'number' });
  });

  it('a value over the maximum is refused on 确定 with the message', async () => {
    const { type, user, confirm, onConfirm } = panel({ min: 0, max: 100 });
    await type('数值', '150');
    expect(confirm()).toBeEnabled();
    await user.click(confirm());
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('需大于等于0，不大于100');
  });

  it('Enter confirms', async () => {
    const { type, user, onConfirm } = panel();
    await type('数值', '3');
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ symbol: '=', value: 3 }));
  });

  it('steps by 1 and keeps 2 decimals', async () => {
    const { type, input, user, leave } = panel();
    await type('数值', '1.234');
    leave('数值');
    expect(input('数值')).toHaveValue('1.23');
    await user.click(input('数值'));
    fireEvent.keyDown(input('数值'), { key: 'ArrowUp', keyCode: 38 });
    expect(input('数值')).toHaveValue('2.23');
  });
});

describe('IndicatorFilterPanel: range (widgets spec §5)', () => {
  it('start >= end says 第一个值必须小于第二个值 and disables 确定', async () => {
    const { user, type, confirm, input } = panel();
    await user.click(screen.getByRole('radio', { name: '介于' }));
    await type('起始值', '100');
    expect(screen.getByRole('alert')).toHaveTextContent(/^第一个值必须小于第二个值$/);
    expect(input('起始值')).toHaveAttribute('aria-invalid', 'true');
    expect(input('结束值')).toHaveAttribute('aria-invalid', 'true');
    expect(confirm()).toBeDisabled();
    await type('起始值', '20');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(confirm()).toBeEnabled();
  });

  it.each([
    ['an empty end', '10', ''],
    ['a negative start', '-1', '10'],
    ['an end of 0', '0', '0'],
  ])('%s gives the same message', async (_case, start, end) => {
    const { user, type, confirm } = panel();
    await user.click(screen.getByRole('radio', { name: '介于' }));
    await type('结束值', end);
    await type('起始值', start);
    expect(screen.getByRole('alert')).toHaveTextContent('第一个值必须小于第二个值');
    expect(confirm()).toBeDisabled();
  });

  it('确定 emits the range', async () => {
    const { user, type, confirm, onConfirm } = panel({ unit: '%' });
    await user.click(screen.getByRole('radio', { name: '介于' }));
    await type('起始值', '5');
    await type('结束值', '20');
    expect(screen.getAllByText('%')).toHaveLength(2);
    await user.click(confirm());
    expect(onConfirm).toHaveBeenCalledWith(RANGE_5_20);
  });
});

function filter(props: Partial<IndicatorFilterProps> = {}) {
  const onChange = vi.fn<NonNullable<IndicatorFilterProps['onChange']>>();
  const user = userEvent.setup();
  const utils = render(<IndicatorFilter label="点击率" onChange={onChange} {...props} />);
  const trigger = () => screen.getByRole('button', { name: /^点击率：/ });
  return { ...utils, onChange, user, trigger };
}

describe('IndicatorFilter', () => {
  it('is a 184 px wide control showing 请选择 until a condition is set', () => {
    const { container, trigger } = filter();
    expect(container.querySelector('.tf-indicator-filter')).toHaveStyle({ width: '184px' });
    expect(trigger()).toHaveAccessibleName('点击率：请选择');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: '清空点击率' })).toBeNull();
  });

  it('opens the panel, emits on 确定, closes and shows the condition', async () => {
    const { user, trigger, onChange } = filter({ unit: '%' });
    await user.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    const dialog = screen.getByRole('group', { name: '点击率' });
    await user.click(within(dialog).getByRole('radio', { name: '大于' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: '数值' }), '10');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(onChange).toHaveBeenCalledWith(GT_10);
    expect(screen.queryByRole('group', { name: '点击率' })).toBeNull();
    expect(trigger()).toHaveAccessibleName('点击率：大于10.00%');
    expect(trigger()).toHaveFocus();
  });

  it('shows a controlled value and reopens on it', async () => {
    const { user, trigger } = filter({ value: RANGE_5_20 });
    expect(trigger()).toHaveTextContent('介于5.00-20.00');
    await user.click(trigger());
    expect(screen.getByRole('radio', { name: '介于' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '介于' })).toHaveFocus();
  });

  it('the control toggles the panel', async () => {
    const { user, trigger, onChange } = filter();
    await user.click(trigger());
    expect(screen.getByRole('group', { name: '点击率' })).toBeInTheDocument();
    await user.click(trigger());
    expect(screen.queryByRole('group', { name: '点击率' })).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('Escape closes without emitting', async () => {
    const { user, trigger, onChange } = filter({ defaultValue: GT_10 });
    await user.click(trigger());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: '点击率' })).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a click outside closes without emitting', async () => {
    const { trigger, onChange } = filter({ defaultOpen: true });
    expect(screen.getByRole('group', { name: '点击率' })).toBeInTheDocument();
    await act(async () => {
      fireEvent.mouseDown(document.body);
      fireEvent.click(document.body);
    });
    expect(screen.queryByRole('group', { name: '点击率' })).toBeNull();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('the clear button empties the condition', async () => {
    const { user, onChange, trigger } = filter({ defaultValue: GT_10 });
    await user.click(screen.getByRole('button', { name: '清空点击率' }));
    expect(onChange).toHaveBeenCalledWith({ symbol: '', symbolLabel: '', value: null, startValue: null, endValue: null, ruleType: 'number' });
    expect(trigger()).toHaveAccessibleName('点击率：请选择');
  });

  it('passes min and max to the panel', async () => {
    const { user, trigger } = filter({ min: 1, max: 50 });
    await user.click(trigger());
    act(() => {
      screen.getByRole('spinbutton', { name: '数值' }).focus();
      screen.getByRole('spinbutton', { name: '数值' }).blur();
    });
    expect(screen.getByRole('alert')).toHaveTextContent('需大于等于1，不大于50');
  });

  it('disabled: does not open and has no clear button', async () => {
    const { trigger } = filter({ disabled: true, defaultValue: GT_10 });
    expect(trigger()).toBeDisabled();
    fireEvent.click(trigger());
    expect(screen.queryByRole('group', { name: '点击率' })).toBeNull();
    expect(screen.queryByRole('button', { name: '清空点击率' })).toBeNull();
  });

  it('takes a width and names itself 指标筛选 without a label', () => {
    const { container } = render(<IndicatorFilter width={240} />);
    expect(container.querySelector('.tf-indicator-filter')).toHaveStyle({ width: '240px' });
    expect(screen.getByRole('button', { name: '指标筛选：请选择' })).toBeInTheDocument();
  });
});
