import { SIZES } from '@toufang/domain';

/** The box sizes that tell whether CSS truncation cut the text (all in px, as the DOM reports them). */
export interface EllipsisMetrics {
  scrollWidth: number;
  clientWidth: number;
  scrollHeight: number;
  clientHeight: number;
}

/**
 * Whether the text is cut: one line overflows sideways (white-space: nowrap), several lines overflow
 * downwards (line-clamp). Both directions are checked, so a single long word in a clamped block counts too.
 */
export function isTruncated(metrics: EllipsisMetrics): boolean {
  return metrics.scrollWidth > metrics.clientWidth || metrics.scrollHeight > metrics.clientHeight;
}

/** The tooltip delay: 1000 ms by default, never below 250 ms (widgets spec §9). */
export function tooltipDelay(ms: number | undefined = SIZES.TOOLTIP_DELAY_MS): number {
  if (!Number.isFinite(ms)) return SIZES.TOOLTIP_DELAY_MS;
  return Math.max(SIZES.TOOLTIP_MIN_DELAY_MS, ms);
}

/** How many lines show: one by default, 2 in a table cell (widgets spec §9), or a caller's own positive count. */
export function ellipsisRows(rows: number | undefined, tableCell = false): number {
  if (rows !== undefined && Number.isInteger(rows) && rows >= 1) return rows;
  return tableCell ? SIZES.TABLE_CELL_ELLIPSIS_LINES : 1;
}
