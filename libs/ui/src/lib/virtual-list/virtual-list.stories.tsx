import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { VirtualList } from './virtual-list';

const meta = {
  title: '弹层与列表/虚拟列表 VirtualList',
  component: VirtualList,
} satisfies Meta<typeof VirtualList>;

export default meta;
type Story = StoryObj<typeof meta>;

const ITEMS = Array.from({ length: 10000 }, (_, i) => ({ id: i + 1, name: `广告计划 ${String(i + 1).padStart(5, '0')}` }));

function Demo() {
  const [rendered, setRendered] = useState(0);
  return (
    <div style={{ width: 480 }}>
      <p>共 10000 项，默认预估高度 50，最多保留 30 项在页面中。点击列表后可用方向键、PageUp/PageDown、Home/End 滚动。</p>
      <VirtualList
        aria-label="广告计划"
        items={ITEMS}
        height={400}
        getItemKey={(item) => item.id}
        renderItem={(item) => (
          <div className="tf-story-virtual-row" style={{ height: 50, display: 'flex', alignItems: 'center', padding: '0 12px', borderBottom: '1px solid var(--semi-color-border)' }}>
            {item.name}
          </div>
        )}
      />
      <button type="button" onClick={() => setRendered(document.querySelectorAll('.tf-virtual-list__item').length)}>
        统计当前渲染项数
      </button>
      <pre>当前渲染：{rendered || '—'} 项</pre>
    </div>
  );
}

export const TenThousand: Story = {
  name: '10000 项',
  args: { items: [], renderItem: () => null, 'aria-label': '', height: 400 },
  render: () => <Demo />,
};

const VARIED = Array.from({ length: 2000 }, (_, i) => ({
  id: i + 1,
  text: `素材标题 ${i + 1}：${'高转化创意文案，'.repeat((i % 5) + 1)}`,
}));

export const VariedHeights: Story = {
  name: '不等高项（逐项测量）',
  args: { items: [], renderItem: () => null, 'aria-label': '', height: 400 },
  render: () => (
    <div style={{ width: 360 }}>
      <VirtualList
        aria-label="素材标题"
        items={VARIED}
        height={400}
        getItemKey={(item) => item.id}
        renderItem={(item) => <div style={{ padding: '8px 12px', borderBottom: '1px solid var(--semi-color-border)' }}>{item.text}</div>}
      />
    </div>
  ),
};

export const Empty: Story = {
  name: '空列表（暂无数据）',
  args: { items: [], renderItem: () => null, 'aria-label': '广告计划', height: 200 },
};
