// The table columns a media's slots add: its own columns, then an 操作 column of its row actions (fixed on
// the right) when the level has any.
import { Space, type DataTableColumn } from '@toufang/ui';
import type { DeliverySlots } from '../config/delivery-slots';
import { ROW_ACTIONS_KEY, ROW_ACTIONS_TITLE } from '../config/delivery-slots';
import type { DeliveryRow } from '../queries/delivery-types';

/** The room one action takes in the 操作 column (a short Chinese label). */
const ACTION_WIDTH = 72;

export function slotColumns(slots: Required<DeliverySlots>): DataTableColumn<DeliveryRow>[] {
  const own = slots.columns.map(
    (column): DataTableColumn<DeliveryRow> => ({ key: `slot:${column.key}`, title: column.title, width: column.width, ellipsis: false, render: (_v, row) => column.render(row) }),
  );
  if (slots.rowActions.length === 0) return own;
  const actions: DataTableColumn<DeliveryRow> = {
    key: ROW_ACTIONS_KEY,
    title: ROW_ACTIONS_TITLE,
    width: Math.max(96, slots.rowActions.length * ACTION_WIDTH + 24),
    fixed: 'right',
    ellipsis: false,
    render: (_v, row) => (
      <Space spacing={4}>
        {slots.rowActions
          .filter((action) => (action.appliesTo?.(row) ?? true) && (!action.href || action.href(row) !== null))
          .map((action) =>
            action.href ? (
              <a key={action.key} className="tf-delivery__row-action" href={action.href(row) ?? undefined} target="_blank" rel="noopener noreferrer" aria-label={action.ariaLabel?.(row)}>
                {action.label}
              </a>
            ) : (
              <button key={action.key} type="button" className="tf-delivery__row-action" onClick={() => action.onClick?.(row)} aria-label={action.ariaLabel?.(row)}>
                {action.label}
              </button>
            ),
          )}
      </Space>
    ),
  };
  return [...own, actions];
}
