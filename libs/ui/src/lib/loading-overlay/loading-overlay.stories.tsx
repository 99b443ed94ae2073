import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { LoadingOverlay } from './loading-overlay';

const content = (
  <div style={{ padding: 16, border: '1px solid var(--semi-color-border)', borderRadius: 6 }}>
    <p style={{ margin: '0 0 8px' }}>账户消耗报表</p>
    <p style={{ margin: '0 0 8px' }}>消耗 12,345.67 元 · 展示 98,765 · 点击 4,321</p>
    <button type="button">导出</button>
  </div>
);

function ToggleDemo() {
  const [loading, setLoading] = useState(true);
  return (
    <div style={{ maxWidth: 480 }}>
      <button type="button" onClick={() => setLoading((v) => !v)} style={{ marginBottom: 12 }}>
        {loading ? '结束加载' : '开始加载'}
      </button>
      <LoadingOverlay loading={loading}>{content}</LoadingOverlay>
    </div>
  );
}

const meta = {
  title: '布局与反馈/加载遮罩 LoadingOverlay',
  component: LoadingOverlay,
  args: { children: content, style: { maxWidth: 480 } },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { name: '加载中（Loading）', args: { loading: true } };
export const Loaded: Story = { name: '加载完成', args: { loading: false } };
export const Toggle: Story = { name: '切换加载状态', args: { loading: true }, render: () => <ToggleDemo /> };
