import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { userEvent } from 'storybook/test';
import { IndicatorFilter, type IndicatorFilterProps } from './indicator-filter';
import { EMPTY_INDICATOR_VALUE, type IndicatorValue } from './indicator-filter-rules';

const meta = {
  title: '筛选/指标筛选 IndicatorFilter',
  component: IndicatorFilter,
} satisfies Meta<typeof IndicatorFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Holds the value and shows each emitted change (emitted on 确定 and on 清空). */
function Demo({ initial, ...props }: Omit<IndicatorFilterProps, 'value' | 'onChange'> & { initial?: IndicatorValue }) {
  const [value, setValue] = useState<IndicatorValue>(initial ?? EMPTY_INDICATOR_VALUE);
  const [events, setEvents] = useState<string[]>([]);
  return (
    <div style={{ minHeight: 320 }}>
      <IndicatorFilter
        label="点击率"
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          setEvents((all) => [...all.slice(-5), `onChange(${JSON.stringify(next)})`]);
        }}
      />
      <pre aria-label="事件" style={{ marginTop: 260 }}>
        {events.length ? events.join('\n') : '（暂无事件：点击确定后触发 onChange）'}
      </pre>
    </div>
  );
}

const single = (value: number | null, symbol: IndicatorValue['symbol'] = '>', symbolLabel = '大于'): IndicatorValue => ({
  ...EMPTY_INDICATOR_VALUE,
  symbol,
  symbolLabel,
  value,
});
const range = (startValue: number | null, endValue: number | null): IndicatorValue => ({
  ...EMPTY_INDICATOR_VALUE,
  symbol: 'BETWEEN',
  symbolLabel: '介于',
  ruleType: 'number-input-between',
  startValue,
  endValue,
});

/** Leaves the value input, which is when a single value is checked (widgets spec §5). */
const leaveValue = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[aria-label="数值"]');
  if (!input) return;
  await userEvent.click(input);
  input.blur();
};

export const Closed: Story = {
  name: '已设置条件（收起）',
  render: () => <Demo unit="%" initial={single(10)} />,
};

export const Empty: Story = {
  name: '未设置（请选择）',
  render: () => <Demo />,
};

export const MinOnly: Story = {
  name: '单值：仅最小值（需大于等于10）',
  render: () => <Demo label="转化数" min={10} defaultOpen />,
  play: leaveValue,
};

export const MinMax: Story = {
  name: '单值：最小值与最大值（需大于等于0，不大于100）',
  render: () => <Demo unit="%" min={0} max={100} defaultOpen />,
  play: leaveValue,
};

export const SingleInvalid: Story = {
  name: '单值：低于最小值（确定不可用）',
  render: () => <Demo label="转化数" min={10} initial={single(5, '>=', '大于等于')} defaultOpen />,
  play: leaveValue,
};

export const RangeValid: Story = {
  name: '范围：有效（介于）',
  render: () => <Demo unit="%" initial={range(5, 20)} defaultOpen />,
};

export const RangeDefault: Story = {
  name: '范围：选择介于，默认 0 至 100',
  render: () => <Demo unit="%" defaultOpen />,
  play: async ({ canvasElement }) => {
    const between = [...canvasElement.querySelectorAll('label')].find((l) => l.textContent === '介于');
    if (between) await userEvent.click(between);
  },
};

export const RangeOrder: Story = {
  name: '范围：第一个值必须小于第二个值',
  render: () => <Demo unit="%" initial={range(50, 20)} defaultOpen />,
};

export const Disabled: Story = {
  name: '禁用',
  render: () => <Demo unit="%" initial={single(10)} disabled />,
};
