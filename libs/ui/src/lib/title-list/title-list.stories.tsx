import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { TitleList } from './title-list';

const meta = {
  title: '文本与输入/标题列表（已废弃） TitleList',
  component: TitleList,
} satisfies Meta<typeof TitleList>;

export default meta;
type Story = StoryObj<typeof meta>;

function Demo({ initial }: { initial: string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  const [events, setEvents] = useState<string[]>([]);
  const log = (text: string) => setEvents((all) => [...all.slice(-7), text]);
  return (
    <div style={{ maxWidth: 720 }}>
      <p>已废弃：挂载时在控制台提示改用 BatchTitleEditor（批量标题输入）。中文按 2 个字符、表情按 3 个字符计数。</p>
      <TitleList
        value={value}
        onChange={setValue}
        onOverLength={() => log('onOverLength()')}
        onPasteOverLength={(extra) => log(`onPasteOverLength(${JSON.stringify(extra)})`)}
      />
      <pre aria-label="事件">{events.length ? events.join('\n') : '（暂无事件）'}</pre>
    </div>
  );
}

export const Deprecated: Story = {
  name: '旧版列表（已废弃）',
  args: { value: [], onChange: () => undefined },
  render: () => <Demo initial={['标题', '夏季新品限时优惠', '好物推荐😀😀', '这条标题中文较多会超出三十个字符的上限']} />,
};
