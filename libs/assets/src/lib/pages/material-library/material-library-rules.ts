// 素材库's rules without React: the filters as the list call's query, and how a material's facts read.
import type { Schemas } from '@toufang/api';
import { isMediaCode } from '@toufang/domain';

export type Material = Schemas['Material'];
export type MaterialListQuery = Schemas['MaterialListQuery'];

/**
 * The filter area's values (keys of FilterArea's fields) as the URL and saved templates keep them: an input
 * gives `{ value }`, a list its value or values; anything else is ignored, never sent.
 */
export type MaterialFilters = {
  keyword?: unknown;
  kind?: unknown;
  orientation?: unknown;
  duration?: unknown;
  designerIds?: unknown;
  uploaderIds?: unknown;
  labelIds?: unknown;
  source?: unknown;
  dates?: unknown;
  mediaCode?: unknown;
  reviewState?: unknown;
  pushed?: unknown;
  hasFigures?: unknown;
  sort?: unknown;
};

/** 时长 buckets of the filter (seconds): what optimisers ask for (短视频 ≤ 15 s, 15–60 s, over a minute). */
export const DURATION_BUCKETS = {
  short: { label: '15 秒以内', min: 0, max: 15 },
  medium: { label: '15–60 秒', min: 15, max: 60 },
  long: { label: '60 秒以上', min: 60, max: undefined },
} as const;

/** 排序 choices: the field and direction in one value. */
export const SORTS = {
  'uploadTime.desc': '最新上传',
  'uploadTime.asc': '最早上传',
  'size.desc': '文件从大到小',
  'size.asc': '文件从小到大',
  'duration.desc': '时长从长到短',
  'name.asc': '名称 A–Z',
} as const;
/**
 * 排序 by a figure over the last 7 China days (the server's default window, named in each choice); only for
 * people with isShowPerformance, as 素材汇总.
 */
export const FIGURE_SORTS = {
  'cost.desc': '近7天消耗从高到低',
  'show.desc': '近7天展示数从高到低',
  'click.desc': '近7天点击数从高到低',
  'ctr.desc': '近7天点击率从高到低',
  'convert.desc': '近7天转化数从高到低',
} as const;
export type SortChoice = keyof typeof SORTS | keyof typeof FIGURE_SORTS;

/** The 排序 choices a person has. */
export const sortChoices = (performance: boolean): Record<string, string> => (performance ? { ...SORTS, ...FIGURE_SORTS } : { ...SORTS });

export const asIds = (value: unknown): number[] | undefined => {
  const list = Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];
  const ids = list.map(Number).filter((n) => Number.isInteger(n) && n > 0);
  return ids.length > 0 ? ids : undefined;
};
export const oneOf = <T extends string>(value: unknown, allowed: readonly T[]): T | undefined => (allowed.includes(value as T) ? (value as T) : undefined);
export const text = (value: unknown): string | undefined => {
  const raw = typeof value === 'string' ? value : (value as { value?: unknown } | null | undefined)?.value;
  return typeof raw === 'string' && raw.trim() ? raw.trim() : undefined;
};
export const dateRange = (value: unknown): [string, string] | undefined =>
  Array.isArray(value) && value.length === 2 && value.every((d) => typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d)) ? (value as [string, string]) : undefined;

/**
 * The list call's query for these filters and this page; `favoriteOnly` on 素材收藏; `performance`: the person
 * has isShowPerformance, so a figure sort and 有数据 apply (the server refuses them otherwise).
 */
export function toMaterialQuery(filters: MaterialFilters, page: { current: number; size: number }, favoriteOnly = false, performance = false): MaterialListQuery {
  const sort = oneOf(filters.sort, Object.keys(sortChoices(performance)) as SortChoice[]) ?? 'uploadTime.desc';
  const hasFigures = performance ? oneOf(filters.hasFigures, ['yes', 'no'] as const) : undefined;
  const [field, order] = sort.split('.') as [MaterialListQuery['sort'], MaterialListQuery['order']];
  const duration = oneOf(filters.duration, Object.keys(DURATION_BUCKETS) as (keyof typeof DURATION_BUCKETS)[]);
  const bucket = duration ? DURATION_BUCKETS[duration] : undefined;
  const keyword = text(filters.keyword);
  const kind = oneOf(filters.kind, ['image', 'video'] as const);
  const orientation = oneOf(filters.orientation, ['landscape', 'portrait', 'square'] as const);
  const source = oneOf(filters.source, ['upload', 'media'] as const);
  const dates = dateRange(filters.dates);
  const mediaCode = isMediaCode(filters.mediaCode) ? filters.mediaCode : undefined;
  const reviewState = oneOf(filters.reviewState, ['reviewing', 'approved', 'rejected'] as const);
  const pushed = oneOf(filters.pushed, ['yes', 'no'] as const);
  const designerIds = asIds(filters.designerIds);
  const uploaderIds = asIds(filters.uploaderIds);
  const labelIds = asIds(filters.labelIds);
  return {
    current: page.current,
    size: page.size,
    ...(keyword ? { keyword } : {}),
    ...(kind ? { kind } : {}),
    ...(orientation ? { orientation } : {}),
    ...(designerIds ? { designerIds } : {}),
    ...(uploaderIds ? { uploaderIds } : {}),
    ...(labelIds ? { labelIds } : {}),
    ...(source ? { source } : {}),
    ...(dates ? { from: dates[0], to: dates[1] } : {}),
    ...(mediaCode ? { mediaCode } : {}),
    ...(reviewState ? { reviewState } : {}),
    ...(pushed ? { pushed: pushed === 'yes' } : {}),
    ...(hasFigures ? { hasFigures: hasFigures === 'yes' } : {}),
    ...(bucket ? { minDurationSeconds: bucket.min, ...(bucket.max !== undefined ? { maxDurationSeconds: bucket.max } : {}) } : {}),
    ...(favoriteOnly ? { favoriteOnly: true } : {}),
    sort: field,
    order,
  };
}

/** 1.2 MB, 860 KB, 512 B. */
export function fileSizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/** 0:15, 1:02:03. */
export function durationText(ms: number | null): string {
  if (ms === null) return '-';
  const total = Math.round(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** 横版, 竖版 or 方形, by the same 2 % the server's filter uses. */
export function orientationText(width: number, height: number): string {
  if (width * 100 > height * 102) return '横版';
  if (height * 100 > width * 102) return '竖版';
  return '方形';
}

export const REVIEW_TEXTS = { reviewing: '审核中', approved: '审核通过', rejected: '审核拒绝' } as const;

/** Where a material stands with the media: 未推送, or the counts of its pushes by review state. */
export function pushSummary(material: Pick<Material, 'pushes'>): string {
  if (material.pushes.length === 0) return '未推送';
  const counts = { reviewing: 0, approved: 0, rejected: 0 };
  for (const push of material.pushes) counts[push.reviewState] += 1;
  return (Object.keys(counts) as (keyof typeof counts)[])
    .filter((state) => counts[state] > 0)
    .map((state) => `${REVIEW_TEXTS[state]} ${counts[state]}`)
    .join('，');
}
