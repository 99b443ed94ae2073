// 标题组's rules without React: the filters as the list call's query, and moving a title in a group's order.
import type { Schemas } from '@toufang/api';
import { asIds, dateRange, lastSevenDays, sortOf, text } from '../../list-values/list-values';

export type TitleGroup = Schemas['TitleGroup'];
export type TitleGroupListQuery = Schemas['TitleGroupListQuery'];

export type TitleGroupFilters = { keyword?: unknown; creatorIds?: unknown; dates?: unknown; figureDates?: unknown; sort?: unknown };

export const GROUP_SORT_KEYS = ['createTime', 'name', 'titleCount', 'cost', 'show', 'click', 'ctr', 'convert', 'convertCost'] as const;

export function toGroupQuery(filters: TitleGroupFilters, page: { current: number; size: number }, now?: number): TitleGroupListQuery {
  const created = dateRange(filters.dates);
  const figures = dateRange(filters.figureDates) ?? lastSevenDays(now);
  const { sort, order } = sortOf(filters.sort, GROUP_SORT_KEYS, 'createTime.desc');
  return {
    current: page.current,
    size: page.size,
    ...(text(filters.keyword) ? { keyword: text(filters.keyword) } : {}),
    ...(asIds(filters.creatorIds) ? { creatorIds: asIds(filters.creatorIds) } : {}),
    ...(created ? { from: created[0], to: created[1] } : {}),
    figureFrom: figures[0],
    figureTo: figures[1],
    sort: sort as TitleGroupListQuery['sort'],
    order,
  };
}

/** The list with the item at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveItem<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const to = index + step;
  if (index < 0 || index >= items.length || to < 0 || to >= items.length) return items.slice();
  const next = items.slice();
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}

/** The first titles of a group on one line: 「A」、「B」 等 N 个. */
export function titlesPreview(titles: readonly { text: string }[], shown = 2): string {
  if (titles.length === 0) return '-';
  const head = titles.slice(0, shown).map((t) => `「${t.text.replace(/\n/g, '↵')}」`).join('、');
  return titles.length > shown ? `${head} 等 ${titles.length} 个` : head;
}
