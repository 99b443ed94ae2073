/** Sort direction of a sort option (widgets spec §3). */
export type SortDirection = 'asc' | 'desc';

/** Sort option (widgets spec §3): value, label, sort (asc or desc), subtitle. */
export interface SortOption {
  value: string | number;
  label: string;
  sort: SortDirection;
  /** A second line under the label, e.g. 从高到低. */
  subtitle?: string;
  disabled?: boolean;
}

/** The chosen sort: the option's value with its direction (one field may be offered both ways). */
export interface SortValue {
  value: SortOption['value'];
  sort: SortDirection;
}

/** Names of the directions, for the icons' accessible names. */
export const SORT_TEXTS = {
  asc: '升序',
  desc: '降序',
  LABEL: '排序方式',
} as const;

/** The key of an option in the select: value and direction together, since a value may come in both directions. */
export function sortKey(option: SortValue): string {
  return `${String(option.value)}::${option.sort}`;
}

/** The option matching a chosen sort, if it is offered. */
export function findSortOption(options: readonly SortOption[], value: SortValue | null | undefined): SortOption | undefined {
  if (!value) return undefined;
  const key = sortKey(value);
  return options.find((o) => sortKey(o) === key);
}
