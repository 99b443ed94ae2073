import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import { useState } from 'react';
import { DeskTooltip } from './desk-tooltip';

const meta = {
  title: '弹层与列表/文字提示 DeskTooltip',
  component: DeskTooltip,
} satisfies Meta<typeof DeskTooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

function Demo({ delay, content, label }: { delay?: number; content: string; label: string }) {
  const [log, setLog] = useState<string[]>([]);
  return (
    <div style={{ paddingTop: 80 }}>
      <DeskTooltip
        delay={delay}
        content={content}
        onVisibleChange={(visible) => setLog((lines) => [...lines.slice(-5), `onVisibleChange(${visible}) @ ${new Date().toLocaleTimeString()}`])}
      >
        <Button>{label}</Button>
      </DeskTooltip>
      <pre>{log.join('\n')}</pre>
    </div>
  );
}

const LONG =
  '转化成本 = 消耗 / 转化数。统计口径以媒体回传的转化时间为准，当日数据可能存在延迟，次日上午更新完整；提示框最宽 350 像素，超出自动换行。';

export const DefaultDelay: Story = {
  name: '默认延迟 1000 毫秒',
  args: { content: '', children: <span /> },
  render: () => <Demo label="悬停 1 秒后显示" content="点击率 = 点击数 / 展示数" />,
};

export const MinDelay: Story = {
  name: '延迟下限 250 毫秒（传入 0）',
  args: { content: '', children: <span /> },
  render: () => <Demo delay={0} label="传入 0，实际 250 毫秒" content="延迟不会低于 250 毫秒" />,
};

export const MaxWidth: Story = {
  name: '最大宽度 350',
  args: { content: '', children: <span /> },
  render: () => <Demo label="长提示" content={LONG} />,
};
