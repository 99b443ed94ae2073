import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { BROKEN_PICTURE, demoPicture } from './demo-pictures';
import { LazyImage, type LazyImageProps } from './image';

const meta = {
  title: '图片与预览/懒加载图片 LazyImage',
  component: LazyImage,
} satisfies Meta<typeof LazyImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shows the picture and what it emitted. */
function Demo(props: LazyImageProps) {
  const [events, setEvents] = useState<string[]>([]);
  const log = (text: string) => setEvents((all) => [...all.slice(-5), text]);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'flex-start' }}>
      <LazyImage width={240} height={180} {...props} onLoad={() => log('onLoad()')} onError={() => log('onError()')} />
      <pre aria-label="事件">{events.length ? events.join('\n') : '（暂无事件）'}</pre>
    </div>
  );
}

// A root margin that shrinks the viewport to nothing keeps the picture out of view, so it stays loading.
const NEVER_IN_VIEW = '0px 0px -100% 0px';

export const Loading: Story = {
  name: '加载中（骨架屏）',
  args: { src: demoPicture(1), fileName: '加载中.png' },
  render: () => <Demo src={demoPicture(1)} fileName="加载中.png" rootMargin={NEVER_IN_VIEW} />,
};

export const LoadingPoster: Story = {
  name: '加载中（显示封面）',
  args: { src: demoPicture(2), fileName: '加载中.png' },
  render: () => <Demo src={demoPicture(2)} fileName="加载中.png" poster={demoPicture(2, 24, 18, '')} rootMargin={NEVER_IN_VIEW} />,
};

export const Loaded: Story = {
  name: '已加载',
  args: { src: demoPicture(3), fileName: '春季主图.png' },
  render: () => <Demo src={demoPicture(3)} fileName="春季主图.png" />,
};

export const Failed: Story = {
  name: '加载失败（兜底图）',
  args: { src: BROKEN_PICTURE, fileName: '已失效.png' },
  render: () => <Demo src={BROKEN_PICTURE} fileName="已失效.png" />,
};

export const LowQuality: Story = {
  name: '低质标记',
  args: { src: demoPicture(4), fileName: '低质素材.png', lowQuality: true },
  render: () => <Demo src={demoPicture(4)} fileName="低质素材.png" lowQuality />,
};

/** Twenty pictures in a scroll box: each loads only when scrolled into view. */
function LazyList() {
  const [loaded, setLoaded] = useState<number[]>([]);
  return (
    <div style={{ display: 'flex', gap: 16 }}>
      <div style={{ height: 320, width: 280, overflow: 'auto', border: '1px solid var(--semi-color-border)', padding: 8 }}>
        {Array.from({ length: 20 }, (_, i) => (
          <div key={i} style={{ marginBottom: 8 }}>
            <LazyImage src={demoPicture(i + 1, 240, 140)} fileName={`素材${i + 1}.png`} width={240} height={140} onLoad={() => setLoaded((all) => [...all, i + 1])} />
          </div>
        ))}
      </div>
      <pre aria-label="事件">{`已加载：${loaded.join('、') || '无'}`}</pre>
    </div>
  );
}

export const Lazy: Story = {
  name: '懒加载（滚动后加载）',
  args: { src: demoPicture(1) },
  render: () => <LazyList />,
};
