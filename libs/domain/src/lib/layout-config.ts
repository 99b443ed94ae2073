// The layout module's config and its checks (widgets spec §3, §5, §8). Pure, so the browser's config editor
// (libs/ui's layout module) and the server's save of a saved layout (the board, issue 24) refuse the same lists with
// the same words; libs/ui re-exports these and keeps the editing steps and sizes beside its widgets.

/** Widgets spec §3: how the columns share the width. */
export type LayoutWidthType = 'equalDivision' | 'customScale';

export const LAYOUT_WIDTH_TYPES: readonly LayoutWidthType[] = ['equalDivision', 'customScale'];

/**
 * Layout config (widgets spec §3). `slots` lists the columns from left to right, each with the ids of the
 * modules stacked in it from top to bottom: a column's modules share the layout height, so a column of two is
 * the layout's 2 rows. `scales` gives each column's share of the width when widthType is customScale.
 */
export interface LayoutConfig {
  slots: string[][];
  widthType: LayoutWidthType;
  scales?: number[];
}

export type LayoutErrorCode = 'slotsNotArray' | 'columnNotArray' | 'idNotString' | 'idDuplicate' | 'widthType' | 'scales';

export interface LayoutError {
  code: LayoutErrorCode;
  message: string;
  /** 0-based column and slot, when the error is about one. */
  column?: number;
  index?: number;
}

/** The messages of the layout checks; positions are 1-based for people. */
export const LAYOUT_MESSAGES = {
  slotsNotArray: '插槽列表必须是非空数组',
  columnNotArray: (column: number) => `第${column}列必须是非空数组`,
  idNotString: (column: number, index: number) => `第${column}列第${index}个插槽的 id 必须是非空字符串`,
  idDuplicate: (id: string) => `插槽 id「${id}」重复`,
  widthType: '宽度方式只能是 equalDivision 或 customScale',
  scales: '自定义比例需要为每一列填写大于0的比例',
  /** Widgets spec §8: a slot whose component was not passed. */
  missingComponent: '组件没有传入',
} as const;

/**
 * Widgets spec §5, exactly: the slot list must be a non-empty array of non-empty arrays of unique non-empty
 * string ids. Ids are unique across the whole list; a blank id ('  ') counts as empty. Returns every error found.
 */
export function validateSlots(slots: unknown): LayoutError[] {
  if (!Array.isArray(slots) || slots.length === 0) return [{ code: 'slotsNotArray', message: LAYOUT_MESSAGES.slotsNotArray }];
  const errors: LayoutError[] = [];
  const seen = new Set<string>();
  const reported = new Set<string>();
  slots.forEach((column: unknown, c) => {
    if (!Array.isArray(column) || column.length === 0) {
      errors.push({ code: 'columnNotArray', message: LAYOUT_MESSAGES.columnNotArray(c + 1), column: c });
      return;
    }
    column.forEach((id: unknown, i) => {
      if (typeof id !== 'string' || id.trim() === '') {
        errors.push({ code: 'idNotString', message: LAYOUT_MESSAGES.idNotString(c + 1, i + 1), column: c, index: i });
      } else if (seen.has(id)) {
        if (!reported.has(id)) errors.push({ code: 'idDuplicate', message: LAYOUT_MESSAGES.idDuplicate(id), column: c, index: i });
        reported.add(id);
      } else {
        seen.add(id);
      }
    });
  });
  return errors;
}

/** The whole config: its slots (spec §5), a known widthType (spec §3) and, for customScale, a positive scale per column. */
export function validateLayoutConfig(config: unknown): LayoutError[] {
  const value = (config ?? {}) as Partial<Record<keyof LayoutConfig, unknown>>;
  const errors = validateSlots(value.slots);
  if (!LAYOUT_WIDTH_TYPES.includes(value.widthType as LayoutWidthType)) errors.push({ code: 'widthType', message: LAYOUT_MESSAGES.widthType });
  if (value.widthType === 'customScale') {
    const columns = Array.isArray(value.slots) ? value.slots.length : 0;
    const scales = value.scales;
    const ok = Array.isArray(scales) && scales.length === columns && scales.every((s) => typeof s === 'number' && Number.isFinite(s) && s > 0);
    if (!ok) errors.push({ code: 'scales', message: LAYOUT_MESSAGES.scales });
  }
  return errors;
}
