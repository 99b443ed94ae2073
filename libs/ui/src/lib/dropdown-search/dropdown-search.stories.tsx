import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { userEvent } from 'storybook/test';
import { DropdownSearch, type DropdownSearchProps } from './dropdown-search';
import type { DropdownSearchOption } from './dropdown-search-rules';

const meta = {
  title: '按钮与下拉/下拉搜索 DropdownSearch',
  component: DropdownSearch,
} satisfies Meta<typeof DropdownSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

const ACCOUNTS: DropdownSearchOption[] = [
  { value: 'a1', label: '华东一组-品牌账户', description: 'ID 1700001' },
  { value: 'a2', label: '华东二组-效果账户', description: 'ID 1700002' },
  { value: 'a3', label: '华南-直播账户', description: '已停用', disabled: true },
  { value: 'a4', label: '华北-搜索账户', description: 'ID 1700004' },
  { value: 'a5', label: '西南-信息流账户', description: 'ID 1700005' },
  { value: 'a6', label: '西北-短视频账户', description: 'ID 1700006' },
  { value: 'a7', label: '东北-应用下载账户', description: 'ID 1700007' },
  { value: 'a8', label: '海外-品牌账户', description: 'ID 1700008' },
];

function Demo({ initial = null, ...props }: Omit<DropdownSearchProps, 'value' | 'onChange'> & { initial?: string | null }) {
  const [value, setValue] = useState<string | number | null>(initial);
  const [events, setEvents] = useState<string[]>([]);
  return (
    <div style={{ minHeight: 300 }}>
      <DropdownSearch
        label="选择账户"
        {...props}
        value={value}
        onChange={(next, option) => {
          setValue(next);
          setEvents((all) => [...all.slice(-5), `onChange(${JSON.stringify(next)}, ${option.label})`]);
        }}
      />
      <pre aria-label="事件" style={{ marginTop: 240 }}>
        {events.length ? events.join('\n') : '（暂无事件：点击或回车选中后触发）'}
      </pre>
    </div>
  );
}

const input = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[aria-label="选择账户"]');

export const Closed: Story = {
  name: '默认（收起）',
  args: { options: ACCOUNTS },
  render: (args) => <Demo {...args} />,
};

export const OpenOnFocus: Story = {
  name: '聚焦展开（宽 360，最高 200）',
  args: { options: ACCOUNTS },
  render: (args) => <Demo {...args} />,
  play: async ({ canvasElement }) => {
    const el = input(canvasElement);
    if (el) await userEvent.click(el);
  },
};

export const Chosen: Story = {
  name: '已选中',
  args: { options: ACCOUNTS },
  render: (args) => <Demo {...args} initial="a4" />,
};

export const Filtered: Story = {
  name: '输入过滤（方向键与回车）',
  args: { options: ACCOUNTS },
  render: (args) => <Demo {...args} />,
  play: async ({ canvasElement }) => {
    const el = input(canvasElement);
    if (!el) return;
    await userEvent.click(el);
    await userEvent.type(el, '品牌');
    await userEvent.keyboard('{ArrowDown}');
  },
};

export const NoMatch: Story = {
  name: '无匹配数据',
  args: { options: ACCOUNTS },
  render: (args) => <Demo {...args} />,
  play: async ({ canvasElement }) => {
    const el = input(canvasElement);
    if (!el) return;
    await userEvent.click(el);
    await userEvent.type(el, '不存在的账户');
  },
};

export const NoOptions: Story = {
  name: '暂无数据',
  args: { options: [] },
  render: (args) => <Demo {...args} />,
  play: async ({ canvasElement }) => {
    const el = input(canvasElement);
    if (el) await userEvent.click(el);
  },
};

export const Disabled: Story = {
  name: '禁用',
  args: { options: ACCOUNTS, disabled: true },
  render: (args) => <Demo {...args} initial="a1" />,
};
