// Digital-details tooltip (widgets spec §2, §9): a count; hovering it, or focusing it from the keyboard,
// shows a popup listing the items or a table of rows (columns given). The popup waits the tooltip delay,
// 1000 ms by default and never less than 250 ms, and is at most 350 px wide. It is Semi's Tooltip (light
// look), opened by this widget (custom trigger): Semi's own hover trigger did not open on keyboard focus in
// the browser, and Semi's Popover names a custom-triggered popup a dialog, which this is not.
// Escape closes it; the pointer may move from the count into the popup (to scroll a long table).
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import Tooltip, { type Position } from '@douyinfe/semi-ui-19/lib/es/tooltip';
import { SIZES } from '@toufang/domain';
import { tooltipDelay } from '../ellipsis-text/ellipsis-text-rules';
import { cellText, countLabel, detailsCount, hasDetails, type DigitalDetailsColumn } from './digital-details-rules';
import './digital-details.css';
import { useEscapeKey } from '../shared/use-escape-key';

export interface DigitalDetailsProps<R extends Record<string, unknown> = Record<string, unknown>> {
  /** The number shown; the number of items (or rows) by default. */
  count?: number;
  /** List mode: one line per item. */
  items?: readonly ReactNode[];
  /** Table mode (when given): the columns, and the rows in data. */
  columns?: readonly DigitalDetailsColumn<R>[];
  data?: readonly R[];
  /** The field that keys a row; the row index otherwise. */
  rowKey?: string;
  /** A heading above the list or table. */
  title?: ReactNode;
  /** What is counted, for the accessible name (e.g. 已选账户 → 已选账户：3). */
  label?: string;
  /** Hover delay in ms; SIZES.TOOLTIP_DELAY_MS (1000) by default, never below SIZES.TOOLTIP_MIN_DELAY_MS (250). */
  delay?: number;
  /** px; SIZES.TOOLTIP_MAX_WIDTH_WIDGETS (350) by default. */
  maxWidth?: number;
  position?: Position;
  className?: string;
}

/** How long the popup stays after the pointer leaves, so it can move into the popup (not a spec number). */
export const DETAILS_LEAVE_GRACE_MS = 100;

export function DigitalDetails<R extends Record<string, unknown> = Record<string, unknown>>({
  count,
  items,
  columns,
  data,
  rowKey,
  title,
  label,
  delay,
  maxWidth = SIZES.TOOLTIP_MAX_WIDTH_WIDGETS,
  position = 'top',
  className,
}: DigitalDetailsProps<R>) {
  const shown = detailsCount(count, items, data);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const wait = tooltipDelay(delay);

  const schedule = useCallback((next: boolean, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setOpen(next);
    }, ms);
  }, []);
  const show = () => {
    if (!open) schedule(true, wait);
    else clearTimeout(timer.current);
  };
  const hideSoon = () => (open ? schedule(false, DETAILS_LEAVE_GRACE_MS) : clearTimeout(timer.current));
  const hideNow = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    setOpen(false);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  // Escape dismisses what the pointer opened (WCAG 1.4.13).
  useEscapeKey(open, hideNow);
  const rootClass = ['tf-digital-details', className ?? ''].filter(Boolean).join(' ');

  // Nothing to detail: the number alone, not a control.
  if (!hasDetails(items, data, columns)) {
    return (
      <span className={`${rootClass} tf-digital-details--plain`} aria-label={label ? countLabel(shown, label) : undefined}>
        {shown}
      </span>
    );
  }

  const content = (
    <div className="tf-digital-details__popup" style={{ maxWidth }} onMouseEnter={show} onMouseLeave={hideSoon}>
      {title ? <div className="tf-digital-details__title">{title}</div> : null}
      {columns?.length ? (
        // A plain table: a read-only list of a few rows needs none of Semi Table's sorting, paging or virtualising.
        <div className="tf-digital-details__table-wrap">
          <table className="tf-digital-details__table">
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.dataIndex} scope="col" style={{ width: column.width, textAlign: column.align }}>
                    {column.title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {(data ?? []).map((row, index) => (
                <tr key={rowKey ? cellText(row[rowKey]) : index}>
                  {columns.map((column) => (
                    <td key={column.dataIndex} style={{ textAlign: column.align }}>
                      {column.render ? column.render(row[column.dataIndex], row, index) : cellText(row[column.dataIndex])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ul className="tf-digital-details__list">
          {(items ?? []).map((item, index) => (
            // Items are display nodes without identity of their own; their order is their key.
            <li key={index}>{item}</li>
          ))}
        </ul>
      )}
    </div>
  );

  return (
    <Tooltip
      trigger="custom"
      visible={open}
      content={content}
      position={position}
      showArrow={false}
      className="tf-digital-details__tooltip"
      style={{ maxWidth }}
      onClickOutSide={hideNow}
      // Semi stops Escape on the trigger itself, so it must close the popup there too.
      closeOnEsc
      onEscKeyDown={hideNow}
    >
      <button
        type="button"
        className={`${rootClass} tf-digital-details__count`}
        aria-label={label ? countLabel(shown, label) : undefined}
        aria-expanded={open}
        onMouseEnter={show}
        onMouseLeave={hideSoon}
        onFocus={show}
        onBlur={hideNow}
      >
        {shown}
      </button>
    </Tooltip>
  );
}
