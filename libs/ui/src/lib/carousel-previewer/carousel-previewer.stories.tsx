import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { BROKEN_PICTURE, demoImages } from '../image/demo-pictures';
import type { ImageItem } from '../image/image-rules';
import { CarouselPreviewer, type CarouselPreviewerProps } from './carousel-previewer';

const meta = {
  title: '图片与预览/轮播预览 CarouselPreviewer',
  component: CarouselPreviewer,
} satisfies Meta<typeof CarouselPreviewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The previewer, and what it emitted. */
function Demo(props: Omit<CarouselPreviewerProps, 'onIndexChange' | 'onImageError'>) {
  const [events, setEvents] = useState<string[]>([]);
  const log = (text: string) => setEvents((all) => [...all.slice(-5), text]);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <CarouselPreviewer
        {...props}
        onIndexChange={(index, item) => log(`onIndexChange(${index}, ${item.fileName})`)}
        onImageError={(item, index) => log(`onImageError(${item.fileName}, ${index})`)}
      />
      <pre aria-label="事件">{events.length ? events.join('\n') : '（暂无事件）'}</pre>
    </div>
  );
}

const twelve: ImageItem[] = demoImages(12).map((item, index) => (index === 2 ? { ...item, previewTip: '该素材为低质素材，建议替换', lowQuality: true } : item));

export const Twelve: Story = {
  name: '12 张缩略图（1500 毫秒轮播，长按 300 毫秒拖动，滚轮切换）',
  args: { items: twelve },
  render: () => <Demo items={twelve} />,
};

export const Paused: Story = {
  name: '不自动播放',
  args: { items: twelve },
  render: () => <Demo items={twelve} autoPlay={false} />,
};

const withBroken: ImageItem[] = demoImages(4).map((item, index) => (index === 0 ? { ...item, src: BROKEN_PICTURE, previewSrc: BROKEN_PICTURE, fileName: '已失效.png' } : item));

export const Failed: Story = {
  name: '图片加载失败（兜底图）',
  args: { items: withBroken },
  render: () => <Demo items={withBroken} autoPlay={false} />,
};
