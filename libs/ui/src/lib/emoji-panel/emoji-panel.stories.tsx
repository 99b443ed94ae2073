import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { EmojiPanel } from './emoji-panel';

const meta = {
  title: '文本与输入/表情面板 EmojiPanel',
  component: EmojiPanel,
} satisfies Meta<typeof EmojiPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

function Demo() {
  const [picked, setPicked] = useState('');
  return (
    <div>
      <EmojiPanel onSelect={(emoji) => setPicked((p) => p + emoji)} />
      <pre aria-label="事件">{picked ? `onSelect：${picked}` : '（暂无事件）'}</pre>
    </div>
  );
}

export const Default: Story = {
  name: '常用表情',
  args: { onSelect: () => undefined },
  render: () => <Demo />,
};
