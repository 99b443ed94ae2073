// Pure rules of the filter dropdown input (widgets spec §2, §4, §9; shell spec §3, §5): the match method
// LIKE (fuzzy) or IN (exact), the value, the reset to LIKE when empty, and when a change is emitted.

export const MATCH_METHOD = { LIKE: 'LIKE', IN: 'IN' } as const;
export type MatchMethod = (typeof MATCH_METHOD)[keyof typeof MATCH_METHOD];

/** The method names shown to the user. */
export const MATCH_METHOD_LABEL: Record<MatchMethod, string> = { LIKE: '模糊', IN: '精确' };

export const FILTER_DROPDOWN_TEXTS = {
  METHOD_GROUP: '匹配方式',
  IN_VALUES: '精确匹配内容',
  IN_PLACEHOLDER: '多个值请换行或用逗号分隔',
  LIKE_HINT: '模糊匹配：包含输入内容即可',
  IN_HINT: '精确匹配：与任一值完全相同',
} as const;

export interface FilterDropdownValue {
  method: MatchMethod;
  /** LIKE: the text; IN: the values joined by IN_SEPARATOR. */
  value: string;
}

/** How IN values are joined in the emitted value. */
export const IN_SEPARATOR = ',';

/** IN accepts values separated by line breaks and by commas (English or Chinese). */
const IN_SPLIT = /[\r\n,，]+/;

/** IN values: split on line breaks and commas, trimmed, empties dropped, duplicates dropped (first kept). */
export function splitInValues(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(IN_SPLIT)) {
    const v = part.trim();
    if (v) seen.add(v);
  }
  return [...seen];
}

export const EMPTY_FILTER_VALUE: FilterDropdownValue = { method: MATCH_METHOD.LIKE, value: '' };

/**
 * The canonical form of a filter value: LIKE text trimmed; IN values normalised and joined by a comma; an
 * empty value always goes with LIKE (the reset to fuzzy matching, widgets spec §4).
 */
export function normaliseFilterValue(input: FilterDropdownValue | null | undefined): FilterDropdownValue {
  if (!input) return EMPTY_FILTER_VALUE;
  const method: MatchMethod = input.method === MATCH_METHOD.IN ? MATCH_METHOD.IN : MATCH_METHOD.LIKE;
  const value = method === MATCH_METHOD.IN ? splitInValues(input.value ?? '').join(IN_SEPARATOR) : (input.value ?? '').trim();
  return value ? { method, value } : EMPTY_FILTER_VALUE;
}

/** Whether closing the dropdown emits: only when the value or the method changed (widgets spec §4). */
export function filterValueChanged(previous: FilterDropdownValue | null | undefined, next: FilterDropdownValue | null | undefined): boolean {
  const a = normaliseFilterValue(previous);
  const b = normaliseFilterValue(next);
  return a.method !== b.method || a.value !== b.value;
}

/** The values a query uses: none when empty, the text for LIKE, the separate values for IN. */
export function filterValues(input: FilterDropdownValue | null | undefined): string[] {
  const v = normaliseFilterValue(input);
  if (!v.value) return [];
  return v.method === MATCH_METHOD.IN ? v.value.split(IN_SEPARATOR) : [v.value];
}

/** The text the editor starts from: IN values one per line, LIKE text as it is. */
export function editorText(input: FilterDropdownValue): string {
  return input.method === MATCH_METHOD.IN ? splitInValues(input.value).join('\n') : input.value;
}

/** The text of the closed input: IN values joined by commas. */
export function displayText(input: FilterDropdownValue): string {
  return input.method === MATCH_METHOD.IN ? splitInValues(input.value).join(IN_SEPARATOR) : input.value;
}

/** The text kept when switching method: IN → LIKE joins the lines with commas (LIKE is one line). */
export function textForMethod(text: string, method: MatchMethod): string {
  return method === MATCH_METHOD.LIKE && /[\r\n]/.test(text) ? splitInValues(text).join(IN_SEPARATOR) : text;
}
