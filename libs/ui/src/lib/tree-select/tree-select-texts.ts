// The tree select's own texts; the spec's defaults come from the domain vocabulary.
import { DEFAULT_TEXTS } from '@toufang/domain';

/** Texts of the tree select. */
export const TREE_SELECT_TEXTS = {
  PLACEHOLDER: DEFAULT_TEXTS.PLACEHOLDER, // 请选择
  SEARCH_PLACEHOLDER: DEFAULT_TEXTS.SEARCH_PLACEHOLDER, // 请输入搜索内容
  EMPTY: DEFAULT_TEXTS.EMPTY_DATA, // 暂无数据
  NO_MATCH: DEFAULT_TEXTS.NO_MATCH, // 无匹配数据
  SEARCH_LABEL: '搜索选项',
  EXPAND: '展开',
  COLLAPSE: '收起',
  REMOVE: '移除',
} as const;
