// @vitest-environment jsdom
// jsdom, not the default happy-dom: it keeps <img>'s attributes the way the previews are asserted (vitest.shared.ts).
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SIZES } from '@toufang/domain';
import { IMAGE_FALLBACK_SRC } from '../image/image-fallback';
import { SCROLL_LOCKED_CLASS } from '../scroll-lock/scroll-lock';
import { MediaPreviewer } from './media-previewer';
import type { MediaPreviewItem } from './media-previewer-rules';
import { VIDEO_ERROR_SRC } from './video-error-image';

const video: MediaPreviewItem = { uuid: 'v1', previewUrl: 'clip.mp4', thumbnailUrl: 'clip-thumb.png', fileName: '春季口播.mp4', poster: 'clip-cover.png' };
const picture: MediaPreviewItem = { uuid: 'i1', previewUrl: 'big.png', thumbnailUrl: 'small.png', fileName: '主图.png' };

const videoElement = () => document.querySelector('video') as HTMLVideoElement;

describe('MediaPreviewer, VIDEO (widgets spec §3, §8)', () => {
  it('the thumbnail opens 视频预览 playing the video with controls, its cover and description', () => {
    render(<MediaPreviewer type="VIDEO" item={video} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '预览视频：春季口播.mp4' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('视频预览')).toBeInTheDocument();
    expect(videoElement()).toHaveAttribute('src', 'clip.mp4');
    expect(videoElement()).toHaveAttribute('controls');
    expect(videoElement()).toHaveAttribute('poster', 'clip-cover.png');
    expect(videoElement()).toHaveAttribute('aria-label', '春季口播.mp4');
    expect(within(dialog).getByText('春季口播.mp4').tagName).toBe('FIGCAPTION');
  });

  it('the video thumbnail shows the thumbnail picture with a play mark', () => {
    const { container } = render(<MediaPreviewer type="VIDEO" item={video} />);
    expect(container.querySelector('.tf-media-previewer__trigger img')).toHaveAttribute('src', 'clip-thumb.png');
    expect(container.querySelector('.tf-media-previewer__play')).not.toBeNull();
  });

  it('a failing video shows the error picture and emits onVideoError(item) once', () => {
    const onVideoError = vi.fn();
    render(<MediaPreviewer type="VIDEO" item={video} defaultVisible onVideoError={onVideoError} />);
    fireEvent.error(videoElement());
    expect(document.querySelector('video')).toBeNull();
    const errorImage = screen.getByAltText('视频加载失败');
    expect(errorImage).toHaveAttribute('src', VIDEO_ERROR_SRC);
    expect(onVideoError).toHaveBeenCalledTimes(1);
    expect(onVideoError).toHaveBeenCalledWith(video);
  });

  it('tries the video again for another item', () => {
    const { rerender } = render(<MediaPreviewer type="VIDEO" item={video} defaultVisible />);
    fireEvent.error(videoElement());
    rerender(<MediaPreviewer type="VIDEO" item={{ ...video, uuid: 'v2', previewUrl: 'other.mp4' }} defaultVisible />);
    expect(videoElement()).toHaveAttribute('src', 'other.mp4');
  });
});

describe('MediaPreviewer, IMAGE (widgets spec §3, §8)', () => {
  it('opens 图片预览 with the preview picture', () => {
    render(<MediaPreviewer type="IMAGE" item={picture} />);
    fireEvent.click(screen.getByRole('button', { name: '预览图片：主图.png' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('图片预览')).toBeInTheDocument();
    expect(within(dialog).getByAltText('主图.png')).toHaveAttribute('src', 'big.png');
    expect(dialog.querySelector('video')).toBeNull();
  });

  it('a failing picture shows the fallback with alt 图片加载失败 and emits onImageError', () => {
    const onImageError = vi.fn();
    render(<MediaPreviewer type="IMAGE" item={picture} defaultVisible onImageError={onImageError} onVideoError={vi.fn()} />);
    const dialog = screen.getByRole('dialog');
    fireEvent.error(within(dialog).getByAltText('主图.png'));
    expect(within(dialog).getByAltText('图片加载失败')).toHaveAttribute('src', IMAGE_FALLBACK_SRC);
    expect(onImageError).toHaveBeenCalledWith(picture);
  });

  it('a picture without thumbnail shows itself in the trigger', () => {
    const { container } = render(<MediaPreviewer type="IMAGE" item={{ uuid: 'x', previewUrl: 'only.png' }} />);
    expect(container.querySelector('.tf-media-previewer__trigger img')).toHaveAttribute('src', 'only.png');
    expect(screen.getByRole('button', { name: '预览图片：图片' })).toBeInTheDocument();
  });
});

describe('MediaPreviewer modal defaults (widgets spec §2, §4)', () => {
  it('does not close on a backdrop click', () => {
    const onVisibleChange = vi.fn();
    render(<MediaPreviewer type="IMAGE" item={picture} defaultVisible onVisibleChange={onVisibleChange} />);
    const wrap = document.querySelector('.semi-modal-wrap') as Element;
    fireEvent.mouseDown(wrap);
    fireEvent.mouseUp(wrap);
    fireEvent.click(wrap);
    expect(onVisibleChange).not.toHaveBeenCalled();
  });

  it('closes on a backdrop click only when maskClosable is on', () => {
    const onVisibleChange = vi.fn();
    render(<MediaPreviewer type="IMAGE" item={picture} defaultVisible maskClosable onVisibleChange={onVisibleChange} />);
    fireEvent.click(document.querySelector('.semi-modal-wrap') as Element);
    expect(onVisibleChange).toHaveBeenCalledWith(false);
  });

  it('Escape and the close button close it', () => {
    const onVisibleChange = vi.fn();
    render(<MediaPreviewer type="VIDEO" item={video} defaultVisible onVisibleChange={onVisibleChange} />);
    fireEvent.keyDown(document, { key: 'Escape', keyCode: 27 });
    expect(onVisibleChange).toHaveBeenLastCalledWith(false);
    expect(document.querySelector('video')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '预览视频：春季口播.mp4' }));
    expect(onVisibleChange).toHaveBeenLastCalledWith(true);
    fireEvent.click(screen.getByRole('button', { name: 'close' }));
    expect(onVisibleChange).toHaveBeenLastCalledWith(false);
  });

  it('is 1200 wide by default and locks page scrolling while open', () => {
    render(<MediaPreviewer type="IMAGE" item={picture} defaultVisible />);
    expect(document.querySelector('.semi-modal') as HTMLElement).toHaveStyle({ width: `${SIZES.MODAL_WIDTH}px` });
    expect(document.documentElement).toHaveClass(SCROLL_LOCKED_CLASS);
  });

  it('controlled: follows visible, and without trigger renders the modal alone', () => {
    const { rerender } = render(<MediaPreviewer type="IMAGE" item={picture} visible={false} showTrigger={false} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<MediaPreviewer type="IMAGE" item={picture} visible showTrigger={false} />);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
