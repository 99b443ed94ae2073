import type { Meta, StoryObj } from '@storybook/react-vite';
import { DigitalDetails } from './digital-details';

const meta = {
  title: '按钮与下拉/数字明细提示 DigitalDetails',
  component: DigitalDetails,
} satisfies Meta<typeof DigitalDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

const ACCOUNTS = ['华东一组-品牌账户', '华东二组-效果账户', '华南-直播账户', '华北-搜索账户', '西南-信息流账户'];

const PLANS = [
  { id: 700101, name: '春季上新-信息流', cost: 1200.5 },
  { id: 700102, name: '夏季清仓-搜索', cost: 860 },
  { id: 700103, name: '品牌周-开屏', cost: null },
];

const COLUMNS = [
  { title: '计划ID', dataIndex: 'id' },
  { title: '计划名称', dataIndex: 'name' },
  { title: '消耗（元）', dataIndex: 'cost', align: 'right' as const, render: (v: unknown) => (typeof v === 'number' ? v.toFixed(2) : '-') },
];

const focusCount = ({ canvasElement }: { canvasElement: HTMLElement }) => {
  canvasElement.querySelector<HTMLElement>('.tf-digital-details__count')?.focus();
};

export const List: Story = {
  name: '列表明细（悬停 1000 毫秒）',
  args: { items: ACCOUNTS, label: '已选账户', title: '已选账户' },
  render: (args) => (
    <div style={{ paddingTop: 200 }}>
      已选账户 <DigitalDetails {...args} /> 个
    </div>
  ),
};

export const ListOnFocus: Story = {
  name: '列表明细（键盘聚焦展开）',
  args: { items: ACCOUNTS, label: '已选账户', title: '已选账户', delay: 250 },
  render: (args) => (
    <div style={{ paddingTop: 200 }}>
      已选账户 <DigitalDetails {...args} /> 个
    </div>
  ),
  play: focusCount,
};

export const Table: Story = {
  name: '表格明细（最短延迟 250 毫秒）',
  args: { label: '失败计划', title: '提交失败的计划', delay: 100 },
  render: (args) => (
    <div style={{ paddingTop: 200 }}>
      失败 <DigitalDetails {...args} data={PLANS} columns={COLUMNS} rowKey="id" /> 条
    </div>
  ),
  play: focusCount,
};

export const Nothing: Story = {
  name: '无明细（只显示数字）',
  args: { count: 0, items: [], label: '已选账户' },
  render: (args) => (
    <div>
      已选账户 <DigitalDetails {...args} /> 个
    </div>
  ),
};
