import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { userEvent } from 'storybook/test';
import { FilterDropdownInput, type FilterDropdownInputProps } from './filter-dropdown-input';
import type { FilterDropdownValue } from './filter-dropdown-input-rules';

const meta = {
  title: '筛选与弹窗/筛选下拉输入框 FilterDropdownInput',
  component: FilterDropdownInput,
} satisfies Meta<typeof FilterDropdownInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Holds the value and shows each emitted change (emitted on close, only when something changed). */
function Demo({ initial, ...props }: Omit<FilterDropdownInputProps, 'value' | 'onChange'> & { initial?: FilterDropdownValue }) {
  const [value, setValue] = useState<FilterDropdownValue>(initial ?? { method: 'LIKE', value: '' });
  const [events, setEvents] = useState<string[]>([]);
  return (
    <div style={{ minHeight: 260 }}>
      <FilterDropdownInput
        label="计划名称"
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          setEvents((all) => [...all.slice(-7), `onChange(${JSON.stringify(next)})`]);
        }}
      />
      <pre aria-label="事件" style={{ marginTop: 160 }}>
        {events.length ? events.join('\n') : '（暂无事件：关闭下拉且内容或匹配方式有变化时才触发）'}
      </pre>
    </div>
  );
}

const openInput = async (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[aria-label="计划名称"]');
  if (input) await userEvent.click(input);
};

export const Like: Story = {
  name: '模糊匹配（LIKE）',
  render: () => <Demo initial={{ method: 'LIKE', value: '春季' }} />,
};

export const LikeOpen: Story = {
  name: '模糊匹配：展开下拉',
  render: () => <Demo initial={{ method: 'LIKE', value: '春季' }} />,
  play: ({ canvasElement }) => openInput(canvasElement),
};

export const In: Story = {
  name: '精确匹配（IN，多值）',
  render: () => <Demo initial={{ method: 'IN', value: '1001,1002,1003' }} />,
};

export const InOpen: Story = {
  name: '精确匹配：换行或逗号分隔',
  render: () => <Demo initial={{ method: 'IN', value: '1001,1002,1003' }} />,
  play: ({ canvasElement }) => openInput(canvasElement),
};

export const EmittedChanges: Story = {
  name: '变更事件（关闭时触发）',
  render: () => <Demo />,
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[aria-label="计划名称"]');
    if (!input) return;
    await userEvent.click(input);
    await userEvent.type(input, '夏季上新{Enter}');
  },
};

export const Disabled: Story = {
  name: '禁用',
  render: () => <Demo initial={{ method: 'LIKE', value: '春季' }} disabled />,
};
