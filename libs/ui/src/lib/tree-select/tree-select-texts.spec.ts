import { DEFAULT_TEXTS, SELECT, TREE, WIDGET_DEBOUNCE } from '@toufang/domain';
import { describe, expect, it } from 'vitest';
import { TREE_SELECT_TEXTS } from './tree-select-texts';

describe('spec constants used by the tree select', () => {
  it('are the spec values', () => {
    expect(SELECT.SEARCH_DEBOUNCE_MS).toBe(250);
    expect(WIDGET_DEBOUNCE.SELECT_SEARCH_MS).toBe(250);
    expect(SELECT.PATH_SEPARATOR).toBe('-');
    expect(DEFAULT_TEXTS.PLACEHOLDER).toBe('请选择');
    expect(TREE_SELECT_TEXTS.PLACEHOLDER).toBe('请选择');
    expect(TREE_SELECT_TEXTS.SEARCH_PLACEHOLDER).toBe('请输入搜索内容');
    expect(TREE_SELECT_TEXTS.EMPTY).toBe('暂无数据');
    expect(TREE_SELECT_TEXTS.NO_MATCH).toBe('无匹配数据');
    expect(TREE.INDENT).toBe(18);
    expect(TREE.EXPAND_ALL).toBe(true);
    expect(TREE.PANEL_MAX_HEIGHT).toBe(290);
    expect(TREE.UNLIMITED_MAX).toBe(0);
    expect(TREE.FILTER_SEPARATOR).toBe(',');
  });
});
