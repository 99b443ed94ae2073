import { describe, expect, it } from 'vitest';
import { MEDIA_PREVIEW_TEXTS, MEDIA_TYPE, mediaKey, mediaName, mediaTitle, thumbnailSource, triggerLabel, videoPoster } from './media-previewer-rules';
import { VIDEO_ERROR_SRC } from './video-error-image';

describe('media previewer rules (widgets spec §3, §8)', () => {
  it('has the media types IMAGE and VIDEO', () => {
    expect(MEDIA_TYPE).toEqual({ IMAGE: 'IMAGE', VIDEO: 'VIDEO' });
  });

  it('names the error picture 视频加载失败 and the titles', () => {
    expect(MEDIA_PREVIEW_TEXTS.VIDEO_FAILED).toBe('视频加载失败');
    expect(mediaTitle('IMAGE')).toBe('图片预览');
    expect(mediaTitle('VIDEO')).toBe('视频预览');
  });

  it('the error picture is an inline SVG', () => {
    expect(VIDEO_ERROR_SRC.startsWith('data:image/svg+xml')).toBe(true);
    expect(decodeURIComponent(VIDEO_ERROR_SRC)).toContain('<svg');
  });

  it('names the media by its file name, else 视频 or 图片', () => {
    expect(mediaName('VIDEO', { fileName: '口播.mp4' })).toBe('口播.mp4');
    expect(mediaName('VIDEO', {})).toBe('视频');
    expect(mediaName('IMAGE', { fileName: ' ' })).toBe('图片');
    expect(triggerLabel('VIDEO', { fileName: '口播.mp4' })).toBe('预览视频：口播.mp4');
    expect(triggerLabel('IMAGE', {})).toBe('预览图片：图片');
  });

  it("a video's cover is the poster, else the thumbnail", () => {
    expect(videoPoster({ poster: 'p.png', thumbnailUrl: 't.png' })).toBe('p.png');
    expect(videoPoster({ thumbnailUrl: 't.png' })).toBe('t.png');
    expect(videoPoster({})).toBeUndefined();
  });

  it("the trigger shows the thumbnail, else the poster, else a picture's own url (never a video url)", () => {
    expect(thumbnailSource('IMAGE', { thumbnailUrl: 't.png', poster: 'p.png', previewUrl: 'big.png' })).toBe('t.png');
    expect(thumbnailSource('VIDEO', { poster: 'p.png', previewUrl: 'v.mp4' })).toBe('p.png');
    expect(thumbnailSource('IMAGE', { previewUrl: 'big.png' })).toBe('big.png');
    expect(thumbnailSource('VIDEO', { previewUrl: 'v.mp4' })).toBeUndefined();
  });

  it('keys a failure by item and url', () => {
    expect(mediaKey({ uuid: 'a', previewUrl: 'x' })).not.toBe(mediaKey({ uuid: 'a', previewUrl: 'y' }));
    expect(mediaKey({ uuid: 'a', previewUrl: 'x' })).not.toBe(mediaKey({ uuid: 'b', previewUrl: 'x' }));
    expect(mediaKey({ uuid: 'a', previewUrl: 'x' })).toBe(mediaKey({ uuid: 'a', previewUrl: 'x' }));
  });
});
