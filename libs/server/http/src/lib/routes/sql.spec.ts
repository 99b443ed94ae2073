import { describe, expect, it } from 'vitest';
import { containsPattern, pageOffset } from './sql';

describe('sql helpers', () => {
  it('escapes LIKE wildcards in keywords', () => {
    expect(containsPattern('青柠')).toBe('%青柠%');
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });

  it('turns a 1-based page into an offset', () => {
    expect(pageOffset(1, 10)).toBe(0);
    expect(pageOffset(3, 20)).toBe(40);
  });
});
