// Slots: what a media library adds to its delivery tables from its own delivery-config, without editing
// the kit (issue 19): columns with their cell renderers, row actions, toolbar entries and filters. Each
// slot may name the levels it belongs on (every level when absent).
import type { DeliveryLevel } from '@toufang/domain';
import type { FilterFieldConfig } from '@toufang/ui';
import type { ReactNode } from 'react';
import type { DeliveryFilter, DeliveryRow } from '../queries/delivery-types';

interface OnLevels {
  /** The levels it shows on; every level when absent. */
  readonly levels?: readonly DeliveryLevel[];
}

/** A column of the media's own, after the configured columns. */
export interface DeliverySlotColumn extends OnLevels {
  readonly key: string;
  readonly title: string;
  readonly width?: number;
  readonly render: (row: DeliveryRow) => ReactNode;
}

/** A row action in the 操作 column: a link (href) or a button (onClick); hidden on rows where it does not apply. */
export interface DeliveryRowAction extends OnLevels {
  readonly key: string;
  /** The visible text, e.g. 直播间. */
  readonly label: string;
  /** The accessible name on a row, e.g. 查看 计划A 的直播间. */
  readonly ariaLabel?: (row: DeliveryRow) => string;
  /** Where it leads; null hides it on that row. */
  readonly href?: (row: DeliveryRow) => string | null;
  readonly onClick?: (row: DeliveryRow) => void;
  readonly appliesTo?: (row: DeliveryRow) => boolean;
}

/** An entry of the page's toolbar (beside 刷新 and 导出). */
export interface DeliveryToolbarEntry extends OnLevels {
  readonly key: string;
  readonly render: (context: { level: DeliveryLevel; selected: readonly DeliveryRow[] }) => ReactNode;
}

/** A filter field of the media's own, and what its value asks of the server (fields of DeliveryFilter). */
export interface DeliveryFilterSlot extends OnLevels {
  readonly field: FilterFieldConfig;
  readonly toFilter: (value: unknown) => Partial<Pick<DeliveryFilter, 'search' | 'status'>>;
}

export interface DeliverySlots {
  readonly columns?: readonly DeliverySlotColumn[];
  readonly rowActions?: readonly DeliveryRowAction[];
  readonly toolbar?: readonly DeliveryToolbarEntry[];
  readonly filters?: readonly DeliveryFilterSlot[];
}

/** The header of the row actions' column. */
export const ROW_ACTIONS_TITLE = '操作';
export const ROW_ACTIONS_KEY = 'slot:actions';

const onLevel = (level: DeliveryLevel) => (slot: OnLevels) => !slot.levels || slot.levels.includes(level);

/** The slots that show on one level. */
export function slotsOfLevel(slots: DeliverySlots | undefined, level: DeliveryLevel): Required<DeliverySlots> {
  const on = onLevel(level);
  return {
    columns: (slots?.columns ?? []).filter(on),
    rowActions: (slots?.rowActions ?? []).filter(on),
    toolbar: (slots?.toolbar ?? []).filter(on),
    filters: (slots?.filters ?? []).filter(on),
  };
}

/** What the slot filters ask of the server, from the filter area's values (later slots win on a key). */
export function slotFilter(filters: readonly DeliveryFilterSlot[], values: Record<string, unknown>): Partial<Pick<DeliveryFilter, 'search' | 'status'>> {
  return Object.assign({}, ...filters.filter((f) => values[f.field.key] !== undefined).map((f) => f.toFilter(values[f.field.key])));
}
