import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { BROKEN_PICTURE, demoPicture } from '../image/demo-pictures';
import { MediaPreviewer, type MediaPreviewerProps } from './media-previewer';
import type { MediaPreviewItem } from './media-previewer-rules';

const meta = {
  title: '图片与预览/媒体预览 MediaPreviewer',
  component: MediaPreviewer,
} satisfies Meta<typeof MediaPreviewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A short video made in the browser (a canvas recorded with MediaRecorder), so the story needs no network
 * and the repository holds no binary file. null while recording; 'unsupported' without MediaRecorder.
 */
function useDemoVideo(): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 270;
    const context = canvas.getContext('2d');
    if (!context || typeof MediaRecorder === 'undefined' || typeof canvas.captureStream !== 'function') {
      setUrl('unsupported');
      return undefined;
    }
    let objectUrl: string | null = null;
    let frame = 0;
    const chunks: Blob[] = [];
    const recorder = new MediaRecorder(canvas.captureStream(25));
    recorder.ondataavailable = (event) => chunks.push(event.data);
    recorder.onstop = () => {
      objectUrl = URL.createObjectURL(new Blob(chunks, { type: recorder.mimeType || 'video/webm' }));
      setUrl(objectUrl);
    };
    const draw = () => {
      context.fillStyle = `hsl(${(frame * 6) % 360}, 65%, 52%)`;
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.fillStyle = '#fff';
      context.font = '28px sans-serif';
      context.fillText(`示例视频 ${(frame / 25).toFixed(1)} 秒`, 140, 145);
      frame += 1;
    };
    draw();
    recorder.start();
    const timer = setInterval(() => {
      draw();
      if (frame >= 75 && recorder.state === 'recording') recorder.stop();
    }, 40);
    return () => {
      clearInterval(timer);
      if (recorder.state === 'recording') recorder.stop();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, []);
  return url;
}

/** The previewer, and what it emitted. */
function Demo(props: Omit<MediaPreviewerProps, 'onVideoError' | 'onImageError'>) {
  const [events, setEvents] = useState<string[]>([]);
  const log = (text: string) => setEvents((all) => [...all.slice(-5), text]);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'flex-start' }}>
      <MediaPreviewer
        {...props}
        onVisibleChange={(visible) => log(`onVisibleChange(${visible})`)}
        onVideoError={(item) => log(`onVideoError(${item.uuid})`)}
        onImageError={(item) => log(`onImageError(${item.uuid})`)}
      />
      <pre aria-label="事件">{events.length ? events.join('\n') : '（点击缩略图打开预览）'}</pre>
    </div>
  );
}

const picture: MediaPreviewItem = {
  uuid: 'img-1',
  previewUrl: demoPicture(1, 960, 640, '春季主图'),
  thumbnailUrl: demoPicture(1, 160, 120, '春季主图'),
  fileName: '春季主图.png（960×640）',
};

const cover = demoPicture(7, 480, 270, '视频封面');

function VideoDemo() {
  const url = useDemoVideo();
  if (url === null) return <p>正在生成示例视频…</p>;
  if (url === 'unsupported') return <p>此浏览器不能生成示例视频</p>;
  const item: MediaPreviewItem = { uuid: 'video-1', previewUrl: url, thumbnailUrl: cover, poster: cover, fileName: '春季口播.webm（3 秒）' };
  return <Demo type="VIDEO" item={item} defaultVisible />;
}

export const Image: Story = {
  name: '图片',
  args: { type: 'IMAGE', item: picture },
  render: () => <Demo type="IMAGE" item={picture} defaultVisible />,
};

export const ImageFailed: Story = {
  name: '图片加载失败（兜底图）',
  args: { type: 'IMAGE', item: picture },
  render: () => <Demo type="IMAGE" item={{ ...picture, uuid: 'img-broken', previewUrl: BROKEN_PICTURE, fileName: '已失效.png' }} defaultVisible />,
};

export const Video: Story = {
  name: '视频（带控制条）',
  args: { type: 'VIDEO', item: picture },
  render: () => <VideoDemo />,
};

export const VideoFailed: Story = {
  name: '视频加载失败（错误图与 onVideoError）',
  args: { type: 'VIDEO', item: picture },
  render: () => (
    <Demo type="VIDEO" item={{ uuid: 'video-broken', previewUrl: 'data:video/mp4;base64,AAAA', thumbnailUrl: cover, poster: cover, fileName: '已失效.mp4' }} defaultVisible />
  ),
};

export const Closed: Story = {
  name: '缩略图（点击打开）',
  args: { type: 'VIDEO', item: picture },
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Demo type="IMAGE" item={picture} />
      <Demo type="VIDEO" item={{ uuid: 'video-broken', previewUrl: 'data:video/mp4;base64,AAAA', thumbnailUrl: cover, fileName: '已失效.mp4' }} />
    </div>
  ),
};
