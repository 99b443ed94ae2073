// 标题's rules without React: the filters as the list call's query, the sort choices, how figures read, and
// the files the page sends and receives (base64 in the envelope).
import type { Schemas } from '@toufang/api';
import { isMediaCode, titleLengthOf, titleRuleOf, wordPacksOf, TITLE_RULE_TEXTS, type MediaCode } from '@toufang/domain';
import { asIds, dateRange, lastSevenDays, sortOf, text } from '../../list-values/list-values';

export type Title = Schemas['Title'];
export type TitleFigures = Schemas['TitleFigures'];
export type TitleListQuery = Schemas['TitleListQuery'];

/** The filter area's values as the URL and saved templates keep them; anything unexpected is ignored. */
export type TitleFilters = {
  keyword?: unknown;
  labelIds?: unknown;
  creatorIds?: unknown;
  mediaCode?: unknown;
  groupId?: unknown;
  dates?: unknown;
  figureDates?: unknown;
  sort?: unknown;
};

/** 排序 choices: the field and direction in one value. */
export const TITLE_SORTS = {
  'createTime.desc': '最新创建',
  'createTime.asc': '最早创建',
  'cost.desc': '消耗从高到低',
  'ctr.desc': '点击率从高到低',
  'ctr.asc': '点击率从低到高',
  'convert.desc': '转化数从高到低',
  'convertCost.asc': '转化成本从低到高',
  'show.desc': '展示数从高到低',
  'click.desc': '点击数从高到低',
  'text.asc': '标题 A–Z',
} as const;
export type TitleSortChoice = keyof typeof TITLE_SORTS;

/** The keys the list sorts by (the 排序 choices and the sortable columns). */
export const TITLE_SORT_KEYS = ['createTime', 'text', 'cost', 'show', 'click', 'ctr', 'convert', 'convertCost'] as const;

/** The table's header sort for a filter value, and back. */
export const tableSortOf = (value: unknown) => {
  const { sort, order } = sortOf(value, TITLE_SORT_KEYS, 'createTime.desc');
  return { key: sort, order: order === 'asc' ? ('ascend' as const) : ('descend' as const) };
};
export const sortValueOf = (sort: { key: string; order: 'ascend' | 'descend' } | null) => (sort ? `${sort.key}.${sort.order === 'ascend' ? 'asc' : 'desc'}` : 'createTime.desc');

/** The list call's query (without the page: the export's request) for these filters. */
export function toTitleFilter(filters: TitleFilters, now?: number): Omit<TitleListQuery, 'current' | 'size'> {
  const created = dateRange(filters.dates);
  const figures = dateRange(filters.figureDates) ?? lastSevenDays(now);
  const groupId = asIds(filters.groupId)?.[0];
  const { sort, order } = sortOf(filters.sort, TITLE_SORT_KEYS, 'createTime.desc');
  return {
    ...(text(filters.keyword) ? { keyword: text(filters.keyword) } : {}),
    ...(asIds(filters.labelIds) ? { labelIds: asIds(filters.labelIds) } : {}),
    ...(asIds(filters.creatorIds) ? { creatorIds: asIds(filters.creatorIds) } : {}),
    ...(isMediaCode(filters.mediaCode) ? { mediaCode: filters.mediaCode } : {}),
    ...(groupId ? { groupId } : {}),
    ...(created ? { from: created[0], to: created[1] } : {}),
    figureFrom: figures[0],
    figureTo: figures[1],
    sort: sort as TitleListQuery['sort'],
    order,
  };
}

export function toTitleQuery(filters: TitleFilters, page: { current: number; size: number }, now?: number): TitleListQuery {
  return { current: page.current, size: page.size, ...toTitleFilter(filters, now) };
}

/** A title on one line: its line breaks as ↵ (the batch editor's mark). */
export const oneLine = (t: string) => t.replace(/\n/g, '↵');

/** The batch editor's counting and word-pack check for the chosen media (null: the desk's default). */
export function editorRules(media: MediaCode | null) {
  const rule = titleRuleOf(media);
  return {
    rule,
    count: (line: string) => titleLengthOf(line, rule.counting),
    validators: [
      (line: string) => {
        const stripped = line.replace(/\{[^{}]*\}/g, '');
        if (stripped.includes('{') || stripped.includes('}')) return TITLE_RULE_TEXTS.BRACES;
        const unknown = wordPacksOf(line).find((name) => !rule.wordPacks.includes(name));
        return unknown === undefined ? undefined : TITLE_RULE_TEXTS.WORD_PACK(unknown, media);
      },
    ],
  };
}

/** A picked file as base64 (the import's body). */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Saves a file the server answered in base64 under its name. */
export function saveBase64File(file: { fileName: string; content: string }): void {
  const binary = atob(file.content);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
