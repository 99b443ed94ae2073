import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { userEvent, waitFor } from 'storybook/test';
import { demoImages } from '../image/demo-pictures';
import type { ImageItem } from '../image/image-rules';
import { ImageGroup, type ImageGroupProps } from './image-group';

const meta = {
  title: '图片与预览/图片组 ImageGroup',
  component: ImageGroup,
} satisfies Meta<typeof ImageGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The group, and what it emitted. */
function Demo(props: Omit<ImageGroupProps, 'images'> & { images: ImageItem[] }) {
  const [events, setEvents] = useState<string[]>([]);
  const log = (text: string) => setEvents((all) => [...all.slice(-5), text]);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'flex-start' }}>
      <ImageGroup
        {...props}
        onPreviewOpen={(index) => log(`onPreviewOpen(${index})`)}
        onPreviewIndexChange={(index) => log(`onPreviewIndexChange(${index})`)}
        onPreviewClose={() => log('onPreviewClose()')}
        onImageError={(item, index) => log(`onImageError(${item.fileName}, ${index})`)}
      />
      <pre aria-label="事件">{events.length ? events.join('\n') : '（点击图片打开预览）'}</pre>
    </div>
  );
}

const withTips = (count: number): ImageItem[] =>
  demoImages(count).map((item, index) => (index === 1 ? { ...item, previewTip: '该图片已按媒体要求压缩', lowQuality: true } : item));

export const One: Story = { name: '1 张', args: { images: demoImages(1) }, render: () => <Demo images={demoImages(1)} /> };
export const Two: Story = { name: '2 张', args: { images: demoImages(2) }, render: () => <Demo images={demoImages(2)} /> };
export const Three: Story = { name: '3 张', args: { images: demoImages(3) }, render: () => <Demo images={demoImages(3)} /> };
export const Four: Story = { name: '4 张（2×2）', args: { images: demoImages(4) }, render: () => <Demo images={demoImages(4)} /> };
export const Five: Story = { name: '5 张（6 宫格留一格空）', args: { images: demoImages(5) }, render: () => <Demo images={demoImages(5)} /> };
export const Six: Story = { name: '6 张（3×2）', args: { images: withTips(6) }, render: () => <Demo images={withTips(6)} /> };
export const More: Story = { name: '超过 6 张（+N）', args: { images: demoImages(9) }, render: () => <Demo images={demoImages(9)} /> };
export const Empty: Story = { name: '无图片', args: { images: [] }, render: () => <Demo images={[]} /> };

export const Preview: Story = {
  name: '预览轮播（2500 毫秒，悬停暂停，←/→ 切换，Esc 关闭）',
  args: { images: withTips(6) },
  render: () => <Demo images={withTips(6)} />,
  play: async ({ canvasElement }) => {
    const first = canvasElement.querySelector<HTMLButtonElement>('.tf-image-group__button');
    if (first) await userEvent.click(first);
    await waitFor(() => {
      if (!document.querySelector('.tf-image-preview')) throw new Error('the preview is not open yet');
    });
    // Move the pointer away so the carousel plays.
    await userEvent.unhover(document.querySelector('.tf-carousel-stage__main') as Element);
  },
};
