import { LAYOUT_SIZES, SPACE } from '@toufang/domain';

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

/** Each column's flex grow: 1 each for equalDivision, its scale for customScale. */
export function columnGrow(config: LayoutConfig): number[] {
  return config.slots.map((_, c) => (config.widthType === 'customScale' ? (config.scales?.[c] ?? 1) : 1));
}

/** The gap between columns and between stacked modules, px. */
export const LAYOUT_GAP = SPACE.medium;

/**
 * The height of each of `count` modules stacked in a column: the layout height (477 px, spec §9) shared after
 * the gaps, so two modules are the two rows.
 */
export function slotHeight(count: number, height: number = LAYOUT_SIZES.LAYOUT_HEIGHT, gap: number = LAYOUT_GAP): number {
  const n = Math.max(1, Math.floor(count));
  return (height - gap * (n - 1)) / n;
}

/** The layout's minimum width: every column at its minimum of 218 px (spec §9) plus the gaps. */
export function layoutMinWidth(columns: number, minWidth: number = LAYOUT_SIZES.LAYOUT_ITEM_MIN_WIDTH, gap: number = LAYOUT_GAP): number {
  const n = Math.max(0, Math.floor(columns));
  return n === 0 ? 0 : n * minWidth + (n - 1) * gap;
}

// Editing a config: pure steps the config editor takes; each returns a new config.

/** A column holds at most this many modules in the editor: the layout height is split into 2 rows (spec §9). */
export const MAX_SLOTS_PER_COLUMN = LAYOUT_SIZES.LAYOUT_ROWS;

/** The default scale of a column when customScale is chosen or a column is added. */
export const DEFAULT_SCALE = 1;

function scalesFor(config: LayoutConfig): number[] {
  return config.slots.map((_, c) => config.scales?.[c] ?? DEFAULT_SCALE);
}

/** Switches the width type; customScale keeps the scales it has and gives new columns 1. */
export function setWidthType(config: LayoutConfig, widthType: LayoutWidthType): LayoutConfig {
  if (widthType === 'customScale') return { ...config, widthType, scales: scalesFor(config) };
  return { ...config, widthType };
}

export function setScale(config: LayoutConfig, column: number, scale: number): LayoutConfig {
  const scales = scalesFor(config);
  scales[column] = scale;
  return { ...config, scales };
}

/** Puts a module id in a slot. */
export function setSlot(config: LayoutConfig, column: number, index: number, id: string): LayoutConfig {
  return { ...config, slots: config.slots.map((col, c) => (c === column ? col.map((old, i) => (i === index ? id : old)) : col)) };
}

/** Adds an empty slot under a column, unless the column is full. */
export function addSlot(config: LayoutConfig, column: number): LayoutConfig {
  if ((config.slots[column]?.length ?? MAX_SLOTS_PER_COLUMN) >= MAX_SLOTS_PER_COLUMN) return config;
  return { ...config, slots: config.slots.map((col, c) => (c === column ? [...col, ''] : col)) };
}

/** Adds a column with one empty slot on the right. */
export function addColumn(config: LayoutConfig): LayoutConfig {
  const next: LayoutConfig = { ...config, slots: [...config.slots, ['']] };
  return config.widthType === 'customScale' ? { ...next, scales: [...scalesFor(config), DEFAULT_SCALE] } : next;
}

/** Removes a slot; a column left empty goes too, with its scale. */
export function removeSlot(config: LayoutConfig, column: number, index: number): LayoutConfig {
  const col = config.slots[column];
  if (!col) return config;
  if (col.length > 1) return { ...config, slots: config.slots.map((c2, c) => (c === column ? c2.filter((_, i) => i !== index) : c2)) };
  const slots = config.slots.filter((_, c) => c !== column);
  if (config.widthType !== 'customScale') return { ...config, slots };
  return { ...config, slots, scales: scalesFor(config).filter((_, c) => c !== column) };
}
