import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { UI_TEXTS } from '@toufang/domain';
import { IndicatorFilterRows, type IndicatorFilterRowsHandle, type IndicatorFilterRowsProps } from './indicator-filter-rows';
import { emptyEntry, emptyIndicatorData, normaliseIndicatorData, type IndicatorData, type IndicatorFilterEntry, type IndicatorMetric } from './indicator-filter-rows-rules';

const meta = {
  title: '筛选/指标筛选行 IndicatorFilterRows',
  component: IndicatorFilterRows,
} satisfies Meta<typeof IndicatorFilterRows>;

export default meta;
type Story = StoryObj<typeof meta>;

const METRICS: IndicatorMetric[] = [
  { value: 'cost', label: '消耗' },
  { value: 'show', label: '展示数' },
  { value: 'click', label: '点击数' },
  { value: 'ctr', label: '点击率', dataType: 'percent' },
  { value: 'convert', label: '转化数', min: 1, max: 100000 },
  { value: 'convertRate', label: '转化率', dataType: 'percent' },
  { value: 'convertCost', label: '转化成本' },
  { value: 'cpm', label: '千次展示成本' },
  { value: 'cpc', label: '平均点击单价' },
  { value: 'roi', label: 'ROI', dataType: 'TYPE_PERCENTAGE' },
  { value: 'deepConvert', label: '深度转化数' },
];

const metric = (value: string) => METRICS.find((m) => m.value === value) ?? { value, label: value };

const row = (type: string, symbol: IndicatorFilterEntry['symbol'], symbolLabel: string, value: number | null): IndicatorFilterEntry => {
  const m = metric(type);
  return { ...emptyEntry(), type, label: m.label, dataType: m.dataType ?? '', symbol, symbolLabel, value };
};
const between = (type: string, startValue: number, endValue: number): IndicatorFilterEntry => ({
  ...row(type, 'BETWEEN', '介于', null),
  ruleType: 'number-input-between',
  startValue,
  endValue,
});
const rows = (...data: IndicatorFilterEntry[]): IndicatorData => normaliseIndicatorData({ data });

type DemoProps = Omit<IndicatorFilterRowsProps, 'value' | 'onChange' | 'metrics' | 'ref'> & { initial?: IndicatorData; validateOnMount?: boolean };

/** Holds the value like a page, with the page's 查询 button calling validate(), and shows what is emitted. */
function Demo({ initial, validateOnMount, ...props }: DemoProps) {
  const handle = useRef<IndicatorFilterRowsHandle>(null);
  const [value, setValue] = useState<IndicatorData>(initial ?? emptyIndicatorData());
  const [result, setResult] = useState('（尚未点击查询）');
  const query = () => {
    const errors = handle.current?.validate() ?? [];
    setResult(errors.length ? `validate() → ${JSON.stringify(errors)}` : `validate() → []，可以查询`);
  };
  useEffect(() => {
    if (validateOnMount) handle.current?.validate();
  }, [validateOnMount]);
  return (
    <div style={{ maxWidth: 820, display: 'grid', gap: 12 }}>
      <IndicatorFilterRows ref={handle} metrics={METRICS} {...props} value={value} onChange={setValue} />
      <p>
        <button type="button" onClick={query}>
          {UI_TEXTS.QUERY}
        </button>
      </p>
      <pre aria-label="查询结果">{result}</pre>
      <pre aria-label="onChange 指标数据">{JSON.stringify(value, null, 2)}</pre>
    </div>
  );
}

export const OneRow: Story = {
  name: '一行',
  args: { metrics: METRICS },
  render: () => <Demo initial={rows(row('cost', '>=', '大于等于', 500))} />,
};

export const TenRows: Story = {
  name: '十行（已达上限，添加行不可用）',
  args: { metrics: METRICS },
  render: () => (
    <Demo
      initial={rows(
        row('cost', '>=', '大于等于', 500),
        row('show', '>', '大于', 10000),
        row('click', '>', '大于', 100),
        between('ctr', 1, 5),
        row('convert', '>=', '大于等于', 10),
        row('convertRate', '>', '大于', 2),
        row('convertCost', '<=', '小于等于', 80),
        row('cpm', '<', '小于', 30),
        row('cpc', '!=', '不等于', 0),
        row('roi', '=', '等于', 120),
      )}
    />
  ),
};

export const Union: Story = {
  name: '并集',
  args: { metrics: METRICS },
  render: () => <Demo initial={{ ...rows(row('cost', '>=', '大于等于', 500), row('convert', '>=', '大于等于', 10)), indexIsUnion: { check: true, disabled: true, value: 1 } }} />,
};

export const Intersection: Story = {
  name: '交集（默认）',
  args: { metrics: METRICS },
  render: () => <Demo initial={rows(row('cost', '>=', '大于等于', 500), row('convert', '>=', '大于等于', 10))} />,
};

export const Percentage: Story = {
  name: '百分比指标（%）',
  args: { metrics: METRICS },
  render: () => <Demo initial={rows(row('ctr', '>', '大于', 2.5), between('convertRate', 0, 100))} />,
};

export const SwitchOff: Story = {
  name: '数据筛选关闭',
  args: { metrics: METRICS },
  render: () => <Demo />,
};

export const SwitchOnEmpty: Story = {
  name: '数据筛选开启（空行）',
  args: { metrics: METRICS },
  render: () => <Demo initial={rows(emptyEntry())} />,
};

export const RangeOrder: Story = {
  name: '错误：第一个值必须小于第二个值',
  args: { metrics: METRICS },
  render: () => <Demo initial={rows(between('ctr', 50, 20))} />,
};

export const Validated: Story = {
  name: '查询校验：未选指标、未选条件、重复指标、数值为空',
  args: { metrics: METRICS },
  render: () => (
    <Demo
      validateOnMount
      initial={rows(emptyEntry(), { ...emptyEntry(), type: 'cost', label: '消耗' }, row('convert', '>=', '大于等于', null), row('convert', '>', '大于', 3))}
    />
  ),
};

export const WithoutSwitch: Story = {
  name: '无开关（始终显示）',
  args: { metrics: METRICS },
  render: () => <Demo hasSwitch={false} />,
};
