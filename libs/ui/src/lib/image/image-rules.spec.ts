import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { IMAGE_FALLBACK_SRC } from './image-fallback';
import { IMAGE_TEXTS, imageAlt, previewSource, statusFor } from './image-rules';

describe('image rules (widgets spec §3, §4, §8)', () => {
  it('names the fallback picture 图片加载失败', () => {
    expect(IMAGE_TEXTS.LOAD_FAILED).toBe('图片加载失败');
    expect(IMAGE_TEXTS.LOW_QUALITY).toBe('低质');
    expect(IMAGE_TEXTS.DEFAULT_ALT).toBe('图片');
  });

  it('the fallback is an inline SVG picture, so it needs no network', () => {
    expect(IMAGE_FALLBACK_SRC.startsWith('data:image/svg+xml')).toBe(true);
    const svg = decodeURIComponent(IMAGE_FALLBACK_SRC.slice(IMAGE_FALLBACK_SRC.indexOf(',') + 1));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
  });

  it('alt is the given alt, else the file name, else 图片', () => {
    expect(imageAlt('封面', 'a.png')).toBe('封面');
    expect(imageAlt(undefined, 'a.png')).toBe('a.png');
    expect(imageAlt('  ', ' a.png ')).toBe('a.png');
    expect(imageAlt()).toBe('图片');
    expect(imageAlt('', '')).toBe('图片');
  });

  it('never gives an empty alt', () => {
    fc.assert(fc.property(fc.option(fc.string()), fc.option(fc.string()), (alt, name) => imageAlt(alt ?? undefined, name ?? undefined).length > 0));
  });

  it('the preview shows previewSrc, else src', () => {
    expect(previewSource({ src: 's.png', previewSrc: 'big.png' })).toBe('big.png');
    expect(previewSource({ src: 's.png' })).toBe('s.png');
    expect(previewSource({ src: 's.png', previewSrc: '' })).toBe('s.png');
  });

  it('a load result counts only for the src it was reported for', () => {
    expect(statusFor('a.png', null)).toBe('loading');
    expect(statusFor('a.png', { src: 'a.png', status: 'loaded' })).toBe('loaded');
    expect(statusFor('a.png', { src: 'a.png', status: 'error' })).toBe('error');
    expect(statusFor('b.png', { src: 'a.png', status: 'error' })).toBe('loading');
  });
});
