import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MultiRadio, orderMultiRadioValue } from './multi-radio';
import type { RadioOption } from '../radio-group/radio-group-rules';

const OPTIONS: RadioOption<string>[] = [
  { name: '今日头条', value: 'toutiao' },
  { name: '抖音', value: 'douyin' },
  { name: '西瓜视频', value: 'xigua' },
  { name: '穿山甲', value: 'pangle', disabled: true },
];

describe('MultiRadio', () => {
  it('renders a named group of button-look checkboxes with the chosen ones checked', () => {
    render(<MultiRadio aria-label="投放位置" options={OPTIONS} value={['douyin']} />);
    expect(screen.getByRole('group', { name: '投放位置' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
    expect(screen.getByRole('checkbox', { name: '抖音' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '今日头条' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: '穿山甲' })).toBeDisabled();
    expect(document.querySelector('.semi-checkboxGroup-horizontal-pureCardType')).not.toBeNull();
  });

  it('allows several values at once and emits them in option order', () => {
    const onChange = vi.fn();
    const { rerender } = render(<MultiRadio options={OPTIONS} value={['xigua']} onChange={onChange} />);
    fireEvent.click(screen.getByRole('checkbox', { name: '今日头条' }));
    expect(onChange).toHaveBeenLastCalledWith(['toutiao', 'xigua']);
    rerender(<MultiRadio options={OPTIONS} value={['toutiao', 'xigua']} onChange={onChange} />);
    fireEvent.click(screen.getByRole('checkbox', { name: '西瓜视频' }));
    expect(onChange).toHaveBeenLastCalledWith(['toutiao']);
  });

  it('works uncontrolled', () => {
    render(<MultiRadio options={OPTIONS} defaultValue={['douyin']} />);
    fireEvent.click(screen.getByRole('checkbox', { name: '今日头条' }));
    expect(screen.getByRole('checkbox', { name: '今日头条' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '抖音' })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: '抖音' }));
    expect(screen.getByRole('checkbox', { name: '抖音' })).not.toBeChecked();
  });

  it('checks its options like the radio group: console.error for an empty list or an option without name/value', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(<MultiRadio options={[]} />);
    expect(error).toHaveBeenCalledWith('[MultiRadio] 选项列表不能为空');
    rerender(<MultiRadio options={[OPTIONS[0], { value: 'x' } as unknown as RadioOption<string>]} />);
    expect(error).toHaveBeenCalledWith('[MultiRadio] 第 2 个选项缺少 name 或 value（name 为非空字符串，value 为字符串或数字）');
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
  });

  it('orders values by the options and drops unknown ones', () => {
    expect(orderMultiRadioValue(['xigua', 'gone', 'toutiao'], OPTIONS)).toEqual(['toutiao', 'xigua']);
  });
});
