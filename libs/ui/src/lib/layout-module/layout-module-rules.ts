import { LAYOUT_SIZES, SPACE, type LayoutConfig, type LayoutWidthType } from '@toufang/domain';

// The config, its checks and their messages live in @toufang/domain (layout-config.ts), so the server's save of a
// saved layout (the board) refuses with the same words; re-exported here for the widgets' users.
export {
  LAYOUT_MESSAGES,
  LAYOUT_WIDTH_TYPES,
  validateLayoutConfig,
  validateSlots,
  type LayoutConfig,
  type LayoutError,
  type LayoutErrorCode,
  type LayoutWidthType,
} from '@toufang/domain';

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
