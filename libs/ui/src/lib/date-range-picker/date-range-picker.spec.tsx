import { act, fireEvent, render, screen, within } from '@testing-library/react';
import Toast from '@douyinfe/semi-ui-19/lib/es/toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DateRangePicker } from './date-range-picker';

function inputs() {
  return screen.getAllByRole('textbox') as HTMLInputElement[];
}

function open() {
  fireEvent.click(inputs()[0]);
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 4, 15, 10)); // Thursday 2025-05-15
});

afterEach(() => {
  act(() => Toast.destroyAll());
  vi.useRealTimers();
});

describe('DateRangePicker', () => {
  it('defaults to one year ago to today', () => {
    render(<DateRangePicker />);
    expect(inputs().map((i) => i.value)).toEqual(['2024-05-15', '2025-05-15']);
    expect(inputs()[0]).toHaveAttribute('placeholder', '开始日期');
    expect(inputs()[1]).toHaveAttribute('placeholder', '结束日期');
    expect(screen.getByRole('group', { name: '日期范围' })).toBeInTheDocument();
  });

  it('pulls the default inside the allowed min/max', () => {
    render(<DateRangePicker min="2025-02-01" max="2025-05-10" />);
    expect(inputs().map((i) => i.value)).toEqual(['2025-02-01', '2025-05-10']);
  });

  it('shows a controlled value', () => {
    render(<DateRangePicker value={['2025-03-01', '2025-03-31']} />);
    expect(inputs().map((i) => i.value)).toEqual(['2025-03-01', '2025-03-31']);
  });

  it('lists every shortcut of the spec in order', async () => {
    render(<DateRangePicker />);
    open();
    const labels = ['昨天', '今天', '上周', '本周', '上月', '本月', '上季度', '本季度', '去年', '今年', '过去3天', '过去7天', '过去14天', '过去30天', '过去93天', '过去一年'];
    for (const label of labels) expect(await screen.findByText(label)).toBeInTheDocument();
    const texts = Array.from(document.querySelectorAll('.semi-datepicker-quick-control-left-content-item')).map((el) => el.textContent);
    expect(texts).toEqual(labels);
  });

  it('shows only the shortcuts asked for', async () => {
    render(<DateRangePicker shortcuts={['today', 'past7']} />);
    open();
    await screen.findByText('今天');
    expect(Array.from(document.querySelectorAll('.semi-datepicker-quick-control-left-content-item')).map((el) => el.textContent)).toEqual(['今天', '过去7天']);
  });

  it('a shortcut inside the allowed range is emitted and shown', async () => {
    const onChange = vi.fn();
    render(<DateRangePicker onChange={onChange} />);
    open();
    fireEvent.click(await screen.findByText('上周'));
    expect(onChange).toHaveBeenCalledWith(['2025-05-05', '2025-05-11']);
    expect(inputs().map((i) => i.value)).toEqual(['2025-05-05', '2025-05-11']);
  });

  it('a selection outside the allowed range warns 选择日期超出范围 and is not emitted', async () => {
    const onChange = vi.fn();
    const onOutOfRange = vi.fn();
    render(<DateRangePicker min="2025-02-01" max="2025-05-15" onChange={onChange} onOutOfRange={onOutOfRange} />);
    open();
    fireEvent.click(await screen.findByText('过去一年'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('选择日期超出范围');
    expect(onChange).not.toHaveBeenCalled();
    expect(onOutOfRange).toHaveBeenCalledWith(['2024-05-15', '2025-05-15']);
    expect(inputs().map((i) => i.value)).toEqual(['2025-02-01', '2025-05-15']);
  });

  it('does not warn for a shortcut inside the range', async () => {
    const onOutOfRange = vi.fn();
    render(<DateRangePicker min="2025-02-01" onOutOfRange={onOutOfRange} />);
    open();
    fireEvent.click(await screen.findByText('过去93天'));
    expect(onOutOfRange).not.toHaveBeenCalled();
    expect(screen.queryByText('选择日期超出范围')).not.toBeInTheDocument();
  });

  it('disables calendar days outside min/max and emits a range picked inside', async () => {
    const onChange = vi.fn();
    render(<DateRangePicker value={['2025-05-02', '2025-05-09']} min="2025-05-02" max="2025-05-20" onChange={onChange} />);
    open();
    const day = (iso: string) => {
      const cell = document.querySelector<HTMLElement>(`[title="${iso}"]`);
      if (!cell) throw new Error(`no day ${iso}`);
      return cell;
    };
    await screen.findByText('今天');
    expect(day('2025-05-01').className).toMatch(/disabled/);
    expect(day('2025-05-21').className).toMatch(/disabled/);
    expect(day('2025-05-02').className).not.toMatch(/disabled/);
    fireEvent.click(within(day('2025-05-06')).getByText('6'));
    fireEvent.click(within(day('2025-05-08')).getByText('8'));
    expect(onChange).toHaveBeenCalledWith(['2025-05-06', '2025-05-08']);
  });
});
