import { describe, expect, it } from 'vitest';
import { moveItem, titlesPreview, toGroupQuery } from './title-group-rules';

describe('标题组 rules', () => {
  it('turns the filters into the list query', () => {
    const now = Date.parse('2026-11-29T04:00:00Z');
    expect(toGroupQuery({ keyword: { value: '美妆' }, sort: 'titleCount.desc' }, { current: 1, size: 20 }, now)).toEqual({
      current: 1,
      size: 20,
      keyword: '美妆',
      figureFrom: '2026-11-23',
      figureTo: '2026-11-29',
      sort: 'titleCount',
      order: 'desc',
    });
  });

  it('moves a title one place and not past either end', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });

  it('previews the first titles of a group', () => {
    expect(titlesPreview([])).toBe('-');
    expect(titlesPreview([{ text: '甲' }, { text: '乙\n丙' }])).toBe('「甲」、「乙↵丙」');
    expect(titlesPreview([{ text: '甲' }, { text: '乙' }, { text: '丙' }])).toBe('「甲」、「乙」 等 3 个');
  });
});
