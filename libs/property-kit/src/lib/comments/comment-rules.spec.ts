import { describe, expect, it } from 'vitest';
import { propertyRow } from '../../testing';
import { actionsFor, replyLength, toCommentQuery } from './comment-rules';

const view = (filters: Record<string, unknown>) => ({ filters, page: 2, size: 50, sort: null });
const row = (flags: Record<string, '是' | '否'>) => propertyRow(1, '评论', { summary: { 已隐藏: '否', 已置顶: '否', 已屏蔽: '否', ...flags } });
const ALL = (['reply', 'hide', 'pin', 'unpin', 'block'] as const).map((action) => ({ action, label: action }));

describe('comment rules', () => {
  it('sends the ad and the flag as exact values, beside the kit’s filters', () => {
    expect(toCommentQuery('toutiao', 'comment-management', view({ keyword: ' 货到付款 ', adId: ' 7600000000000000001 ', flag: 'pinned' }))).toEqual({
      media: 'toutiao',
      type: 'comment-management',
      current: 2,
      size: 50,
      keyword: '货到付款',
      values: { ad_id: '7600000000000000001', pinned: true },
    });
    expect(toCommentQuery('kuaishou', 'comment-management', view({ flag: 'hidden' })).values).toEqual({ hidden: true });
    expect(toCommentQuery('kuaishou', 'comment-management', view({ flag: 'other', adId: '' }))).not.toHaveProperty('values');
  });

  it('offers what fits the comment’s state', () => {
    expect(actionsFor(row({}), ALL).map((a) => a.action)).toEqual(['reply', 'hide', 'pin', 'block']);
    expect(actionsFor(row({ 已隐藏: '是' }), ALL).map((a) => a.action)).toEqual(['block']);
    expect(actionsFor(row({ 已置顶: '是', 已屏蔽: '是' }), ALL).map((a) => a.action)).toEqual(['reply', 'hide', 'unpin']);
  });

  it('counts a reply in characters, without the blanks around it', () => {
    expect(replyLength('  支持的😀 ')).toBe(4);
  });
});
