import Empty from '@douyinfe/semi-ui-19/lib/es/empty';
import IllustrationIdle from '@douyinfe/semi-illustrations/lib/es/illustrations/IllustrationIdle';
import IllustrationNoContent from '@douyinfe/semi-illustrations/lib/es/illustrations/IllustrationNoContent';
import IllustrationNoResult from '@douyinfe/semi-illustrations/lib/es/illustrations/IllustrationNoResult';
import { DEFAULT_TEXTS } from '@toufang/domain';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import './empty-placeholder.css';

/** The empty states of widgets spec §8. */
export type EmptyKind = 'noData' | 'nothingSelected' | 'noMatch' | 'selectAccountFirst' | 'noDataFound' | 'noOptions' | 'listEmpty';

/** Widgets spec §8: the empty-state texts; the spec's Chinese as written, its English in Chinese. */
export const EMPTY_TEXTS: Record<EmptyKind, string> = {
  noData: DEFAULT_TEXTS.EMPTY_DATA, // 暂无数据 (no data)
  nothingSelected: DEFAULT_TEXTS.NOTHING_SELECTED, // 暂未选择 (nothing selected)
  noMatch: DEFAULT_TEXTS.NO_MATCH, // 无匹配数据
  selectAccountFirst: '请先选择账户',
  noDataFound: '未找到相关数据', // 'no data found' (as the column chooser words it)
  noOptions: '暂无选项', // 'no options yet'
  listEmpty: DEFAULT_TEXTS.EMPTY_LIST, // 列表为空 (list is empty)
};

/** A search that found nothing draws the no-result picture; every other kind the no-content one. */
const ILLUSTRATIONS: Record<EmptyKind, ComponentType<SVGProps<SVGSVGElement>>> = {
  noData: IllustrationNoContent,
  nothingSelected: IllustrationNoContent,
  noMatch: IllustrationNoResult,
  selectAccountFirst: IllustrationIdle,
  noDataFound: IllustrationNoResult,
  noOptions: IllustrationNoContent,
  listEmpty: IllustrationNoContent,
};

export interface EmptyPlaceholderProps {
  /** Which empty state; 暂无数据 by default. */
  kind?: EmptyKind;
  /** Replaces the kind's text. */
  text?: ReactNode;
  /** A smaller picture for lists and panels (80 px instead of 120 px). */
  compact?: boolean;
  /** An action under the text, e.g. a button. */
  children?: ReactNode;
  className?: string;
}

/** Empty placeholder on Semi's Empty with an illustration (widgets spec §2, §8). */
export function EmptyPlaceholder({ kind = 'noData', text, compact = false, children, className }: EmptyPlaceholderProps) {
  const Illustration = ILLUSTRATIONS[kind];
  return (
    <Empty
      className={['tf-empty-placeholder', compact ? 'tf-empty-placeholder--compact' : '', className ?? ''].filter(Boolean).join(' ')}
      data-kind={kind}
      image={<Illustration aria-hidden="true" className="tf-empty-placeholder__image" />}
      // The text goes in the description, not Empty's title: an empty list is not a heading of the page.
      description={<span className="tf-empty-placeholder__text">{text ?? EMPTY_TEXTS[kind]}</span>}
    >
      {children}
    </Empty>
  );
}
