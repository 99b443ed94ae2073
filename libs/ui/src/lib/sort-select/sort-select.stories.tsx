import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { userEvent } from 'storybook/test';
import { SortSelect, type SortSelectProps } from './sort-select';
import type { SortOption, SortValue } from './sort-select-rules';

const meta = {
  title: '按钮与下拉/排序选择 SortSelect',
  component: SortSelect,
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

const OPTIONS: SortOption[] = [
  { value: 'cost', label: '消耗', sort: 'desc', subtitle: '从高到低' },
  { value: 'cost', label: '消耗', sort: 'asc', subtitle: '从低到高' },
  { value: 'ctime', label: '创建时间', sort: 'desc', subtitle: '最新创建在前' },
  { value: 'ctime', label: '创建时间', sort: 'asc', subtitle: '最早创建在前' },
  { value: 'ctr', label: '点击率', sort: 'desc', subtitle: '从高到低' },
];

function Demo({ initial = null, ...props }: Omit<SortSelectProps, 'value' | 'onChange'> & { initial?: SortValue | null }) {
  const [value, setValue] = useState<SortValue | null>(initial);
  const [events, setEvents] = useState<string[]>([]);
  return (
    <div style={{ minHeight: 320 }}>
      <SortSelect
        {...props}
        value={value}
        onChange={(option) => {
          setValue({ value: option.value, sort: option.sort });
          setEvents((all) => [...all.slice(-5), `onChange(${JSON.stringify(option)})`]);
        }}
      />
      <pre aria-label="事件" style={{ marginTop: 260 }}>
        {events.length ? events.join('\n') : '（暂无事件）'}
      </pre>
    </div>
  );
}

export const Empty: Story = {
  name: '未选择',
  args: { options: OPTIONS },
  render: (args) => <Demo {...args} />,
};

export const Descending: Story = {
  name: '已选择（降序图标）',
  args: { options: OPTIONS },
  render: (args) => <Demo {...args} initial={{ value: 'cost', sort: 'desc' }} />,
};

export const Ascending: Story = {
  name: '已选择（升序图标）',
  args: { options: OPTIONS },
  render: (args) => <Demo {...args} initial={{ value: 'ctime', sort: 'asc' }} />,
};

export const Open: Story = {
  name: '展开面板（宽 200，含副标题）',
  args: { options: OPTIONS },
  render: (args) => <Demo {...args} initial={{ value: 'cost', sort: 'desc' }} />,
  play: async ({ canvasElement }) => {
    const select = canvasElement.querySelector<HTMLElement>('.tf-sort-select');
    if (select) await userEvent.click(select);
  },
};

export const Disabled: Story = {
  name: '禁用',
  args: { options: OPTIONS, disabled: true },
  render: (args) => <Demo {...args} initial={{ value: 'cost', sort: 'desc' }} />,
};
