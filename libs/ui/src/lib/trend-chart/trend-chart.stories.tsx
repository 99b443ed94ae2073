import type { Meta, StoryObj } from '@storybook/react-vite';
import { TrendChart } from './trend-chart';
import type { TrendMetric, TrendSeries } from './trend-chart-rules';

const meta = {
  title: '列与表格/趋势图 TrendChart',
  component: TrendChart,
} satisfies Meta<typeof TrendChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const cost: TrendMetric = { key: 'cost', label: '总消耗', unit: '元', precision: 2 };
const click: TrendMetric = { key: 'click', label: '点击数', unit: '个', precision: 0 };
const ctr: TrendMetric = { key: 'ctr', label: '点击率', unit: '%', precision: 2 };

/** Deterministic days: a weekly wave on a slow rise, so the lines look like delivery. */
function days(name: string, id: string | null, scale: number, count = 30): TrendSeries {
  return {
    id,
    name,
    points: Array.from({ length: count }, (_, i) => {
      const date = new Date(Date.UTC(2026, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
      const show = Math.round(scale * (10_000 + 4_000 * Math.sin(i / 1.1) + i * 150));
      const clicks = Math.round(show * (0.012 + 0.004 * Math.cos(i / 2)));
      return { time: date, values: { cost: Math.round(clicks * 0.85 * 100) / 100, click: clicks, ctr: (clicks / show) * 100 } };
    }),
  };
}

export const Total: Story = {
  name: '合计：消耗、点击数、点击率',
  args: { series: [days('合计', null, 3)], metrics: [cost, click, ctr] },
};

export const SelectedRows: Story = {
  name: '所选 3 行的消耗',
  args: { series: [days('计划-双十一大促', '1', 1), days('计划-新品首发', '2', 0.6), days('计划-会员拉新', '3', 0.3)], metrics: [cost] },
};

export const Loading: Story = { name: '加载中', args: { series: [], metrics: [cost], loading: true } };
export const Empty: Story = { name: '暂无数据', args: { series: [], metrics: [cost] } };
export const Failed: Story = { name: '加载失败', args: { series: [], metrics: [cost], error: '日期范围不能超过93天', onRetry: () => undefined } };
