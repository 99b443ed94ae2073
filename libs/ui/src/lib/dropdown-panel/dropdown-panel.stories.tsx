import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { userEvent } from 'storybook/test';
import { IconPlay, IconStop } from '@douyinfe/semi-icons';
import { DropdownPanel, type DropdownPanelProps } from './dropdown-panel';
import type { DropdownEntry } from './dropdown-panel-rules';

const StringPanel = DropdownPanel<string>;

const meta = {
  title: '按钮与下拉/下拉面板 DropdownPanel',
  component: StringPanel,
} satisfies Meta<typeof StringPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const PLAIN: DropdownEntry<string>[] = [
  { name: 'copy', label: '复制计划', value: 'COPY' },
  { name: 'bid', label: '修改出价', value: 'BID', tooltip: '仅支持手动出价的计划' },
  { name: 'budget', label: '修改预算', value: 'BUDGET' },
  { name: 'delete', label: '删除', value: 'DELETE', divided: true },
];

const GROUPED: DropdownEntry<string>[] = [
  { name: 'copy', label: '复制计划', value: 'COPY' },
  {
    title: '投放状态',
    icon: <IconPlay aria-hidden size="small" />,
    tooltip: '修改所选计划的投放状态',
    items: [
      { name: 'enable', label: '开启', value: 'ON', selected: true },
      { name: 'pause', label: '暂停', value: 'OFF' },
    ],
  },
  {
    title: '出价与预算',
    icon: <IconStop aria-hidden size="small" />,
    items: [
      { name: 'bid', label: '修改出价', value: 'BID' },
      { name: 'roi', label: '修改ROI系数', value: 'ROI', disabled: true, tooltip: '当前计划不支持ROI出价' },
      { name: 'budget', label: '修改预算', value: 'BUDGET', divided: true },
    ],
  },
  { name: 'export', label: '导出', value: 'EXPORT', render: (item) => <span>{String(item.label)}（xlsx）</span> },
  { name: 'delete', label: '删除', value: 'DELETE', divided: true },
];

function Demo(props: Omit<DropdownPanelProps<string>, 'onSelect'>) {
  const [events, setEvents] = useState<string[]>([]);
  return (
    <div style={{ minHeight: 380 }}>
      <DropdownPanel {...props} onSelect={(item) => setEvents((all) => [...all.slice(-5), `onSelect(${item.name}, ${JSON.stringify(item.value)})`])} />
      <pre aria-label="事件" style={{ marginTop: 320 }}>
        {events.length ? events.join('\n') : '（暂无事件）'}
      </pre>
    </div>
  );
}

const openPanel = async (canvasElement: HTMLElement) => {
  const button = canvasElement.querySelector<HTMLElement>('.tf-dropdown-panel');
  if (button) await userEvent.click(button);
};

export const Default: Story = {
  name: '默认（批量操作）',
  args: { items: PLAIN },
  render: (args) => <Demo {...args} />,
};

export const Open: Story = {
  name: '展开面板（提示与分隔线）',
  args: { items: PLAIN },
  render: (args) => <Demo {...args} />,
  play: ({ canvasElement }) => openPanel(canvasElement),
};

export const Grouped: Story = {
  name: '分组、已选、禁用与自定义渲染',
  args: { items: GROUPED },
  render: (args) => <Demo {...args} />,
  play: ({ canvasElement }) => openPanel(canvasElement),
};

export const CustomLabel: Story = {
  name: '自定义按钮文字（主按钮）',
  args: { items: PLAIN, label: '更多操作', primary: true },
  render: (args) => <Demo {...args} />,
};

export const Disabled: Story = {
  name: '禁用',
  args: { items: PLAIN, disabled: true },
  render: (args) => <Demo {...args} />,
};
