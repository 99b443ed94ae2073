import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ReverseButton, type ReverseButtonStatus } from './reverse-button';

const meta = {
  title: '投放表单/选择编辑按钮 ReverseButton',
  component: ReverseButton,
} satisfies Meta<typeof ReverseButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Select: Story = { name: '选择（select）', args: { status: 'select' } };
export const Edit: Story = { name: '编辑（edit）', args: { status: 'edit' } };
export const Loading: Story = { name: '加载中（loading）', args: { status: 'loading' } };
export const CustomTexts: Story = {
  name: '自定义文字',
  args: { status: 'select', texts: { select: '选择定向包', edit: '修改定向包' } },
};

/** A pick-then-edit flow: select → loading → edit, with the emitted clicks. */
function Flow() {
  const [status, setStatus] = useState<ReverseButtonStatus>('select');
  const [events, setEvents] = useState<string[]>([]);
  return (
    <div>
      <ReverseButton
        status={status}
        texts={{ select: '选择定向包', edit: '修改定向包' }}
        onClick={(from) => {
          setEvents((all) => [...all.slice(-5), `onClick(${JSON.stringify(from)})`]);
          setStatus('loading');
          setTimeout(() => setStatus('edit'), 1000);
        }}
      />
      <pre aria-label="事件">{events.length ? events.join('\n') : '（暂无事件）'}</pre>
    </div>
  );
}

export const StatusFlow: Story = {
  name: '状态切换（点击后加载，再变为编辑）',
  args: { status: 'select' },
  render: () => <Flow />,
};
