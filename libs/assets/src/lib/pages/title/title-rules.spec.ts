import { describe, expect, it } from 'vitest';
import { changedLine, insertWordPack } from './title-add-dialog';
import { editorRules, sortValueOf, tableSortOf, toTitleQuery } from './title-rules';
import { lastSevenDays } from '../../list-values/list-values';

const NOW = Date.parse('2026-11-29T04:00:00Z');

describe('标题 rules', () => {
  it('turns the filters into the list query, the figures over the last 7 days by default', () => {
    expect(lastSevenDays(NOW)).toEqual(['2026-11-23', '2026-11-29']);
    expect(toTitleQuery({}, { current: 1, size: 20 }, NOW)).toEqual({ current: 1, size: 20, figureFrom: '2026-11-23', figureTo: '2026-11-29', sort: 'createTime', order: 'desc' });
    expect(
      toTitleQuery(
        { keyword: { value: ' 面膜 ' }, labelIds: [3, 'x'], creatorIds: 4, mediaCode: 'gdt', groupId: [9], dates: ['2026-11-01', '2026-11-10'], figureDates: ['2026-11-20', '2026-11-21'], sort: 'ctr.asc' },
        { current: 2, size: 50 },
        NOW,
      ),
    ).toEqual({ current: 2, size: 50, keyword: '面膜', labelIds: [3], creatorIds: [4], mediaCode: 'gdt', groupId: 9, from: '2026-11-01', to: '2026-11-10', figureFrom: '2026-11-20', figureTo: '2026-11-21', sort: 'ctr', order: 'asc' });
    expect(toTitleQuery({ mediaCode: 'nope', sort: 'drop.desc', dates: ['bad'] }, { current: 1, size: 20 }, NOW)).toMatchObject({ sort: 'createTime', order: 'desc' });
  });

  it('maps the table header sort to the filter value and back', () => {
    expect(tableSortOf('cost.asc')).toEqual({ key: 'cost', order: 'ascend' });
    expect(tableSortOf(undefined)).toEqual({ key: 'createTime', order: 'descend' });
    expect(sortValueOf({ key: 'convert', order: 'descend' })).toBe('convert.desc');
    expect(sortValueOf(null)).toBe('createTime.desc');
  });

  it("checks editor lines with the media's counting and word packs", () => {
    const baidu = editorRules('baidu');
    expect(baidu.count('新品ABC')).toBe(7);
    expect(baidu.validators[0]('{日期}特惠')).toBe('百度营销不支持动态词包{日期}');
    const any = editorRules(null);
    expect(any.count('新品ABC')).toBe(5);
    expect(any.validators[0]('{日期}特惠')).toBeUndefined();
    expect(any.validators[0]('{日期特惠')).toMatch(/花括号要成对/);
  });

  it('puts a word pack at the end of the line being edited, or of the last line with text', () => {
    expect(changedLine(['a', 'b'], ['a', 'bc'])).toBe(1);
    expect(changedLine(['a'], ['a'])).toBe(-1);
    expect(insertWordPack(['新品', '特惠'], 0, '地区')).toEqual(['新品{地区}', '特惠']);
    expect(insertWordPack(['新品', '特惠', ''], -1, '城市')).toEqual(['新品', '特惠{城市}', '']);
    expect(insertWordPack([], -1, '城市')).toEqual(['{城市}']);
  });
});
