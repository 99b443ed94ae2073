import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INSPECT_LIMITS } from '../lib/constants';
import { sanitiseDisplayName } from './display-name';

describe('sanitiseDisplayName', () => {
  it('keeps an ordinary name as it is', () => {
    expect(sanitiseDisplayName('春季上新 主图 v2.png')).toBe('春季上新 主图 v2.png');
  });

  it('keeps only the last part of a path, whichever separator it uses', () => {
    expect(sanitiseDisplayName('../../etc/passwd')).toBe('passwd');
    expect(sanitiseDisplayName('C:\\Users\\设计\\banner.jpg')).toBe('banner.jpg');
    expect(sanitiseDisplayName('素材/')).toBe(INSPECT_LIMITS.DISPLAY_NAME_FALLBACK);
    expect(sanitiseDisplayName('..')).toBe(INSPECT_LIMITS.DISPLAY_NAME_FALLBACK);
  });

  it('drops control and direction-override characters and collapses blanks', () => {
    expect(sanitiseDisplayName('a\u0000b\u0007c\n\td.png')).toBe('abc d.png');
    // "photo_‮gpj.exe" would read as "photo_exe.jpg".
    expect(sanitiseDisplayName('photo_\u202egpj.exe')).toBe('photo_gpj.exe');
    expect(sanitiseDisplayName('\ufeff\u200b  ')).toBe(INSPECT_LIMITS.DISPLAY_NAME_FALLBACK);
  });

  it('cuts a 300-character name to the limit and keeps its extension', () => {
    const name = sanitiseDisplayName(`${'广告素材'.repeat(75)}.mp4`);
    expect(Array.from(name)).toHaveLength(INSPECT_LIMITS.DISPLAY_NAME_MAX);
    expect(name.endsWith('.mp4')).toBe(true);
    expect(Array.from(sanitiseDisplayName('x'.repeat(300)))).toHaveLength(INSPECT_LIMITS.DISPLAY_NAME_MAX);
  });

  it('never splits an emoji, never exceeds the limit, never leaves a separator or control character', () => {
    expect(sanitiseDisplayName(`${'😀'.repeat(150)}.png`)).toBe(`${'😀'.repeat(96)}.png`);
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (raw) => {
        const name = sanitiseDisplayName(raw);
        expect(Array.from(name).length).toBeLessThanOrEqual(INSPECT_LIMITS.DISPLAY_NAME_MAX);
        expect(name.length).toBeGreaterThan(0);
        expect(name).not.toMatch(/[/\\\p{Cc}\u202a-\u202e\u2066-\u2069]/u);
        expect(name).toBe(name.trim());
      }),
    );
  });
});
