import Tooltip from '@douyinfe/semi-ui-19/lib/es/tooltip';
import { SIZES } from '@toufang/domain';
import { type CSSProperties, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { ellipsisRows, isTruncated, tooltipDelay } from './ellipsis-text-rules';
import './ellipsis-text.css';
import { useEscapeKey } from '../shared/use-escape-key';

export interface EllipsisTextProps {
  /** The full text. It stays whole in the DOM (truncation is CSS only), so screen readers read all of it. */
  children: string;
  /** Lines to show before the ellipsis; 1 by default. */
  rows?: number;
  /** A table cell: 2 lines (widgets spec §9) unless rows says otherwise. */
  tableCell?: boolean;
  /** Show the full text in a tooltip when, and only when, it is cut. On by default. */
  tooltip?: boolean;
  /** Hover delay before the tooltip shows; 1000 ms by default, never below 250 ms (widgets spec §9). */
  tooltipDelay?: number;
  /** Tooltip max width in px; 350 by default (widgets spec §9). */
  tooltipMaxWidth?: number;
  className?: string;
  style?: CSSProperties;
}

type RowsStyle = CSSProperties & { '--tf-ellipsis-rows'?: number };

/** The clamped text alone: no hooks, so a table of thousands of cells pays only for its spans. */
function ClampedText({
  children,
  lines,
  className,
  style,
  textRef,
  focusable,
  onMouseEnter,
  onMouseLeave,
}: {
  children: string;
  lines: number;
  className?: string;
  style?: CSSProperties;
  textRef?: RefObject<HTMLSpanElement | null>;
  focusable?: boolean;
  onMouseEnter?: () => void;
  onMouseLeave?: () => void;
}) {
  const rowsStyle: RowsStyle = lines > 1 ? { ...style, '--tf-ellipsis-rows': lines } : { ...style };
  return (
    <span
      ref={textRef}
      className={['tf-ellipsis-text', lines > 1 ? 'tf-ellipsis-text--multi' : 'tf-ellipsis-text--single', className ?? '']
        .filter(Boolean)
        .join(' ')}
      style={rowsStyle}
      data-rows={lines}
      // Semi's Tooltip would otherwise make every cut text a tab stop (tabIndex 0), one per table cell.
      tabIndex={focusable ? -1 : undefined}
      onMouseEnter={onMouseEnter}
      onMouseLeave={onMouseLeave}
    >
      {children}
    </span>
  );
}

function TooltipEllipsisText({
  children,
  lines,
  tooltipDelay: delay,
  tooltipMaxWidth,
  className,
  style,
}: Omit<EllipsisTextProps, 'rows' | 'tableCell' | 'tooltip'> & { lines: number; tooltipMaxWidth: number }) {
  const textRef = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [open, setOpen] = useState(false);

  const close = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    setOpen(false);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  // Escape dismisses what the pointer opened (WCAG 1.4.13).
  useEscapeKey(open, close);

  // A changed text may no longer be cut; the next hover measures again.
  useEffect(() => close(), [children, lines, close]);

  const onMouseEnter = () => {
    const el = textRef.current;
    if (!el || !isTruncated(el)) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), tooltipDelay(delay));
  };

  return (
    <Tooltip
      trigger="custom"
      visible={open}
      content={<span className="tf-ellipsis-text__tooltip">{children}</span>}
      style={{ maxWidth: tooltipMaxWidth }}
      onClickOutSide={close}
    >
      <ClampedText lines={lines} className={className} style={style} textRef={textRef} focusable onMouseEnter={onMouseEnter} onMouseLeave={close}>
        {children}
      </ClampedText>
    </Tooltip>
  );
}

/**
 * Ellipsis text with an optional tooltip (widgets spec §2). CSS truncation (one line, or N lines with
 * line-clamp) rather than Semi Typography's ellipsis: Typography's JS strategy rewrites the DOM text, while
 * CSS keeps the whole text readable by assistive technology. The tooltip is Semi's, opened only after the
 * hover delay and only when the text is measured as cut at that moment.
 */
export function EllipsisText({
  children,
  rows,
  tableCell = false,
  tooltip = true,
  tooltipDelay: delay,
  tooltipMaxWidth = SIZES.TOOLTIP_MAX_WIDTH_WIDGETS,
  className,
  style,
}: EllipsisTextProps) {
  const lines = ellipsisRows(rows, tableCell);
  if (!tooltip) {
    return (
      <ClampedText lines={lines} className={className} style={style}>
        {children}
      </ClampedText>
    );
  }
  return (
    <TooltipEllipsisText lines={lines} tooltipDelay={delay} tooltipMaxWidth={tooltipMaxWidth} className={className} style={style}>
      {children}
    </TooltipEllipsisText>
  );
}
