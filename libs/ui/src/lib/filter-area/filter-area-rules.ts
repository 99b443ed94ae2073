// Pure rules of the filter area (widgets spec §2 "filter area with saved filter templates", §9 UI texts):
// the values of its fields, reset, applying a saved template, and the template name rules (required, at
// most 20 characters, unique; at most 50 templates, both limits project design shared with the server).
import { DEFAULT_TEXTS, FILTER_TEMPLATE, FILTER_TEMPLATE_TEXTS, UI_TEXTS } from '@toufang/domain';
import { EMPTY_FILTER_VALUE } from '../filter-dropdown-input/filter-dropdown-input-rules';

/** The area's values by field key; saved templates store them as free-form JSON. */
export type FilterValues = Record<string, unknown>;

/** A saved template as the widget needs it (the server's record has scene, createdAt and updatedAt too). */
export interface FilterTemplateItem {
  id: string | number;
  name: string;
  filters: FilterValues;
}

/** The field kinds: a filter-list selector, a filter dropdown input, or any node the caller renders. */
export type FilterFieldType = 'list' | 'input' | 'custom';

/** What the rules need of a field config (the component's configs carry more). */
export interface FilterFieldShape {
  key: string;
  type: FilterFieldType;
  /** The value reset goes back to; the field type's empty value when absent. */
  defaultValue?: unknown;
}

export const FILTER_AREA_TEXTS = {
  QUERY: UI_TEXTS.QUERY, // 查询
  RESET: UI_TEXTS.RESET, // 重置
  CONFIRM: UI_TEXTS.CONFIRM, // 确定
  CANCEL: UI_TEXTS.CANCEL, // 取消
  EMPTY: DEFAULT_TEXTS.EMPTY_DATA, // 暂无数据
  AREA_LABEL: '筛选条件',
  TEMPLATES: '筛选模板',
  SAVE_AS: '保存为模板',
  SAVE_TITLE: '保存筛选模板',
  RENAME_TITLE: '重命名筛选模板',
  DELETE_TITLE: '删除筛选模板',
  NAME_LABEL: '模板名称',
  NAME_PLACEHOLDER: '请输入模板名称',
  RENAME: '重命名',
  DELETE: '删除',
  LOADING: '加载中',
  LOAD_FAILED: '筛选模板加载失败',
  RETRY: '重试',
  FAILED: '操作失败，请稍后重试',
  ...FILTER_TEMPLATE_TEXTS,
} as const;

/** The delete confirmation. */
export function deleteConfirmText(name: string): string {
  return `确定删除筛选模板「${name}」吗？删除后不可恢复。`;
}

/** The over-length message for a name limit (the shared text when the limit is the default 20). */
export function nameTooLongText(maxLength: number = FILTER_TEMPLATE.NAME_MAX_LENGTH): string {
  return maxLength === FILTER_TEMPLATE.NAME_MAX_LENGTH ? FILTER_TEMPLATE_TEXTS.NAME_TOO_LONG : `模板名称长度不能超过${maxLength}个字符`;
}

/** The count-limit message (the shared text when the limit is the default 50). */
export function limitReachedText(maxTemplates: number = FILTER_TEMPLATE.MAX_PER_SCENE): string {
  return maxTemplates === FILTER_TEMPLATE.MAX_PER_SCENE ? FILTER_TEMPLATE_TEXTS.LIMIT_REACHED : `每个列表最多保存${maxTemplates}个筛选模板`;
}

/** A name's length as the server counts it: characters (code points), so 春 counts 1 and an emoji 1. */
export function nameLength(name: string): number {
  return [...name.trim()].length;
}

export interface NameRules {
  maxLength?: number;
  /** Renaming: the template's own name is not a duplicate. */
  exceptId?: string | number;
}

/** The first broken name rule's message, or null: required, at most maxLength characters, unique. */
export function validateTemplateName(name: string, templates: readonly FilterTemplateItem[], { maxLength = FILTER_TEMPLATE.NAME_MAX_LENGTH, exceptId }: NameRules = {}): string | null {
  const trimmed = name.trim();
  if (!trimmed) return FILTER_TEMPLATE_TEXTS.NAME_REQUIRED;
  if (nameLength(trimmed) > maxLength) return nameTooLongText(maxLength);
  if (templates.some((t) => t.id !== exceptId && t.name.trim() === trimmed)) return FILTER_TEMPLATE_TEXTS.NAME_DUPLICATE;
  return null;
}

/** Whether another template may be saved. */
export function canSaveMore(templates: readonly FilterTemplateItem[], maxTemplates: number = FILTER_TEMPLATE.MAX_PER_SCENE): boolean {
  return templates.length < maxTemplates;
}

/** What a rejected callback says: its message, or a general failure text. */
export function errorText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  if (error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string' && (error as { message: string }).message) {
    return (error as { message: string }).message;
  }
  return FILTER_AREA_TEXTS.FAILED;
}

/** A field type's empty value: nothing chosen, an empty fuzzy match, or null. */
export function emptyValueOf(type: FilterFieldType): unknown {
  if (type === 'list') return [];
  if (type === 'input') return { ...EMPTY_FILTER_VALUE };
  return null;
}

/** The values reset goes back to: each field's default, else its empty value. */
export function resetValues(fields: readonly FilterFieldShape[]): FilterValues {
  return Object.fromEntries(fields.map((field) => [field.key, field.defaultValue !== undefined ? field.defaultValue : emptyValueOf(field.type)]));
}

/**
 * The values a template applies: its value for each field it has, the reset value for the others. Keys of
 * fields that no longer exist are dropped (a template may be older than the page).
 */
export function valuesFromTemplate(fields: readonly FilterFieldShape[], filters: FilterValues): FilterValues {
  const reset = resetValues(fields);
  return Object.fromEntries(fields.map((field) => [field.key, Object.prototype.hasOwnProperty.call(filters, field.key) ? filters[field.key] : reset[field.key]]));
}

/** The values a template saves: the current value of every field (nothing else). */
export function templateFilters(fields: readonly FilterFieldShape[], values: FilterValues): FilterValues {
  const reset = resetValues(fields);
  return Object.fromEntries(fields.map((field) => [field.key, values[field.key] !== undefined ? values[field.key] : reset[field.key]]));
}

/** JSON with sorted keys, so equal values compare equal whatever their key order. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stable((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Whether two sets of values are the same (key order ignored). */
export function sameFilters(a: FilterValues, b: FilterValues): boolean {
  return stable(a) === stable(b);
}
