import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DeskTag } from './desk-tag';

const meta = {
  title: '弹层与列表/标签 DeskTag',
  component: DeskTag,
} satisfies Meta<typeof DeskTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Short: Story = {
  name: '短文本',
  args: { children: '投放中', color: 'green' },
};

export const Ellipsis: Story = {
  name: '超出 88 省略（悬停看全文）',
  args: { children: '华东地区重点客户再营销人群包（第二批）', color: 'blue' },
};

function ClosableDemo() {
  const [tags, setTags] = useState(['华东地区重点客户再营销人群包', '男性', '25-35岁兴趣人群定向包']);
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      {tags.map((tag) => (
        <DeskTag key={tag} closable onClose={() => setTags((list) => list.filter((t) => t !== tag))}>
          {tag}
        </DeskTag>
      ))}
      <pre>剩余：{tags.join('，') || '无'}</pre>
    </div>
  );
}

export const Closable: Story = {
  name: '可关闭',
  args: { children: '' },
  render: () => <ClosableDemo />,
};
